import type { Filter } from '../../../shared/filter/model.ts';
import type { ClientStatusName } from './dashboard-figures.ts';

const statusCodes: Record<ClientStatusName, number> = { active: 0, deactivated: 1, interested: 2, removed: 3 };
const two = (value: number): string => String(value).padStart(2, '0');

/** The clients of one status (the status bars). */
export function statusFilter(status: ClientStatusName): Filter {
  return [{ field: 'client_status', oper: 5, value: statusCodes[status] }];
}

/** The clients of one office. */
export function officeFilter(officesPk: number): Filter {
  return [{ field: 'offices_pk', oper: 5, value: officesPk }];
}

/** The clients registered since the first day of this month, on the desk's calendar (the "new this month" card). */
export function newThisMonthFilter(now: Date): Filter {
  return [{ field: 'client_date_cad', oper: 4, value: `${now.getFullYear()}-${two(now.getMonth() + 1)}-01` }];
}

/** The clients whose date `column` falls in `month` (YYYY-MM): a month of the trend. */
export function monthFilter(column: 'client_date_cad' | 'client_date_deactivation', month: string): Filter {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${two(number + 1)}-01`;
  return [{ field: column, oper: 4, value: `${month}-01` }, { field: 'AND' }, { field: column, oper: 1, value: next }];
}

/** A month (YYYY-MM) as people write it: "mar/2026" in Portuguese, "Mar 2026" in English. */
export function monthLabel(month: string, language: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const name = new Intl.DateTimeFormat(language, { month: 'short' }).format(new Date(year, number - 1, 15));
  return language === 'en' ? `${name} ${year}` : `${name.replace('.', '')}/${year}`;
}
