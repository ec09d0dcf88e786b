/** The connection (network_cpe) of a demo contract: addresses, PPPoE login, Wi-Fi and radio/fibre figures. */
import { timestampFromDay } from './day-numbers.ts';
import type { ClientDraft } from './generate-client.ts';
import type { ContractDraft } from './generate-contracts.ts';
import type { GenerationContext } from './generation-context.ts';
import { cgnatPool, ipv4ForIndex, macForIndex, privatePool } from './network-addresses.ts';
import { officeHoursSecond } from './office-hours.ts';
import { mixSeed, weightedTable, type Prng } from './prng.ts';
import type { SeedCursor } from './seed-cursor.ts';
import type { ConnectionRow } from './seed-rows.ts';

// Wi-Fi encryption type: 0 none, 1 WEP, 2 WPA, 3 EAP.
const wifiEncryption = weightedTable([
  [2, 85],
  [3, 5],
  [0, 6],
  [1, 4],
]);

// Vendor-style prefixes for customer routers and for fibre ONUs (distinct sets, so MACs never clash).
const routerPrefixes = ['50:c7:bf', 'cc:32:e5', 'e8:65:d4', '00:1a:3f'];
const onuPrefix = '48:57:02';

const passwordAlphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A password of `length` characters without look-alikes (no 0/O, 1/l/I). */
export function randomPassword(prng: Prng, length: number): string {
  let password = '';
  for (let i = 0; i < length; i++) password += passwordAlphabet.charAt(prng.int(0, passwordAlphabet.length - 1));
  return password;
}

/** One connection for a contract of an active or deactivated client; none for removed or interested ones. */
export function generateConnection(
  context: GenerationContext,
  client: ClientDraft,
  contract: ContractDraft,
  prng: Prng,
  cursor: SeedCursor,
): ConnectionRow | null {
  const clientStatus = client.row.client_status;
  if (clientStatus !== 0 && clientStatus !== 1) return null;
  const pk = cursor.nextConnectionPk++;
  const fiber = contract.plan.fiber;
  const ip = fiber
    ? ipv4ForIndex(cgnatPool, cursor.fiberConnections++, context.seed)
    : ipv4ForIndex(privatePool, cursor.radioConnections++, context.seed);
  const lastDay = client.deactivatedDay ?? context.today;
  const installedDay = Math.min(contract.day + prng.int(0, 5), lastDay);
  const blocked = clientStatus === 0 && contract.row.contract_status === 4;
  const wifi = prng.weighted(wifiEncryption);
  const { siteCode } = client.area;
  const jitter = (): number => (prng.next() - 0.5) * 0.06;
  return {
    network_cpe_pk: pk,
    client_pk: client.row.client_pk,
    contract_pk: contract.row.contract_pk,
    network_cpe_status: clientStatus === 0 ? 1 : 0,
    network_cpe_lending: prng.chance(0.85) ? 1 : 0,
    network_cpe_wifi_encryption_type: wifi,
    network_cpe_fiber: fiber ? 1 : 0,
    network_cpe_reduced_speed: blocked,
    network_cpe_reduced_speed_date: blocked ? timestampFromDay(context.today - prng.int(1, 20), 3 * 3600) : null,
    network_cpe_ip: ip,
    network_cpe_mac: macForIndex(prng.pick(routerPrefixes), pk - 1, context.seed),
    // PPPoE login: the client-area user name, with a suffix for a second contract (still unique).
    network_cpe_username:
      contract.ordinal === 0 ? client.row.client_username : `${client.row.client_username}.${contract.ordinal + 1}`,
    network_cpe_password: randomPassword(prng, 8),
    network_cpe_latitude: (client.town.latitude + jitter()).toFixed(6),
    network_cpe_longitude: (client.town.longitude + jitter()).toFixed(6),
    network_cpe_date_cad: timestampFromDay(installedDay, officeHoursSecond(prng)),
    network_cpe_commom_interface: fiber
      ? `gpon-onu_1/${prng.int(1, 8)}/${prng.int(1, 16)}:${prng.int(1, 64)}`
      : 'wlan1',
    network_cpe_commom_device_name: fiber
      ? `OLT-${siteCode}-0${prng.int(1, 3)}`
      : `AP-${siteCode}-${String(prng.int(1, 24)).padStart(2, '0')}`,
    // Optical power of an ONU in dBm (good: −14 … −27), or the radio signal of a CPE.
    network_cpe_commom_signal_rx: fiber ? (-prng.int(1400, 2700) / 100).toFixed(2) : String(-prng.int(50, 78)),
    network_cpe_commom_signal_tx: fiber ? (prng.int(150, 350) / 100).toFixed(2) : String(-prng.int(50, 78)),
    network_cpe_commom_tx_ccq: fiber ? null : String(prng.int(70, 100)),
    network_cpe_commom_distance: fiber ? null : (prng.int(2, 80) / 10).toFixed(1),
    network_cpe_lastupdate: timestampFromDay(lastDay, prng.int(0, 6 * 3600)), // the nightly poll of the equipment
    network_cpe_wifi_encryption_password: wifi === 0 ? null : randomPassword(prng, 10),
    network_cpe_fiber_onu_mac: fiber ? macForIndex(onuPrefix, pk - 1, mixSeed(context.seed, 0x0e)) : null,
  };
}
