// The check digits of Brazilian payment slips (FEBRABAN): modulo 10 for the typeable line's fields and
// the "arrecadação" slips of value id 6/7, modulo 11 for the bank barcode and arrecadação id 8/9.
// Why by hand: a dozen lines of published arithmetic; no well-kept npm package does only this.

const digitsOf = (text: string): number[] => [...text].map(Number);

/** Modulo 10: weights 2,1,2,1… from the right, two-digit products summed digit by digit; (10 − sum mod 10) mod 10. */
export function mod10(text: string): number {
  let sum = 0;
  let weight = 2;
  for (const digit of digitsOf(text).reverse()) {
    const product = digit * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** The weighted sum modulo 11 with weights 2…9 repeating from the right. */
function mod11Remainder(text: string): number {
  let sum = 0;
  let weight = 2;
  for (const digit of digitsOf(text).reverse()) {
    sum += digit * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  return sum % 11;
}

/** The bank barcode's general check digit (position 5): 11 − remainder, where 0, 10 and 11 become 1. */
export function bankMod11(text: string): number {
  const digit = 11 - mod11Remainder(text);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/** The arrecadação slips' modulo 11: 11 − remainder, where remainders 0 and 1 give 0. */
export function collectionMod11(text: string): number {
  const remainder = mod11Remainder(text);
  return remainder < 2 ? 0 : 11 - remainder;
}
