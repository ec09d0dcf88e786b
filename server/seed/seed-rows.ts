/** Rows the demo generator produces, one interface per table, named after the table's columns. */

/** A row of `client` (the generated `client_complete_name` is left to the database). */
export interface ClientRow {
  client_pk: number;
  client_status: number;
  client_type: number;
  client_username: string;
  client_password_hash: string;
  /** The same password sealed under the service's key (seed-demo-data.ts fills it in; generation stays pure). */
  client_password_sealed?: string | null;
  client_name: string;
  client_lastname: string;
  client_mail: string;
  client_doc1: string;
  client_doc2: string;
  client_date_cad: string;
  client_date_deactivation: string | null;
  client_date_birth: string;
  client_observations: string;
  offices_pk: number;
  client_phones: string | null;
  cli_addr_address: string;
  cli_addr_number: string;
  cli_addr_neighborhood: string;
  cli_addr_zipcode: string;
  cli_addr_province: string;
  cli_addr_state: string;
  cli_addr_completation: string;
}

/** A row of `contract`. */
export interface ContractRow {
  contract_pk: number;
  client_pk: number;
  contract_number: number;
  contract_status: number;
  contract_pay_day: number;
  contract_amount: string;
  contract_plan_name: string;
  contract_date_cad: string;
}

/** A row of `invoice`. */
export interface InvoiceRow {
  invoice_pk: number;
  client_pk: number;
  contract_pk: number;
  bank_account_code: string;
  invoice_date_due: string;
  invoice_amount_document: string;
  invoice_date_credit: string | null;
  invoice_amount_paid: string | null;
  invoice_type: number;
  invoice_state: number;
  invoice_obs: number;
}

/** A row of `network_cpe` (the columns the demo fills; the others keep their defaults). */
export interface ConnectionRow {
  network_cpe_pk: number;
  client_pk: number;
  contract_pk: number;
  network_cpe_status: number;
  network_cpe_lending: number;
  network_cpe_wifi_encryption_type: number;
  network_cpe_fiber: number;
  network_cpe_reduced_speed: boolean;
  network_cpe_reduced_speed_date: string | null;
  network_cpe_ip: string;
  network_cpe_mac: string;
  network_cpe_username: string;
  network_cpe_password: string;
  network_cpe_latitude: string;
  network_cpe_longitude: string;
  network_cpe_date_cad: string;
  network_cpe_commom_interface: string;
  network_cpe_commom_device_name: string;
  network_cpe_commom_signal_rx: string;
  network_cpe_commom_signal_tx: string;
  network_cpe_commom_tx_ccq: string | null;
  network_cpe_commom_distance: string | null;
  network_cpe_lastupdate: string;
  network_cpe_wifi_encryption_password: string | null;
  network_cpe_fiber_onu_mac: string | null;
}

/** A row of `support` (the customer's request). */
export interface SupportRow {
  support_pk: number;
  client_pk: number;
  support_protocol: string;
  support_priority: number;
  support_phone: string;
  support_date_cad: string;
}

/** A row of `os` (the service order of a support request). */
export interface ServiceOrderRow {
  os_pk: number;
  support_pk: number;
  task_pk: number;
  staff_pk: number | null;
  os_obs: string;
  os_desc: string | null;
  os_date_entry: string;
  os_date_soluction: string | null;
  os_date_sched: string;
  os_done: number;
  os_amount: string | null;
  os_create_type: number;
}

/** All rows generated for one batch of clients, in insertion order of the tables. */
export interface SeedBatch {
  clients: ClientRow[];
  contracts: ContractRow[];
  invoices: InvoiceRow[];
  connections: ConnectionRow[];
  supports: SupportRow[];
  serviceOrders: ServiceOrderRow[];
}
