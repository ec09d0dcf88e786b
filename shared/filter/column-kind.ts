import { assertNever } from './assert-never.ts';

/** Every kind of filterable column; the kind decides which opers apply and which values fit. */
export const COLUMN_KINDS = ['text', 'number', 'enum', 'date', 'datetime', 'boolean', 'inet', 'mac'] as const;

/** A kind of filterable column ('enum' is a small integer code such as client_status). */
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/** What a column of this kind holds, for messages ("network_cpe_ip, which holds IP addresses (inet)"). */
export function kindLabel(kind: ColumnKind): string {
  switch (kind) {
    case 'text':
      return 'text';
    case 'number':
      return 'numbers';
    case 'enum':
      return 'codes (enum)';
    case 'date':
      return 'dates';
    case 'datetime':
      return 'date-times';
    case 'boolean':
      return 'true/false values';
    case 'inet':
      return 'IP addresses (inet)';
    case 'mac':
      return 'MAC addresses';
    default:
      return assertNever(kind, 'column kind');
  }
}
