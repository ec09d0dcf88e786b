import { describe, expect, it } from 'vitest';
import { fitToDisplays } from './window-state.ts';

const laptop = { x: 0, y: 0, width: 1366, height: 728 };
const second = { x: 1366, y: 0, width: 1920, height: 1040 };

describe('fitToDisplays', () => {
  it('keeps a window that is on a display there is', () => {
    const state = { x: 1500, y: 100, width: 1200, height: 700, maximized: false };
    expect(fitToDisplays(state, [laptop, second])).toEqual(state);
  });

  it('brings back a window whose display was unplugged, centred on the first display', () => {
    expect(fitToDisplays({ x: 1500, y: 100, width: 1200, height: 700, maximized: true }, [laptop])).toEqual({
      x: 83,
      y: 14,
      width: 1200,
      height: 700,
      maximized: true,
    });
  });

  it('centres a lost window on the primary display, which need not be listed first', () => {
    const fitted = fitToDisplays(
      { x: 5000, y: 100, width: 1200, height: 700, maximized: false },
      [laptop, second],
      second,
    );
    expect(fitted).toEqual({ x: 1366 + 360, y: 170, width: 1200, height: 700, maximized: false });
  });

  it('never makes the window larger than the display', () => {
    const fitted = fitToDisplays({ width: 2500, height: 1400, maximized: false }, [laptop]);
    expect(fitted.width).toBe(1366);
    expect(fitted.height).toBe(728);
  });

  it('leaves the state alone when no display is known', () => {
    const state = { width: 800, height: 600, maximized: false };
    expect(fitToDisplays(state, [])).toBe(state);
  });
});
