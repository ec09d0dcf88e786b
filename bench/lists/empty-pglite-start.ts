import { logProgress } from '../common/progress-log.ts';
import type { EmptyStartFigures } from '../common/measured.ts';
import { startServiceWorker } from '../common/worker-handle.ts';

/** Cold start of a fresh process on an empty in-memory PGlite: open (WASM included), migrations and listeners. */
export async function measureEmptyPgliteStart(): Promise<EmptyStartFigures> {
  logProgress('PGlite: cold start of an empty database');
  const worker = await startServiceWorker({ kind: 'pglite-empty' });
  await worker.stop();
  const { opening, serviceStartMs, memory } = worker.ready;
  return { opening, serviceStartMs, memory };
}
