import { condition } from '../../shared/filter/builders.ts';
import { OPER_GREATER_THAN } from '../../shared/filter/opers.ts';
import type { AdminApi } from '../provider/admin-api.ts';
import type { RefreshDeps } from './background-refresh.ts';

/**
 * A background refresh's `readPage` on the real provider client: the admin client list with `client_pk > afterPk`,
 * sorted by client_pk ascending, from its start.
 * Why a where on the code and not `start` offsets: a client registered or removed during a pass shifts every
 * offset after it (a row read twice or never), and the server walks its primary key to the page instead of
 * counting past every row before it. Why `client.client_pk`: the list joins other tables, and deployed servers have
 * been seen to need the table's name before a column two of them hold (field notes).
 */
export function adminPageReader(api: AdminApi): RefreshDeps['readPage'] {
  return (afterPk, limit, signal) =>
    api.listClients(
      {
        start: 0,
        limit,
        sort: 'client.client_pk',
        dir: 'ASC',
        where: [condition('client.client_pk', OPER_GREATER_THAN, afterPk)],
      },
      signal,
    );
}
