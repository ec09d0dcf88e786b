import type { i18n as I18n } from 'i18next';
import type { AuditEntry } from '../../../shared/ipc/audit-schema.ts';
import { entryDetails } from './entry-details.ts';
import { journalWords } from './journal-words.ts';
import { kindKey } from './kind-key.ts';
import { localDateTime } from './local-time.ts';

// Why its own few lines and not the export feature's writer: that feature's index brings the whole export
// dialog; these follow the very same rules: UTF-8 with BOM (Excel's code page), `;` (pt-BR Excel's list
// separator), CRLF, RFC 4180 quoting, and a leading `'` on text a spreadsheet would run as a formula.
const neutralize = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const field = (cell: string | number): string => {
  const text = typeof cell === 'number' ? String(cell) : neutralize(cell);
  return /["\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The journal's entries as a CSV file in `i18n`'s language, in the words the screen shows them: headings,
 * local times (dd/mm/aaaa hh:mm:ss), kinds, field names and coded values; personal data whole (the export of
 * the log is journaled as unmasked); offices by their names in `offices`.
 */
export function activityCsv(
  entries: readonly AuditEntry[],
  i18n: I18n,
  offices: ReadonlyMap<number, string> = new Map(),
): string {
  const t = i18n.getFixedT(i18n.language, 'activity-log');
  const words = journalWords(i18n, undefined, offices);
  const header = [
    t('csv.seq'),
    t('columns.when'),
    t('columns.operator'),
    t('columns.kind'),
    t('csv.clientPk'),
    t('columns.client'),
    t('csv.username'),
    t('columns.details'),
  ];
  const rows = entries.map((entry) => [
    entry.seq,
    localDateTime(entry.at),
    entry.operator,
    t(`kinds.${kindKey(entry.kind)}`),
    entry.client?.pk ?? '',
    entry.client?.name ?? '',
    entry.client?.username ?? '',
    entryDetails(entry, words).join(' | '),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => `${row.map(field).join(';')}\r\n`).join('')}`;
}
