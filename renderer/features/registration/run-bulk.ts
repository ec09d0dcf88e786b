/** How one row of a bulk action ended: done, failed with the reason, or not tried because the user stopped. */
export type BulkRowState =
  { state: 'done' } | { state: 'failed'; message: string; error: unknown } | { state: 'stopped' };

/** One row's outcome, by the row's key. */
export interface BulkOutcome<K> {
  key: K;
  outcome: BulkRowState;
}

/**
 * Runs `action` on each item in turn (one request at a time: it is gentle on the server and makes
 * "stop" exact). A failure is recorded and the next item goes on; once `signal` aborts, the rest are
 * marked stopped. `onProgress` sees every outcome as it happens.
 */
export async function runBulk<T, K>(
  items: readonly T[],
  keyOf: (item: T) => K,
  action: (item: T) => Promise<void>,
  options: { signal: AbortSignal; onProgress?: (outcomes: ReadonlyArray<BulkOutcome<K>>) => void },
): Promise<Array<BulkOutcome<K>>> {
  const outcomes: Array<BulkOutcome<K>> = [];
  for (const item of items) {
    let outcome: BulkRowState;
    if (options.signal.aborted) outcome = { state: 'stopped' };
    else {
      try {
        await action(item);
        outcome = { state: 'done' };
      } catch (error) {
        outcome = { state: 'failed', message: error instanceof Error ? error.message : String(error), error };
      }
    }
    outcomes.push({ key: keyOf(item), outcome });
    options.onProgress?.([...outcomes]);
  }
  return outcomes;
}
