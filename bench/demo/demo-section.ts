import type { DemoFigures, DemoRun } from './demo-phase.ts';
import { formatBytes, formatCount, formatDuration } from '../report/format.ts';
import type { ReportSection } from '../report/section.ts';
import { spreadOverRuns } from '../common/stats.ts';
import { renderMarkdownTable, renderTextTable, type Table } from '../report/tables.ts';

type Row = [label: string, value: (run: DemoRun) => number | undefined, format: (value: number) => string];

const rows: Row[] = [
  [
    'first start seeding (before: no ready-made database): login answered',
    (run) => run.seeded?.loginMs,
    formatDuration,
  ],
  [
    'peak RSS during the seeding first start + use (before)',
    (run) => run.seeded?.memoryAfterUse.peakRssBytes,
    formatBytes,
  ],
  ['cold start (empty data dir): ready line', (run) => run.cold.readyMs, formatDuration],
  ['cold start: login answered (first use of the demo)', (run) => run.cold.loginMs, formatDuration],
  ['restart from the data dir: ready line', (run) => run.restart.readyMs, formatDuration],
  ['restart: login answered (each later app start)', (run) => run.restart.loginMs, formatDuration],
  ['RSS after cold start', (run) => run.cold.memoryAfterStart.rssBytes, formatBytes],
  ['RSS after cold start + burst of use', (run) => run.cold.memoryAfterUse.rssBytes, formatBytes],
  ['peak RSS during cold start + use', (run) => run.cold.memoryAfterUse.peakRssBytes, formatBytes],
  ['RSS after restart', (run) => run.restart.memoryAfterStart.rssBytes, formatBytes],
  ['RSS after restart + burst of use', (run) => run.restart.memoryAfterUse.rssBytes, formatBytes],
  ['peak RSS during restart + use', (run) => run.restart.memoryAfterUse.peakRssBytes, formatBytes],
  ['stop (SIGTERM until exit), after restart', (run) => run.restart.stopMs, formatDuration],
  ['data directory after the cold start', (run) => run.dataDirBytes, formatBytes],
];

/** The demo figures: each one's median over the rounds and the rounds' min–max. */
export function demoTable(figures: DemoFigures): Table {
  const measured = rows.flatMap(([label, value, format]) => {
    const values = figures.runs
      .map(value)
      .filter((item): item is number => item !== undefined && Number.isFinite(item));
    if (values.length === 0) return [];
    const spread = spreadOverRuns(values);
    return [[label, format(spread.median), `${format(spread.min)}–${format(spread.max)}`]];
  });
  return {
    header: ['demo service', 'median', `min–max (${figures.runs.length} runs)`],
    rows: measured,
    rightAligned: [1, 2],
  };
}

/** The `demo` phase as a report section: method, what a user waits for, the table; no stated targets. */
export function demoSection(figures: DemoFigures): ReportSection {
  const method = [
    `The embedded demo service as the app starts it: its demo controller spawns \`node server/main.ts --data-dir <dir> --demo-clients ${formatCount(figures.demoClients)}\``,
    '(as browser mode does; the Electron app forks the bundled dist/server/main.js in a utility process instead). Each round makes',
    'a fresh temporary data directory; the cold start restores the ready-made demo database there (dist/demo/demo-db.tar.gz, made by',
    `\`npm run build\`, PGlite's loadDataDir; ${figures.templateBytes === undefined ? 'size not measured' : `${formatBytes(figures.templateBytes)} added to the package`}); the restart opens that data directory again. As the baseline of the same round, a first`,
    `start on another empty directory with \`--demo-template=\` does what every first start did before: initdb, the migrations and a seed of ${formatCount(figures.demoClients)} demo clients. Times run from spawning the process to its ready`,
    "line, and to the answer of an operator's login: the login time is what a user waits for before the first screen: once, on",
    "first use of the demo profile (cold start), and at every later start of the app (restart). RSS is the service process's",
    `resident memory after the login and after a burst of ${figures.burstRequests} requests (client pages, name filters, dashboards); peak from`,
    `/proc (VmHWM). Median and min–max over ${figures.runs.length} rounds. No stated targets (printed).`,
  ];
  const table = demoTable(figures);
  return {
    title: 'The embedded demo service',
    markdown: [method.join('\n'), renderMarkdownTable(table)],
    console: [renderTextTable(table)],
    verdicts: [],
  };
}
