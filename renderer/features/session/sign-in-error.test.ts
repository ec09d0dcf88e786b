import { describe, expect, it } from 'vitest';
import { signInErrorKey } from './sign-in-error.ts';

describe('signInErrorKey', () => {
  it('tells wrong credentials, an unreachable server, a wrong address and throttling apart', () => {
    expect(signInErrorKey('AUTH_FAILED')).toBe('signInErrors.authFailed');
    expect(signInErrorKey('NETWORK')).toBe('signInErrors.unreachable');
    expect(signInErrorKey('TIMEOUT')).toBe('signInErrors.unreachable');
    expect(signInErrorKey('NOT_FOUND')).toBe('signInErrors.wrongAddress');
    expect(signInErrorKey('PROTOCOL')).toBe('signInErrors.wrongAddress');
    expect(signInErrorKey('RATE_LIMITED')).toBe('signInErrors.rateLimited');
  });

  it('leaves other failures to the message main wrote', () => {
    expect(signInErrorKey('SERVER')).toBeUndefined();
    expect(signInErrorKey('INTERNAL')).toBeUndefined();
  });
});
