import type { ClientRecord } from '../../shared/provider/admin-operations.ts';

/** How a field's value is shown: each kind has its own formatter or component. */
export type FieldKind = 'number' | 'text' | 'status' | 'type' | 'document' | 'zip' | 'date' | 'list' | 'multiline';

/** A field of the client record as the grid and the detail panel know it. */
export interface ClientField {
  /** The record's key; also the grid column id and the server's sort column. */
  readonly id: ClientFieldId;
  readonly kind: FieldKind;
  /** Width in pixels before the user drags it. */
  readonly width: number;
  /** Shown when the user has not chosen columns yet. */
  readonly visibleByDefault: boolean;
}

// Why: the record schema keeps unknown fields (an index signature), which would widen keyof to string.
type DeclaredKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** A key of the client record shown by the grid (every declared key but the password). */
export type ClientFieldId = Exclude<DeclaredKeys<ClientRecord>, 'client_password'>;

const field = (id: ClientFieldId, kind: FieldKind, width: number, visibleByDefault = false): ClientField => ({
  id,
  kind,
  width,
  visibleByDefault,
});

// Why client_password is left out: the list never returns it (always ""), and a password column would
// suggest otherwise. Order: the default order of the grid and of the detail panel.
/** Every field of the client record the grid offers, in default column order. */
export const clientFields: readonly ClientField[] = [
  field('client_complete_name', 'text', 220, true),
  field('client_doc1', 'document', 136, true),
  field('client_status', 'status', 100, true),
  field('client_type', 'type', 112, true),
  field('offices_identification', 'text', 136, true),
  field('cli_addr_province', 'text', 120, true),
  field('cli_addr_state', 'text', 48, true),
  field('client_mail', 'list', 180, true),
  field('client_date_cad', 'date', 96, true),
  field('client_pk', 'number', 80),
  field('client_name', 'text', 150),
  field('client_lastname', 'text', 150),
  field('client_doc2', 'text', 130),
  field('client_phones', 'list', 220),
  field('client_date_birth', 'date', 120),
  field('client_date_deactivation', 'date', 104),
  field('client_username', 'text', 160),
  field('offices_pk', 'number', 80),
  field('cli_addr_address', 'text', 220),
  field('cli_addr_number', 'text', 70),
  field('cli_addr_completation', 'text', 150),
  field('cli_addr_neighborhood', 'text', 160),
  field('cli_addr_zipcode', 'zip', 100),
  field('client_observations', 'multiline', 240),
];

/** The grid's field ids, in default order. */
export const clientFieldIds: readonly ClientFieldId[] = clientFields.map((entry) => entry.id);

const byId = new Map<string, ClientField>(clientFields.map((entry) => [entry.id, entry]));

/** The field with this id, if the grid knows it. */
export function findClientField(id: string): ClientField | undefined {
  return byId.get(id);
}

/** The sort column the server uses when none is named (docs/provider-service.md). */
export const defaultSortField: ClientFieldId = 'client_complete_name';
