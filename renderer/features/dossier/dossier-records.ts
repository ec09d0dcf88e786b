// Why an allow-list (issue 43.10): a list of words for secrets ("password", "secret", "token") missed credentials
// named otherwise (`senha_wifi`, `pppoe_senha`, `wifi_pass`, a `*_pin`, `psk`, `chave`…), and a server may send
// any field. The dossier keeps, by exact name, only what a data subject is owed (LGPD art. 18–19): the fields the
// provider interface names as data about the client and the service. Credentials (the client area's password,
// the connection's PPPoE, device and Wi-Fi passwords, the device's management login and port) and anything
// unknown (`network_cpe_especdata`, a server's own extra fields) are left out, and the JSON names every field left
// out (`omittedFields`), so the copy is honest about it and the office can look at what a server added.

/** The kinds of record a dossier holds. */
export type DossierRecordKind = 'client' | 'contract' | 'invoice' | 'connection' | 'supportOrder';

const commom = [
  'interface',
  'device_name',
  'lastip',
  'rates',
  'rx_rate',
  'tx_rate',
  'distance',
  'tx_ccq',
  'signal_rx',
  'signal_tx',
  'noisefloor',
  'idle',
  'tx_bytes',
  'rx_bytes',
  'rx_ccq',
  'ping',
  'uptime',
].map((name) => `network_cpe_commom_${name}`);

/** Per kind, the fields a data subject is owed (the interface's fields about the client, less credentials). */
const owed: Record<DossierRecordKind, ReadonlySet<string>> = {
  client: new Set([
    'client_pk',
    'client_status',
    'client_type',
    'client_username',
    'client_name',
    'client_lastname',
    'client_complete_name',
    'client_mail',
    'client_phones',
    'client_doc1',
    'client_doc2',
    'client_date_cad',
    'client_date_deactivation',
    'client_date_birth',
    'client_observations',
    'offices_pk',
    'offices_identification',
    'cli_addr_address',
    'cli_addr_number',
    'cli_addr_neighborhood',
    'cli_addr_zipcode',
    'cli_addr_province',
    'cli_addr_state',
    'cli_addr_completation',
  ]),
  // The plan and the contract's state: what our service adds to the interface's contract, about the client's service.
  contract: new Set([
    'contract_pk',
    'contract_number',
    'contract_pay_day',
    'contract_amount',
    'contract_date_cad',
    'contract_status',
    'contract_plan_name',
  ]),
  invoice: new Set([
    'contract_pk',
    'contract_number',
    'invoice_pk',
    'bank_account_code',
    'invoice_gn_link',
    'invoice_date_due',
    'invoice_amount_document',
    'invoice_date_credit',
    'invoice_amount_paid',
    'invoice_type',
    'invoice_state',
    'invoice_obs',
    'invoice_barcode',
    'invoice_qrcode',
    'invoice_nosso_num',
  ]),
  connection: new Set([
    'network_cpe_pk',
    'network_cpe_status',
    'network_cpe_mac_status',
    'network_cpe_ip_status',
    'network_cpe_authentication_type',
    'network_cpe_lending',
    'network_cpe_wifi_encryption_type',
    'network_cpe_fiber',
    'network_cpe_req_origin',
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
    'network_cpe_ip',
    'network_cpe_mac',
    // The PPPoE login names the connection (the sheet shows it); its password never goes with it.
    'network_cpe_username',
    'network_cpe_longitude',
    'network_cpe_latitude',
    'network_cpe_circuit_id',
    'network_cpe_circuit_id_hex',
    'network_cpe_date_cad',
    ...commom,
    'network_cpe_lastupdate',
    'network_cpe_reduced_speed_date',
    'network_cpe_fiber_onu_mac',
    'network_cpe_fiber_device_pk',
    'network_cpe_fiber_onu_pppoe_svc_name',
    'suppliers_pk',
    'network_cpe_model_pk',
  ]),
  supportOrder: new Set([
    'support_protocol',
    'os_obs',
    'os_date_entry',
    'os_date_soluction',
    'os_date_sched',
    'os_done',
    'os_amount',
    'task_name',
    'task_desc',
    // Our service's (and the create answer's) numbers and the order's priority.
    'os_pk',
    'support_pk',
    'task_pk',
    'priority',
    'support_priority',
  ]),
};

/** Whether the dossier keeps a field of a record of this kind (a field a data subject is owed). */
function isOwedField(kind: DossierRecordKind, name: string): boolean {
  return owed[kind].has(name);
}

/** A record with only the fields a data subject is owed, and which fields were left out (names only, never values). */
export function withoutSecrets(
  record: Readonly<Record<string, unknown>>,
  kind: DossierRecordKind,
): { record: Record<string, unknown>; omitted: string[] } {
  const copy: Record<string, unknown> = {};
  const omitted: string[] = [];
  for (const [name, value] of Object.entries(record))
    if (isOwedField(kind, name)) copy[name] = value;
    else omitted.push(name);
  return { record: copy, omitted };
}
