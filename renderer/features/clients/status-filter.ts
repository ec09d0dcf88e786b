import { and, condition } from '../../../shared/filter/builders.ts';
import { isCondition, isGroup, type Filter } from '../../../shared/filter/model.ts';
import { OPER_EQUAL, OPER_NOT_EQUAL } from '../../../shared/filter/opers.ts';

/** The list's status toggle: active clients (status 0), the others (deactivated, interested, removed), or all. */
export type StatusView = 'active' | 'inactive' | 'all';

/** Every view of the toggle, in the order it shows them. */
export const statusViews: readonly StatusView[] = ['active', 'inactive', 'all'];

/** The list starts on active clients: the ones a clerk serves. */
export const defaultStatusView: StatusView = 'active';

const activeStatus = 0;

/** True when the filter has a condition on the client's status, at any depth (bare or table-qualified column). */
export function filtersStatus(filter: Filter): boolean {
  return filter.some((item) =>
    isGroup(item)
      ? filtersStatus(item)
      : isCondition(item) && (item.field === 'client_status' || item.field === 'client.client_status'),
  );
}

/**
 * The toggle's condition: `client_status = 0`, `client_status <> 0`, or none for all. None either when the filter
 * builder's `builder` filter already chose a status: the two joined with AND could only empty the list.
 */
export function statusViewFilter(view: StatusView, builder: Filter): Filter {
  if (view === 'all' || filtersStatus(builder)) return [];
  return and(condition('client_status', view === 'active' ? OPER_EQUAL : OPER_NOT_EQUAL, activeStatus));
}
