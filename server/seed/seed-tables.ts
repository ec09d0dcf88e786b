/** The column lists the demo data is inserted with, per table, with the SQL type of each column. */
import type { TableSpec } from './bulk-insert.ts';
import type { ClientRow, ConnectionRow, ContractRow, InvoiceRow, ServiceOrderRow, SupportRow } from './seed-rows.ts';

/** Columns of `client`. */
export const clientTable: TableSpec<ClientRow> = {
  table: 'client',
  columns: [
    { name: 'client_pk', type: 'int' },
    { name: 'client_status', type: 'smallint' },
    { name: 'client_type', type: 'smallint' },
    { name: 'client_username', type: 'text' },
    { name: 'client_password_hash', type: 'text' },
    { name: 'client_password_sealed', type: 'text' },
    { name: 'client_name', type: 'text' },
    { name: 'client_lastname', type: 'text' },
    { name: 'client_mail', type: 'text' },
    { name: 'client_doc1', type: 'text' },
    { name: 'client_doc2', type: 'text' },
    { name: 'client_date_cad', type: 'timestamp' },
    { name: 'client_date_deactivation', type: 'timestamp' },
    { name: 'client_date_birth', type: 'date' },
    { name: 'client_observations', type: 'text' },
    { name: 'offices_pk', type: 'int' },
    { name: 'client_phones', type: 'text' },
    { name: 'cli_addr_address', type: 'text' },
    { name: 'cli_addr_number', type: 'text' },
    { name: 'cli_addr_neighborhood', type: 'text' },
    { name: 'cli_addr_zipcode', type: 'text' },
    { name: 'cli_addr_province', type: 'text' },
    { name: 'cli_addr_state', type: 'text' },
    { name: 'cli_addr_completation', type: 'text' },
  ],
};

/** Columns of `contract`. */
export const contractTable: TableSpec<ContractRow> = {
  table: 'contract',
  columns: [
    { name: 'contract_pk', type: 'int' },
    { name: 'client_pk', type: 'int' },
    { name: 'contract_number', type: 'int' },
    { name: 'contract_status', type: 'smallint' },
    { name: 'contract_pay_day', type: 'smallint' },
    { name: 'contract_amount', type: 'numeric' },
    { name: 'contract_plan_name', type: 'text' },
    { name: 'contract_date_cad', type: 'timestamp' },
  ],
};

/** Columns of `invoice`. */
export const invoiceTable: TableSpec<InvoiceRow> = {
  table: 'invoice',
  columns: [
    { name: 'invoice_pk', type: 'int' },
    { name: 'client_pk', type: 'int' },
    { name: 'contract_pk', type: 'int' },
    { name: 'bank_account_code', type: 'text' },
    { name: 'invoice_date_due', type: 'date' },
    { name: 'invoice_amount_document', type: 'numeric' },
    { name: 'invoice_date_credit', type: 'date' },
    { name: 'invoice_amount_paid', type: 'numeric' },
    { name: 'invoice_type', type: 'smallint' },
    { name: 'invoice_state', type: 'smallint' },
    { name: 'invoice_obs', type: 'smallint' },
  ],
};

/** Columns of `network_cpe` that the demo fills. */
export const connectionTable: TableSpec<ConnectionRow> = {
  table: 'network_cpe',
  columns: [
    { name: 'network_cpe_pk', type: 'int' },
    { name: 'client_pk', type: 'int' },
    { name: 'contract_pk', type: 'int' },
    { name: 'network_cpe_status', type: 'smallint' },
    { name: 'network_cpe_lending', type: 'smallint' },
    { name: 'network_cpe_wifi_encryption_type', type: 'smallint' },
    { name: 'network_cpe_fiber', type: 'smallint' },
    { name: 'network_cpe_reduced_speed', type: 'boolean' },
    { name: 'network_cpe_reduced_speed_date', type: 'timestamp' },
    { name: 'network_cpe_ip', type: 'inet' },
    { name: 'network_cpe_mac', type: 'macaddr' },
    { name: 'network_cpe_username', type: 'text' },
    { name: 'network_cpe_password', type: 'text' },
    { name: 'network_cpe_latitude', type: 'text' },
    { name: 'network_cpe_longitude', type: 'text' },
    { name: 'network_cpe_date_cad', type: 'timestamp' },
    { name: 'network_cpe_commom_interface', type: 'text' },
    { name: 'network_cpe_commom_device_name', type: 'text' },
    { name: 'network_cpe_commom_signal_rx', type: 'numeric' },
    { name: 'network_cpe_commom_signal_tx', type: 'numeric' },
    { name: 'network_cpe_commom_tx_ccq', type: 'numeric' },
    { name: 'network_cpe_commom_distance', type: 'numeric' },
    { name: 'network_cpe_lastupdate', type: 'timestamp' },
    { name: 'network_cpe_wifi_encryption_password', type: 'text' },
    { name: 'network_cpe_fiber_onu_mac', type: 'text' },
  ],
};

/** Columns of `support`. */
export const supportTable: TableSpec<SupportRow> = {
  table: 'support',
  columns: [
    { name: 'support_pk', type: 'int' },
    { name: 'client_pk', type: 'int' },
    { name: 'support_protocol', type: 'text' },
    { name: 'support_priority', type: 'smallint' },
    { name: 'support_phone', type: 'text' },
    { name: 'support_date_cad', type: 'timestamp' },
  ],
};

/** Columns of `os`. */
export const serviceOrderTable: TableSpec<ServiceOrderRow> = {
  table: 'os',
  columns: [
    { name: 'os_pk', type: 'int' },
    { name: 'support_pk', type: 'int' },
    { name: 'task_pk', type: 'int' },
    { name: 'staff_pk', type: 'int' },
    { name: 'os_obs', type: 'text' },
    { name: 'os_desc', type: 'text' },
    { name: 'os_date_entry', type: 'timestamp' },
    { name: 'os_date_soluction', type: 'timestamp' },
    { name: 'os_date_sched', type: 'timestamp' },
    { name: 'os_done', type: 'smallint' },
    { name: 'os_amount', type: 'numeric' },
    { name: 'os_create_type', type: 'smallint' },
  ],
};
