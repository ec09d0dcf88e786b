/** What the bench measures of the page itself (issues 4 and 8): first-screen JS, filter-to-paint, scrolling, browser-mode start, heap over paging. */
import type { LatencySummary, RunSpread } from '../common/stats.ts';

/** Target of the first screen's JavaScript, gzip bytes (issue 20: at most 170 KB; 250 KB in issue 8). */
export const firstScreenJsTargetBytes = 170 * 1024;
/** Target of a filter's apply click to its rows painted, ms, at most (issue 20: 100; 150 in issue 8), judged on the median of the rounds' p50s. */
export const filterPaintTargetMs = 100;
/** A frame longer than this counts as dropped while scrolling. */
export const droppedFrameMs = 25;

/** The JavaScript files the login screen loaded before its form showed. */
export interface FirstScreenJs {
  files: { path: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

/** Scrolling a 1,000-row page from top to bottom by script, one scrollTop step per animation frame. */
export interface ScrollFigures {
  rows: number;
  durationMs: number;
  frames: number;
  droppedFrames: number;
  worstFrameMs: number;
  frameDeltas: number[];
  /** Elements the grid added while scrolling (rows and cells built anew rather than refilled). */
  elementsAdded: number;
}

/** One round of filters: each surname applied once through the builder, click to rows painted. */
export interface FilterRound {
  surnames: string[];
  samples: number[];
  totals: number[];
  summary: LatencySummary;
}

/** Browser mode started afresh: core + web host + a fresh page showing the login form. */
export interface BrowserStart {
  coreMs: number;
  hostMs: number;
  pageMs: number;
  totalMs: number;
}

/** The page's memory after a forced GC, with its DOM counters, at one point of the simulated hour. */
export interface HeapCheckpoint {
  /** Page turns done when it was taken (0: the start, after the warm-up). */
  turn: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  documents: number;
  nodes: number;
  jsEventListeners: number;
}

/** An hour of paging compressed: the plan's turns, the checkpoints and the judgement of growth. */
export interface SoakFigures {
  turns: number;
  warmupTurns: number;
  /** How many turns of each kind the measured part did. */
  mix: Record<string, number>;
  durationMs: number;
  checkpoints: HeapCheckpoint[];
  /** The tolerance the judgement used, bytes. */
  toleranceBytes: number;
  /** End minus start and the least-squares trend over the checkpoints, projected over the whole run, bytes. */
  growthBytes: number;
  trendBytes: number;
  grew: boolean;
}

/** Every figure of the page phase. */
export interface UiFigures {
  clients: number;
  runs: number;
  /** Browser mode started once per run. */
  browserStarts: BrowserStart[];
  browserStartTotal: RunSpread;
  firstScreenJs: FirstScreenJs;
  /** How the filter was applied (the filter builder, full name contains a surname). */
  filterMethod: string;
  filterRounds: FilterRound[];
  /** The p50 of each round: median and spread. */
  filterPaintP50: RunSpread;
  scrolls: ScrollFigures[];
  droppedFrames: RunSpread;
  /** The same scroll of a plain-DOM list in the grid's geometry, per round (absent in reports older than it). */
  baselineScrolls?: ScrollFigures[];
  baselineDroppedFrames?: RunSpread;
  soak: SoakFigures;
}
