import { describe, expect, it } from 'vitest';
import { DeskError } from '../../api/desk-error.ts';
import { unlockMessage } from './unlock-message.ts';

const failure = (code: ConstructorParameters<typeof DeskError>[0]['code'], retryAfter?: number) =>
  new DeskError({ code, message: `main says ${code}`, ...(retryAfter === undefined ? {} : { retryAfter }) });

describe('what the lock screen says after a failed unlock', () => {
  it('says a wrong password is wrong', () => {
    expect(unlockMessage(failure('AUTH_FAILED'))).toEqual({ key: 'screen.wrongPassword' });
  });

  it('says how long to wait after too many', () => {
    expect(unlockMessage(failure('RATE_LIMITED', 60))).toEqual({ key: 'screen.rateLimited', seconds: 60 });
  });

  it('says the server cannot be reached (and no verifier could decide)', () => {
    for (const code of ['NETWORK', 'TIMEOUT', 'SERVER_UNAVAILABLE'] as const)
      expect(unlockMessage(failure(code))).toEqual({ key: 'screen.offline' });
  });

  it('passes main’s own words for anything else', () => {
    expect(unlockMessage(failure('INTERNAL'))).toEqual({ key: 'screen.failed', message: 'main says INTERNAL' });
  });
});
