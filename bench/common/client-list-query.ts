import { catalogOf, filterFor, orderByFor } from '../../server/http/list-filter.ts';
import { clientSelectSql } from '../../server/repos/client-columns-sql.ts';
import type { ListQuery } from '../../server/repos/list-query.ts';

// Why a copy of the route's few lines: the direct baseline must run exactly the service's SQL, and the
// route (server/http/routes/client-routes.ts) builds it inline; keep the two in step.
/** The list query `POST admin_ctl/client/list` builds for a `where` and a page on the default sort. */
export function clientListQuery(where: string | undefined, limit: number, start = 0): ListQuery {
  return {
    select: clientSelectSql,
    from: catalogOf('client').from,
    filter: filterFor('client', where),
    orderBy: orderByFor('client', undefined, 'ASC'),
    limit,
    start,
  };
}
