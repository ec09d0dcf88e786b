/** The result tables both reports show (terminal and Markdown), built once from the results. */
import { formatBytes, formatCount, formatDuration, formatLatency, formatLatencyDelta, formatRatio } from './format.ts';
import type { BenchResults } from './results.ts';
import type { EngineFigures, EngineKind, TargetVerdict } from '../common/measured.ts';
import type { FigureVerdict, ReportSection } from './section.ts';
import type { Table } from './tables.ts';

/** The 50-row page latencies: every case of every set-up, over HTTP and as direct SQL. */
export function latencyTable(results: BenchResults): Table {
  const rows = results.setups.flatMap((setup) =>
    setup.cases.map((result) => [
      setup.label,
      result.label,
      `${formatCount(result.rows)} of ${formatCount(result.total)}`,
      formatLatency(result.httpRuns?.median ?? result.http.p50),
      result.httpRuns
        ? `${formatLatency(result.httpRuns.min)}–${formatLatency(result.httpRuns.max)} (${result.httpRuns.runs})`
        : '–',
      formatLatency(result.http.p95),
      formatLatency(result.directRuns?.median ?? result.direct.p50),
      formatLatency(result.direct.p95),
      formatRatio(result.httpOverDirect),
      formatLatencyDelta(result.http.p50 - result.direct.p50),
    ]),
  );
  return {
    header: [
      'engine',
      'filter',
      'rows of total',
      'HTTP p50',
      'HTTP p50 of each run (runs)',
      'HTTP p95',
      'SQL p50',
      'SQL p95',
      'HTTP/SQL p50',
      'HTTP − SQL p50',
    ],
    rows,
    rightAligned: [2, 3, 4, 5, 6, 7, 8, 9],
  };
}

const verdictText = (verdict: TargetVerdict): string =>
  verdict.verdict === 'not judged'
    ? `not judged (target is for ${formatCount(verdict.targetClients)} clients)`
    : verdict.verdict === 'met'
      ? 'met'
      : 'NOT MET';

/** The project's targets for a filtered page, judged on the HTTP p95 of each filtered case. */
export function targetTable(results: BenchResults): Table {
  const labelOf = (id: string): string => results.setups.find((setup) => setup.id === id)?.label ?? id;
  return {
    header: ['engine', 'filter', 'target', 'HTTP p50', 'HTTP p95', 'verdict (p95)'],
    rows: results.targets.map((verdict) => [
      labelOf(verdict.setupId),
      verdict.label,
      `< ${verdict.limitMs} ms`,
      formatLatency(verdict.p50),
      formatLatency(verdict.p95),
      verdictText(verdict),
    ]),
    rightAligned: [3, 4],
  };
}

/** The figure of each engine, or a dash where the engine has none. */
function perEngine(results: BenchResults, figure: (engine: EngineFigures) => string | undefined): string[] {
  const kinds: EngineKind[] = ['pglite', 'postgres'];
  return kinds.map((kind) => {
    const engine = results.engines.find((candidate) => candidate.engine === kind);
    return (engine && figure(engine)) ?? '–';
  });
}

/** One-off figures: seed, VACUUM ANALYZE, cold starts, service start and the service process's memory. */
export function oneOffTable(results: BenchResults): Table {
  const clients = formatCount(results.settings.clients);
  const empty = results.emptyPgliteStart;
  const seedText = (engine: EngineFigures): string =>
    `${formatDuration(engine.seed.firstStartMs)} (seed ${formatDuration(engine.seed.seedMs)})${engine.seed.fromCache ? `, cached: measured ${engine.seed.measuredAt.slice(0, 10)}` : ''}`;
  const openText = (engine: EngineFigures): string =>
    engine.engine === 'pglite'
      ? `${formatDuration(engine.opening.readMs + engine.opening.openMs + engine.opening.firstQueryMs)} (read tarball ${formatDuration(engine.opening.readMs)}, load ${formatDuration(engine.opening.openMs)}, first query ${formatDuration(engine.opening.firstQueryMs)})`
      : `${formatDuration(engine.opening.openMs + engine.opening.firstQueryMs)} (pool connect + first query)`;
  return {
    header: ['figure', 'PGlite', 'PostgreSQL'],
    rows: [
      [
        `first start seeding ${clients} demo clients (migrations, seed, VACUUM ANALYZE, listeners)`,
        ...perEngine(results, seedText),
      ],
      ['VACUUM ANALYZE after that (bench)', ...perEngine(results, (engine) => formatDuration(engine.vacuumAnalyzeMs))],
      [
        'cold start, empty database (new process: open, migrations, listeners)',
        `${formatDuration(empty.opening.openMs + empty.opening.firstQueryMs + empty.serviceStartMs)} (open incl. initdb ${formatDuration(empty.opening.openMs)}, migrations + listeners ${formatDuration(empty.serviceStartMs)})`,
        '–',
      ],
      [`cold start on the ${clients}-client data (new process)`, ...perEngine(results, openText)],
      [
        'service start on seeded data (listeners)',
        ...perEngine(results, (engine) => formatDuration(engine.serviceStartMs)),
      ],
      [
        'service process RSS after start',
        ...perEngine(results, (engine) => formatBytes(engine.memoryAfterStart.rssBytes)),
      ],
      [
        'service process RSS after the run (peak)',
        ...perEngine(
          results,
          (engine) =>
            `${formatBytes(engine.memoryAfterRun.rssBytes)} (${formatBytes(engine.memoryAfterRun.maxRssBytes)})`,
        ),
      ],
      ['service process RSS, empty PGlite', `${formatBytes(empty.memory.rssBytes)}`, '–'],
      [
        'PGlite snapshot (gzip tarball, dump time)',
        ...perEngine(
          results,
          (engine) =>
            engine.snapshot && `${formatBytes(engine.snapshot.bytes)}, ${formatDuration(engine.snapshot.dumpMs)}`,
        ),
      ],
    ],
  };
}

/** Every judged figure of the run in one table: the list-page targets first, then each section's verdicts. */
export function glanceTable(results: BenchResults, sections: readonly ReportSection[]): Table {
  const labelOf = (id: string): string => results.setups.find((setup) => setup.id === id)?.label ?? id;
  const listVerdicts: FigureVerdict[] = results.targets.map((verdict) => ({
    figure: `filtered 50-row page, ${formatCount(verdict.targetClients)} clients, ${labelOf(verdict.setupId)}: ${verdict.label}`,
    value: `p95 ${formatLatency(verdict.p95)} ms (p50 ${formatLatency(verdict.p50)})`,
    target: `p95 < ${verdict.limitMs} ms`,
    verdict: verdict.verdict,
  }));
  const all = [...listVerdicts, ...sections.flatMap((section) => section.verdicts)];
  return {
    header: ['figure', 'value', 'target', 'verdict'],
    rows: all.map((item) => [
      item.figure,
      item.value,
      item.target,
      item.verdict === 'not met' ? 'NOT MET' : item.verdict,
    ]),
  };
}
