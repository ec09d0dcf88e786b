import type { Filter } from '../../../shared/filter/model.ts';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import type { ExportPage } from './paging-plan.ts';

/** The grid's query as the export repeats it: its filter and its sort. */
export interface ExportQuery {
  where: Filter;
  sort: string;
  dir: 'ASC' | 'DESC';
}

/** One page of `clients:list` for the export; aborting `signal` cancels the running call in main. */
export async function fetchClientsExportPage(
  query: ExportQuery,
  start: number,
  limit: number,
  signal: AbortSignal,
): Promise<ExportPage<ClientRecord>> {
  const page = unwrap(
    await desk.clientsList(
      { start, limit, sort: query.sort, dir: query.dir, where: query.where },
      { signal, idPrefix: 'clients-export' },
    ),
  );
  return { rows: page.rows, total: page.total };
}
