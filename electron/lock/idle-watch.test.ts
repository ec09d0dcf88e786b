import { describe, expect, it } from 'vitest';
import { IdleWatch } from './idle-watch.ts';

function watch(options: { system?: () => number; counting?: () => boolean } = {}) {
  let now = 1_000_000;
  let locks = 0;
  const idle = new IdleWatch({
    counting: options.counting ?? (() => true),
    idleSeconds: () => Promise.resolve(60),
    systemIdleSeconds: options.system,
    onIdle: () => (locks += 1),
    now: () => now,
  });
  return {
    idle,
    advance: (seconds: number) => (now += seconds * 1000),
    locks: () => locks,
  };
}

describe("main's idle timer", () => {
  it('locks after the idle time without a hint from the page', async () => {
    const { idle, advance, locks } = watch();
    advance(59);
    await idle.check();
    expect(locks()).toBe(0);
    advance(1);
    await idle.check();
    expect(locks()).toBe(1);
  });

  it('counts from the last hint of the page', async () => {
    const { idle, advance, locks } = watch();
    advance(50);
    idle.activity();
    advance(50);
    await idle.check();
    expect(locks()).toBe(0);
    advance(10);
    await idle.check();
    expect(locks()).toBe(1);
  });

  it('locks when the system saw no input for the idle time, whatever hints the page sends', async () => {
    let system = 0;
    const { idle, advance, locks } = watch({ system: () => system });
    advance(30);
    idle.activity();
    system = 59;
    await idle.check();
    expect(locks()).toBe(0);
    system = 60;
    idle.activity();
    await idle.check();
    expect(locks()).toBe(1);
  });

  it('does not count while nobody is signed in or the app is locked, and starts again from then', async () => {
    let counting = false;
    const { idle, advance, locks } = watch({ counting: () => counting });
    advance(600);
    await idle.check();
    expect(locks()).toBe(0);
    counting = true;
    advance(30);
    await idle.check();
    expect(locks()).toBe(0);
  });
});
