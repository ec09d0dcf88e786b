import type { TFunction } from 'i18next';
import type { ColumnPrefs } from '../../grid/column-prefs.ts';
import { buildCsv } from './csv.ts';
import { exportTable, type ExportTable, type ExportTarget } from './export-table.ts';
import { fetchClientsExportPage, type ExportQuery } from './fetch-clients.ts';
import { exportFileName } from './file-name.ts';
import { ExportCancelled, fetchAllPages } from './paging-plan.ts';
import { buildXlsx } from './xlsx.ts';
import type { MaskingPolicy } from '../../privacy/index.ts';
import { saveBlob } from '../common/index.ts';

/** How an export ended, as the audit journal records it. */
export type ExportOutcome = 'done' | 'failed' | 'cancelled';

/** What a finished export saved: how many rows, under which file name (the operator is told both). */
export interface ExportDone {
  rows: number;
  fileName: string;
}

/** Everything one export needs. */
export interface ExportJob {
  target: ExportTarget;
  query: ExportQuery;
  prefs: ColumnPrefs;
  t: TFunction<'clients'>;
  signal: AbortSignal;
  onProgress: (fetched: number, total: number) => void;
  /** Called once every row is fetched, while the file is being written. */
  onWriting: () => void;
  /** The masking applied to personal values; null writes them whole (the operator's journaled choice). */
  mask: MaskingPolicy | null;
  /**
   * Journals how the export ended and with how many rows: `done` once the file is written and before it is saved
   * (a rejection saves nothing), `failed` or `cancelled` when it ends otherwise.
   */
  journal: (outcome: ExportOutcome, rows: number) => Promise<void>;
}

/**
 * Fetches the whole filtered result, writes it as CSV or XLSX and saves it; nothing is saved once `signal` aborts
 * (rejects with ExportCancelled then). Every export ends journaled: done, failed or cancelled.
 */
export async function runExport({
  target,
  query,
  prefs,
  t,
  signal,
  onProgress,
  onWriting,
  mask,
  journal,
}: ExportJob): Promise<ExportDone> {
  let rows = 0;
  let file: Blob;
  try {
    const records = await fetchAllPages({
      fetchPage: (start, limit, pageSignal) => fetchClientsExportPage(query, start, limit, pageSignal),
      signal,
      onProgress: (fetched, total) => {
        rows = fetched;
        onProgress(fetched, total);
      },
    });
    rows = records.length;
    onWriting();
    file =
      target === 'csv'
        ? csvFile(exportTable(records, prefs, t, 'csv', mask))
        : await buildXlsx(exportTable(records, prefs, t, 'xlsx', mask), t('title'), signal);
    if (signal.aborted) throw new ExportCancelled();
  } catch (error) {
    const outcome = error instanceof ExportCancelled || signal.aborted ? 'cancelled' : 'failed';
    // Why the journal's own failure is swallowed here: the export's failure is what the operator must see.
    await journal(outcome, rows).catch(() => undefined);
    throw error;
  }
  // Why journaled before the file is saved: a file with personal data leaves the app only once it is on record;
  // a rejection here saves nothing.
  await journal('done', rows);
  if (signal.aborted) {
    // Why a second entry: the file was on record as done, then the operator cancelled before it was saved.
    await journal('cancelled', rows).catch(() => undefined);
    throw new ExportCancelled();
  }
  const fileName = exportFileName(target);
  saveBlob(file, fileName);
  return { rows, fileName };
}

/** A CSV file of a table (UTF-8 with BOM). */
function csvFile(table: ExportTable): Blob {
  return new Blob([buildCsv(table.header, table.rows)], { type: 'text/csv;charset=utf-8' });
}
