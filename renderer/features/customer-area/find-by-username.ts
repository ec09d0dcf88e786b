import { OPER_EQUAL } from '../../../shared/filter/opers.ts';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';

/**
 * The client record of a client-area user name, if the server has exactly one. Why read it: the record is how
 * main learns the password a server sends (the page never sees it), and the one "Definir nova senha" updates.
 */
export async function findByUsername(username: string): Promise<ClientRecord | undefined> {
  const page = unwrap(
    await desk.clientsList({
      start: 0,
      limit: 20,
      sort: 'client_pk',
      dir: 'ASC',
      where: [{ field: 'client_username', oper: OPER_EQUAL, value: username }],
    }),
  );
  // Why checked again here: a server may compare text loosely (case, accents, or as a part of the value), so
  // "ana.silva1" could also bring "ana.silva12"; only the one record whose user name is exactly the typed one counts.
  const exact = page.rows.filter((row) => row.client_username?.trim() === username);
  return exact.length === 1 ? exact[0] : undefined;
}
