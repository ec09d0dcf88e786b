/** Street addresses of demo clients in the towns their office serves. */
import { addressComplements } from './client-texts.ts';
import type { OfficeArea, ServedTown } from './geography.ts';
import type { NamePools } from './name-pools.ts';
import type { Prng } from './prng.ts';

/** The address columns of a client, and the town (for coordinates of its connection). */
export interface StreetAddress {
  readonly street: string;
  readonly number: string;
  readonly neighbourhood: string;
  readonly zipcode: string;
  readonly town: ServedTown;
  readonly complement: string;
}

/** A street named after a person (Rua Doutor Carlos Moreira), a number, a neighbourhood and a CEP of the town. */
export function streetAddress(prng: Prng, pools: NamePools, area: OfficeArea): StreetAddress {
  const town = prng.weighted(area.servedTowns);
  const woman = prng.chance(0.4);
  const title = prng.pick(woman ? pools.femaleStreetTitles : pools.maleStreetTitles);
  const honoree = `${title}${prng.pick(woman ? pools.femaleFirstNames : pools.maleFirstNames)} ${prng.pick(pools.surnames)}`;
  const [low, high] = town.cepRange;
  const cep = String(prng.int(low, high)).padStart(8, '0');
  // Why both forms: deployed servers hold CEPs formatted (79117-101) and bare (79117101) side by side.
  const zipcode = prng.chance(0.6) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep;
  return {
    street: `${prng.pick(pools.streetPrefixes)} ${honoree}`,
    number: prng.chance(0.03) ? 'S/N' : String(prng.int(1, 3500)),
    neighbourhood: prng.pick(pools.neighbourhoodNames),
    zipcode,
    town,
    complement: prng.chance(0.25) ? prng.pick(addressComplements) : '',
  };
}
