/**
 * Masks a CPF (000.000.000-00) or a CNPJ (AA.AAA.AAA/AAAA-00, letters allowed in the first 12
 * characters since July 2026) while it is typed. The client's type decides which; other characters
 * are dropped and letters upper-cased. The schema strips the punctuation before sending.
 */
export function maskDocument(input: string, clientType: string): string {
  if (clientType === '1') {
    const chars = input
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, '')
      .slice(0, 14);
    const head = chars.slice(0, 12);
    // Why: the two check digits are always digits; a letter there is dropped rather than shown.
    const tail = chars.slice(12).replace(/\D/g, '');
    return punctuate(head + tail, [2, 5, 8, 12], ['.', '.', '/', '-']);
  }
  return punctuate(input.replace(/\D/g, '').slice(0, 11), [3, 6, 9], ['.', '.', '-']);
}

function punctuate(chars: string, cuts: readonly number[], marks: readonly string[]): string {
  let out = '';
  for (let index = 0; index < chars.length; index += 1) {
    const cut = cuts.indexOf(index);
    if (cut >= 0) out += marks[cut] ?? '';
    out += chars[index] ?? '';
  }
  return out;
}
