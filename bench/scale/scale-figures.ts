/** The figures of the scale phase, as written to docs/benchmarks.json (every request's duration kept). */
import type { EngineKind } from '../common/measured.ts';
import type { IndexBuild } from './scale-indexes.ts';
import type { ReplicationFigures } from './scale-replicate.ts';
import type { RunSpread } from '../common/stats.ts';
import type { RepeatPlan } from '../common/timed-loop.ts';

/** Whether the filter indexes were there (as the migrations create them) or dropped. */
export type IndexState = 'with' | 'without';

/** One case at one data size in one index state: what it found and how long its pages took over HTTP. */
export interface ScaleCaseFigures {
  caseId: string;
  label: string;
  /** `total` of the answer (checked against an independent SQL count) and the rows on the page. */
  total: number;
  rows: number;
  /** The first (untimed) request, which also decides the plan. */
  probeMs: number;
  /** Requests per run: the phase's plan, or fewer when the probe was slow. */
  plan: RepeatPlan;
  bounded: boolean;
  /** The p50 of each run: median and spread over runs. */
  runP50s: RunSpread;
  /** The p95 over every timed request of every run. */
  p95: number;
  samples: number[];
}

/** Every case measured in one index state. */
export interface ScaleSetFigures {
  indexes: IndexState;
  cases: ScaleCaseFigures[];
}

/** How the database of one size came to be. */
export interface ScaleDataset {
  /** e.g. "demo seed" or "demo seed of 100,000 ×10 (SQL copy)". */
  source: string;
  clients: number;
  connections: number;
  /** The demo seed of the seeded size, through the service's first start (PGlite: when its snapshot was built). */
  seedMs: number;
  /** The growth in SQL (absent for a plain demo seed). */
  replication?: ReplicationFigures;
  /** PGlite: true when the snapshot came from .data/bench (its build figures were measured when it was built). */
  fromCache?: boolean;
  snapshotBytes?: number;
  /** Opening the engine on it in the service worker (PGlite: reading and loading the tarball). */
  openMs: number;
  /** RSS of the service's process after the measurements. */
  workerRssBytes: number;
}

/** One data size on one engine: measured with and without the filter indexes, or not measured and why. */
export type ScaleSizeFigures =
  | {
      clients: number;
      measured: true;
      dataset: ScaleDataset;
      sets: ScaleSetFigures[];
      /** The filter indexes rebuilt after the measurements without them. */
      indexBuilds: IndexBuild[];
      /** Wall time of this size: dataset preparation, measurements, index rebuilds. */
      wallMs: number;
    }
  | { clients: number; measured: false; reason: string };

/** One engine's figures over every size. */
export interface ScaleEngineFigures {
  engine: EngineKind;
  label: string;
  serverVersion: string;
  sizes: ScaleSizeFigures[];
}

/** Everything the scale phase measured. */
export interface ScaleFigures {
  sizes: number[];
  runs: number;
  plan: RepeatPlan;
  seed: number;
  engines: ScaleEngineFigures[];
  /** Wall time of the whole phase. */
  durationMs: number;
}
