import { samePhoneList } from '../../shared/registration/phones.ts';
import type { ClientIdentity } from '../provider/admin-api.ts';
import type { Workspace } from '../session/workspace.ts';

/** Whether the record read back after a write holds the phones the write sent. */
export type PhonesKept = 'kept' | 'notKept' | 'unconfirmed';

/**
 * Reads the client back after a write that carried `client_phones` and compares the list. Why: the column is
 * beyond the interface's registration table, and a server that does not take it still answers success; the
 * clerk must hear that the phones were not kept rather than believe they were. A failed read-back does not undo
 * the write: it is reported as unconfirmed.
 */
export async function phonesKept(
  workspace: Workspace,
  sent: string | undefined,
  saved: ClientIdentity,
  signal: AbortSignal | undefined,
): Promise<{ phones?: PhonesKept }> {
  if (sent === undefined) return {};
  try {
    const page = await workspace.admin('read', (api) =>
      api.listClients({ start: 0, limit: 1, where: [{ field: 'client_pk', oper: 5, value: saved.client_pk }] }, signal),
    );
    const row = page.rows[0];
    if (!row) return { phones: 'unconfirmed' };
    const stored = typeof row.client_phones === 'string' ? row.client_phones : '';
    return { phones: samePhoneList(sent, stored) ? 'kept' : 'notKept' };
  } catch {
    // Why swallowed: the write itself succeeded; only its confirmation failed, and the answer says so.
    return { phones: 'unconfirmed' };
  }
}
