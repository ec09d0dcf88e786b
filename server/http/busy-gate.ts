import type { FastifyInstance } from 'fastify';
import type { SqlEngine } from '../db/sql-engine.ts';
import { ServiceError } from './service-error.ts';

/** How long a request may expect to wait for the embedded database before it is answered "busy, retry" (ms). */
export const defaultBusyBoundMs = 5_000;

/**
 * Answers requests with 503 SERVICE_BUSY and Retry-After while the engine's queue is longer than a bound,
 * instead of letting them wait until the client gives up. Why only for PGlite: it is one connection, so every
 * statement waits for all those before it, and the wait of the oldest one still unfinished is what a new
 * request would wait at least. Why measured and not estimated: the oldest statement's time in the queue
 * needs no model of how long statements take.
 */
export class BusyGate {
  /** The bound in ms; a test sets it to 0 to make any queued statement count as "busy". */
  boundMs: number;
  readonly #started = new Map<number, number>();
  #next = 0;
  readonly #now: () => number;

  constructor(boundMs = defaultBusyBoundMs, now: () => number = () => performance.now()) {
    this.boundMs = boundMs;
    this.#now = now;
  }

  /** How long the oldest statement still waiting or running has been in the queue (ms), or undefined when none is. */
  oldestWaitMs(): number | undefined {
    const first = this.#started.values().next();
    return first.done ? undefined : this.#now() - first.value;
  }

  /** The refusal a new request gets now, or undefined when it may go on. */
  refusal(): ServiceError | undefined {
    const waited = this.oldestWaitMs();
    if (waited === undefined || waited < this.boundMs) return undefined;
    const seconds = Math.max(1, Math.ceil(waited / 1000));
    return new ServiceError(
      503,
      'SERVICE_BUSY',
      `The service is busy (its database has had work waiting for ${seconds} s); nothing was done. Try again in ${seconds} s.`,
      undefined,
      { 'retry-after': String(seconds) },
    );
  }

  /** Wraps an engine so that every call it queues is timed from the moment it was asked for. */
  meter(inner: SqlEngine): SqlEngine {
    const timed = async <T>(job: () => Promise<T>): Promise<T> => {
      const id = this.#next++;
      this.#started.set(id, this.#now());
      try {
        return await job();
      } finally {
        this.#started.delete(id);
      }
    };
    return {
      kind: inner.kind,
      query: (sql, params) => timed(() => inner.query(sql, params)),
      transaction: (fn) => timed(() => inner.transaction(fn)),
      exec: (script) => timed(() => inner.exec(script)),
      close: () => inner.close(),
    };
  }
}

/** Refuses each request of an area app up front (before its body is read) while the gate says busy. */
export function refuseWhenBusy(app: FastifyInstance, gate: BusyGate): void {
  app.addHook('onRequest', async () => {
    const refusal = gate.refusal();
    if (refusal) throw refusal;
  });
}
