import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { closeAtSystemEnd } from './system-end.ts';

function setup(close: () => Promise<void> = () => Promise.resolve()) {
  const monitor = new EventEmitter();
  const window = new EventEmitter();
  const exits: number[] = [];
  let closes = 0;
  const exited = new Promise<void>((resolve) =>
    closeAtSystemEnd({
      monitor,
      window,
      close: () => {
        closes += 1;
        return close();
      },
      exit: (code) => {
        exits.push(code);
        resolve();
      },
      log: { info: () => undefined, warn: () => undefined },
      boundMs: 60_000,
    }),
  );
  return { monitor, window, exits, closes: () => closes, exited };
}

describe('closing at the system’s end', () => {
  it('Linux and macOS: delays the shutdown, closes, then exits', async () => {
    const { monitor, exits, closes, exited } = setup();
    const event = { prevented: false, preventDefault: () => (event.prevented = true) };
    monitor.emit('shutdown', event);
    await exited;
    expect(event.prevented).toBe(true);
    expect(closes()).toBe(1);
    expect(exits).toEqual([0]);
  });

  it('Windows: closes at the session’s end (no before-quit comes), once however many events', async () => {
    const { window, exits, closes, exited } = setup();
    window.emit('session-end', { reasons: ['logoff'] });
    window.emit('session-end', { reasons: ['logoff'] });
    await exited;
    expect(closes()).toBe(1);
    expect(exits).toEqual([0]);
  });

  it('exits even when closing fails', async () => {
    const { window, exits, exited } = setup(() => Promise.reject(new Error('disk gone')));
    window.emit('session-end', { reasons: ['shutdown'] });
    await exited;
    expect(exits).toEqual([0]);
  });
});
