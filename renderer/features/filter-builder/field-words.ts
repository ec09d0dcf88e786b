import type { AnyNamespaceT } from '../../i18n/translation.ts';
import { findColumn, clientColumns } from '../../../shared/filter/columns.ts';
import type { ChipWords } from './chip-text.ts';

/** The codes the enum columns of the client list take, in menu order. */
export const enumCodes: Readonly<Record<string, readonly string[]>> = {
  client_status: ['0', '1', '2', '3'],
  client_type: ['0', '1'],
};

/** The readable name of a client column: the grid's header name, or the builder's own for connection fields. */
export function fieldName(t: AnyNamespaceT, name: string): string {
  // Why one call with fallback keys: the field menu names every column on each render of a condition row,
  // and a nested default made that two lookups a column.
  return t([`clients:field.${name}`, `filter-builder:field.${name}`], { defaultValue: name });
}

/** The label of a value as shown: an enum code's name (Ativo, Pessoa física), other values as typed. */
export function valueName(t: AnyNamespaceT, field: string, value: string): string {
  if (field === 'client_status')
    return t(`grid:status.${value}`, { defaultValue: t('grid:status.unknown', { code: value }) });
  if (field === 'client_type')
    return t(`grid:type.${value}`, { defaultValue: t('grid:type.unknown', { code: value }) });
  return value;
}

/** The translated words of chips and menus for the client list. */
export function chipWords(t: AnyNamespaceT): ChipWords {
  return {
    field: (name) => fieldName(t, name),
    op: (op, field) =>
      findColumn(clientColumns, field)?.kind === 'enum' && (op === 'eq' || op === 'ne')
        ? t(`filter-builder:enumOp.${op}`)
        : t(`filter-builder:op.${op}`),
    value: (field, value) => valueName(t, field, value),
    and: t('filter-builder:rangeAnd'),
    or: t('filter-builder:or'),
    custom: t('filter-builder:custom'),
  };
}
