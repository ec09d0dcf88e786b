import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderError } from '../provider/provider-error.ts';
import { SessionLock, type LockSession } from './session-lock.ts';
import { UnlockThrottle } from './unlock-throttle.ts';

/** A session whose server answers as the test says: the right password, a refusal, or out of reach. */
function fakeSession(password: string) {
  const state = {
    operator: { profileId: 'demo', username: 'admin' } as ReturnType<LockSession['operator']>,
    down: false,
  };
  const session: LockSession = {
    operator: () => state.operator,
    login: async (typed) => {
      if (state.down) throw new ProviderError('NETWORK');
      if (typed !== password) throw new ProviderError('AUTH_FAILED');
    },
  };
  return { state, session };
}

describe('session lock', () => {
  it('locks only while someone is signed in, and tells the page of the system’s lock only', () => {
    const { state, session } = fakeSession('x');
    const told = vi.fn();
    const lock = new SessionLock(session, told);
    lock.engage('idle');
    expect(lock.locked).toBe(true);
    expect(told).not.toHaveBeenCalled();
    lock.engage('system');
    expect(told).toHaveBeenCalledWith('system');
    expect(lock.reason).toBe('system');
    lock.signedOut();
    state.operator = undefined;
    lock.engage('system');
    expect(lock.locked).toBe(false);
  });

  it('is lifted by a fresh login; a refused one is AUTH_FAILED and keeps it locked', async () => {
    const { session } = fakeSession('right');
    const lock = new SessionLock(session, () => undefined);
    lock.engage('idle');
    await expect(lock.unlock('wrong')).rejects.toMatchObject({ code: 'AUTH_FAILED' });
    expect(lock.locked).toBe(true);
    await lock.unlock('right');
    expect(lock.locked).toBe(false);
    // The fresh login made a verifier: the next lock can be lifted offline.
    expect(lock.offlineUnlock()).toBe(true);
  });

  it('uses the verifier only when the server is out of reach, and only that operator’s', async () => {
    const { state, session } = fakeSession('right');
    const lock = new SessionLock(session, () => undefined);
    lock.signedIn('demo', 'admin', 'right');
    state.down = true;
    lock.engage('idle');
    await expect(lock.unlock('wrong')).rejects.toMatchObject({ code: 'AUTH_FAILED' });
    await lock.unlock('right');
    expect(lock.locked).toBe(false);
    // Another operator signed in on the same profile: the old verifier is not theirs.
    state.operator = { profileId: 'demo', username: 'maria' };
    expect(lock.offlineUnlock()).toBe(false);
    lock.engage('idle');
    await expect(lock.unlock('right')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(lock.locked).toBe(true);
  });
});

describe('unlock throttle', () => {
  let now = 0;
  beforeEach(() => {
    now = 1_000_000;
  });
  afterEach(() => undefined);

  it('lets four wrong passwords pass, then waits 30 s, doubling up to 5 min', () => {
    const throttle = new UnlockThrottle(() => now);
    for (let failure = 0; failure < 4; failure += 1) throttle.failed();
    expect(throttle.waitSeconds()).toBe(0);
    throttle.failed();
    expect(throttle.waitSeconds()).toBe(30);
    throttle.failed();
    expect(throttle.waitSeconds()).toBe(60);
    for (let failure = 0; failure < 10; failure += 1) throttle.failed();
    expect(throttle.waitSeconds()).toBe(300);
    now += 300_000;
    expect(throttle.waitSeconds()).toBe(0);
    throttle.reset();
    throttle.failed();
    expect(throttle.waitSeconds()).toBe(0);
  });
});
