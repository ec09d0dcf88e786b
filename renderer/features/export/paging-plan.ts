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

/**
 * Every row of the result, page after page (the first page tells the total). Stops at once when `signal`
 * aborts — without waiting for the running call — and then throws ExportCancelled.
 */
export async function fetchAllPages<Row>({
  fetchPage,
  signal,
  onProgress,
  limit = exportPageLimit,
}: FetchAllOptions<Row>): Promise<Row[]> {
  const rows: Row[] = [];
  let total: number;
  let start = 0;
  do {
    if (signal.aborted) throw new ExportCancelled();
    const page = await untilAborted(fetchPage(start, limit, signal), signal);
    total = page.total;
    rows.push(...page.rows);
    onProgress?.(rows.length, total);
    // Why also stop on a short page: rows removed meanwhile would otherwise leave the plan asking past the end.
    if (page.rows.length < limit) break;
    start += limit;
  } while (start < total);
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
