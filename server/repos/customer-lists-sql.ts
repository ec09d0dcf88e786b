/** SQL of one client-area list: columns of the interface's record and the customer scope (tables: the filter catalog's FROM). */
export interface CustomerListSql {
  select: string;
  /** Condition with `$1` = the logged-in customer's client_pk. */
  scope: string;
}

const ts = (column: string, name: string): string => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS') as ${name}`;

/** Contracts of the customer. */
export const contractListSql: CustomerListSql = {
  select: `contract.contract_pk, contract.contract_number, contract.contract_pay_day::int as contract_pay_day,
    contract.contract_amount::text as contract_amount, ${ts('contract.contract_date_cad', 'contract_date_cad')},
    contract.contract_status::int as contract_status, contract.contract_plan_name`,
  scope: 'contract.client_pk = $1',
};

/** Invoices of the customer, with the number of the contract they bill. */
export const invoiceListSql: CustomerListSql = {
  select: `invoice.contract_pk, contract.contract_number, invoice.invoice_pk, invoice.bank_account_code, invoice.invoice_gn_link,
    to_char(invoice.invoice_date_due, 'YYYY-MM-DD') as invoice_date_due, invoice.invoice_amount_document::text as invoice_amount_document,
    to_char(invoice.invoice_date_credit, 'YYYY-MM-DD') as invoice_date_credit, invoice.invoice_amount_paid::text as invoice_amount_paid,
    invoice.invoice_type::int as invoice_type, invoice.invoice_state::int as invoice_state, invoice.invoice_obs::int as invoice_obs`,
  scope: 'invoice.client_pk = $1',
};

const cpeNumbers = [
  'network_cpe_status',
  'network_cpe_mac_status',
  'network_cpe_ip_status',
  'network_cpe_authentication_type',
  'network_cpe_lending',
  'network_cpe_wifi_encryption_type',
  'network_cpe_fiber',
  'network_cpe_req_origin',
];
const cpeDecimals = [
  'network_cpe_commom_rx_rate',
  'network_cpe_commom_tx_rate',
  'network_cpe_commom_distance',
  'network_cpe_commom_tx_ccq',
  'network_cpe_commom_signal_rx',
  'network_cpe_commom_signal_tx',
  'network_cpe_commom_noisefloor',
  'network_cpe_commom_rx_ccq',
  'network_cpe_commom_ping',
];
const cpePlain = [
  'network_cpe_pk',
  'network_devices_pk',
  'radius_plans_pk',
  'contract_pk',
  'network_subnets_pk',
  'client_pk',
  'panel_pk',
  'network_cpe_control_pk',
  'network_cpe_automac',
  'network_cpe_autoip',
  'network_cpe_deleted',
  'network_cpe_reduced_speed',
  'network_cpe_turbo_active',
  'network_cpe_username',
  'network_cpe_password',
  'network_cpe_access_login',
  'network_cpe_access_password',
  'network_cpe_access_port',
  'network_cpe_longitude',
  'network_cpe_latitude',
  'network_cpe_circuit_id',
  'network_cpe_commom_interface',
  'network_cpe_commom_device_name',
  'network_cpe_commom_lastip',
  'network_cpe_commom_rates',
  'network_cpe_commom_idle',
  'network_cpe_especdata',
  'network_cpe_commom_uptime',
  'network_cpe_wifi_encryption_password',
  'network_cpe_circuit_id_hex',
  'network_cpe_fiber_onu_mac',
  'network_cpe_fiber_device_pk',
  'network_cpe_fiber_onu_pppoe_svc_name',
  'suppliers_pk',
  'network_cpe_model_pk',
];

/** Connections (CPE) of the customer: every field of the record, addresses as text. */
export const connectionListSql: CustomerListSql = {
  select: [
    ...cpePlain.map((name) => `network_cpe.${name}`),
    ...cpeNumbers.map((name) => `network_cpe.${name}::int as ${name}`),
    ...cpeDecimals.map((name) => `network_cpe.${name}::float8 as ${name}`),
    "coalesce(host(network_cpe.network_cpe_ip), '') as network_cpe_ip",
    "coalesce(upper(network_cpe.network_cpe_mac::text), '') as network_cpe_mac",
    'network_cpe.network_cpe_commom_tx_bytes::float8 as network_cpe_commom_tx_bytes',
    'network_cpe.network_cpe_commom_rx_bytes::float8 as network_cpe_commom_rx_bytes',
    ts('network_cpe.network_cpe_date_cad', 'network_cpe_date_cad'),
    ts('network_cpe.network_cpe_lastupdate', 'network_cpe_lastupdate'),
    ts('network_cpe.network_cpe_reduced_speed_date', 'network_cpe_reduced_speed_date'),
  ].join(', '),
  scope: 'network_cpe.client_pk = $1 and not network_cpe.network_cpe_deleted',
};

/** Support orders of the customer: the support request, its service order and the task kind. */
export const supportListSql: CustomerListSql = {
  select: `support.support_protocol, os.os_obs, ${ts('os.os_date_entry', 'os_date_entry')}, ${ts('os.os_date_soluction', 'os_date_soluction')},
    ${ts('os.os_date_sched', 'os_date_sched')}, os.os_done::int as os_done, os.os_amount::text as os_amount, task.task_name, task.task_desc,
    os.os_pk, support.support_pk, support.support_priority::int as priority, task.task_pk`,
  scope: 'support.client_pk = $1 and not os.os_deleted',
};
