import { logProgress } from '../common/progress-log.ts';
import type { ScaleDataset, ScaleSizeFigures } from './scale-figures.ts';
import { measureScaleSize, workerExecutor } from './scale-measure.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import type { ServiceWorker } from '../common/worker-handle.ts';

/** What the engine's side knows of a dataset before the worker opens it. */
export type DatasetOrigin = Omit<ScaleDataset, 'clients' | 'connections' | 'openMs' | 'workerRssBytes'>;

/** Measures one size on a started worker (stopped at the end): the dataset's counts, the cases with and without indexes. */
export async function measureOnWorker(
  worker: ServiceWorker,
  origin: DatasetOrigin,
  options: BenchOptions,
  label: string,
  startedAt: number,
): Promise<ScaleSizeFigures> {
  try {
    const [counts] = await workerExecutor(worker).query<{ clients: number; connections: number }>(
      'select (select count(*)::int from client) as clients, (select count(*)::int from network_cpe) as connections',
    );
    const measured = await measureScaleSize(worker, options.requests, options.runs, label);
    const memory = await worker.call({ type: 'memory' });
    const dataset: ScaleDataset = {
      ...origin,
      clients: counts?.clients ?? 0,
      connections: counts?.connections ?? 0,
      openMs: worker.ready.opening.readMs + worker.ready.opening.openMs,
      workerRssBytes: memory.rssBytes,
    };
    return { clients: dataset.clients, measured: true, dataset, ...measured, wallMs: performance.now() - startedAt };
  } finally {
    await worker.stop();
  }
}

/** A size that could not be measured, with the first line of the reason (logged whole). */
export function notMeasured(clients: number, error: unknown): ScaleSizeFigures {
  const message = error instanceof Error ? error.message : String(error);
  logProgress(`scale: ${clients.toLocaleString('en-US')} clients not measured: ${message}`);
  return { clients, measured: false, reason: message.split('\n')[0] ?? message };
}
