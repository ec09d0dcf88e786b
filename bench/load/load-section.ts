import { formatBytes, formatCount, formatDuration, formatLatency } from '../report/format.ts';
import type { LoadEngineResult, LoadFigures } from './load-phase.ts';
import type { FigureVerdict, ReportSection } from '../report/section.ts';
import { spreadOverRuns, type RunSpread } from '../common/stats.ts';
import { renderMarkdownTable, renderTextTable, type Table } from '../report/tables.ts';

const spreadText = (spread: RunSpread, format: (value: number) => string): string =>
  `${format(spread.min)}–${format(spread.max)}`;
const perSecond = (value: number): string => formatCount(Math.round(value));

/** One engine's load figures: each scenario at each concurrency, median of the runs and their spread. */
export function loadTable(engine: LoadEngineResult): Table {
  return {
    header: [
      'scenario',
      'connections',
      'req/s',
      'req/s of each run',
      'p50 ms',
      'p50 of each run',
      'p99 ms',
      'p99 of each run',
      'errors + non-2xx (timeouts)',
      'backlog after',
    ],
    rows: engine.scenarios.map((result) => [
      result.label,
      String(result.connections),
      perSecond(result.requestsPerSecond.median),
      spreadText(result.requestsPerSecond, perSecond),
      formatLatency(result.latencyP50.median),
      spreadText(result.latencyP50, formatLatency),
      formatLatency(result.latencyP99.median),
      spreadText(result.latencyP99, formatLatency),
      `${formatCount(result.failures)} (${formatCount(result.samples.reduce((sum, sample) => sum + sample.timeouts, 0))})`,
      result.drainMs.length > 0 ? formatDuration(spreadOverRuns(result.drainMs).median) : '–',
    ]),
    rightAligned: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  };
}

/** The load verdicts: every scenario of every engine must end without a single error or non-2xx answer (baselines are not judged). */
export function loadVerdicts(figures: LoadFigures): FigureVerdict[] {
  return figures.engines
    .filter((engine) => engine.before !== true)
    .flatMap((engine) =>
      engine.scenarios.map((result) => ({
        figure: `load, ${engine.label}: ${result.label}, ${result.connections} connections`,
        value: `${formatCount(result.failures)} errors + non-2xx in ${result.samples.length} runs (${formatCount(result.samples.reduce((sum, sample) => sum + sample.requestsTotal, 0))} requests)`,
        target: '0 errors',
        verdict: result.failures === 0 ? 'met' : 'not met',
      })),
    );
}

/** The `load` phase as a report section: method, one table per engine, and the zero-error verdicts. */
export function loadSection(figures: LoadFigures): ReportSection {
  const { plan } = figures;
  const method = [
    `The service runs in a process of its own on ${formatCount(figures.clients)} demo clients; autocannon runs in a second Node process`,
    `and drives it over loopback with ${plan.connections.join(' and ')} keep-alive connections (one request in flight on each), every`,
    `scenario at every concurrency for ${plan.durationSeconds} s, in ${figures.runs} rounds (each round takes every scenario in turn, after a`,
    `${plan.warmupSeconds} s warm-up). The operator logs in once; every request carries that session cookie and a form-encoded body, as the`,
    "app sends it. req/s counts every answer over the run; p50/p99 are autocannon's latency percentiles (request sent to answer",
    'read, in whole ms as autocannon records them). Each figure is the median of the rounds (of an even',
    "number, the mean of the middle two), with the rounds' min–max. A request unanswered after 10 s is a timeout. After each run the bench waits until the",
    'service answers a one-row page again before the next run starts ("backlog after": the median of that wait, i.e. the work the',
    'run left queued in the service when the generator stopped).',
    'Throughput has no target (printed); the target is no error, no timeout and no non-2xx answer at all.',
  ];
  const memory = (engine: LoadEngineResult): string =>
    `Service process after the load: RSS ${formatBytes(engine.memoryAfter.rssBytes)}, peak ${formatBytes(engine.memoryAfter.maxRssBytes)}.`;
  return {
    title: 'Throughput under concurrent load',
    markdown: [
      method.join('\n'),
      ...figures.engines.flatMap((engine) => [
        `**${engine.label}**`,
        renderMarkdownTable(loadTable(engine)),
        memory(engine),
      ]),
    ],
    console: figures.engines.flatMap((engine) => [
      `${engine.label} (${formatCount(figures.clients)} clients, ${plan.durationSeconds} s per row and run, ${figures.runs} runs)`,
      renderTextTable(loadTable(engine)),
      memory(engine),
    ]),
    verdicts: loadVerdicts(figures),
  };
}
