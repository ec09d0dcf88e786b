import { FilterError } from '../db/where/filter-error.ts';
import { compileWhereInput } from '../db/where/compile-where.ts';
import { filterCatalogs } from '../db/where/catalogs.ts';
import { sortColumnSql, type SqlCatalog } from '../db/where/sql-catalog.ts';
import type { SqlPart } from '../repos/list-query.ts';
import type { FormBody } from './parse-form.ts';
import { ServiceError } from './service-error.ts';

/** The lists that take `where` and `sort`. */
export type ListCatalogName = keyof typeof filterCatalogs;

/** The key that makes every order total, so pages never repeat or skip a row. */
const tieBreakers: Record<ListCatalogName, string> = {
  client: 'client.client_pk',
  contract: 'contract.contract_pk',
  invoice: 'invoice.invoice_pk',
  connection: 'network_cpe.network_cpe_pk',
  support_order: 'os.os_pk',
};

/** The default sort column of each list (the interface names `client_complete_name` for clients). */
export const defaultSorts: Record<ListCatalogName, string> = {
  client: 'client_complete_name',
  contract: 'contract_number',
  invoice: 'invoice_date_due',
  connection: 'network_cpe_pk',
  support_order: 'os_date_entry',
};

/** The server catalog of a list. */
export function catalogOf(name: ListCatalogName): SqlCatalog {
  return filterCatalogs[name];
}

// Names that read as an attempt at the filter: `where[0][field]` (PHP-style forms), `where:` or `where ` (a
// hand-written curl line), `WHERE`; not `whereabouts`.
const filterLike = /^\s*where(?![A-Za-z0-9_])/i;

/**
 * Refuses fields that look like a filter but are not `where`. Why: ignored as unknown fields, they would
 * answer the whole unfiltered list, and a caller who meant a filter would take it as the filtered one.
 */
export function refuseMisnamedFilters(form: FormBody): void {
  const names = Object.keys(form).filter((name) => name !== 'where' && filterLike.test(name));
  if (names.length === 0) return;
  const shown = names.map((name) => JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}…` : name)).join(', ');
  throw new ServiceError(
    400,
    'BAD_FILTER',
    `Invalid filter: ${shown} ${names.length > 1 ? 'are not filter fields' : 'is not a filter field'}; send the filter as one field named where holding a JSON array, such as where=[{"field":"client_pk","oper":5,"value":1}].`,
    names.map((name) => ({
      id: name,
      msg: 'is not a filter field: the filter is one field named where, a JSON array of conditions',
    })),
  );
}

/** The user's `where` as a SQL builder for runList, or undefined when none was sent; bad filters become BAD_FILTER. */
export function filterFor(
  name: ListCatalogName,
  where: string | undefined,
): ((firstParam: number) => SqlPart) | undefined {
  if (where === undefined || where.trim() === '') return undefined;
  const catalog = catalogOf(name);
  const compile = (firstParam: number): SqlPart => {
    try {
      return compileWhereInput(where, catalog, firstParam);
    } catch (error) {
      if (error instanceof FilterError) {
        throw new ServiceError(400, 'BAD_FILTER', `Invalid filter: ${error.message}`, [
          { id: 'where', msg: error.message },
        ]);
      }
      throw error;
    }
  };
  // Why compile once now: a bad filter is refused before any query runs.
  compile(1);
  return compile;
}

/** The ORDER BY of a list: a whitelisted column, the direction, then the tie-breaker; unknown columns become BAD_SORT. */
export function orderByFor(name: ListCatalogName, sort: string | undefined, dir: 'ASC' | 'DESC'): string {
  const catalog = catalogOf(name);
  const column = sort ?? defaultSorts[name];
  const sql = sortColumnSql(catalog, column);
  if (!sql) {
    const known = [...catalog.sortable.keys()].join(', ');
    throw new ServiceError(400, 'BAD_SORT', `Cannot sort by ${column}: sortable columns are ${known}.`, [
      { id: 'sort', msg: `${column} is not a sortable column` },
    ]);
  }
  return `${sql} ${dir}, ${tieBreakers[name]} ${dir}`;
}
