/** Names of individual clients and of company clients, combined from the word pools. */
import { businessActivities, legalForms, tradeNameWords } from './client-texts.ts';
import type { NamePools } from './name-pools.ts';
import type { Prng } from './prng.ts';

/** A client's two name columns: first name and surname, or for a company legal name and trade name. */
export interface ClientName {
  readonly name: string;
  readonly lastname: string;
}

/** An individual: one first name, one or two surnames (Brazilians usually carry two). */
export function personName(prng: Prng, pools: NamePools): ClientName {
  const name = prng.pick(prng.chance(0.5) ? pools.femaleFirstNames : pools.maleFirstNames);
  const first = prng.pick(pools.surnames);
  if (prng.chance(0.3)) return { name, lastname: first };
  let second = prng.pick(pools.surnames);
  if (second === first) second = prng.pick(pools.surnames);
  return { name, lastname: `${first} ${second}` };
}

/** A company: legal name (razão social) in `name`, trade name (nome fantasia) in `lastname`. */
export function companyName(prng: Prng, pools: NamePools): ClientName {
  const tradeName = `${prng.pick(businessActivities)} ${prng.chance(0.6) ? prng.pick(tradeNameWords) : prng.pick(pools.surnames).replace(/^d[aeo]s? /, '')}`;
  const legalName = prng.chance(0.35)
    ? `${prng.pick(pools.surnames).replace(/^d[aeo]s? /, '')} & ${prng.chance(0.5) ? 'Filhos' : 'Cia'} ${prng.pick(legalForms)}`
    : `${tradeName} ${prng.pick(legalForms)}`;
  return { name: legalName, lastname: tradeName };
}
