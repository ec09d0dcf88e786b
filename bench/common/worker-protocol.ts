/** Messages between the bench (parent) and a service worker (the child process that runs the service). */
import type { RepeatPlan } from './timed-loop.ts';

/**
 * What a worker opens: the cached PGlite snapshot, a PostgreSQL database, or an empty in-memory PGlite.
 * `before`: the service as it was before issue 20 (no count cache, no busy gate), the load phase's baseline;
 * `plannerSettings: ''`: PostgreSQL connections with the server's defaults (the planner phase's baseline).
 */
export type WorkerSpec =
  | { kind: 'pglite-snapshot'; snapshotPath: string; before?: boolean }
  | { kind: 'postgres'; url: string; plannerSettings?: string }
  | { kind: 'pglite-empty' };

/** Memory of the worker process (the service's process). */
export interface MemoryFigures {
  rssBytes: number;
  /** Peak resident set size of the process so far. */
  maxRssBytes: number;
  heapUsedBytes: number;
}

/** How long opening the engine took, in ms: reading the tarball (PGlite snapshot), opening, the first query. */
export interface EngineOpening {
  readMs: number;
  openMs: number;
  firstQueryMs: number;
}

/** The worker's first message: its engine and service are up. */
export interface WorkerReady {
  type: 'ready';
  opening: EngineOpening;
  /** startProviderService on the open engine: migrations (none left to run on a seeded database) and listeners. */
  serviceStartMs: number;
  adminUrl: string;
  /** The client area's address (the customer's own session). */
  clientUrl: string;
  adminPrefix: string;
  /** `select version()` of the engine. */
  serverVersion: string;
  /** A CPF of the data (undefined on an empty database). */
  sampleCpf: string | undefined;
  memory: MemoryFigures;
}

/** Timed direct runs of the client list's SQL on the worker's engine. */
export interface DirectRun {
  samples: number[];
  total: number;
  rows: number;
}

/** A command to the worker. */
export type WorkerCommand =
  | { type: 'direct'; where: string | undefined; limit: number; plan: RepeatPlan }
  | { type: 'vacuum-analyze' }
  /** One parameterised statement on the worker's engine (the scale phase drops and rebuilds indexes, checks totals). */
  | { type: 'sql'; sql: string; params: unknown[] }
  | { type: 'memory' }
  | { type: 'stop' };

/** What each command answers. */
export interface CommandResults {
  direct: DirectRun;
  'vacuum-analyze': { ms: number };
  sql: { rows: Record<string, unknown>[] };
  memory: MemoryFigures;
  stop: null;
}

/** A numbered command from the parent. */
export interface WorkerRequest {
  id: number;
  command: WorkerCommand;
}

/** The worker's answer to a numbered command. */
export type WorkerReply =
  { type: 'reply'; id: number; ok: true; result: unknown } | { type: 'reply'; id: number; ok: false; error: string };

/** A fatal start-up failure of the worker. */
export interface WorkerFailed {
  type: 'failed';
  error: string;
}

/** Any message from the worker. */
export type WorkerMessage = WorkerReady | WorkerReply | WorkerFailed;
