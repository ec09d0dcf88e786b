import type { AuditEntry } from '../../shared/ipc/audit-schema.ts';
import type { Language } from '../../shared/language.ts';

// Why by hand and not the page's exporter: main cannot import the renderer (renderer/features/export/csv.ts),
// and these few lines follow the very same rules: UTF-8 with BOM, `;`, CRLF, RFC 4180 quoting, and a leading
// `'` on text a spreadsheet would run as a formula (a client's name like `=HYPERLINK(…)`).
const neutralize = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const field = (cell: string | number): string => {
  const text = typeof cell === 'number' ? String(cell) : neutralize(cell);
  return /["\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const headers: Record<Language, string[]> = {
  'pt-BR': [
    'Nº',
    'Data e hora (UTC)',
    'Operador',
    'Tipo',
    'Cliente nº',
    'Cliente',
    'Usuário da central',
    'Campo revelado',
    'Alterações (campo: antes → depois)',
    'Sem máscara',
    'Formatos',
    'Linhas',
    'Do que',
  ],
  en: [
    'No.',
    'Date and time (UTC)',
    'Operator',
    'Kind',
    'Client no.',
    'Client',
    'Client-area user',
    'Field revealed',
    'Changes (field: before → after)',
    'Unmasked',
    'Formats',
    'Rows',
    'Of what',
  ],
};

const yesNo: Record<Language, [string, string]> = { 'pt-BR': ['sim', 'não'], en: ['yes', 'no'] };

/** The journal's entries as a CSV file (one row per entry, in the order given). */
export function auditCsv(entries: readonly AuditEntry[], language: Language): string {
  const [yes, no] = yesNo[language];
  const rows = entries.map((entry) => [
    entry.seq,
    entry.at,
    entry.operator,
    entry.kind,
    entry.client?.pk ?? '',
    entry.client?.name ?? '',
    entry.client?.username ?? '',
    entry.field ?? '',
    (entry.changes ?? [])
      .map((change) => `${change.field}: ${change.before ?? '∅'} → ${change.after ?? '∅'}`)
      .join(' | '),
    entry.unmasked === undefined ? '' : entry.unmasked ? yes : no,
    (entry.formats ?? []).join(', '),
    entry.rows ?? '',
    entry.scope ?? '',
  ]);
  const lines = [headers[language], ...rows].map((row) => row.map(field).join(';'));
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}
