import type { BenchOptions } from '../common/bench-options.ts';
import { logProgress } from '../common/progress-log.ts';
import type { ScaleFigures } from './scale-figures.ts';
import { scaleSizes } from './scale-plan.ts';
import { runScalePglite } from './scale-pglite.ts';
import { runScalePostgres } from './scale-postgres.ts';

/** The scale phase: client-list latency at 10k, 100k and 1M clients (`--quick`: 10k and 100k), on PGlite then PostgreSQL, with and without the filter indexes. */
export async function runScalePhase(options: BenchOptions): Promise<ScaleFigures> {
  const started = performance.now();
  const sizes = scaleSizes(options.quick);
  logProgress(
    `scale: ${sizes.map((clients) => clients.toLocaleString('en-US')).join(', ')} clients, ${options.runs} runs`,
  );
  // One engine at a time, so the two never compete for the machine's cores.
  const pglite = await runScalePglite(sizes, options);
  const postgres = await runScalePostgres(sizes, options);
  return {
    sizes,
    runs: options.runs,
    plan: options.requests,
    seed: options.seed,
    engines: [pglite, postgres],
    durationMs: performance.now() - started,
  };
}
