import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSystemLock } from './system-lock-watch.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function monitor() {
  let state: 'active' | 'idle' | 'locked' | 'unknown' = 'active';
  return Object.assign(new EventEmitter(), {
    getSystemIdleState: () => state,
    setState: (next: typeof state) => (state = next),
  });
}

describe("the operating system's screen lock", () => {
  it('on Linux (no lock-screen event) is found by asking the idle state, once per locking', () => {
    const fake = monitor();
    const engage = vi.fn();
    const stop = watchSystemLock(fake, 'linux', engage, 1_000);
    vi.advanceTimersByTime(5_000);
    expect(engage).not.toHaveBeenCalled();
    fake.setState('locked');
    vi.advanceTimersByTime(5_000);
    expect(engage).toHaveBeenCalledTimes(1);
    fake.setState('active');
    vi.advanceTimersByTime(1_000);
    fake.setState('locked');
    vi.advanceTimersByTime(1_000);
    expect(engage).toHaveBeenCalledTimes(2);
    stop();
  });

  it('on macOS and Windows comes by the event, and sleep locks everywhere', () => {
    const fake = monitor();
    const engage = vi.fn();
    watchSystemLock(fake, 'win32', engage, 1_000);
    fake.setState('locked');
    vi.advanceTimersByTime(5_000);
    expect(engage).not.toHaveBeenCalled();
    fake.emit('lock-screen');
    fake.emit('suspend');
    expect(engage).toHaveBeenCalledTimes(2);
  });
});
