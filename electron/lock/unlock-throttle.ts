// Wrong passwords at the lock screen are throttled in main, so whoever sits at an unlocked-looking machine
// cannot try passwords quickly against the kept verifier (the server throttles its own logins as well).

/** Wrong passwords allowed before the first wait. */
export const freeAttempts = 5;
const firstWaitSeconds = 30;
const longestWaitSeconds = 300;

/** Counts wrong unlock passwords and says how long to wait before the next try. */
export class UnlockThrottle {
  #failures = 0;
  #blockedUntil = 0;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Seconds still to wait before a try is allowed (0 when one is allowed now). */
  waitSeconds(): number {
    return Math.max(0, Math.ceil((this.#blockedUntil - this.#now()) / 1000));
  }

  /** Takes note of a wrong password: the fifth and each later one make the next try wait, 30 s doubling up to 5 min. */
  failed(): void {
    this.#failures += 1;
    if (this.#failures < freeAttempts) return;
    const wait = Math.min(longestWaitSeconds, firstWaitSeconds * 2 ** (this.#failures - freeAttempts));
    this.#blockedUntil = this.#now() + wait * 1000;
  }

  /** Forgets the wrong passwords (after a right one, or a new sign-in). */
  reset(): void {
    this.#failures = 0;
    this.#blockedUntil = 0;
  }
}
