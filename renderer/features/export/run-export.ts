import type { TFunction } from 'i18next';
import type { ColumnPrefs } from '../../grid/column-prefs.ts';
import { buildCsv } from './csv.ts';
import { exportTable, type ExportTarget } from './export-table.ts';
import { fetchClientsExportPage, type ExportQuery } from './fetch-clients.ts';
import { exportFileName } from './file-name.ts';
import { fetchAllPages } from './paging-plan.ts';
import { buildXlsx } from './xlsx.ts';
import type { MaskingPolicy } from '../../privacy/index.ts';
import { saveBlob } from '../common/index.ts';

/** Everything one export needs. */
export interface ExportJob {
  target: ExportTarget;
  query: ExportQuery;
  prefs: ColumnPrefs;
  t: TFunction<'clients'>;
  signal: AbortSignal;
  onProgress: (fetched: number, total: number) => void;
  /** The masking applied to personal values; null writes them whole (the operator's journaled choice). */
  mask: MaskingPolicy | null;
  /** Called with the row count once every row is fetched and before the file is written (the journal); a rejection saves nothing. */
  beforeSave: (rows: number) => Promise<void>;
}

/** Fetches the whole filtered result, writes it as CSV or XLSX and saves it; nothing is saved once `signal` aborts. */
export async function runExport({
  target,
  query,
  prefs,
  t,
  signal,
  onProgress,
  mask,
  beforeSave,
}: ExportJob): Promise<void> {
  const records = await fetchAllPages({
    fetchPage: (start, limit, pageSignal) => fetchClientsExportPage(query, start, limit, pageSignal),
    signal,
    onProgress,
  });
  if (signal.aborted) return;
  await beforeSave(records.length);
  const table = exportTable(records, prefs, t, target, mask);
  const blob =
    target === 'csv'
      ? new Blob([buildCsv(table.header, table.rows)], { type: 'text/csv;charset=utf-8' })
      : await buildXlsx(table, t('title'));
  if (signal.aborted) return;
  saveBlob(blob, exportFileName(target));
}
