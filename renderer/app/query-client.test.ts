import { describe, expect, it } from 'vitest';
import { DeskError } from '../api/desk-error.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';
import { createSessionExpiry } from '../api/session-expiry.ts';

const failure = (code: DeskError['code']) => new DeskError({ code, message: code });

describe('shouldRetry', () => {
  it('retries NETWORK failures twice and nothing else', () => {
    expect(shouldRetry(0, failure('NETWORK'))).toBe(true);
    expect(shouldRetry(1, failure('NETWORK'))).toBe(true);
    expect(shouldRetry(2, failure('NETWORK'))).toBe(false);
    expect(shouldRetry(0, failure('TIMEOUT'))).toBe(false);
    expect(shouldRetry(0, failure('SESSION_EXPIRED'))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('marks the session expired when a read of the operator answers SESSION_EXPIRED', async () => {
    const expiry = createSessionExpiry();
    const client = createQueryClient(expiry);
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(failure('SESSION_EXPIRED')) })
      .catch(() => undefined);
    expect(expiry.isExpired()).toBe(true);
  });

  it('leaves a customer area’s expiry to its own screen, and other failures alone', async () => {
    const expiry = createSessionExpiry();
    const client = createQueryClient(expiry);
    await client
      .fetchQuery({
        queryKey: ['c'],
        queryFn: () => Promise.reject(failure('SESSION_EXPIRED')),
        meta: { area: 'client' },
      })
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['d'], queryFn: () => Promise.reject(failure('SERVER')) })
      .catch(() => undefined);
    expect(expiry.isExpired()).toBe(false);
  });

  it('never retries a write', () => {
    const client = createQueryClient(createSessionExpiry());
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
