import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { findClientField } from '../../grid/client-fields.ts';
import { plainText } from '../../grid/cell-text.ts';

// Why: other servers send fields this app does not know (the record schema keeps them); the detail
// panel lists them so nothing the server said is hidden. The password and the parser's own bookkeeping are
// never shown.
const neverShown = new Set(['client_password', '_rawFields']);

/** The words the list of other fields needs: labels and values the app knows, and yes/no. */
export interface OtherFieldWords {
  /** The label of a field the app knows though the grid does not (`client_password_known`), if any. */
  label: (key: string) => string | undefined;
  /** A value of such a field in words, if the app has words for it. */
  value: (key: string, value: unknown) => string | undefined;
  yes: string;
  no: string;
}

/** A key the app has no label for, as words: `plan_name` → "Plan name", `lastUpdate` → "Last update". */
function keyAsWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields of a record the grid does not know, as [label, text] pairs in words, in the order the server sent them. */
export function otherFields(record: ClientRecord, words: OtherFieldWords): Array<[string, string]> {
  return Object.entries(record)
    .filter(([key]) => !neverShown.has(key) && findClientField(key) === undefined)
    .map(([key, value]) => [
      words.label(key) ?? keyAsWords(key),
      words.value(key, value) ?? (typeof value === 'boolean' ? (value ? words.yes : words.no) : plainText(value)),
    ]);
}
