/**
 * Bounds password hashing: at most `concurrency` scrypt computations at once in the process, handed out in
 * turn among the keys waiting (a login's key is its client's address), so one client's flood cannot starve
 * another client. Logins are also admitted only while their key has fewer than `perKey` logins pending and
 * the gate fewer than `total`; beyond that they are refused at once instead of queueing for seconds.
 * Why: scrypt at N=2^17 takes 128 MiB and a few hundred ms of a libuv thread per hash; unknown user names
 * are hashed too (against a dummy hash, so they take as long as known ones), and 100 requests with random
 * names once slowed a real login from 0.09 s to 4.5 s.
 */

/** The gate's bounds. */
export interface HashGateLimits {
  /** Hashes computed at once (each holds a thread of Node's pool and 128 MiB while it runs). */
  concurrency: number;
  /** Logins of one key (client address) pending at once, running or waiting; more are refused. */
  perKey: number;
  /** Logins pending at once over all keys; more are refused. */
  total: number;
}

/** What the gate is doing, and the most hashes it ran at once since the last `resetPeak`. */
export interface HashGateStats {
  running: number;
  waiting: number;
  peak: number;
  /** Logins refused since start (their key, or the gate, was full). */
  refused: number;
}

/** Why a login was not admitted: its own key has too many pending, or the whole gate does. */
export type Refusal = 'key-busy' | 'busy';

/** Runs one piece of hashing when its turn comes. */
export type HashRunner = <T>(job: () => Promise<T>) => Promise<T>;

/** A login's place at the gate: run its hashing with `run`, and `release` it when the login is done. */
export interface Admission {
  run: HashRunner;
  release(): void;
}

/** The default bounds: 2 hashes at once (256 MiB, half of Node's 4 pool threads), 8 logins per address, 64 in all. */
export const defaultHashGateLimits: HashGateLimits = { concurrency: 2, perKey: 8, total: 64 };

/** A fair, bounded gate for password hashing. */
export class HashGate {
  readonly limits: HashGateLimits;
  // Waiting jobs per key; the Map's order is the turn order (a key served goes to the back).
  readonly #queues = new Map<string, Array<() => void>>();
  readonly #pending = new Map<string, number>();
  #pendingTotal = 0;
  #running = 0;
  #waiting = 0;
  #peak = 0;
  #refused = 0;

  constructor(limits: HashGateLimits = defaultHashGateLimits) {
    this.limits = limits;
  }

  /** Admits one login of `key`, or says why not (it never waits here). */
  admit(key: string): Admission | Refusal {
    const pending = this.#pending.get(key) ?? 0;
    if (pending >= this.limits.perKey || this.#pendingTotal >= this.limits.total) {
      this.#refused += 1;
      return pending >= this.limits.perKey ? 'key-busy' : 'busy';
    }
    this.#pending.set(key, pending + 1);
    this.#pendingTotal += 1;
    let released = false;
    return {
      run: (job) => this.run(key, job),
      release: () => {
        if (released) return;
        released = true;
        this.#pendingTotal -= 1;
        const left = (this.#pending.get(key) ?? 1) - 1;
        if (left > 0) this.#pending.set(key, left);
        else this.#pending.delete(key);
      },
    };
  }

  /** Runs `job` when a hashing slot is free and it is `key`'s turn (work that is not a login: no admission limits). */
  async run<T>(key: string, job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limits.concurrency || this.#waiting > 0) await this.#turn(key);
    else this.#start();
    try {
      return await job();
    } finally {
      this.#running -= 1;
      this.#next();
    }
  }

  /** The gate's current load and peak. */
  stats(): HashGateStats {
    return { running: this.#running, waiting: this.#waiting, peak: this.#peak, refused: this.#refused };
  }

  /** Starts counting the peak afresh (tests watch one episode). */
  resetPeak(): void {
    this.#peak = this.#running;
  }

  #start(): void {
    this.#running += 1;
    this.#peak = Math.max(this.#peak, this.#running);
  }

  #turn(key: string): Promise<void> {
    return new Promise((resolve) => {
      const queue = this.#queues.get(key);
      if (queue) queue.push(resolve);
      else this.#queues.set(key, [resolve]);
      this.#waiting += 1;
    });
  }

  // Hands the free slot to the first key in turn order, and sends that key to the back of the line.
  #next(): void {
    const first = this.#queues.entries().next();
    if (first.done) return;
    const [key, queue] = first.value;
    const resume = queue.shift();
    this.#queues.delete(key);
    if (queue.length > 0) this.#queues.set(key, queue);
    if (!resume) return;
    this.#waiting -= 1;
    this.#start();
    resume();
  }
}
