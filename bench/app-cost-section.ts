import { appCostTarget, type AppCostResult } from './app-cost.ts';
import { appCostTable } from './report-tables.ts';
import type { ReportSection } from './section.ts';
import { renderMarkdownTable, renderTextTable } from './tables.ts';
import { formatRatio } from './format.ts';

/** The app-cost figures as a report section: method, table, and each ratio judged against its target. */
export function appCostSection(appCost: readonly AppCostResult[]): ReportSection {
  const table = appCostTable(appCost);
  return {
    title: "The app's cost per operation (ms)",
    markdown: [
      'The whole main path (contract parse in the dispatcher, provider client with its cookie jar, response',
      'validation, Result serialisation) against a bare undici POST of the same form with the same cookie, to the',
      `same service (PGlite, 2,000 demo clients), alternating the two in one run. Target: ratio under ${appCostTarget.toFixed(2)}.`,
      '',
      renderMarkdownTable(table),
    ],
    console: [renderTextTable(table)],
    verdicts: appCost.map((row) => ({ figure: `app cost: ${row.operation}`, value: formatRatio(row.ratio), target: `< ${appCostTarget.toFixed(2)}`, verdict: row.ratio < appCostTarget ? 'met' : 'not met' })),
  };
}
