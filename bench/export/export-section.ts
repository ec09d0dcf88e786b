import { formatBytes, formatCount, formatLoad } from '../report/format.ts';
import type { FigureVerdict, ReportSection } from '../report/section.ts';
import { renderMarkdownTable, renderTextTable, type Table } from '../report/tables.ts';
import { targetRows, xlsxTargetMs, type ExportFigures } from './export-figures.ts';

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The export phase's section: every run, and the XLSX target judged on the slowest XLSX run. */
export function exportSection(figures: ExportFigures): ReportSection {
  const table: Table = {
    header: ['format', 'rows', 'file', 'click → file', 'fetching', 'writing', "page's heap after"],
    rows: figures.runs.map((run) => [
      run.format.toUpperCase(),
      formatCount(run.rows),
      formatBytes(run.bytes),
      seconds(run.clickToFileMs),
      seconds(run.fetchMs),
      seconds(run.writeMs),
      formatBytes(run.heapAfterBytes),
    ]),
    rightAligned: [1, 2, 3, 4, 5, 6],
  };
  const xlsx = figures.runs.filter((run) => run.format === 'xlsx');
  const slowest = Math.max(...xlsx.map((run) => run.clickToFileMs));
  const verdicts: FigureVerdict[] = xlsx.length
    ? [
        {
          figure: `XLSX export of the whole client list (${formatCount(figures.gridTotal)} rows), click → file`,
          value: `${seconds(slowest)} (slowest of ${xlsx.length})`,
          target: `≤ ${seconds(xlsxTargetMs)} at ${formatCount(targetRows)} rows`,
          verdict: figures.gridTotal < targetRows ? 'not judged' : slowest <= xlsxTargetMs ? 'met' : 'not met',
        },
      ]
    : [];
  const method =
    `The built page in browser mode, with its Content-Security-Policy, in Chromium, against the service on the ` +
    `${formatCount(figures.clients)}-client PGlite snapshot: the whole client list exported (personal data masked, ` +
    `the default), each run timed from the click on "Exportar" to the file handed to the download; "fetching" ends ` +
    `when the dialog says it is writing the file. Load ${formatLoad(figures.load.start)} → ${formatLoad(figures.load.end)}.`;
  return {
    title: 'Export of the client list (issue 42)',
    markdown: [method, '', renderMarkdownTable(table)],
    console: [
      renderTextTable(table),
      ...verdicts.map((v) => `${v.figure}: ${v.value}, target ${v.target}: ${v.verdict}`),
    ],
    verdicts,
  };
}
