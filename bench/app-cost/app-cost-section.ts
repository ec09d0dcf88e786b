import { appCostTarget, type AppCostResult } from './app-cost.ts';
import { formatLatency, formatLatencyDelta } from '../report/format.ts';
import type { ReportSection } from '../report/section.ts';
import { renderMarkdownTable, renderTextTable, type Table } from '../report/tables.ts';

const verdictOf = (row: AppCostResult): 'met' | 'not met' => (row.ratio <= appCostTarget ? 'met' : 'not met');
// Why three decimals: with two, a ratio of 1.0996 shows as ×1.10 next to "met" for the target < 1.10.
const formatRatio = (ratio: number): string => (Number.isFinite(ratio) ? `×${ratio.toFixed(3)}` : '–');

/** The app-cost figures: each run's p50s and ratio, as the median of the runs and their min–max. */
export function appCostRunsTable(appCost: readonly AppCostResult[]): Table {
  const spread = (values: { min: number; max: number } | undefined, format: (value: number) => string): string =>
    values ? `${format(values.min)}–${format(values.max)}` : '–';
  return {
    header: [
      'operation',
      'bare POST p50',
      'app p50',
      'app − bare (ms)',
      'of each run',
      'ratio',
      'ratio of each run',
      `target ≤ ${appCostTarget.toFixed(2)}`,
    ],
    rows: appCost.map((row) => [
      row.operation,
      formatLatency(row.runs?.bareP50.median ?? row.bare.p50),
      formatLatency(row.runs?.appP50.median ?? row.app.p50),
      formatLatencyDelta(row.addedMs),
      spread(row.runs?.addedMs, formatLatencyDelta),
      formatRatio(row.ratio),
      spread(row.runs?.ratio, formatRatio),
      verdictOf(row) === 'met' ? 'met' : 'NOT MET',
    ]),
    rightAligned: [1, 2, 3, 4, 5, 6],
  };
}

/** The app-cost figures as a report section: method, table, and each ratio judged against its target. */
export function appCostSection(appCost: readonly AppCostResult[]): ReportSection {
  const table = appCostRunsTable(appCost);
  const runs = appCost[0]?.runs?.ratio.runs ?? 1;
  const rounds = (appCost[0]?.bare.count ?? 0) / runs;
  return {
    title: "The app's cost per operation (ms)",
    markdown: [
      [
        'The whole main path (contract parse in the dispatcher, provider client with its cookie jar, response',
        'validation, Result serialisation) against a bare undici POST of the same form with the same cookie, to the',
        'same service (PGlite, 2,000 demo clients, in the bench\'s process), alternating the two call by call. "create a client"',
        'registers a new client on each call (a CPF no other call used; the bare POST sends the same registration form; the',
        "app also appends the operator's audit journal entry of the create, issue 19, which the bare POST has no part of).",
        `${runs} runs of ${rounds} timed rounds each (after 10 untimed); each run gives its p50s and their ratio, shown as the median of`,
        `the runs (of an even number, the mean of the middle two) and their min–max. Target: ratio at most ${appCostTarget.toFixed(2)}, judged on the median.`,
      ].join('\n'),
      renderMarkdownTable(table),
    ],
    console: [renderTextTable(table)],
    verdicts: appCost.map((row) => ({
      figure: `app cost: ${row.operation}`,
      value: `${formatRatio(row.ratio)}${row.runs ? ` (median of ${row.runs.ratio.runs} runs, ${formatRatio(row.runs.ratio.min)}–${formatRatio(row.runs.ratio.max)})` : ''}`,
      target: `≤ ${appCostTarget.toFixed(2)}`,
      verdict: verdictOf(row),
    })),
  };
}
