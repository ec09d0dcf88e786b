import { describe, expect, it } from 'vitest';
import { activityHint, hintEveryMs } from './activity-hint.ts';

describe("the page's activity hint to main", () => {
  it('sends the first input at once, then at most once per interval', () => {
    let now = 0;
    const sent: number[] = [];
    const hint = activityHint(
      5_000,
      () => sent.push(now),
      () => now,
    );
    hint();
    for (now = 100; now < 12_000; now += 100) hint();
    expect(sent).toEqual([0, 5_000, 10_000]);
  });

  it('is frequent enough against short idle times, and at most every 5 s', () => {
    expect(hintEveryMs(600)).toBe(5_000);
    expect(hintEveryMs(2)).toBe(500);
  });
});
