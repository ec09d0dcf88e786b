import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleTimer } from './idle-timer.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('idle timer', () => {
  it('calls onIdle once after the time without activity', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer({ timeoutMs: 600_000, onIdle });
    timer.start();
    vi.advanceTimersByTime(599_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_600_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts again from each activity', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer({ timeoutMs: 10_000, onIdle });
    timer.start();
    for (let step = 0; step < 10; step += 1) {
      vi.advanceTimersByTime(9_000);
      timer.poke();
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(9_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('keeps one timer however many pokes come', () => {
    const timer = new IdleTimer({ timeoutMs: 10_000, onIdle: () => undefined });
    timer.start();
    for (let poke = 0; poke < 500; poke += 1) timer.poke();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('calls nothing once stopped, and counts anew after a start', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer({ timeoutMs: 5_000, onIdle });
    timer.start();
    vi.advanceTimersByTime(4_000);
    timer.stop();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).not.toHaveBeenCalled();
    timer.start();
    vi.advanceTimersByTime(5_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
