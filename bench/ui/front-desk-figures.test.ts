import { describe, expect, it } from 'vitest';
import {
  atMost,
  callBreakdown,
  frontDeskKeystrokes,
  frontDeskTargets,
  keystrokeCount,
  summarizeFrontDesk,
  type FrontDeskSample,
} from './front-desk-figures.ts';

const sample = (total: number): FrontDeskSample => ({
  baselineModalMs: 10,
  paletteMs: 20,
  paletteMarksMs: 15,
  cpfToRowMs: 30,
  enterToHeaderMs: 40,
  headerToInvoicesMs: 50,
  passwordToInvoicesMs: 45,
  copyToClipboardMs: 5,
  lastDigitToClipboardMs: total,
  passwordAsked: true,
  passwordStepCalls: [{ channel: 'customer:open', ms: 200 }],
});

describe('front-desk keystrokes', () => {
  it('counts Ctrl+K, Enter and the copy click when main knows the password: 3, within the target', () => {
    const keys = frontDeskKeystrokes(false, 0);
    expect(keys.map((key) => key.keys)).toEqual(['Ctrl+K', 'Enter', 'click "Copiar PIX"']);
    expect(keystrokeCount(keys)).toBe(3);
    expect(atMost(keystrokeCount(keys), frontDeskTargets.keystrokes)).toBe('met');
  });

  it('counts every character of an asked password and its Enter: 14 with a 10-character one, over the target', () => {
    const keys = frontDeskKeystrokes(true, 10);
    expect(keystrokeCount(keys)).toBe(14);
    expect(atMost(keystrokeCount(keys), frontDeskTargets.keystrokes)).toBe('not met');
  });
});

describe('front-desk verdicts and summary', () => {
  it('meets a limit at or under it, not over it nor with no number', () => {
    expect(atMost(50, 50)).toBe('met');
    expect(atMost(50.1, 50)).toBe('not met');
    expect(atMost(Number.NaN, 50)).toBe('not met');
  });

  it("gives each figure its p50 and p90 over every sample and the spread of the rounds' p50s", () => {
    const figures = summarizeFrontDesk([
      [sample(100), sample(200), sample(300)],
      [sample(400), sample(500), sample(600)],
      [sample(700), sample(800), sample(900)],
    ]);
    const total = figures.lastDigitToClipboardMs;
    expect(total.summary.p50).toBe(500);
    expect(total.p90).toBe(900);
    expect(total.rounds).toMatchObject({ runs: 3, median: 500, min: 200, max: 800 });
    expect(figures.paletteMs.summary.p50).toBe(20);
    expect(Object.keys(figures)).not.toContain('passwordAsked');
  });

  it('sums the password step by channel, slowest first', () => {
    const one = {
      ...sample(1),
      passwordStepCalls: [
        { channel: 'customer:open', ms: 900 },
        { channel: 'customer:invoices', ms: 100 },
      ],
    };
    const two = { ...sample(1), passwordStepCalls: [{ channel: 'customer:open', ms: 700 }] };
    expect(callBreakdown([one, two])).toEqual([
      { channel: 'customer:open', calls: 2, p50: 700, max: 900 },
      { channel: 'customer:invoices', calls: 1, p50: 100, max: 100 },
    ]);
  });
});
