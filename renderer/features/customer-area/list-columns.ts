import { statusFields } from '../../../shared/codes/code-dictionary.ts';
import { hasLabels, isCodedField, type CodeLabels } from '../../../shared/codes/code-labels.ts';
import type { ValueKind } from './value-text.ts';

/** The four client-area lists. */
export const customerLists = ['contracts', 'invoices', 'connections', 'supportOrders'] as const;
/** One client-area list. */
export type CustomerListKind = (typeof customerLists)[number];

/** A column of a client-area grid: the record's field, how it is written, and the column the server sorts it by. */
export interface ListColumn {
  id: string;
  kind: ValueKind | 'invoiceStatus';
  /** The server's sort column (the field itself unless said otherwise). */
  sortBy?: string;
  width: number;
}

const c = (id: string, kind: ListColumn['kind'], width: number, sortBy?: string): ListColumn =>
  sortBy ? { id, kind, width, sortBy } : { id, kind, width };

/** The interface's columns of each list (and the service's known extras), in reading order. */
export const listColumns: Record<CustomerListKind, readonly ListColumn[]> = {
  contracts: [
    c('contract_number', 'number', 100),
    c('contract_plan_name', 'text', 220),
    c('contract_status', 'code', 120),
    c('contract_amount', 'money', 120),
    c('contract_pay_day', 'number', 130),
    c('contract_date_cad', 'datetime', 150),
    c('contract_pk', 'number', 90),
  ],
  invoices: [
    c('invoice_status', 'invoiceStatus', 120, 'invoice_state'),
    c('invoice_date_due', 'date', 120),
    c('invoice_amount_document', 'money', 120),
    c('invoice_date_credit', 'date', 120),
    c('invoice_amount_paid', 'money', 120),
    c('contract_number', 'number', 90),
    c('invoice_type', 'code', 120),
    c('invoice_obs', 'code', 140),
    c('bank_account_code', 'text', 120),
    c('invoice_gn_link', 'link', 110),
    c('invoice_pk', 'number', 80),
  ],
  connections: [
    c('network_cpe_pk', 'number', 80),
    c('network_cpe_username', 'text', 200),
    c('network_cpe_ip', 'ip', 150),
    c('network_cpe_mac', 'mac', 170),
    c('network_cpe_status', 'code', 100),
    c('contract_pk', 'number', 100),
    c('network_cpe_date_cad', 'datetime', 150),
  ],
  supportOrders: [
    c('support_protocol', 'text', 150),
    c('task_name', 'text', 180),
    c('task_desc', 'text', 200),
    c('os_obs', 'text', 280),
    c('os_done', 'code', 110),
    c('os_date_entry', 'datetime', 140),
    c('os_date_sched', 'datetime', 140),
    c('os_date_soluction', 'datetime', 140),
    c('os_amount', 'money', 100),
  ],
};

/** The sort of each list before the user chooses one: the newest invoices and orders first. */
export const defaultSorts: Record<CustomerListKind, { id: string; desc: boolean }> = {
  contracts: { id: 'contract_number', desc: false },
  invoices: { id: 'invoice_date_due', desc: true },
  connections: { id: 'network_cpe_pk', desc: false },
  supportOrders: { id: 'os_date_entry', desc: true },
};

/** The field that tells a list's rows apart. */
export const rowKeyField: Record<CustomerListKind, string> = {
  contracts: 'contract_pk',
  invoices: 'invoice_pk',
  connections: 'network_cpe_pk',
  supportOrders: 'support_protocol',
};

/** The server's sort column of a grid column. */
export function sortColumnOf(kind: CustomerListKind, columnId: string): string {
  return listColumns[kind].find((column) => column.id === columnId)?.sortBy ?? columnId;
}

/**
 * The columns worth showing with these code labels: a coded column that is not a state, and whose field the
 * profile gives no words for, is left out (every cell of it would be empty: a "Tipo" column of bare codes says nothing).
 */
export function shownColumns(columns: readonly ListColumn[], labels: CodeLabels): ListColumn[] {
  return columns.filter(
    (column) =>
      column.kind !== 'code' || !isCodedField(column.id) || statusFields.has(column.id) || hasLabels(labels, column.id),
  );
}
