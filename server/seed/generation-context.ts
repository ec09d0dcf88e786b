/** The fixed inputs of row generation: seed, reference day, word pools, offices, staff and password hashes. */
import { dayFromIso } from './day-numbers.ts';
import { demoStaffUsers } from './demo-staff.ts';
import { officeAreas, type OfficeArea } from './geography.ts';
import { buildNamePools, type NamePools } from './name-pools.ts';

/** Everything the row generators read besides their PRNG and the running counters. */
export interface GenerationContext {
  readonly seed: number;
  /** The reference day (day number): invoices are paid, open or overdue relative to it. */
  readonly today: number;
  /** First day on which new CNPJs may be alphanumeric (2026-07-01). */
  readonly alphanumericCnpjFrom: number;
  readonly pools: NamePools;
  readonly offices: readonly OfficeArea[];
  readonly staffPks: readonly number[];
  /** Hashes of the demo client password, spread over the clients (see seed-demo-data.ts). */
  readonly clientPasswordHashes: readonly string[];
}

/** Input of `createGenerationContext`. */
export interface GenerationInput {
  seed: number;
  /** `YYYY-MM-DD`. */
  today: string;
  clientPasswordHashes: readonly string[];
  /** Keys of the staff rows (handle and close support orders); default the two demo users. */
  staffPks?: readonly number[];
}

/** Builds the context; pure, so two calls with the same input generate the same rows. */
export function createGenerationContext(input: GenerationInput): GenerationContext {
  if (input.clientPasswordHashes.length === 0) throw new RangeError('At least one client password hash is needed');
  return {
    seed: input.seed,
    today: dayFromIso(input.today),
    alphanumericCnpjFrom: dayFromIso('2026-07-01'),
    pools: buildNamePools(),
    offices: officeAreas,
    staffPks: input.staffPks ?? demoStaffUsers.map((user) => user.staff_pk),
    clientPasswordHashes: input.clientPasswordHashes,
  };
}
