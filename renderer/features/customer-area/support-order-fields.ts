import { plainText } from '../../grid/cell-text.ts';
import { isAbsent, type ValueKind } from './value-text.ts';

/** The groups a support order's fields are shown in; `other` holds what the server sent that the app does not know. */
export type SupportOrderGroupId = 'request' | 'progress' | 'codes' | 'other';

/** One field of a support order as shown: its wire name and how it is written. */
export interface SupportOrderField {
  id: string;
  kind: ValueKind | 'phone';
}

const f = (id: string, kind: SupportOrderField['kind'] = 'text'): SupportOrderField => ({ id, kind });

/** The support order record's known fields (the interface's, and those servers add), grouped as staff read them. */
const knownGroups: ReadonlyArray<{ id: Exclude<SupportOrderGroupId, 'other'>; fields: readonly SupportOrderField[] }> =
  [
    {
      id: 'request',
      fields: [
        f('support_protocol'),
        f('task_name'),
        f('task_desc'),
        f('priority', 'code'),
        f('phone', 'phone'),
        f('os_obs'),
        f('os_create_type', 'code'),
      ],
    },
    {
      id: 'progress',
      fields: [
        f('os_done', 'code'),
        f('os_date_entry', 'datetime'),
        f('os_date_sched', 'datetime'),
        f('os_date_soluction', 'datetime'),
        f('os_desc'),
        f('os_amount', 'money'),
        f('staff_pk', 'number'),
        f('os_deleted', 'bool'),
      ],
    },
    { id: 'codes', fields: [f('os_pk', 'number'), f('support_pk', 'number'), f('task_pk', 'number')] },
  ];

/** The wire names of every known field (each has a label under `order.field`). */
export const supportOrderFieldIds = knownGroups.flatMap((group) => group.fields.map((field) => field.id));

const known = new Set(supportOrderFieldIds);

/** How a field the app does not know is written: a date or date-time when it reads as one, text otherwise. */
function guessedKind(value: unknown): ValueKind {
  const text = plainText(value);
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text)) return 'datetime';
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return 'date';
  return 'text';
}

/**
 * The groups of one support order with the fields that hold a value, in reading order; fields the app does not
 * know come last, under `other`, so nothing the server sent is hidden. Keys starting with `_` are the app's own.
 */
export function supportOrderGroups(
  record: Readonly<Record<string, unknown>>,
): Array<{ id: SupportOrderGroupId; fields: SupportOrderField[] }> {
  const groups: Array<{ id: SupportOrderGroupId; fields: SupportOrderField[] }> = knownGroups
    .map((group) => ({ id: group.id, fields: group.fields.filter((field) => !isAbsent(record[field.id])) }))
    .filter((group) => group.fields.length > 0);
  const others = Object.keys(record)
    .filter((id) => !known.has(id) && !id.startsWith('_') && !isAbsent(record[id]))
    .map((id) => ({ id, kind: guessedKind(record[id]) }));
  if (others.length > 0) groups.push({ id: 'other', fields: others });
  return groups;
}

/**
 * A field the app has no label for, read as words: its record prefix and underscores dropped ("os_technician_name"
 * → "Technician name"). Why: the order must show everything the server sent, and a person reads words, not keys.
 */
export function otherFieldLabel(id: string): string {
  const words = id
    .replace(/^(os|support|task)_/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
