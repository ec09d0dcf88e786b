// `npm run bench`: one command, one report. Measures the provider service, the app's main path and the page, side by side
// in one run, and writes docs/benchmarks.json and docs/benchmarks.md. Progress goes to stderr, the results to stdout.
// Flags: --clients N (default 100,000), --seed N, --quick (10,000 clients, fewer requests), --rebuild-cache, --runs N,
// --only phase[,phase] (just those phases, printed; no report files written).
import { measureAppCost } from './app-cost.ts';
import { appCostSection } from './app-cost-section.ts';
import { parseBenchOptions, type BenchOptions, type BenchPhase } from './bench-options.ts';
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
import type { ReportSection } from './section.ts';
import { judgeTargets } from './targets.ts';
import { runUiPhase } from './ui-phase.ts';
import { uiTable } from './ui-table.ts';
import { renderMarkdownTable, renderTextTable } from './tables.ts';
import { formatCount } from './format.ts';
import type { UiFigures } from './ui-figures.ts';

/** The results a phase adds, and the section it renders from them (absent for phases with their own tables). */
type PhaseRun = (options: BenchOptions, results: Partial<BenchResults>) => Promise<ReportSection | undefined>;

/** `--only ui`: the page figures printed with their per-file JS sizes, so UI work need not wait for the engines. */
function uiConsoleLines(ui: UiFigures): string[] {
  const files = ui.firstScreenJs.files.map((file) => `  ${file.path}: ${formatCount(file.gzipBytes)} B gzip`);
  return [`The page (${formatCount(ui.clients)} clients; ${ui.filterMethod})`, renderTextTable(uiTable(ui)), 'First-screen JS files:', ...files, `Filter samples (ms): ${ui.filterPaint.samples.map((ms) => ms.toFixed(0)).join(', ')}`];
}

/** Every phase in run order; each stores its figures in the results (for the JSON and the Markdown report). */
const phases: Record<BenchPhase, PhaseRun> = {
  lists: async (options, results) => {
    results.emptyPgliteStart = await measureEmptyPgliteStart();
    // One engine at a time, so the two never compete for the machine's cores.
    const pglite = await runPglitePhase(options);
    const postgres = await runPostgresPhase(options);
    results.engines = [pglite.engine, postgres.engine];
    results.setups = [...pglite.setups, ...postgres.setups];
    results.targets = judgeTargets(results.setups, options.clients);
    return undefined;
  },
  scale: async () => undefined,
  load: async () => undefined,
  'app-cost': async (options, results) => {
    results.appCost = await measureAppCost(options.quick ? 100 : 300);
    return appCostSection(results.appCost);
  },
  demo: async () => undefined,
  ui: async (options, results) => {
    results.ui = await runUiPhase(options);
    return { title: 'The page', markdown: [renderMarkdownTable(uiTable(results.ui))], console: uiConsoleLines(results.ui), verdicts: [] };
  },
};

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  installSignalCleanup();
  const started = performance.now();
  const machine = describeMachine();
  const partial: Partial<BenchResults> = {};
  const sections: ReportSection[] = [];
  for (const [name, run] of Object.entries(phases) as [BenchPhase, PhaseRun][]) {
    if (options.only && !options.only.includes(name)) continue;
    const section = await run(options, partial);
    if (section) sections.push(section);
  }
  if (options.only) {
    process.stdout.write(sections.flatMap((section) => [section.title, ...section.console, '']).join('\n'));
    return;
  }
  const results = {
    ...(partial as BenchResults),
    machine,
    settings: { clients: options.clients, seed: options.seed, quick: options.quick, pageSize: benchPageSize, requests: options.requests, runs: options.runs },
    durationMs: performance.now() - started,
    loadAtEnd: currentLoad(),
  } satisfies BenchResults;
  const paths = writeReports(results, sections);
  process.stdout.write(renderConsoleReport(results, sections));
  logProgress(`wrote ${paths.markdown} and ${paths.json}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
