// Shared modulo-11 check-digit step used by both CPF and CNPJ (the two Brazilian tax-id algorithms).

/** Check digit for `values` weighted by `weights`: remainder of the weighted sum by 11; below 2 gives 0, else 11 − remainder. */
export function mod11CheckDigit(values: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += (values[i] ?? 0) * (weights[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}
