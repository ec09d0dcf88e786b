import type { Filter } from '../../shared/filter/model.ts';
import type { AdminApi } from '../provider/admin-api.ts';
import type { Workspace } from '../session/workspace.ts';
import type { Operations } from './operation-types.ts';

/** Months of the trend: the month asked and the eleven before it. */
const MONTHS = 12;
/** Lists asked at once: the trend is 24 small counts, and a server is shared with the office's other desks. */
const AT_ONCE = 4;

/** One month of the trend. */
interface TrendMonth {
  month: string;
  newClients: number;
  deactivated: number;
}

/** The trend as the page gets it. */
interface Trend {
  computedAt: string;
  months: TrendMonth[];
}

const two = (value: number): string => String(value).padStart(2, '0');
/** The first instant of a month (0-based) as the interface writes date-times. */
const monthStart = (year: number, month: number): string => `${year}-${two(month + 1)}-01 00:00:00`;

/** The 12 months ending with `last` (YYYY-MM), oldest first: their names and their bounds [from, to). */
export function trendMonths(last: string): Array<{ month: string; from: string; to: string }> {
  const [year = 0, month = 1] = last.split('-').map(Number);
  return Array.from({ length: MONTHS }, (_, index) => {
    // Why UTC dates: only their year and month are read, and no time zone may shift a month boundary.
    const first = new Date(Date.UTC(year, month - 1 - (MONTHS - 1 - index), 1));
    const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
    return {
      month: `${first.getUTCFullYear()}-${two(first.getUTCMonth() + 1)}`,
      from: monthStart(first.getUTCFullYear(), first.getUTCMonth()),
      to: monthStart(next.getUTCFullYear(), next.getUTCMonth()),
    };
  });
}

/** Clients whose `column` falls in [from, to). */
const within = (column: string, from: string, to: string): Filter => [
  { field: column, oper: 4, value: from },
  { field: 'AND' },
  { field: column, oper: 1, value: to },
];

/** Runs `jobs` with at most `limit` at a time, answers in their order. */
async function inTurns<T>(jobs: ReadonlyArray<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index];
      if (job) results[index] = await job();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/**
 * Counts the trend with the interface's own list: the `total` of the client list filtered by a date range, one row
 * asked (limit 1). Registrations by `client_date_cad`, deactivations by `client_date_deactivation` (a server clears
 * that date when it reactivates a client, so a month counts those still deactivated or removed).
 */
async function computeTrend(workspace: Workspace, last: string, signal: AbortSignal | undefined): Promise<Trend> {
  const computedAt = new Date().toISOString();
  const months = trendMonths(last);
  const count = (column: string, from: string, to: string) => async (): Promise<number> =>
    (
      await workspace.admin('read', (api) =>
        api.listClients({ start: 0, limit: 1, where: within(column, from, to) }, signal),
      )
    ).total;
  const jobs = months.flatMap(({ from, to }) => [
    count('client_date_cad', from, to),
    count('client_date_deactivation', from, to),
  ]);
  const totals = await inTurns(jobs, AT_ONCE);
  return {
    computedAt,
    months: months.map(({ month }, index) => ({
      month,
      newClients: totals[index * 2] ?? 0,
      deactivated: totals[index * 2 + 1] ?? 0,
    })),
  };
}

/** The dashboard's trend operation, kept per sign-in: each sign-in has its own provider client, the key here. */
export function dashboardTrendOperations(workspace: Workspace): Pick<Operations, 'dashboard:trend'> {
  // Per sign-in, and per last month asked (a trend kept past a month's end would be a month behind).
  const kept = new WeakMap<AdminApi, Map<string, Trend>>();
  return {
    'dashboard:trend': async (args, { signal }) => {
      const api = await workspace.admin('read', (current) => Promise.resolve(current));
      const ofSignIn = kept.get(api) ?? new Map<string, Trend>();
      kept.set(api, ofSignIn);
      const known = args.refresh ? undefined : ofSignIn.get(args.month);
      if (known) return known;
      const trend = await computeTrend(workspace, args.month, signal);
      ofSignIn.set(args.month, trend);
      return trend;
    },
  };
}
