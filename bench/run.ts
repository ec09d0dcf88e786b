// `npm run bench`: measures the provider service's client list on PGlite and PostgreSQL and writes
// docs/benchmarks.json and docs/benchmarks.md. Progress goes to stderr, the result table to stdout.
// Flags: --clients N (default 100,000), --seed N, --quick (10,000 clients, fewer requests), --rebuild-cache,
// --only ui (just the page phase, printed; no report files written).
import { measureAppCost } from './app-cost.ts';
import { parseBenchOptions } from './bench-options.ts';
import { installSignalCleanup } from './cleanup.ts';
import { renderConsoleReport } from './console-report.ts';
import { measureEmptyPgliteStart } from './empty-pglite-start.ts';
import { benchPageSize } from './list-cases.ts';
import { currentLoad, describeMachine } from './machine.ts';
import { runPglitePhase } from './pglite-phase.ts';
import { runPostgresPhase } from './postgres-phase.ts';
import { logProgress } from './progress-log.ts';
import { writeReports } from './report.ts';
import type { BenchResults } from './results.ts';
import { judgeTargets } from './targets.ts';
import { runUiPhase } from './ui-phase.ts';
import { uiTable } from './ui-table.ts';
import { renderTextTable } from './tables.ts';
import { formatCount } from './format.ts';
import type { UiFigures } from './ui-figures.ts';

/** `--only ui`: the page phase alone, printed with its per-file JS sizes, so UI work need not wait for the engines. */
function renderUiOnly(ui: UiFigures): string {
  const files = ui.firstScreenJs.files.map((file) => `  ${file.path}: ${formatCount(file.gzipBytes)} B gzip`);
  return [`The page (${formatCount(ui.clients)} clients; ${ui.filterMethod})`, renderTextTable(uiTable(ui)), 'First-screen JS files:', ...files, `Filter samples (ms): ${ui.filterPaint.samples.map((ms) => ms.toFixed(0)).join(', ')}`, ''].join('\n');
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  installSignalCleanup();
  if (options.only === 'ui') {
    process.stdout.write(renderUiOnly(await runUiPhase(options)));
    return;
  }
  const started = performance.now();
  const machine = describeMachine();
  // One engine at a time, so the two never compete for the machine's cores.
  const emptyPgliteStart = await measureEmptyPgliteStart();
  const pglite = await runPglitePhase(options);
  const postgres = await runPostgresPhase(options);
  const appCost = await measureAppCost(options.quick ? 100 : 300);
  const ui = await runUiPhase(options);
  const setups = [...pglite.setups, ...postgres.setups];
  const results: BenchResults = {
    machine,
    settings: { clients: options.clients, seed: options.seed, quick: options.quick, pageSize: benchPageSize, requests: options.requests },
    emptyPgliteStart,
    engines: [pglite.engine, postgres.engine],
    setups,
    targets: judgeTargets(setups, options.clients),
    appCost,
    ui,
    durationMs: performance.now() - started,
    loadAtEnd: currentLoad(),
  };
  const paths = writeReports(results);
  process.stdout.write(renderConsoleReport(results));
  logProgress(`wrote ${paths.markdown} and ${paths.json}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
