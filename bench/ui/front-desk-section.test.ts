import { describe, expect, it } from 'vitest';
import {
  frontDeskKeystrokes,
  summarizeFrontDesk,
  type FrontDeskFigures,
  type FrontDeskSample,
} from './front-desk-figures.ts';
import { frontDeskSection } from './front-desk-section.ts';

const sample = (palette: number, total: number): FrontDeskSample => ({
  baselineModalMs: 20,
  paletteMs: palette,
  paletteMarksMs: palette - 5,
  cpfToRowMs: 60,
  enterToHeaderMs: 80,
  headerToInvoicesMs: 300,
  passwordToInvoicesMs: 250,
  copyToClipboardMs: 10,
  lastDigitToClipboardMs: total,
  passwordAsked: true,
  passwordStepCalls: [{ channel: 'customer:open', ms: 200 }],
});

function figures(
  clients: number,
  palette: number,
  total: number,
  passwordAsked: boolean,
  next = total,
): FrontDeskFigures {
  const samples = [[sample(palette, total), sample(palette, total)]];
  const returning = [[sample(palette, next), sample(palette, next)]];
  return {
    clients,
    runs: 1,
    perRound: 2,
    warmup: sample(palette * 2, total * 2),
    samples,
    figures: summarizeFrontDesk(samples),
    returning: { samples: returning, figures: summarizeFrontDesk(returning) },
    keystrokes: frontDeskKeystrokes(passwordAsked, 10),
    keystrokesIfPasswordKnown: frontDeskKeystrokes(false, 0),
    load: { start: [1, 1, 1], end: [2, 2, 2] },
  };
}

describe('front-desk section', () => {
  it('judges the palette, the last digit → clipboard p50 of a first and of a next call, and both keystroke counts at 100,000 clients', () => {
    const verdicts = frontDeskSection(figures(100_000, 40, 900, false)).verdicts;
    expect(verdicts.map((item) => item.verdict)).toEqual(['met', 'met', 'met', 'met', 'met']);
    expect(verdicts[0]?.value).toContain('×2.00');
    const slow = frontDeskSection(figures(100_000, 60, 1200, true, 800)).verdicts;
    expect(slow.map((item) => item.verdict)).toEqual(['not met', 'not met', 'met', 'not met', 'met']);
    expect(slow[1]?.figure).toContain('first call');
    expect(slow[2]?.figure).toContain('next call');
    expect(slow[3]?.value).toMatch(/^14 \(/);
    expect(slow[4]?.value).toMatch(/^3 \(/);
  });

  it('does not judge the timed targets at another size, but still the keystrokes', () => {
    const verdicts = frontDeskSection(figures(10_000, 60, 1200, true)).verdicts;
    expect(verdicts.map((item) => item.verdict)).toEqual(['not judged', 'not judged', 'not judged', 'not met', 'met']);
  });

  it('shows the next call in a table of its own, without the baseline and password rows', () => {
    const markdown = frontDeskSection(figures(100_000, 40, 1200, true, 700)).markdown.join('\n');
    expect(markdown).toContain("**The client's next call**");
    const next = markdown.slice(markdown.indexOf("**The client's next call**"));
    expect(next).toContain('the last digit typed → the PIX code on the clipboard | 700');
    expect(next.split('\n').filter((line) => line.startsWith('| baseline'))).toEqual([]);
  });
});
