import type { ptBR } from './locales/pt-BR.ts';
import { isAbsent, type ValueKind } from './value-text.ts';

/** The groups a connection's fields are shown in. */
export type ConnectionGroupId = 'identity' | 'network' | 'wifi' | 'fiber' | 'signal';

/** One field of a connection: its name and how it is written. */
export interface ConnectionField {
  /** The field's name on the wire, which is also the key of its label (`cpe.<id>`). */
  id: keyof typeof ptBR.cpe;
  kind: ValueKind;
}

const f = (id: ConnectionField['id'], kind: ValueKind = 'text'): ConnectionField => ({ id, kind });

/** The connection record's fields, grouped as staff read them on the phone. */
export const connectionGroups: ReadonlyArray<{ id: ConnectionGroupId; fields: readonly ConnectionField[] }> = [
  {
    id: 'identity',
    fields: [
      f('network_cpe_pk', 'number'),
      f('network_cpe_username'),
      f('network_cpe_password', 'secret'),
      f('network_cpe_status', 'code'),
      f('contract_pk', 'number'),
      f('network_cpe_date_cad', 'datetime'),
      f('network_cpe_authentication_type', 'code'),
      f('network_cpe_lending', 'code'),
      f('network_cpe_req_origin', 'code'),
      f('network_cpe_circuit_id'),
      f('network_cpe_circuit_id_hex'),
      f('network_cpe_model_pk', 'number'),
      f('suppliers_pk', 'number'),
      f('network_cpe_latitude'),
      f('network_cpe_longitude'),
    ],
  },
  {
    id: 'network',
    fields: [
      f('network_cpe_ip', 'ip'),
      f('network_cpe_mac', 'mac'),
      f('network_cpe_autoip', 'bool'),
      f('network_cpe_automac', 'bool'),
      f('network_cpe_ip_status', 'code'),
      f('network_cpe_mac_status', 'code'),
      f('network_subnets_pk', 'number'),
      f('network_devices_pk', 'number'),
      f('radius_plans_pk', 'number'),
      f('panel_pk', 'number'),
      f('network_cpe_control_pk', 'number'),
      f('network_cpe_access_login'),
      f('network_cpe_access_password', 'secret'),
      f('network_cpe_access_port'),
      f('network_cpe_commom_interface'),
      f('network_cpe_commom_device_name'),
      f('network_cpe_commom_lastip', 'ip'),
      f('network_cpe_reduced_speed', 'bool'),
      f('network_cpe_reduced_speed_date', 'datetime'),
      f('network_cpe_turbo_active', 'bool'),
    ],
  },
  {
    id: 'wifi',
    fields: [f('network_cpe_wifi_encryption_type', 'code'), f('network_cpe_wifi_encryption_password', 'secret')],
  },
  {
    id: 'fiber',
    fields: [
      f('network_cpe_fiber', 'code'),
      f('network_cpe_fiber_onu_mac', 'mac'),
      f('network_cpe_fiber_device_pk', 'number'),
      f('network_cpe_fiber_onu_pppoe_svc_name'),
    ],
  },
  {
    id: 'signal',
    fields: [
      f('network_cpe_commom_signal_rx', 'decimal'),
      f('network_cpe_commom_signal_tx', 'decimal'),
      f('network_cpe_commom_noisefloor', 'decimal'),
      f('network_cpe_commom_rates'),
      f('network_cpe_commom_rx_rate', 'decimal'),
      f('network_cpe_commom_tx_rate', 'decimal'),
      f('network_cpe_commom_rx_ccq', 'decimal'),
      f('network_cpe_commom_tx_ccq', 'decimal'),
      f('network_cpe_commom_distance', 'decimal'),
      f('network_cpe_commom_ping', 'decimal'),
      f('network_cpe_commom_idle'),
      f('network_cpe_commom_uptime'),
      f('network_cpe_commom_rx_bytes', 'decimal'),
      f('network_cpe_commom_tx_bytes', 'decimal'),
      f('network_cpe_lastupdate', 'datetime'),
      f('network_cpe_especdata'),
    ],
  },
];

/** The groups of one connection with each field's text, only the fields with something to say; groups left empty are dropped. */
export function presentGroups(
  record: Readonly<Record<string, unknown>>,
  textOf: (field: ConnectionField['id'], kind: ValueKind) => string,
): Array<{ id: ConnectionGroupId; fields: Array<{ field: ConnectionField; text: string }> }> {
  // Why by the text and not only the value: a code without a label says nothing and is left out (issue 42).
  return connectionGroups
    .map((group) => ({
      id: group.id,
      fields: group.fields
        .filter((field) => !isAbsent(record[field.id]))
        .map((field) => ({ field, text: textOf(field.id, field.kind) }))
        .filter((entry) => entry.text !== ''),
    }))
    .filter((group) => group.fields.length > 0);
}
