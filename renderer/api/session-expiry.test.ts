import { describe, expect, it } from 'vitest';
import { createSessionExpiry } from './session-expiry.ts';

describe('createSessionExpiry', () => {
  it('tells listeners when the mark changes, once per change', () => {
    const expiry = createSessionExpiry();
    let calls = 0;
    const stop = expiry.subscribe(() => (calls += 1));
    expiry.markExpired();
    expiry.markExpired();
    expect(expiry.isExpired()).toBe(true);
    expiry.clear();
    expect(expiry.isExpired()).toBe(false);
    expect(calls).toBe(2);
    stop();
    expiry.markExpired();
    expect(calls).toBe(2);
  });
});
