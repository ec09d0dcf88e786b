import { formatLatency, formatLoad } from '../report/format.ts';
import type { FigureVerdict, ReportSection } from '../report/section.ts';
import { renderMarkdownTable, renderTextTable, type Table } from '../report/tables.ts';
import { secondCopyTargetMs, type SecondCopyFigures } from './second-copy.ts';

const labels: Record<keyof SecondCopyFigures['steps'], string> = {
  lastKeyToHitMs: "the name's last key → its hit painted in the palette",
  enterToHeaderMs: "Enter on the hit → the card's header painted",
  headerToInvoicesMs: 'the header → the open invoices painted (the area opened in the background, no password)',
  copyToClipboardMs: '"Copiar PIX" → the code on the clipboard',
  lastKeyToClipboardMs: "the name's last key → the PIX code on the clipboard",
};

/** The report's section of the second-copy phase (issue 42): each step's p50 and p95, and the judged figure. */
export function secondCopySection(figures: SecondCopyFigures): ReportSection {
  const table: Table = {
    header: ['step', 'p50 ms', 'p95 ms', 'max ms', 'calls'],
    rows: (Object.keys(labels) as Array<keyof typeof labels>).map((key) => [
      labels[key],
      formatLatency(figures.steps[key].p50),
      formatLatency(figures.steps[key].p95),
      formatLatency(figures.steps[key].max),
      String(figures.steps[key].count),
    ]),
  };
  const spread = figures.lastKeyToClipboardP50;
  const value = `${formatLatency(spread.median)} ms (p50; median of ${spread.runs} rounds, ${formatLatency(spread.min)}–${formatLatency(spread.max)})`;
  const verdicts: FigureVerdict[] = [
    {
      figure: `second copy: name's last key → PIX on the clipboard, no password typed, ${figures.clients.toLocaleString('en-US')} clients`,
      value,
      target: `≤ ${secondCopyTargetMs} ms p50 at 100,000 clients`,
      verdict: figures.clients < 100_000 ? 'not judged' : spread.median <= secondCopyTargetMs ? 'met' : 'not met',
    },
  ];
  const load = `load average (1/5/15 min): ${formatLoad(figures.load.start)} at the start, ${formatLoad(figures.load.end)} at the end`;
  return {
    title: 'Second copy: a name typed in the palette → PIX on the clipboard, no password (issue 42)',
    markdown: [
      "The built page in browser mode on the bench snapshot, in Chromium: Ctrl+K, a customer's full name typed without " +
        'accents (customers whose name has none and no namesake, while the search is accent-sensitive), Enter on its hit, ' +
        "the card opens the client area by itself with the password the service's record carries (kept by main; the phase " +
        'fails if any password field shows), "Copiar PIX", the code read back from the clipboard and its CRC checked. ' +
        `${figures.runs} rounds of ${figures.perRound} customers after one warm-up call. Times are on the page's clock and ` +
        "hold the bench's own moves between steps.",
      load,
      renderMarkdownTable(table),
    ],
    console: [
      load,
      renderTextTable(table),
      ...verdicts.map((item) => `${item.figure}: ${item.value} (target ${item.target}: ${item.verdict})`),
    ],
    verdicts,
  };
}
