/** What main's idle timer needs. */
export interface IdleWatchOptions {
  /** Whether it is worth counting: someone signed in and the app not locked already. */
  counting: () => boolean;
  /** Seconds without input before the lock (the setting or IT's policy, electron/lock/lock-policy.ts). */
  idleSeconds: () => Promise<number>;
  /**
   * Seconds since the last input anywhere on the machine (Electron's `powerMonitor.getSystemIdleTime()`), where the
   * host can tell; absent in browser mode.
   */
  systemIdleSeconds?: () => number;
  /** Locks the app for idleness and tells the page. */
  onIdle: () => void;
  now?: () => number;
}

/** How often main looks at the time without input: small against any idle time (2 s at least, 10 min by default). */
export const idleCheckMs = 1_000;

/**
 * Main's own idle timer. The page's input is a hint (`activity`, sent over IPC every few seconds while the operator
 * types or moves the pointer); main decides. It locks when no hint came for the idle time, so a page that hangs,
 * crashes or stops reporting is locked anyway; and, where the operating system tells the time since the last input,
 * when that is over the idle time, whatever the page reports: a page that sends hints with nobody at the machine
 * (a script, a bug) does not keep the app open.
 */
export class IdleWatch {
  readonly #options: IdleWatchOptions;
  readonly #now: () => number;
  #last: number;
  #timer: ReturnType<typeof setInterval> | undefined;
  #checking = false;

  constructor(options: IdleWatchOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#last = this.#now();
  }

  /** The page saw input now. */
  activity(): void {
    this.#last = this.#now();
  }

  /** Looks once: locks when the idle time has passed. */
  async check(): Promise<void> {
    // Why the count starts again while not counting: after a sign-in or an unlock, the time runs from then.
    if (!this.#options.counting()) {
      this.#last = this.#now();
      return;
    }
    const limit = await this.#options.idleSeconds();
    const sinceHint = (this.#now() - this.#last) / 1000;
    const system = this.#options.systemIdleSeconds?.();
    if (sinceHint >= limit || (system !== undefined && system >= limit)) {
      this.#options.onIdle();
      this.#last = this.#now();
    }
  }

  /** Looks every `everyMs` until `stop`. */
  start(everyMs = idleCheckMs): void {
    this.stop();
    this.#last = this.#now();
    this.#timer = setInterval(() => {
      // Why one look at a time: reading the settings is async, and looks must not pile up.
      if (this.#checking) return;
      this.#checking = true;
      void this.check()
        .catch(() => undefined)
        .finally(() => (this.#checking = false));
    }, everyMs);
    // Why unref: the timer alone must never keep a process alive (tests, browser mode's quit).
    this.#timer.unref();
  }

  /** Stops looking. */
  stop(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
