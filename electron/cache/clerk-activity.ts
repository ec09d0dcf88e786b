import type { Operations } from '../operations/operation-types.ts';

/**
 * The clerk's calls to the server in flight, so that work nobody asked for (the background refresh) waits for
 * quiet: "nothing the clerk did not ask for delays what they did" (issue 46).
 */
export class ClerkActivity {
  #inFlight = 0;
  #waiting: Array<() => void> = [];

  /** Calls in flight now. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Runs one of the clerk's calls, counted while it runs. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.#inFlight += 1;
    try {
      return await work();
    } finally {
      this.#inFlight -= 1;
      if (this.#inFlight === 0) for (const wake of this.#waiting.splice(0)) wake();
    }
  }

  /** Resolves when no call of the clerk is in flight (at once when none is); rejects when `signal` aborts. */
  quiet(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    if (this.#inFlight === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const wake = (): void => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = (): void => {
        this.#waiting = this.#waiting.filter((waiting) => waiting !== wake);
        reject(signal?.reason as Error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(wake);
    });
  }
}

/** Whether a channel is one of the clerk's calls to the server (the client list, a card, a customer's area). */
const isClerkCall = (channel: string): boolean =>
  channel.startsWith('clients:') || channel.startsWith('customer:') || channel.startsWith('dashboard:');

/** Wraps the clerk's channels so each call is counted while it runs. */
export function countedOperations(operations: Operations, activity: ClerkActivity): Operations {
  const counted: Record<string, unknown> = { ...operations };
  for (const [channel, handler] of Object.entries(operations) as Array<
    [string, (...args: never[]) => Promise<unknown>]
  >)
    if (isClerkCall(channel)) counted[channel] = (...args: never[]) => activity.run(() => handler(...args));
  return counted as Operations;
}
