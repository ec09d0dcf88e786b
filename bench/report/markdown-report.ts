import { formatBytes, formatCount, formatDuration, formatLoad, shortVersion } from './format.ts';
import { glanceTable, latencyTable, oneOffTable, targetTable } from './report-tables.ts';
import type { ReportSection } from './section.ts';
import { busyMachineWarning } from '../common/machine.ts';
import type { BenchResults } from './results.ts';
import { renderMarkdownTable } from './tables.ts';

/** The Markdown report (docs/benchmarks.md): machine, every target at a glance, the list latencies, each phase's section, one-off figures. */
export function renderMarkdownReport(results: BenchResults, sections: readonly ReportSection[]): string {
  const { machine, settings } = results;
  const counts = results.engines[0]?.seed.counts;
  const data = counts
    ? `${formatCount(counts.clients)} clients, ${formatCount(counts.contracts)} contracts, ${formatCount(counts.invoices)} invoices, ` +
      `${formatCount(counts.connections)} connections, ${formatCount(counts.supportOrders)} support orders`
    : `${formatCount(settings.clients)} clients`;
  const warning = busyMachineWarning(machine);
  const versionOf = (kind: string): string =>
    shortVersion(results.engines.find((engine) => engine.engine === kind)?.serverVersion ?? '–');
  const machineTable = renderMarkdownTable({
    header: ['', 'value'],
    rows: [
      ['CPU', machine.cpuModel],
      ['cores', String(machine.cores)],
      ['memory', formatBytes(machine.memoryBytes)],
      ['Node', machine.nodeVersion],
      ['platform', machine.platform],
      ['PGlite', versionOf('pglite')],
      ['PostgreSQL', versionOf('postgres')],
      ['date', machine.date],
      [
        'load average (1/5/15 min)',
        `${formatLoad(machine.loadAtStart)} at the start, ${formatLoad(results.loadAtEnd)} at the end`,
      ],
    ],
  });
  return [
    '# Benchmarks',
    '',
    `Written by \`npm run bench${settings.quick ? ' -- --quick' : ''}\` (bench/run.ts); the raw figures, every sample included, are in`,
    `[benchmarks.json](benchmarks.json). The run took ${formatDuration(results.durationMs)}.`,
    '',
    ...(warning ? [`> ${warning}`, ''] : []),
    '## Machine',
    '',
    machineTable,
    '',
    '## Targets at a glance',
    '',
    renderMarkdownTable(glanceTable(results, sections)),
    '',
    '## What is measured',
    '',
    `- Data: the demo generator with seed ${settings.seed}: ${data}.`,
    `- Each case: \`POST /admin_ctl/client/list\` with \`start=0\`, \`limit=${settings.pageSize}\` and the default sort, over loopback HTTP with a`,
    `  logged-in session cookie: in each run, ${settings.requests.warmup} warm-up requests, then ${settings.requests.timed} timed sequential ones. The service runs in a`,
    '  process of its own, so its RSS is its own.',
    '- SQL: the two statements the service runs for that request (`count(*)`, then the page) directly on the engine, in',
    "  the service's process, with the same warm-up and count. HTTP/SQL (ratio of the p50s) and HTTP − SQL (their",
    '  difference, ms) show what HTTP, the session check, validation and JSON add.',
    '- Both databases are seeded by the service itself (its first start on an empty database, which runs `VACUUM ANALYZE`',
    '  after the seed). PGlite is measured as that leaves it, which is what the service runs on (PGlite has no',
    '  autovacuum), then again after a second `VACUUM ANALYZE` (a check that the first left nothing to gain).',
    '  PostgreSQL gets `VACUUM ANALYZE` right after the seed, as its autovacuum would within a minute.',
    `- Every case is measured in ${settings.runs ?? 1} runs (rounds taking the cases in turn); p50 is the median of the runs' p50s (each the`,
    "  median of that run's timed requests), shown with the spread of the runs' p50s; p95 is the nearest-rank 95th percentile over",
    '  all timed requests of all runs, in milliseconds.',
    '',
    '## Targets',
    '',
    'A filtered 50-row page at 100,000 clients: under 50 ms on PGlite, under 20 ms on PostgreSQL (judged on the HTTP p95).',
    '',
    renderMarkdownTable(targetTable(results)),
    '',
    '## Client list, 50-row page (ms)',
    '',
    renderMarkdownTable(latencyTable(results)),
    '',
    // Why a blank line after every part: a Markdown table must not follow a paragraph line directly.
    ...sections.flatMap((section) => [
      `## ${section.title}`,
      '',
      ...section.markdown.flatMap((part) => (part === '' ? [] : [part, ''])),
    ]),
    '## One-off figures',
    '',
    renderMarkdownTable(oneOffTable(results)),
    '',
  ].join('\n');
}
