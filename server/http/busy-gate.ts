import type { FastifyInstance } from 'fastify';
import type { SqlEngine } from '../db/sql-engine.ts';
import { ServiceError } from './service-error.ts';

/** How long a request may expect to wait for the embedded database before it is answered "busy, retry" (ms). */
export const defaultBusyBoundMs = 5_000;

/**
 * Answers requests with 503 SERVICE_BUSY and Retry-After while the engine's queue is longer than a bound,
 * instead of letting them wait until the client gives up. Why only for PGlite: it is one connection, so every
 * statement waits for all those before it. Two measured signals, no model of how long statements take: the
 * oldest statement still waiting or running, and the oldest request still unanswered (a request queues once
 * per statement, session check, count and page, so its age is what a new one would wait at least).
 */
export class BusyGate {
  /** The bound in ms; a test sets it to 0 to make any queued statement count as "busy". */
  boundMs: number;
  readonly #started = new Map<number, number>();
  readonly #requests = new Map<number, number>();
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

  /** How long the oldest request still unanswered has been in the service (ms), or undefined when none is. */
  oldestRequestMs(): number | undefined {
    const first = this.#requests.values().next();
    return first.done ? undefined : this.#now() - first.value;
  }

  /** Counts a request in from now until `done` is called (its answer sent, or the client gone). */
  admit(): () => void {
    const id = this.#next++;
    this.#requests.set(id, this.#now());
    return () => this.#requests.delete(id);
  }

  /** The refusal a new request gets now, or undefined when it may go on. */
  refusal(): ServiceError | undefined {
    const waits = [this.oldestWaitMs(), this.oldestRequestMs()].filter((ms) => ms !== undefined);
    if (waits.length === 0) return undefined;
    const waited = Math.max(...waits);
    if (waited < this.boundMs) return undefined;
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

const leaving = new WeakMap<object, () => void>();

/** Refuses each request of an area app up front (before its body is read) while the gate says busy; counts the others in until answered. */
export function refuseWhenBusy(app: FastifyInstance, gate: BusyGate): void {
  app.addHook('onRequest', async (request, reply) => {
    const refusal = gate.refusal();
    if (refusal) throw refusal;
    const done = gate.admit();
    leaving.set(request, done);
    // Why also when the response closes: a connection reset while the handler runs (a branch link going down) fires
    // neither onResponse (nothing could be sent) nor onRequestAbort (the request had been read whole), and the request
    // would be counted for ever: the service would answer "busy" to everyone from then on.
    reply.raw.once('close', done);
  });
  const done = async (request: object): Promise<void> => {
    leaving.get(request)?.();
    leaving.delete(request);
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
}
