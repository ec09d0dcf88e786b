// `npm run bench`: one command, one report. Measures the provider service, the app's main path and the page, side by side
// in one run, and writes docs/benchmarks.json and docs/benchmarks.md. Progress goes to stderr, the results to stdout.
// Flags: --clients N (default 100,000), --seed N, --quick (10,000 clients, fewer requests), --rebuild-cache, --runs N,
// --only phase[,phase] (just those phases, printed; no report files written).
import { measureAppCost } from './app-cost/app-cost.ts';
import { appCostSection } from './app-cost/app-cost-section.ts';
import { parseBenchOptions, type BenchOptions, type BenchPhase } from './common/bench-options.ts';
import { installSignalCleanup } from './common/cleanup.ts';
import { runBranchPhase } from './branch/branch-phase.ts';
import { branchSection } from './branch/branch-section.ts';
import { runCompressionPhase } from './compression/compression-phase.ts';
import { compressionSection } from './compression/compression-section.ts';
import { renderConsoleReport } from './report/console-report.ts';
import { runDemoPhaseApart } from './demo/demo-phase-apart.ts';
import { runExportPhase } from './export/export-phase.ts';
import { exportSection } from './export/export-section.ts';
import { runPlannerPhase } from './planner/planner-phase.ts';
import { plannerSection } from './planner/planner-section.ts';
import { demoSection } from './demo/demo-section.ts';
import { measureEmptyPgliteStart } from './lists/empty-pglite-start.ts';
import { benchPageSize } from './common/list-cases.ts';
import { currentLoad, describeMachine } from './common/machine.ts';
import { runLoadPhase } from './load/load-phase.ts';
import { loadSection } from './load/load-section.ts';
import { runPglitePhase } from './lists/pglite-phase.ts';
import { runPostgresPhase } from './lists/postgres-phase.ts';
import { runScalePhase } from './scale/scale-phase.ts';
import { scaleSection } from './scale/scale-section.ts';
import { runSearchPhase } from './search/search-phase.ts';
import { searchSection } from './search/search-section.ts';
import { logProgress } from './common/progress-log.ts';
import { writeReports } from './report/report.ts';
import { latencyTable } from './report/report-tables.ts';
import { renderTextTable } from './report/tables.ts';
import type { BenchResults } from './report/results.ts';
import type { ReportSection } from './report/section.ts';
import { judgeTargets } from './lists/targets.ts';
import { runFrontDeskPhase } from './ui/front-desk.ts';
import { frontDeskSection } from './ui/front-desk-section.ts';
import { runSecondCopyPhase } from './ui/second-copy.ts';
import { secondCopySection } from './ui/second-copy-section.ts';
import { runUiPhase } from './ui/ui-phase.ts';
import { uiSection } from './ui/ui-section.ts';

/** The results a phase adds, and the section it renders from them (absent for phases with their own tables). */
type PhaseRun = (options: BenchOptions, results: Partial<BenchResults>) => Promise<ReportSection | undefined>;

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
    // Why a section only when run alone: the full report lays these tables out itself; `--only lists` printed nothing.
    if (!options.only) return undefined;
    const table = renderTextTable(latencyTable(results as BenchResults));
    return { title: 'Client lists', markdown: [], console: [table], verdicts: [] };
  },
  search: async (options, results) => {
    results.search = await runSearchPhase(options);
    return searchSection(results.search);
  },
  scale: async (options, results) => {
    results.scale = await runScalePhase(options);
    return scaleSection(results.scale);
  },
  planner: async (options, results) => {
    results.planner = await runPlannerPhase(options);
    return plannerSection(results.planner);
  },
  load: async (options, results) => {
    results.load = await runLoadPhase(options);
    return loadSection(results.load);
  },
  'app-cost': async (options, results) => {
    results.appCost = await measureAppCost(options);
    return appCostSection(results.appCost);
  },
  compression: async (options, results) => {
    results.compression = await runCompressionPhase(options);
    return compressionSection(results.compression);
  },
  branch: async (options, results) => {
    // Why the compression phase's figure: the 1,000-row page compressed vs not on this link is measured there once
    // (a full run, or `--only compression,branch`); this phase does not measure it again.
    results.branch = await runBranchPhase(options, results.compression?.branchRatio);
    return branchSection(results.branch);
  },
  demo: async (options, results) => {
    results.demo = await runDemoPhaseApart(options);
    return demoSection(results.demo);
  },
  ui: async (options, results) => {
    results.ui = await runUiPhase(options);
    return uiSection(results.ui);
  },
  'front-desk': async (options, results) => {
    results.frontDesk = await runFrontDeskPhase(options);
    return frontDeskSection(results.frontDesk);
  },
  export: async (options, results) => {
    results.export = await runExportPhase(options);
    return exportSection(results.export);
  },
  'second-copy': async (options, results) => {
    results.secondCopy = await runSecondCopyPhase(options);
    return secondCopySection(results.secondCopy);
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
    const memory = process.memoryUsage();
    logProgress(
      `${name}: starting; the bench's own heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB, RSS ${(memory.rss / 2 ** 20).toFixed(0)} MiB`,
    );
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
    settings: {
      clients: options.clients,
      seed: options.seed,
      quick: options.quick,
      pageSize: benchPageSize,
      requests: options.requests,
      runs: options.runs,
    },
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
