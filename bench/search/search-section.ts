import { formatCount, formatLatency } from '../report/format.ts';
import type { ReportSection } from '../report/section.ts';
import { renderMarkdownTable, renderTextTable, type Table } from '../report/tables.ts';
import type { SearchFigures } from './search-phase.ts';

/** The target of issue 42: search by folded name, p50 at 100,000 clients on each engine (ms). */
export const searchTargetMs = 300;

/** Each text's p50 and p95 per engine, with what the name search found. */
function searchTable(figures: SearchFigures): Table {
  return {
    header: ['engine', 'typed', 'names found (shown of total)', 'p50 ms', 'p95 ms'],
    rows: figures.engines.flatMap((engine) => [
      ...engine.cases.map((one) => [
        engine.engine,
        `“${one.text}”`,
        `${one.rows} of ${formatCount(one.total)}`,
        formatLatency(one.http.p50),
        formatLatency(one.http.p95),
      ]),
      [engine.engine, 'all texts', '', formatLatency(engine.all.p50), formatLatency(engine.all.p95)],
    ]),
    rightAligned: [3, 4],
  };
}

/** The `search` phase as a report section, judged per engine on the p50 over every text's requests. */
export function searchSection(figures: SearchFigures): ReportSection {
  const table = searchTable(figures);
  const method = [
    `${formatCount(figures.clients)} demo clients: main's client search (electron/operations/client-search.ts) for names typed`,
    'without accents, in another order or case, through the real provider client to the service over loopback HTTP:',
    'every search of the rule at once (the plain and the accent-blind name filters, a user name where the text reads as one),',
    '5 rows per kind, as the palette asks. Sequential requests on one keep-alive connection.',
  ];
  return {
    title: 'Search by folded name',
    markdown: [method.join('\n'), renderMarkdownTable(table)],
    console: [renderTextTable(table)],
    verdicts: figures.engines.map((engine) => ({
      figure: `search by folded name, ${formatCount(figures.clients)} clients, ${engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} (p50)`,
      value: `p50 ${formatLatency(engine.all.p50)} (p95 ${formatLatency(engine.all.p95)})`,
      target: `≤ ${searchTargetMs} ms`,
      verdict: engine.all.p50 <= searchTargetMs ? 'met' : 'not met',
    })),
  };
}
