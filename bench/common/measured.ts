/**
 * What every phase measures and reports, as types with no import of a phase: the phases and the report both
 * import these, and the run's whole shape (report/results.ts) imports the phases' own figures, so nothing
 * loops back (a type-only cycle through results.ts, issue 17).
 */
import type { LatencySummary, RunSpread } from './stats.ts';
import type { EngineOpening, MemoryFigures } from './worker-protocol.ts';

/** A storage engine of the service. */
export type EngineKind = 'pglite' | 'postgres';

/** A measured set-up: an engine in a given state (PGlite as the service seeds it, PGlite after VACUUM ANALYZE, PostgreSQL). */
export type SetupId = 'pglite' | 'pglite-vacuumed' | 'postgres';

/** One list case on one set-up: over HTTP and the same SQL directly on the engine. */
export interface CaseResult {
  caseId: string;
  label: string;
  filtered: boolean;
  /** `total` of the answer (rows matching the filter) and the rows on the page. */
  total: number;
  rows: number;
  http: LatencySummary;
  direct: LatencySummary;
  /** The p50 of each run (round of requests) over HTTP and as direct SQL: median and spread over runs. */
  httpRuns?: RunSpread;
  directRuns?: RunSpread;
  /** HTTP p50 ÷ direct SQL p50: what the HTTP layer and the service add. */
  httpOverDirect: number;
  httpSamples: number[];
  directSamples: number[];
}

/** Every case measured on one set-up. */
export interface SetupResult {
  id: SetupId;
  engine: EngineKind;
  label: string;
  cases: CaseResult[];
}

/** Rows the demo seed inserted. */
export interface DataCounts {
  clients: number;
  contracts: number;
  invoices: number;
  connections: number;
  supportOrders: number;
}

/** How the benchmark database of an engine was seeded: by the service's first start on an empty database. */
export interface SeedFigures {
  firstStartMs: number;
  seedMs: number;
  /** True when the figures come from the cached PGlite snapshot (measured when it was built). */
  fromCache: boolean;
  measuredAt: string;
  counts: DataCounts;
}

/** One-off figures of an engine: seed, VACUUM ANALYZE, opening, service start, memory of the service's process. */
export interface EngineFigures {
  engine: EngineKind;
  serverVersion: string;
  seed: SeedFigures;
  vacuumAnalyzeMs: number;
  opening: EngineOpening;
  serviceStartMs: number;
  memoryAfterStart: MemoryFigures;
  memoryAfterRun: MemoryFigures;
  /** The cached PGlite tarball (PGlite only). */
  snapshot?: { path: string; bytes: number; dumpMs: number };
}

/** A fresh process opening an empty in-memory PGlite and starting the service (migrations included). */
export interface EmptyStartFigures {
  opening: EngineOpening;
  serviceStartMs: number;
  memory: MemoryFigures;
}

/** Whether a target was met: judged on the HTTP p95, and only at the size the target names. */
export type Verdict = 'met' | 'not met' | 'not judged';

/** One target applied to one filtered case of one set-up. */
export interface TargetVerdict {
  setupId: SetupId;
  caseId: string;
  label: string;
  limitMs: number;
  targetClients: number;
  p50: number;
  p95: number;
  verdict: Verdict;
}
