import { describe, expect, it } from 'vitest';
import { summarize, spreadOverRuns } from '../common/stats.ts';
import { secondCopySection } from './second-copy-section.ts';
import { typedName, type SecondCopyFigures } from './second-copy.ts';

const figuresAt = (clients: number, p50s: number[]): SecondCopyFigures => {
  const step = summarize(p50s);
  return {
    clients,
    runs: p50s.length,
    perRound: 1,
    samples: [],
    steps: {
      lastKeyToHitMs: step,
      enterToHeaderMs: step,
      headerToInvoicesMs: step,
      copyToClipboardMs: step,
      lastKeyToClipboardMs: step,
    },
    lastKeyToClipboardP50: spreadOverRuns(p50s),
    passwordTyped: false,
    load: { start: [1, 1, 1], end: [1, 1, 1] },
  };
};

describe('the second-copy phase', () => {
  it('types a name as a clerk does, without its accents', () => {
    expect(typedName('João Araújo da Conceição')).toBe('Joao Araujo da Conceicao');
    expect(typedName('Maria Silva')).toBe('Maria Silva');
  });

  it('judges the last key → clipboard p50 against 1 s at 100,000 clients only', () => {
    expect(secondCopySection(figuresAt(100_000, [640, 700, 810])).verdicts[0]?.verdict).toBe('met');
    expect(secondCopySection(figuresAt(100_000, [990, 1200, 1300])).verdicts[0]?.verdict).toBe('not met');
    expect(secondCopySection(figuresAt(10_000, [300, 320])).verdicts[0]?.verdict).toBe('not judged');
    expect(secondCopySection(figuresAt(100_000, [700])).verdicts[0]?.value).toBe(
      '700 ms (p50; median of 1 rounds, 700–700)',
    );
  });
});
