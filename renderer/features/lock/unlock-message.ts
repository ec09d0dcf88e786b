import { isDeskError } from '../../api/desk-error.ts';

/** What the lock screen says after a failed unlock: a key of the `lock` namespace with its values, or main's own words. */
export type UnlockMessage =
  | { key: 'screen.wrongPassword' }
  | { key: 'screen.rateLimited'; seconds: number }
  | { key: 'screen.offline' }
  | { key: 'screen.failed'; message: string };

/** The message of a failed `session:unlock`. */
export function unlockMessage(error: unknown): UnlockMessage {
  if (isDeskError(error, 'AUTH_FAILED')) return { key: 'screen.wrongPassword' };
  if (isDeskError(error, 'RATE_LIMITED')) return { key: 'screen.rateLimited', seconds: error.retryAfter ?? 30 };
  if (isDeskError(error, 'NETWORK', 'TIMEOUT', 'SERVER_UNAVAILABLE')) return { key: 'screen.offline' };
  return { key: 'screen.failed', message: error instanceof Error ? error.message : String(error) };
}
