import type { ConnectionWatch } from './cached-read.ts';

/** Seconds between two probes while the server does not answer, when the host does not choose. */
export const defaultProbeMs = 5_000;

/** What the probe works with. */
export interface ProbeDeps {
  connection: ConnectionWatch;
  /** One cheap read of the server (the AreaClient reports `online` when it succeeds); its failure is expected. */
  probe: () => Promise<void>;
  /** Whether there is a session to probe with. */
  signedIn: () => boolean;
  intervalMs?: number;
}

/**
 * While the connection is `offline`, asks the server one cheap read every few seconds until one succeeds: the
 * copy answers at once while offline, so without a probe nothing would ever find out that the server is back.
 */
export class ReconnectProbe {
  readonly #deps: ProbeDeps;
  #timer: NodeJS.Timeout | undefined;
  #running = false;
  readonly #stopWatching: () => void;

  constructor(deps: ProbeDeps) {
    this.#deps = deps;
    this.#stopWatching = deps.connection.subscribe((state) => this.#follow(state));
    this.#follow(deps.connection.state());
  }

  #follow(state: string): void {
    if (state === 'offline' && !this.#timer) {
      this.#timer = setInterval(() => void this.#tick(), this.#deps.intervalMs ?? defaultProbeMs);
      // Why unref: a probe must never keep a quitting process alive.
      this.#timer.unref();
    } else if (state !== 'offline' && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }

  async #tick(): Promise<void> {
    if (this.#running || !this.#deps.signedIn()) return;
    this.#running = true;
    try {
      await this.#deps.probe();
    } catch {
      // Still offline: the next tick asks again.
    } finally {
      this.#running = false;
    }
  }

  /** Stops probing for good. */
  stop(): void {
    this.#stopWatching();
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
