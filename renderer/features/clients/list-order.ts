import { defaultSortField } from '../../grid/client-fields.ts';
import type { GridSort } from './use-clients-table.ts';

/** How the list is ordered: the sort the headers show (none in match order) and the column a search sorts by. */
export interface ListOrder {
  /** The column and direction a header shows as sorted; undefined while the rows are in the search's match order. */
  shown: GridSort | undefined;
  /** The column a search's matches are sorted by; undefined keeps them best match first. */
  searchSort: string | undefined;
}

/**
 * The list's order for a search `term`, the grid's `sort` and whether the clerk `chosen` it by clicking a header.
 * A search lists the best matches first until a column is chosen; the default sort (by name) is then no choice, and
 * no header may claim an order the rows are not in. A click on any header, the name's too, sorts by it.
 */
export function listOrder(term: string, sort: GridSort, chosen: boolean): ListOrder {
  if (term === '') return { shown: sort, searchSort: undefined };
  const byColumn = chosen || sort.id !== defaultSortField || sort.desc;
  return byColumn ? { shown: sort, searchSort: sort.id } : { shown: undefined, searchSort: undefined };
}
