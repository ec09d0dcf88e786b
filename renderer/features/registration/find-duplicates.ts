import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { OPER_EQUAL } from '../../../shared/filter/opers.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';

/** Clients already registered with a document (the list with an equality filter on client_doc1); at most five. */
export async function findDuplicates(document: string): Promise<ClientRecord[]> {
  const page = unwrap(
    await desk.clientsList({
      start: 0,
      limit: 5,
      sort: 'client_pk',
      dir: 'ASC',
      where: [{ field: 'client_doc1', oper: OPER_EQUAL, value: document }],
    }),
  );
  return page.rows;
}
