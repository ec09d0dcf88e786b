/** What the demo provider sells: internet plans and the bank accounts its invoices are registered at. */
import { weightedTable, type WeightedTable } from './prng.ts';

/** An internet plan: name shown on the contract, monthly amount, and whether it runs over fibre. */
export interface InternetPlan {
  readonly name: string;
  readonly amount: number;
  readonly fiber: boolean;
}

const plan = (name: string, amount: number, fiber = true): InternetPlan => ({ name, amount, fiber });

/** Plans chosen by individuals (fibre mostly; radio where fibre has not arrived). */
export const homePlans: WeightedTable<InternetPlan> = weightedTable([
  [plan('Fibra 100 Mega', 79.9), 10],
  [plan('Fibra 300 Mega', 99.9), 30],
  [plan('Fibra 500 Mega', 119.9), 25],
  [plan('Fibra 700 Mega', 149.9), 10],
  [plan('Fibra 1 Giga', 199.9), 5],
  [plan('Rádio 10 Mega', 79.9, false), 12],
  [plan('Rádio 20 Mega', 89.9, false), 8],
]);

/** Plans chosen by companies. */
export const businessPlans: WeightedTable<InternetPlan> = weightedTable([
  [plan('Empresarial 300 Mega', 149.9), 35],
  [plan('Empresarial 500 Mega', 189.9), 30],
  [plan('Fibra 500 Mega', 119.9), 20],
  [plan('Empresarial 1 Giga', 299.9), 10],
  [plan('Rádio 20 Mega', 89.9, false), 5],
]);

/** Pay days offered on contracts. */
export const payDays: WeightedTable<number> = weightedTable([
  [5, 25],
  [10, 40],
  [15, 20],
  [20, 15],
]);

/** Bank (COMPE code and agreement) an invoice is registered at: Sicoob, Sicredi, Banco do Brasil. */
export const bankAccounts: WeightedTable<string> = weightedTable([
  ['756-3214', 50],
  ['748-0812', 30],
  ['001-4471', 20],
]);

/** Amount of the one-off installation invoice. */
export const installationFee = 100;
