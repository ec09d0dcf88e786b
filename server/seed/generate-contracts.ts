/** The contracts of a demo client: plan, pay day, amount and a status matching the client's. */
import { timestampFromDay } from './day-numbers.ts';
import type { ClientDraft } from './generate-client.ts';
import type { GenerationContext } from './generation-context.ts';
import { officeHoursSecond } from './office-hours.ts';
import { weightedTable, type Prng } from './prng.ts';
import type { SeedCursor } from './seed-cursor.ts';
import type { ContractRow } from './seed-rows.ts';
import { businessPlans, homePlans, payDays, type InternetPlan } from './service-catalog.ts';

/** A generated contract: its row plus the numbers invoices and connections are built from. */
export interface ContractDraft {
  readonly row: ContractRow;
  /** 0 for the client's first contract, 1 for a second one. */
  readonly ordinal: number;
  readonly day: number;
  readonly plan: InternetPlan;
}

// contract_status: 0 deactivated, 1 active, 2 alerted, 3 pending, 4 blocked, 5 cancelled.
const statusOfActiveClient = weightedTable([
  [1, 94],
  [2, 2],
  [3, 1],
  [4, 3],
]);
const statusOfDeactivatedClient = weightedTable([
  [0, 60],
  [4, 40],
]);
const statusOfRemovedClient = weightedTable([
  [5, 80],
  [0, 20],
]);

/** No contract for an interested client; one (sometimes two) for the others. Advances the cursor. */
export function generateContracts(
  context: GenerationContext,
  client: ClientDraft,
  prng: Prng,
  cursor: SeedCursor,
): ContractDraft[] {
  const clientStatus = client.row.client_status;
  if (clientStatus === 2) return [];
  const lastDay = client.deactivatedDay ?? context.today;
  const count = prng.chance(0.08) ? 2 : 1;
  const contracts: ContractDraft[] = [];
  let day = client.registeredDay + prng.int(0, 7);
  for (let ordinal = 0; ordinal < count; ordinal++) {
    if (ordinal > 0) day += prng.int(30, 900);
    day = Math.min(day, lastDay);
    const table =
      clientStatus === 0
        ? statusOfActiveClient
        : clientStatus === 1
          ? statusOfDeactivatedClient
          : statusOfRemovedClient;
    let status = prng.weighted(table);
    if (status === 3 && day < context.today - 30) status = 1; // pending only while newly signed
    const plan = prng.weighted(client.company ? businessPlans : homePlans);
    contracts.push({
      ordinal,
      day,
      plan,
      row: {
        contract_pk: cursor.nextContractPk++,
        client_pk: client.row.client_pk,
        contract_number: cursor.nextContractNumber++,
        contract_status: status,
        contract_pay_day: prng.weighted(payDays),
        contract_amount: plan.amount.toFixed(2),
        contract_plan_name: plan.name,
        contract_date_cad: timestampFromDay(day, officeHoursSecond(prng)),
      },
    });
  }
  return contracts;
}
