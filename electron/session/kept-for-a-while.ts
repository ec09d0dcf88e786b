/**
 * One value kept for a while after it was loaded; a failed load keeps nothing, so the next call asks again.
 * Why by hand: a dozen lines, and memoising libraries key by arguments, while this is one slot forgotten on
 * sign-in and sign-out.
 */
export class KeptForAWhile<T> {
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #kept: { value: T; at: number } | undefined;

  constructor(maxAgeMs: number, now: () => number = Date.now) {
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
  }

  /** The kept value while it is fresh; otherwise what `load` answers, kept from now on. */
  async get(load: () => Promise<T>): Promise<T> {
    const kept = this.#kept;
    if (kept && this.#now() - kept.at < this.#maxAgeMs) return kept.value;
    const value = await load();
    this.#kept = { value, at: this.#now() };
    return value;
  }

  /** Forgets the kept value. */
  forget(): void {
    this.#kept = undefined;
  }
}
