/** The most rows `clients:list` answers in one call. */
export const exportPageLimit = 1000;

/** One page as the service answers it. */
export interface ExportPage<Row> {
  rows: readonly Row[];
  total: number;
}

/** The start offsets of every page needed for `total` rows (at least the first page). */
export function pageStarts(total: number, limit: number = exportPageLimit): number[] {
  const count = Math.max(1, Math.ceil(Math.max(0, total) / limit));
  return Array.from({ length: count }, (_, index) => index * limit);
}

/** Thrown when the user cancels an export. */
export class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
    this.name = 'ExportCancelled';
  }
}

/** How to fetch every page and where progress goes. */
export interface FetchAllOptions<Row> {
  /** Fetches the page at `start`; should cancel its running call when `signal` aborts. */
  fetchPage: (start: number, limit: number, signal: AbortSignal) => Promise<ExportPage<Row>>;
  signal: AbortSignal;
  onProgress?: (fetched: number, total: number) => void;
  limit?: number;
}

/** How many pages are asked for at once after the first. */
const pagesInFlight = 2;

/**
 * Every row of the result, in order (the first page tells the total), with the next page asked while one is
 * answered. Stops at once when `signal` aborts — without waiting for the running calls — and then throws
 * ExportCancelled.
 * Why two in flight and not a larger page: the interface gives no upper bound of `limit` (our IPC and service take
 * 1,000), and one call at a time left the service idle while the page crossed HTTP, main and IPC; with two, one is
 * queried while the other travels (on PostgreSQL both run at once, on two pooled connections).
 */
export async function fetchAllPages<Row>({
  fetchPage,
  signal,
  onProgress,
  limit = exportPageLimit,
}: FetchAllOptions<Row>): Promise<Row[]> {
  if (signal.aborted) throw new ExportCancelled();
  const rows: Row[] = [];
  const inFlight: Promise<ExportPage<Row>>[] = [];
  let nextStart = 0;
  const ask = () => {
    const work = fetchPage(nextStart, limit, signal);
    // Why: a page still in flight when an earlier one fails or is cancelled is dropped; its failure is no news.
    work.catch(() => undefined);
    inFlight.push(work);
    nextStart += limit;
  };
  ask();
  for (let work = inFlight.shift(); work; work = inFlight.shift()) {
    if (signal.aborted) throw new ExportCancelled();
    const page = await untilAborted(work, signal);
    rows.push(...page.rows);
    onProgress?.(rows.length, page.total);
    // Why also stop on a short page: rows removed meanwhile would otherwise leave the plan asking past the end.
    if (page.rows.length < limit) break;
    while (inFlight.length < pagesInFlight && nextStart < page.total && !signal.aborted) ask();
  }
  return rows;
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new ExportCancelled());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new ExportCancelled());
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        if (signal.aborted) reject(new ExportCancelled());
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(signal.aborted ? new ExportCancelled() : error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
