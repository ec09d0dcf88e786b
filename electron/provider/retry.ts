import { ProviderError } from './provider-error.ts';

/** How reads are retried after a network failure: attempts in all, and the first wait in ms. */
export interface RetryPolicy {
  attempts: number;
  firstDelayMs: number;
}

/** Three attempts with waits of about 0.25 s and 1 s: long enough for a blip, short enough for a person. */
export const defaultRetryPolicy: RetryPolicy = { attempts: 3, firstDelayMs: 250 };

/** The longest a read waits on a busy server's Retry-After before it tries again (ms): a person is waiting. */
export const longestBusyWaitMs = 5_000;

const retryableCodes: ReadonlySet<string> = new Set(['NETWORK', 'SERVER_UNAVAILABLE', 'SERVER_BUSY']);

/** How long to wait before the next attempt: a busy server's Retry-After (bounded), else growing, jittered waits. */
function waitBefore(attempt: number, error: ProviderError, policy: RetryPolicy): number {
  if (error.code === 'SERVER_BUSY' && error.retryAfter !== undefined)
    return Math.min(error.retryAfter * 1000, longestBusyWaitMs) * (0.75 + Math.random() / 2);
  const wait = policy.firstDelayMs * 4 ** (attempt - 1);
  return wait / 2 + Math.random() * wait;
}

/** Waits `ms`, or rejects with CANCELLED as soon as `signal` aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ProviderError('CANCELLED'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new ProviderError('CANCELLED'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs a read, retrying it on NETWORK failures, a gateway's "temporarily unavailable" and a busy service's
 * 503 (after its Retry-After, bounded, jittered so the waiting reads do not all come back at once), else with
 * growing, jittered waits (bounded by the policy).
 * Writes never come here: a repeated create is worse than an error (docs/architecture.md).
 */
export async function retryRead<T>(
  run: () => Promise<T>,
  policy: RetryPolicy,
  signal?: AbortSignal,
  onRetry?: (attempt: number, error: ProviderError) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const retryable = error instanceof ProviderError && retryableCodes.has(error.code) && attempt < policy.attempts;
      if (!retryable) throw error;
      onRetry?.(attempt, error);
      await pause(waitBefore(attempt, error, policy), signal);
    }
  }
}
