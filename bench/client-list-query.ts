import { catalogOf, filterFor, orderByFor } from '../server/http/list-filter.ts';
import { clientSelectSql } from '../server/repos/client-columns-sql.ts';
import type { ListQuery } from '../server/repos/list-query.ts';

/**
 * The list query `POST admin_ctl/client/list` builds for a `where` and a page on the default sort, so the
 * direct baseline runs exactly the service's SQL. It mirrors the route in server/http/routes/client-routes.ts.
 */
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
