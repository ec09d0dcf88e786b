import { describe, expect, it } from 'vitest';
import { foldText, foldedWords } from './fold-text.ts';

describe('foldText', () => {
  it('drops accents and cedillas and lowers the case', () => {
    expect(foldText('Araújo')).toBe('araujo');
    expect(foldText('JOÃO CONCEIÇÃO')).toBe('joao conceicao');
    expect(foldText('Ótica Água Clara')).toBe('otica agua clara');
  });

  it('folds a name written with combining marks like one written precomposed', () => {
    expect(foldText('Jo\u0061\u0303o')).toBe(foldText('João'));
  });
});

describe('foldedWords', () => {
  it('splits on any run of spaces, folded', () => {
    expect(foldedWords('  ANTÔNIO   João ')).toEqual(['antonio', 'joao']);
    expect(foldedWords('   ')).toEqual([]);
  });
});
