import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { findClientField } from '../../grid/client-fields.ts';
import { plainText } from '../../grid/cell-text.ts';

// Why: other servers send fields this app does not know (the record schema keeps them); the detail
// panel lists them as they came so nothing the server said is hidden. The password and the parser's
// own bookkeeping are never shown.
const neverShown = new Set(['client_password', '_rawFields']);

/** Fields of a record the grid does not know, as [name, text] pairs in the order the server sent them. */
export function otherFields(record: ClientRecord): Array<[string, string]> {
  return Object.entries(record)
    .filter(([key]) => !neverShown.has(key) && findClientField(key) === undefined)
    .map(([key, value]) => [key, plainText(value)]);
}
