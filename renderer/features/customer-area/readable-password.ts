// Why these letters: a clerk reads the password to the customer on the phone. Consonant-vowel syllables of
// letters that sound one way in Portuguese (no c, g, s, z, j, q, x, h), no capitals, digits apart.
const consonants = 'bdflmnprtv';
const vowels = 'aeiou';

/** A uniformly random integer below `bound`, from the Web Crypto API (rejection sampling: no modulo bias). */
function randomBelow(bound: number, random: (values: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const cell = new Uint32Array(new ArrayBuffer(4));
  for (;;) {
    const value = random(cell)[0] ?? 0;
    if (value < limit) return value % bound;
  }
}

/**
 * A new client-area password easy to read aloud and type: two words of two syllables and three digits,
 * `bamo-tile-473` (13 characters, within the interface's 8 to 16; about 32 bits, behind the server's login
 * throttle). Made in the page because it is shown there once; never kept.
 */
export function readablePassword(
  random: (values: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer> = (values) => crypto.getRandomValues(values),
): string {
  const pick = (letters: string) => letters[randomBelow(letters.length, random)] ?? '';
  const word = () => `${pick(consonants)}${pick(vowels)}${pick(consonants)}${pick(vowels)}`;
  const digits = String(randomBelow(1000, random)).padStart(3, '0');
  return `${word()}-${word()}-${digits}`;
}
