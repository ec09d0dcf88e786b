import { describe, expect, it } from 'vitest';
import { framesBeyondFloor } from './ui-scroll-floor.ts';
import type { ScrollFigures } from './ui-figures.ts';

const scroll = (droppedFrames: number): ScrollFigures => ({
  rows: 1000,
  durationMs: 2000,
  frames: 120,
  droppedFrames,
  worstFrameMs: 33,
  frameDeltas: [],
  elementsAdded: 0,
});

describe('frames dropped beyond the browser floor', () => {
  it('subtracts the floor of the same round and takes the median of the rounds', () => {
    const beyond = framesBeyondFloor({
      scrolls: [scroll(5), scroll(2), scroll(4)],
      baselineScrolls: [scroll(1), scroll(2), scroll(0)],
    });
    expect(beyond).toMatchObject({ runs: 3, median: 4, min: 0, max: 4, values: [4, 0, 4] });
  });

  it('never counts a floor that dropped more than the grid as the app saving frames', () => {
    expect(framesBeyondFloor({ scrolls: [scroll(1)], baselineScrolls: [scroll(3)] })?.values).toEqual([0]);
  });

  it('has no figure for a report without the floor, or with rounds that do not pair up', () => {
    expect(framesBeyondFloor({ scrolls: [scroll(1)] })).toBeUndefined();
    expect(framesBeyondFloor({ scrolls: [scroll(1), scroll(2)], baselineScrolls: [scroll(0)] })).toBeUndefined();
  });
});
