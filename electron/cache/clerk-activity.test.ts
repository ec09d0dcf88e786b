import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClerkActivity } from './clerk-activity.ts';

/** A call of the clerk that ends when the test says so. */
function pending(activity: ClerkActivity): () => Promise<void> {
  let end = (): void => undefined;
  const call = activity.run(() => new Promise<void>((resolve) => (end = resolve)));
  return async () => {
    end();
    await call;
  };
}

/** Whether `promise` has settled after the microtasks now queued have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

/** The clerk pages at a steady pace: a call of `callMs`, then `pauseMs` reading it, `times` over. */
async function paces(activity: ClerkActivity, callMs: number, pauseMs: number, times: number): Promise<void> {
  for (let turn = 0; turn < times; turn += 1) {
    const end = pending(activity);
    await vi.advanceTimersByTimeAsync(callMs);
    await end();
    if (turn < times - 1) await vi.advanceTimersByTimeAsync(pauseMs);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ClerkActivity', () => {
  it('is quiet when none of the clerk’s calls is in flight, and waits for the one that is', async () => {
    const activity = new ClerkActivity();
    expect(await hasSettled(activity.quiet())).toBe(true);
    const end = pending(activity);
    const quiet = activity.quiet();
    expect(await hasSettled(quiet)).toBe(false);
    await end();
    expect(await hasSettled(quiet)).toBe(true);
  });

  it('lets work that fits in the clerk’s usual pause start right after their call, and not late in the pause', async () => {
    const activity = new ClerkActivity({ idleMs: 5_000 });
    // The clerk pages once a second: a call of 200 ms, then 800 ms reading it.
    await paces(activity, 200, 800, 4);
    // Just after the call: 300 ms of work ends well before the next call is likely.
    expect(await hasSettled(activity.quiet(undefined, 300))).toBe(true);
    await vi.advanceTimersByTimeAsync(600);
    // 600 ms into the pause, 300 ms more would run into the clerk's next call: it waits for that call to end.
    const late = activity.quiet(undefined, 300);
    expect(await hasSettled(late)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    const end = pending(activity);
    expect(await hasSettled(late)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await end();
    expect(await hasSettled(late)).toBe(true);
  });

  it('lets work wait out a clerk with no known pause, and go once the clerk has been idle for a while', async () => {
    const activity = new ClerkActivity({ idleMs: 2_000 });
    const end = pending(activity);
    await end();
    // One call tells nothing of the clerk's pace: the work waits for the clerk to be idle.
    const work = activity.quiet(undefined, 300);
    expect(await hasSettled(work)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(await hasSettled(work)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hasSettled(work)).toBe(true);
    // Idle, any work goes at once.
    expect(await hasSettled(activity.quiet(undefined, 60_000))).toBe(true);
  });

  it('learns a faster pace: work that fitted the clerk’s pause waits once they page faster', async () => {
    const activity = new ClerkActivity({ idleMs: 2_000 });
    await paces(activity, 100, 800, 4);
    expect(await hasSettled(activity.quiet(undefined, 350))).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    await paces(activity, 100, 300, 3);
    await vi.advanceTimersByTimeAsync(150);
    // The clerk now pauses 300 ms between pages: 150 ms into it, 200 ms of work does not fit.
    expect(await hasSettled(activity.quiet(undefined, 200))).toBe(false);
  });

  it('never starves work longer than any pause: it goes once per pause, right after the clerk’s call ends', async () => {
    const activity = new ClerkActivity({ idleMs: 5_000 });
    await paces(activity, 200, 800, 4);
    // 1.2 s fits in no pause of this clerk; it still goes at the start of the pause, where it meets the least.
    expect(await hasSettled(activity.quiet(undefined, 1_200))).toBe(true);
    const next = activity.quiet(undefined, 1_200);
    expect(await hasSettled(next)).toBe(false);
    await vi.advanceTimersByTimeAsync(800);
    const end = pending(activity);
    await vi.advanceTimersByTimeAsync(200);
    await end();
    expect(await hasSettled(next)).toBe(true);
  });

  it('answers how long the clerk’s pause has left: the usual pause less the time since their call, unbounded when idle', async () => {
    const activity = new ClerkActivity({ idleMs: 2_000 });
    await paces(activity, 200, 800, 4);
    await vi.advanceTimersByTimeAsync(100);
    expect(await activity.quiet(undefined, 300)).toBe(700);
    await vi.advanceTimersByTimeAsync(1_900);
    expect(await activity.quiet(undefined, 300)).toBe(Number.POSITIVE_INFINITY);
  });

  it('rejects a wait when its signal aborts', async () => {
    const activity = new ClerkActivity();
    const end = pending(activity);
    const controller = new AbortController();
    const quiet = activity.quiet(controller.signal, 100);
    controller.abort(new Error('stopped'));
    await expect(quiet).rejects.toThrow('stopped');
    await end();
  });
});
