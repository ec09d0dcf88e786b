/** The invoices of a demo contract: a few recent months, paid, open (due later) or overdue (open, due passed). */
import { dayInMonth, isoFromDay, monthIndexOfDay } from './day-numbers.ts';
import type { ClientDraft } from './generate-client.ts';
import type { ContractDraft } from './generate-contracts.ts';
import type { GenerationContext } from './generation-context.ts';
import { weightedTable, type Prng } from './prng.ts';
import type { SeedCursor } from './seed-cursor.ts';
import type { InvoiceRow } from './seed-rows.ts';
import { bankAccounts, installationFee } from './service-catalog.ts';

// invoice_state: 0 open, 1 paid, 2 cancelled. invoice_type: 0 monthly fee, 1 installation.
// invoice_obs: 0 none, 1 sent to the bank, 2 renegotiated.

/** Days between due date and payment: mostly a few days early or late, some weeks late. */
const paymentDelay = weightedTable([
  [-5, 10],
  [-3, 10],
  [-1, 10],
  [0, 25],
  [2, 15],
  [5, 15],
  [12, 10],
  [25, 5],
]);

// Why 4 months for active contracts (2 past, the current, the next): enough for paid, open and overdue
// invoices in every list, while a million clients still stay near four million invoice rows.
const monthsBeforeCurrent = 2;
const monthsAfterCurrent = 1;
const monthsBeforeDeactivation = 2;

/** Chance that an invoice whose due date has passed was paid, by client status. */
function payChance(clientStatus: number): number {
  return clientStatus === 0 ? 0.93 : clientStatus === 1 ? 0.7 : 0.6;
}

/** The contract's invoices in due-date order. Advances the cursor. */
export function generateInvoices(
  context: GenerationContext,
  client: ClientDraft,
  contract: ContractDraft,
  prng: Prng,
  cursor: SeedCursor,
): InvoiceRow[] {
  const { today } = context;
  const bank = prng.weighted(bankAccounts);
  const amount = contract.plan.amount;
  const lastDay = client.deactivatedDay ?? Number.POSITIVE_INFINITY;
  const endMonth =
    monthIndexOfDay(client.deactivatedDay ?? today) + (client.deactivatedDay === null ? monthsAfterCurrent : 0);
  const startMonth =
    monthIndexOfDay(client.deactivatedDay ?? today) -
    (client.deactivatedDay === null ? monthsBeforeCurrent : monthsBeforeDeactivation);
  const invoices: InvoiceRow[] = [];

  const add = (dueDay: number, documentAmount: number, type: number): void => {
    const row: InvoiceRow = {
      invoice_pk: cursor.nextInvoicePk++,
      client_pk: client.row.client_pk,
      contract_pk: contract.row.contract_pk,
      bank_account_code: bank,
      invoice_date_due: isoFromDay(dueDay),
      invoice_amount_document: documentAmount.toFixed(2),
      invoice_date_credit: null,
      invoice_amount_paid: null,
      invoice_type: type,
      invoice_state: 0,
      invoice_obs: prng.chance(0.8) ? 1 : 0,
    };
    if (prng.chance(0.01)) {
      row.invoice_state = 2;
    } else if (dueDay <= today ? prng.chance(payChance(client.row.client_status)) : prng.chance(0.12)) {
      // Future invoices are sometimes paid early; a credit date is never after today.
      const creditDay = Math.min(dueDay + prng.weighted(paymentDelay), today);
      const daysLate = creditDay - dueDay;
      // Late payment: 2% fine plus 0.033% interest a day, as Brazilian boletos usually charge.
      const paid = daysLate > 0 ? documentAmount * (1.02 + 0.00033 * daysLate) : documentAmount;
      row.invoice_state = 1;
      row.invoice_date_credit = isoFromDay(creditDay);
      row.invoice_amount_paid = paid.toFixed(2);
    } else if (dueDay < today && prng.chance(0.05)) {
      row.invoice_obs = 2;
    }
    invoices.push(row);
  };

  // A new contract starts with the installation fee, some 10 days after signing.
  if (contract.day >= dayInMonth(startMonth, 1) && contract.day + 10 <= lastDay && prng.chance(0.5))
    add(contract.day + 10, installationFee, 1);
  for (let month = startMonth; month <= endMonth; month++) {
    const dueDay = dayInMonth(month, contract.row.contract_pay_day);
    if (dueDay < contract.day + 10 || dueDay > lastDay) continue;
    add(dueDay, amount, 0);
  }
  return invoices;
}
