import { describe, expect, it } from 'vitest';
import { foldedWords } from './fold-text.ts';
import { compareRanked, portugueseOrder, rankName } from './name-rank.ts';

const rank = (name: string, text: string) => rankName(name, foldedWords(text));

describe('rankName', () => {
  it('matches accents and case left out, words in any order', () => {
    expect(rank('Maria Silva Araújo', 'araujo')).toBe('wordPrefix');
    expect(rank('João Pedro Almeida', 'joao pedro almeida')).toBe('exact');
    expect(rank('Maria Silva Araújo', 'silva maria')).toBe('wordPrefix');
    expect(rank('Antônio João Nogueira', 'ANTONIO JOAO')).toBe('prefix');
  });

  it('tells the whole name, its start, the start of its words and its inside apart', () => {
    expect(rank('Ana  Souza', 'ana souza')).toBe('exact');
    expect(rank('Ana Souza Lima', 'ana sou')).toBe('prefix');
    expect(rank('Mariana Souza', 'sou mari')).toBe('wordPrefix');
    expect(rank('Mariana Souza', 'ana')).toBe('contains');
  });

  it('refuses a name that lacks a word, even one the accent-blind pattern let through', () => {
    expect(rank('Arrojo Lima', 'araujo')).toBeUndefined();
    expect(rank('Maria Silva', 'maria souza')).toBeUndefined();
    expect(rankName('Maria', [])).toBeUndefined();
  });
});

describe('compareRanked', () => {
  it('orders by rank, then name in Portuguese order, then code', () => {
    const entries = [
      { rank: 'contains' as const, name: 'Zé', id: 1 },
      { rank: 'exact' as const, name: 'Ana', id: 9 },
      { rank: 'wordPrefix' as const, name: 'Ótica', id: 3 },
      { rank: 'wordPrefix' as const, name: 'Água', id: 5 },
      { rank: 'wordPrefix' as const, name: 'agua', id: 4 },
    ];
    expect(entries.sort(compareRanked).map((entry) => entry.id)).toEqual([9, 4, 5, 3, 1]);
  });

  it('puts accented initials among their letters and letter case together', () => {
    expect(['Zeca', 'Ótica', 'Água Clara', 'bruno', 'Ana'].sort(portugueseOrder)).toEqual([
      'Água Clara',
      'Ana',
      'bruno',
      'Ótica',
      'Zeca',
    ]);
  });
});
