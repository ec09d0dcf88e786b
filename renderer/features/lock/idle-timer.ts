/** What an idle timer needs: how long without activity, and what to do then. */
export interface IdleTimerOptions {
  timeoutMs: number;
  onIdle: () => void;
  /** The clock (Date.now; fake timers replace both). */
  now?: () => number;
}

/**
 * Calls `onIdle` once after `timeoutMs` without a `poke`. Why one timer that looks at the last activity when it
 * fires, instead of a new timer per poke: pointer moves come dozens of times a second.
 */
export class IdleTimer {
  readonly #options: IdleTimerOptions;
  readonly #now: () => number;
  #last = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: IdleTimerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** Starts (or restarts) counting from now. */
  start(): void {
    this.#last = this.#now();
    this.#schedule(this.#options.timeoutMs);
  }

  /** Takes note of activity: the count starts again (cheap; called on every key and pointer event). */
  poke(): void {
    this.#last = this.#now();
    if (this.#timer === undefined) this.#schedule(this.#options.timeoutMs);
  }

  /** Stops counting; nothing is called until `start`. */
  stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #schedule(delay: number): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#check(), delay);
  }

  #check(): void {
    this.#timer = undefined;
    const left = this.#last + this.#options.timeoutMs - this.#now();
    if (left > 0) {
      this.#schedule(left);
      return;
    }
    this.#options.onIdle();
  }
}
