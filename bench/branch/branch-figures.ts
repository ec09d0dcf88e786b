// What the branch-link phase (issue 46) measured. Types only, so the report's results import no phase code.
import type { LinkShape } from '../compression/shaped-link.ts';
import type { LatencySummary } from '../common/stats.ts';

/** A figure the phase could not take, and why (a feature not built yet, a step that failed): never a number made up. */
export interface NotMeasured {
  notMeasured: string;
}

/** A figure, or why it is missing. */
export type Maybe<T> = T | NotMeasured;

/** Whether a figure was taken. */
export function wasMeasured<T extends object>(figure: Maybe<T>): figure is T {
  return !('notMeasured' in figure);
}

/** One text searched in the local copy: what was typed (described, never the CPF itself) and its latency. */
export interface CopySearch {
  /** What kind of text: "surname", "name without accents", "CPF fragment". */
  kind: string;
  /** The text as shown in the report: a name as typed; a CPF fragment's length only (no document in a report). */
  shown: string;
  latency: LatencySummary;
  /** Clients the search found (all of them, not only the rows answered). */
  found: number;
}

/** The local copy itself (electron/cache/client-cache.ts), used directly: its size, opening and search. */
export interface CopyFigures {
  clients: number;
  /** Putting every client in, in pages of 1,000 as the refresh writes them (sealing included). */
  fillMs: number;
  /** The copy's files on disk after it closed (the database and its write-ahead log). */
  diskBytes: number;
  /** ClientCache.open on the filled file: the sealed search buckets opened into memory. */
  openMs: LatencySummary;
  /** The first 50-row page in name order right after opening (sorting every name once). */
  firstPageMs: LatencySummary;
  /** The palette's search over the copy, each text. */
  searches: CopySearch[];
}

/** Main's memory with the copy open, measured in a process of its own (copy-memory-child.ts). */
export interface CopyMemory {
  /** RSS before opening the copy (modules loaded, nothing opened). */
  beforeBytes: number;
  /** RSS with the copy open, a page read and a search made (the name order and search index built). */
  openBytes: number;
  /** V8 heap used with the copy open. */
  heapUsedBytes: number;
}

/** App start with the link down: the core created with a filled copy → the first grid page from it. */
export interface StartFigures {
  /** How the link is down: `reset` (refused at once) or `blackhole` (nothing answers). */
  outage: 'reset' | 'blackhole';
  /** createDeskCore → `clients:list` answered with cachedAt, each start. */
  latency: LatencySummary;
  /** The rows the first page held and the copy's total. */
  rows: number;
  total: number;
}

/** The palette through main's dispatcher: `clients:search` with `source: 'cache'`, each text. */
export interface PaletteFigures {
  searches: CopySearch[];
  all: LatencySummary;
}

/** The background refresh of every client over the branch link, and the clerk's own calls meanwhile. */
export interface RefreshFigures {
  /** `core`: main's own refresh after sign-in; `bench`: the same BackgroundRefresh driven by the bench (not wired yet). */
  driver: 'core' | 'bench';
  clients: number;
  /** Sign-in → the refresh's pass completed (lastRefreshAt set). */
  refreshMs: number;
  /** The clerk's `clients:list` pages while the refresh ran. */
  duringRefresh: LatencySummary;
  /** The same calls once it had finished. */
  withoutRefresh: LatencySummary;
  /** duringRefresh.p50 ÷ withoutRefresh.p50. */
  slowdown: number;
}

/** CPF typed → PIX on the clipboard with the link down, for clients opened (online) just before. */
export interface PixFigures {
  outage: 'reset' | 'blackhole';
  /** The whole chain: search by CPF → customer:open → customer:invoices → clipboard:writeTemporary. */
  latency: LatencySummary;
  /** The steps, pooled. */
  steps: { search: LatencySummary; open: LatencySummary; invoices: LatencySummary; clipboard: LatencySummary };
  /** Customers tried, and how many answered with the PIX from the copy. */
  callers: number;
}

/** Offline drafts replayed after reconnect in a scripted run. */
export interface DraftsFigures {
  drafts: number;
  /** Sent after their check found nothing. */
  created: number;
  /** Kept for the clerk because the check found a problem (the script's twins and known clients). */
  held: number;
  duplicates: number;
  lost: number;
  ms: number;
  /** Each step, timed through main's dispatcher: a save with the link down, a check and a send after it is back. */
  steps: { save: LatencySummary; check: LatencySummary; send: LatencySummary };
}

/** Everything the branch-link phase measured. */
export interface BranchFigures {
  clients: number;
  shape: LinkShape;
  copy: CopyFigures;
  memory: Maybe<CopyMemory>;
  start: Maybe<StartFigures>[];
  palette: Maybe<PaletteFigures>;
  refresh: Maybe<RefreshFigures>;
  pix: Maybe<PixFigures>[];
  drafts: Maybe<DraftsFigures>;
  /** The compression phase's branch figure (compressed ÷ plain on this link), reused, not measured again. */
  compressionRatio: number | undefined;
  /** Load averages (1, 5, 15 min) at the phase's start and end. */
  load: { start: number[]; end: number[] };
  durationMs: number;
}
