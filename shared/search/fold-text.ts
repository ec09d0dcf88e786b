/**
 * Lower case without accents: NFD, combining marks removed, lower case ("Araújo" → "araujo", "ÇÃO" → "cao").
 * The one folding every name search compares with, in main and on the page.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded words of a text, in the order typed, empty ones left out. */
export function foldedWords(text: string): string[] {
  return foldText(text).split(/\s+/).filter(Boolean);
}
