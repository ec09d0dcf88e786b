import type { ColumnKind } from './column-kind.ts';

/** One filterable column of a list: its name, kind, and the table its name may be qualified with. */
export interface FilterColumn {
  readonly name: string;
  readonly kind: ColumnKind;
  /** The table name accepted as qualifier: `client.client_doc1`. */
  readonly table: string;
  /** Number columns only: fractions allowed (amounts); otherwise whole numbers. */
  readonly decimal: boolean;
}

/** The filterable (and sortable) columns of one list endpoint. */
export interface ColumnCatalog {
  readonly id: 'client' | 'contract' | 'invoice' | 'connection' | 'support_order';
  /** How messages name the list: "the client list has no column …". */
  readonly title: string;
  readonly columns: readonly FilterColumn[];
}

/** How a declaration writes a kind: 'decimal' is a number column that takes fractions. */
type DeclaredKind = ColumnKind | 'decimal';

const columnsOf = (table: string, declared: Readonly<Record<string, DeclaredKind>>): FilterColumn[] =>
  Object.entries(declared).map(([name, kind]) => ({
    name,
    table,
    kind: kind === 'decimal' ? 'number' : kind,
    decimal: kind === 'decimal',
  }));

// Why client_password is absent: the store keeps only a password hash, and a LIKE on it would leak it.
// network_cpe_ip and network_cpe_mac mean "the client has a connection whose IP/MAC …".
/** The administrative client list: the Client record's fields plus the addresses of the client's connections. */
export const clientColumns: ColumnCatalog = {
  id: 'client',
  title: 'the client list',
  columns: [
    ...columnsOf('client', {
      client_pk: 'number',
      client_status: 'enum',
      client_type: 'enum',
      client_username: 'text',
      client_name: 'text',
      client_lastname: 'text',
      client_mail: 'text',
      client_doc1: 'text',
      client_doc2: 'text',
      client_date_cad: 'datetime',
      client_date_deactivation: 'datetime',
      client_date_birth: 'datetime',
      client_observations: 'text',
      offices_pk: 'number',
      client_complete_name: 'text',
      client_phones: 'text',
      cli_addr_address: 'text',
      cli_addr_number: 'text',
      cli_addr_neighborhood: 'text',
      cli_addr_zipcode: 'text',
      cli_addr_province: 'text',
      cli_addr_state: 'text',
      cli_addr_completation: 'text',
    }),
    ...columnsOf('offices', { offices_identification: 'text' }),
    ...columnsOf('network_cpe', { network_cpe_ip: 'inet', network_cpe_mac: 'mac' }),
  ],
};

/** The client-area contract list. */
export const contractColumns: ColumnCatalog = {
  id: 'contract',
  title: 'the contract list',
  columns: columnsOf('contract', {
    contract_pk: 'number',
    contract_number: 'number',
    contract_pay_day: 'number',
    contract_amount: 'decimal',
    contract_date_cad: 'datetime',
    contract_status: 'enum',
    contract_plan_name: 'text',
  }),
};

/** The client-area invoice list; the contract number comes from the invoice's contract. */
export const invoiceColumns: ColumnCatalog = {
  id: 'invoice',
  title: 'the invoice list',
  columns: [
    ...columnsOf('invoice', { contract_pk: 'number' }),
    ...columnsOf('contract', { contract_number: 'number' }),
    ...columnsOf('invoice', {
      invoice_pk: 'number',
      bank_account_code: 'text',
      invoice_gn_link: 'text',
      invoice_date_due: 'date',
      invoice_amount_document: 'decimal',
      invoice_date_credit: 'date',
      invoice_amount_paid: 'decimal',
      invoice_type: 'enum',
      invoice_state: 'enum',
      invoice_obs: 'enum',
    }),
  ],
};

