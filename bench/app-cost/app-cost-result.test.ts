import { describe, expect, it } from 'vitest';
import { appCostResult, appCostRounds } from './app-cost.ts';
import { appCostSection } from './app-cost-section.ts';

const repeat = (value: number, count: number): number[] => Array.from({ length: count }, () => value);

describe('appCostResult', () => {
  it("takes the ratio of each run's p50s and reports their median and spread", () => {
    const result = appCostResult('client page', [
      { bare: repeat(10, 5), app: repeat(10.5, 5) },
      { bare: repeat(10, 5), app: repeat(12, 5) },
      { bare: repeat(8, 5), app: repeat(8.4, 5) },
    ]);
    expect(result.ratio).toBeCloseTo(1.05);
    expect(result.runs?.ratio.min).toBeCloseTo(1.05);
    expect(result.runs?.ratio.max).toBeCloseTo(1.2);
    expect(result.addedMs).toBeCloseTo(0.5);
    expect(result.runs?.bareP50).toMatchObject({ runs: 3, median: 10, min: 8, max: 10 });
    expect(result.bareSamples).toHaveLength(15);
    expect(result.app.count).toBe(15);
  });
});

describe('appCostSection', () => {
  it('judges each operation on its median ratio: at most 1.05 is met', () => {
    const under = appCostResult('create a client', [
      { bare: [4], app: [4.1] },
      { bare: [4], app: [4.8] },
      { bare: [4], app: [4.2] },
    ]);
    const over = appCostResult('customer invoice page', [
      { bare: [3], app: [3.4] },
      { bare: [3], app: [3.5] },
    ]);
    const section = appCostSection([under, over]);
    expect(section.verdicts.map((verdict) => verdict.verdict)).toEqual(['met', 'not met']);
    expect(section.verdicts[0]?.value).toContain('median of 3 runs');
    expect(section.console.join('\n')).toContain('×1.025–×1.200');
  });

  it('measures fewer rounds with --quick', () => {
    expect(appCostRounds(true)).toBeLessThan(appCostRounds(false));
  });
});
