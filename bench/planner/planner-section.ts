import { formatCount, formatLatency } from '../report/format.ts';
import type { ReportSection } from '../report/section.ts';
import { renderMarkdownTable, renderTextTable, type Table } from '../report/tables.ts';
import type { PlannerFigures } from './planner-phase.ts';

/** The target of issue 20 for the containment case on PostgreSQL at 100,000 clients (p95, ms). */
export const plannerTargetMs = 20;

/** The planner figures as a table: each variant's p50 (with the rounds' spread) and p95. */
export function plannerTable(figures: PlannerFigures): Table {
  return {
    header: ['PostgreSQL connections', 'rows of total', 'p50 ms', 'p50 of each run', 'p95 ms'],
    rows: figures.variants.map((variant) => [
      variant.label,
      `50 of ${formatCount(variant.total)}`,
      formatLatency(variant.runs.median),
      `${formatLatency(variant.runs.min)}–${formatLatency(variant.runs.max)}`,
      formatLatency(variant.http.p95),
    ]),
    rightAligned: [1, 2, 3, 4],
  };
}

/** The `planner` phase as a report section, judged on the shipped variant's p95. */
export function plannerSection(figures: PlannerFigures): ReportSection {
  const table = plannerTable(figures);
  const after = figures.variants.find((variant) => variant.id === 'after');
  const method = [
    `PostgreSQL, ${formatCount(figures.clients)} demo clients: the client list filtered to clients with a connection in 100.64.0.0/14`,
    '(oper 18, `<<=`), 50-row first page over HTTP, by two services on the same database in the same process: one whose',
    "connections keep the server's defaults (as before issue 20), one with the planner settings the service gives its own",
    `connections (server/db/postgres-engine.ts). ${figures.runs} rounds take the two in turn; p95 over every timed request.`,
  ];
  return {
    title: 'PostgreSQL planner settings of the service',
    markdown: [method.join('\n'), renderMarkdownTable(table)],
    console: [renderTextTable(table)],
    verdicts: after
      ? [
          {
            figure: `PostgreSQL, clients with a connection in a network, ${formatCount(figures.clients)} clients (p95)`,
            value: `p95 ${formatLatency(after.http.p95)} (p50 ${formatLatency(after.runs.median)})`,
            target: `≤ ${plannerTargetMs} ms`,
            verdict: after.http.p95 <= plannerTargetMs ? 'met' : 'not met',
          },
        ]
      : [],
  };
}
