import type { Operations } from '../operations/operation-types.ts';

/** How the clerk's pace is read. */
export interface ClerkActivityOptions {
  /** The clock (ms); `Date.now` unless told. */
  now?: () => number;
  /** A pause this long (ms) means the clerk is away: work of any length may go. */
  idleMs?: number;
}

/** Pauses remembered to learn the clerk's pace: the last few, so a change of pace is learnt within seconds. */
const pausesKept = 8;

/** With no pace known yet, or work that fits no pause, the clerk counts as away after this long (ms). */
const defaultIdleMs = 3_000;

/** Work that fits no pause of the clerk may still start this soon (ms) after their call ended, once per pause. */
const graceMs = 100;

/**
 * The clerk's calls to the server in flight, and their pace, so that work nobody asked for (the background refresh)
 * goes between them: "nothing the clerk did not ask for delays what they did" (issue 46).
 * Why the pace and not only the calls in flight: a request of the refresh already on the link when the clerk clicks
 * holds the clerk's answer behind its bytes (one line, first in first out), behind its query on the server and behind
 * its parsing in main. Measured on the branch link (docs/architecture.md): the clerk who pages once a second almost
 * always found a refresh page in flight. So work of a known length starts only where it should end before the
 * clerk's next call is likely: right after a call ends, within the clerk's usual pause; or after the clerk has been
 * idle for `idleMs`.
 */
export class ClerkActivity {
  readonly #now: () => number;
  readonly #idleMs: number;
  #inFlight = 0;
  #waiting: Array<() => void> = [];
  /** When the last call ended (none in flight since); undefined before the first. */
  #lastEnd: number | undefined;
  /** The clerk's last pauses (ms from a call's end to the next call's start), each at most `idleMs`. */
  #pauses: number[] = [];
  /** The end of the call after which work of a known length last started: one start a pause on the grace rule. */
  #letGoAfter: number | undefined;

  constructor(options: ClerkActivityOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#idleMs = options.idleMs ?? defaultIdleMs;
  }

  /** Calls in flight now. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Runs one of the clerk's calls, counted while it runs. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#inFlight === 0 && this.#lastEnd !== undefined) {
      // Why capped: an absence is not the clerk's pace; counted as idle, it still tells "not a short pause".
      this.#pauses.push(Math.min(this.#idleMs, this.#now() - this.#lastEnd));
      if (this.#pauses.length > pausesKept) this.#pauses.shift();
    }
    this.#inFlight += 1;
    try {
      return await work();
    } finally {
      this.#inFlight -= 1;
      if (this.#inFlight === 0) {
        this.#lastEnd = this.#now();
        for (const wake of this.#waiting.splice(0)) wake();
      }
    }
  }

  /**
   * Resolves when no call of the clerk is in flight (at once when none is) and, when `needMs` is given, when work of
   * that length should end before the clerk's next call: within their usual pause since their last call ended, or
   * once they have been idle for `idleMs`. Work longer than the clerk's pause still starts once a pause, right after
   * their call ends (within `graceMs`), where it meets the least of their next call: a bounded duty cycle, never
   * starved. Answers the ms the pause has left (infinite when the clerk is idle or their pace unknown, 0 when none is
   * left); rejects when `signal` aborts.
   */
  quiet(signal?: AbortSignal, needMs?: number): Promise<number> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    if (this.#fits(needMs)) return Promise.resolve(this.#letGo(needMs));
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const check = (): void => {
        clearTimeout(timer);
        timer = undefined;
        // Why: the timer and a call's end may both wake this wait; it stays queued once, with one timer.
        this.#waiting = this.#waiting.filter((waiting) => waiting !== check);
        if (this.#fits(needMs)) {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.#letGo(needMs));
          return;
        }
        this.#waiting.push(check);
        // Why a timer too: a clerk who stops calling is idle after `idleMs`, and no call's end would say so.
        if (this.#inFlight === 0 && this.#lastEnd !== undefined)
          timer = setTimeout(check, Math.max(1, this.#lastEnd + this.#idleMs - this.#now()));
      };
      const onAbort = (): void => {
        clearTimeout(timer);
        this.#waiting = this.#waiting.filter((waiting) => waiting !== check);
        reject(signal?.reason as Error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      check();
    });
  }

  /** Whether work of `needMs` may start now (see `quiet`). */
  #fits(needMs: number | undefined): boolean {
    if (this.#inFlight > 0) return false;
    if (needMs === undefined || this.#lastEnd === undefined) return true;
    const since = this.#now() - this.#lastEnd;
    if (since >= this.#idleMs) return true;
    const pause = this.#usualPause();
    if (pause === undefined) return false;
    return since + needMs <= pause || (this.#letGoAfter !== this.#lastEnd && since <= graceMs);
  }

  /** Notes that work of `needMs` starts now; answers the ms left of the clerk's pause. */
  #letGo(needMs: number | undefined): number {
    if (needMs === undefined || this.#lastEnd === undefined) return Number.POSITIVE_INFINITY;
    this.#letGoAfter = this.#lastEnd;
    const since = this.#now() - this.#lastEnd;
    const pause = this.#usualPause();
    if (since >= this.#idleMs || pause === undefined) return Number.POSITIVE_INFINITY;
    return Math.max(0, pause - since);
  }

  /**
   * The clerk's usual pause: the shortest but one of the last few (the shortest alone may be a double click), none
   * known with fewer than two. Why short rather than typical: work that ends before a short pause ends seldom meets
   * the next call; the cost of guessing short is only a slower refresh.
   */
  #usualPause(): number | undefined {
    if (this.#pauses.length < 2) return undefined;
    return [...this.#pauses].sort((a, b) => a - b)[1]!;
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