/** The client-area connection (CPE) list; kinds of the fields the interface leaves untyped follow the schema. */
export const connectionColumns: ColumnCatalog = {
  id: 'connection',
  title: 'the connection list',
  columns: columnsOf('network_cpe', {
    network_cpe_pk: 'number',
    network_cpe_status: 'enum',
    network_cpe_mac_status: 'enum',
    network_cpe_ip_status: 'enum',
    network_cpe_authentication_type: 'enum',
    network_cpe_lending: 'enum',
    network_cpe_wifi_encryption_type: 'enum',
    network_cpe_fiber: 'enum',
    network_cpe_req_origin: 'enum',
    network_devices_pk: 'number',
    radius_plans_pk: 'number',
    contract_pk: 'number',
    network_subnets_pk: 'number',
    client_pk: 'number',
    panel_pk: 'number',
    network_cpe_control_pk: 'number',
    network_cpe_automac: 'boolean',
    network_cpe_autoip: 'boolean',
    network_cpe_deleted: 'boolean',
    network_cpe_reduced_speed: 'boolean',
    network_cpe_turbo_active: 'boolean',
    network_cpe_ip: 'inet',
    network_cpe_mac: 'mac',
    network_cpe_username: 'text',
    network_cpe_password: 'text',
    network_cpe_access_login: 'text',
    network_cpe_access_password: 'text',
    network_cpe_access_port: 'text',
    network_cpe_longitude: 'text',
    network_cpe_latitude: 'text',
    network_cpe_circuit_id: 'text',
    network_cpe_date_cad: 'datetime',
    network_cpe_commom_interface: 'text',
    network_cpe_commom_device_name: 'text',
    network_cpe_commom_lastip: 'text',
    network_cpe_commom_rates: 'text',
    network_cpe_commom_rx_rate: 'decimal',
    network_cpe_commom_tx_rate: 'decimal',
    network_cpe_commom_distance: 'decimal',
    network_cpe_commom_tx_ccq: 'decimal',
    network_cpe_commom_signal_rx: 'decimal',
    network_cpe_commom_signal_tx: 'decimal',
    network_cpe_commom_noisefloor: 'decimal',
    network_cpe_commom_idle: 'text',
    network_cpe_commom_tx_bytes: 'number',
    network_cpe_commom_rx_bytes: 'number',
    network_cpe_especdata: 'text',
    network_cpe_commom_rx_ccq: 'decimal',
    network_cpe_commom_ping: 'decimal',
    network_cpe_commom_uptime: 'text',
    network_cpe_lastupdate: 'datetime',
    network_cpe_reduced_speed_date: 'datetime',
    network_cpe_wifi_encryption_password: 'text',
    network_cpe_circuit_id_hex: 'text',
    network_cpe_fiber_onu_mac: 'text',
    network_cpe_fiber_device_pk: 'number',
    network_cpe_fiber_onu_pppoe_svc_name: 'text',
    suppliers_pk: 'number',
    network_cpe_model_pk: 'number',
  }),
};

/** The client-area support-order list: a support request, its service order (os) and the task kind. */
export const supportOrderColumns: ColumnCatalog = {
  id: 'support_order',
  title: 'the support order list',
  columns: [
    ...columnsOf('support', { support_protocol: 'text' }),
    ...columnsOf('os', {
      os_obs: 'text',
      os_date_entry: 'datetime',
      os_date_soluction: 'datetime',
      os_date_sched: 'datetime',
      os_done: 'enum',
      os_amount: 'decimal',
    }),
    ...columnsOf('task', { task_name: 'text', task_desc: 'text' }),
  ],
};

/** Every list catalog, by id. */
export const columnCatalogs = {
  client: clientColumns,
  contract: contractColumns,
  invoice: invoiceColumns,
  connection: connectionColumns,
  support_order: supportOrderColumns,
} as const satisfies Record<ColumnCatalog['id'], ColumnCatalog>;

/** Finds a column by bare (`client_doc1`) or table-qualified (`client.client_doc1`) name. */
export function findColumn(catalog: ColumnCatalog, name: string): FilterColumn | undefined {
  const dot = name.indexOf('.');
  const table = dot < 0 ? undefined : name.slice(0, dot);
  const bare = dot < 0 ? name : name.slice(dot + 1);
  return catalog.columns.find((column) => column.name === bare && (table === undefined || column.table === table));
}
