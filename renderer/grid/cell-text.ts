import { leafLines } from '../format/leaf-lines.ts';
import type { AnyNamespaceT } from '../i18n/translation.ts';
import type { ClientField } from './client-fields.ts';
import { formatCep as formatZip } from '../format/cep.ts';
import { formatDate, formatDateTime } from '../format/dates.ts';
import { formatDocument } from '../format/documents.ts';
import { formatLabelledList } from './labelled-list.ts';

/** Where a value is shown: the grid keeps dates short, the detail panel adds the time when there is one. */
export type FieldTextPlace = 'grid' | 'detail';

/** A field's value as readable text in the user's language ('' for nothing). */
export function fieldText(
  field: Pick<ClientField, 'kind'>,
  value: unknown,
  t: AnyNamespaceT,
  place: FieldTextPlace = 'grid',
): string {
  const text = plainText(value);
  if (text === '') return '';
  switch (field.kind) {
    case 'status':
      return codeLabel('status', value, t);
    case 'type':
      return codeLabel('type', value, t);
    case 'document':
      return formatDocument(text);
    case 'zip':
      return formatZip(text);
    case 'date':
      return place === 'grid' ? formatDate(text) : formatDateTime(text);
    case 'list':
      return formatLabelledList(text, place === 'grid' ? 'line' : 'lines');
    case 'number':
    case 'text':
    case 'multiline':
      return text;
  }
}

/** Any value as plain text: '' for null and undefined; objects and lists one line per leaf (`a › b: 1`). */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return leafLines(value).join('\n');
}

const knownKeys = ['status.0', 'status.1', 'status.2', 'status.3', 'type.0', 'type.1'] as const;

// Why a cache per translation function: the grid names a status in every row it draws while scrolling, and
// i18next resolves each call anew; react-i18next hands out a new `t` when the language changes, so no stale name survives.
const knownLabels = new WeakMap<AnyNamespaceT, Map<string, string>>();

/** The translated name of a status or type code (the grid's strings, whatever namespace `t` is of); an unknown code is named with its number. */
export function codeLabel(group: 'status' | 'type', value: unknown, t: AnyNamespaceT): string {
  const key = knownKeys.find((known) => known === `${group}.${Number(value)}`);
  if (!key) return t(`${group}.unknown`, { ns: 'grid', code: plainText(value) });
  let labels = knownLabels.get(t);
  if (!labels) knownLabels.set(t, (labels = new Map<string, string>()));
  let label = labels.get(key);
  if (label === undefined) labels.set(key, (label = t(key, { ns: 'grid' })));
  return label;
}
