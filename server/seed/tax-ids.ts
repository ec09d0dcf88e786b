/** Valid, unique CPFs and CNPJs for demo clients, and their RG / state registration (IE) numbers. */
import { cnpjCheckDigits } from '../../shared/registration/cnpj.ts';
import { cpfCheckDigits } from '../../shared/registration/cpf.ts';
import { mixSeed, type Prng } from './prng.ts';

// Why multiply-and-offset: `(n × k + offset) mod m` with k coprime to m visits every value below m once,
// so client numbers map to distinct, random-looking bases without a set of used numbers in memory.
const cpfSpace = 1_000_000_000;
const cpfFactor = 387_420_489; // 3^18, coprime to 10^9
const cnpjRootSpace = 100_000_000;
const cnpjRootFactor = 43_046_721; // 3^16, coprime to 10^8
// BigInt here: a factor near the size of 36^8 (to scatter roots over all eight characters) times the client
// number exceeds 2^53. Alphanumeric CNPJs are rare, so the cost does not matter.
const alphanumericSpace = 36n ** 8n;
const alphanumericFactor = 1_743_392_200_549n; // ≈ 0.618 × 36^8, odd and not a multiple of 3: coprime to 36^8

/** The CPF (11 digits, no punctuation) of client number `clientPk`: unique per client for a given seed. */
export function cpfForClient(seed: number, clientPk: number): string {
  let base = (clientPk * cpfFactor + (mixSeed(seed, 0xc0f) % cpfSpace)) % cpfSpace;
  // Why: a base of one repeated digit (111111111) gives a CPF the Receita never issues.
  if (base % 111_111_111 === 0) base = (base + 1) % cpfSpace;
  const base9 = String(base).padStart(9, '0');
  return base9 + cpfCheckDigits(base9);
}

/** The CNPJ (14 characters) of client number `clientPk`: numeric, or alphanumeric as issued from July 2026. */
export function cnpjForClient(seed: number, clientPk: number, alphanumeric: boolean): string {
  const root = alphanumeric
    ? ((BigInt(clientPk) * alphanumericFactor + BigInt(mixSeed(seed, 0xa1f))) % alphanumericSpace)
        .toString(36)
        .toUpperCase()
        .padStart(8, '0')
    : String((clientPk * cnpjRootFactor + (mixSeed(seed, 0xc11) % cnpjRootSpace)) % cnpjRootSpace).padStart(8, '0');
  // "0001": the head establishment of the company, as almost every small business has.
  const base12 = `${root}0001`;
  return base12 + cnpjCheckDigits(base12);
}

/** An RG number as people type it: bare digits, or with the issuing body (SSP/MS). */
export function rgNumber(prng: Prng, state: string): string {
  const digits = String(prng.int(1_000_000, 9_999_999));
  return prng.chance(0.3) ? `${digits} SSP/${state}` : digits;
}

/** A Mato Grosso do Sul state registration (IE: 28 + 7 digits), or "ISENTO" for exempt companies. */
export function stateRegistration(prng: Prng): string {
  return prng.chance(0.2) ? 'ISENTO' : `28${prng.int(1_000_000, 9_999_999)}`;
}
