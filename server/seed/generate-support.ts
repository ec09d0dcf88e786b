/** Support requests of a demo client (protocol, priority, phone) and the service order of each. */
import { compactDate, timestampFromDay } from './day-numbers.ts';
import type { ClientDraft } from './generate-client.ts';
import type { GenerationContext } from './generation-context.ts';
import { weightedTable, type Prng } from './prng.ts';
import type { SeedCursor } from './seed-cursor.ts';
import type { ServiceOrderRow, SupportRow } from './seed-rows.ts';
import { supportTaskKinds, type SupportTaskKind } from './support-catalog.ts';

/** A client's support requests and their service orders (one each). */
export interface SupportDrafts {
  supports: SupportRow[];
  serviceOrders: ServiceOrderRow[];
}

const requestsPerClient = weightedTable([
  [0, 62],
  [1, 24],
  [2, 10],
  [3, 4],
]);
const taskShare = weightedTable(supportTaskKinds.map((kind) => [kind, kind.weight] as const));
const priorityShare = weightedTable([
  [0, 15],
  [1, 65],
  [2, 20],
]);
// os_done: 0 open, 1 done, 2 cancelled. Recent orders are often still open; old ones are settled.
const outcomeOfOldOrder = weightedTable([
  [1, 88],
  [2, 12],
]);
const outcomeOfRecentOrder = weightedTable([
  [0, 60],
  [1, 32],
  [2, 8],
]);

function taskNamed(name: string): SupportTaskKind {
  const task = supportTaskKinds.find((kind) => kind.name === name);
  if (!task) throw new Error(`No support task kind "${name}"`);
  return task;
}
const installation = taskNamed('Instalação');
const cancellation = taskNamed('Cancelamento');
const historyDays = 540;

/** 0–3 requests of the last 18 months (installation for prospects, cancellation for removed clients); advances the cursor. */
export function generateSupportOrders(
  context: GenerationContext,
  client: ClientDraft,
  prng: Prng,
  cursor: SeedCursor,
): SupportDrafts {
  const drafts: SupportDrafts = { supports: [], serviceOrders: [] };
  const status = client.row.client_status;
  const lastDay = client.deactivatedDay ?? context.today;
  const firstDay = Math.max(client.registeredDay, lastDay - historyDays);
  if (status === 2) {
    if (prng.chance(0.3)) addOrder(context, client, prng, cursor, drafts, installation, prng.int(firstDay, lastDay));
    return drafts;
  }
  const cancelled = status === 3 && prng.chance(0.5);
  // A removed client's last request is often the cancellation itself (still 3 requests at most).
  const count = Math.min(prng.weighted(requestsPerClient), cancelled ? 2 : 3);
  for (let i = 0; i < count; i++)
    addOrder(context, client, prng, cursor, drafts, prng.weighted(taskShare), prng.int(firstDay, lastDay));
  if (cancelled)
    addOrder(context, client, prng, cursor, drafts, cancellation, Math.max(firstDay, lastDay - prng.int(0, 10)));
  return drafts;
}

function addOrder(
  context: GenerationContext,
  client: ClientDraft,
  prng: Prng,
  cursor: SeedCursor,
  drafts: SupportDrafts,
  task: SupportTaskKind,
  day: number,
): void {
  const { today } = context;
  const entrySecond = prng.int(7 * 3600 + 1800, 19 * 3600);
  const active = client.row.client_status === 0 || client.row.client_status === 2;
  // Former clients have no pending visits: their orders were scheduled before today.
  const schedDay = Math.min(day + prng.int(0, 3), active ? Number.POSITIVE_INFINITY : Math.max(day, today - 1));
  const officeSecond = prng.int(8 * 3600, 17 * 3600);
  const schedSecond = schedDay === day ? Math.max(officeSecond, entrySecond) : officeSecond;
  let done = prng.weighted(today - day > 7 || !active ? outcomeOfOldOrder : outcomeOfRecentOrder);
  if (done === 1 && schedDay >= today) done = 0; // a visit not yet due cannot be done
  const supportPk = cursor.nextSupportPk++;
  const sequence = (cursor.protocolsPerDay.get(day) ?? 0) + 1;
  cursor.protocolsPerDay.set(day, sequence);
  const entry = timestampFromDay(day, entrySecond);
  drafts.supports.push({
    support_pk: supportPk,
    client_pk: client.row.client_pk,
    // Protocol: the date of the request and its number on that day (2026112100001).
    support_protocol: `${compactDate(day)}${String(sequence).padStart(5, '0')}`,
    support_priority: task === installation || task === cancellation ? 1 : prng.weighted(priorityShare),
    support_phone: client.primaryPhone,
    support_date_cad: entry,
  });
  drafts.serviceOrders.push({
    os_pk: cursor.nextServiceOrderPk++,
    support_pk: supportPk,
    task_pk: task.task_pk,
    staff_pk: done !== 0 || prng.chance(0.5) ? prng.pick(context.staffPks) : null,
    os_obs: prng.pick(task.customerTexts),
    os_desc:
      done === 1
        ? prng.pick(task.closingNotes)
        : done === 2
          ? prng.pick(['Cancelado a pedido do cliente.', 'Pedido duplicado.'])
          : null,
    os_date_entry: entry,
    os_date_soluction:
      done === 1 ? timestampFromDay(schedDay, Math.min(schedSecond + prng.int(1800, 4 * 3600), 86_399)) : null,
    os_date_sched: timestampFromDay(schedDay, schedSecond),
    os_done: done,
    os_amount: done === 1 && task.fee !== null && prng.chance(0.6) ? task.fee.toFixed(2) : null,
    // 1: opened by the customer in the client area (interested clients call the office instead).
    os_create_type: client.row.client_status !== 2 && prng.chance(0.3) ? 1 : 0,
  });
}
