import { foldText } from './fold-text.ts';

/** How well a name matches the typed words, best first: the whole name, its start, the start of its words, inside it. */
export const nameRanks = ['exact', 'prefix', 'wordPrefix', 'contains'] as const;
/** One of `nameRanks`. */
export type NameRank = (typeof nameRanks)[number];

const wordStart = (folded: string, word: string): boolean => folded.startsWith(word) || folded.includes(` ${word}`);

/**
 * How a name matches folded words (see foldedWords), accents and letter case ignored and the words in any order;
 * undefined when some word is not in the name at all.
 * - exact: the name is the words, in that order ("joao silva" for João Silva);
 * - prefix: the name starts with the words, in that order;
 * - wordPrefix: every word starts a word of the name ("silva maria" for Maria Silva Araújo);
 * - contains: every word is somewhere in the name.
 */
export function rankName(name: string, words: readonly string[]): NameRank | undefined {
  if (words.length === 0) return undefined;
  const folded = foldText(name).split(/\s+/).filter(Boolean).join(' ');
  if (!words.every((word) => folded.includes(word))) return undefined;
  const typed = words.join(' ');
  if (folded === typed) return 'exact';
  if (folded.startsWith(typed)) return 'prefix';
  if (words.every((word) => wordStart(folded, word))) return 'wordPrefix';
  return 'contains';
}

/** Orders by rank (exact first), then by the name in Portuguese order, then by client code: a total order. */
export function compareRanked(
  a: { readonly rank: NameRank; readonly name: string; readonly id: number },
  b: { readonly rank: NameRank; readonly name: string; readonly id: number },
): number {
  return nameRanks.indexOf(a.rank) - nameRanks.indexOf(b.rank) || portugueseOrder(a.name, b.name) || a.id - b.id;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Portuguese alphabetical order: accents and letter case do not separate names ("Água" among the A's). */
export function portugueseOrder(a: string, b: string): number {
  return collator.compare(a, b);
}
