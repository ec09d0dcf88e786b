/** What the bench measures of the page itself (issue 4): first-screen JS, filter-to-paint, scrolling, browser-mode start. */
import type { LatencySummary } from './stats.ts';

/** Target of the first screen's JavaScript, gzip bytes. */
export const firstScreenJsTargetBytes = 250 * 1024;
/** Target of a filter's apply click to its rows painted, ms (judged on the median). */
export const filterPaintTargetMs = 150;
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
}

/** Every figure of the page phase. */
export interface UiFigures {
  clients: number;
  /** Core start + web host start + a fresh page showing the login form. */
  browserStart: { coreMs: number; hostMs: number; pageMs: number; totalMs: number };
  firstScreenJs: FirstScreenJs;
  /** How the filter was applied (the filter builder, full name contains a surname). */
  filterMethod: string;
  filterPaint: LatencySummary & { samples: number[]; values: string[]; totals: number[] };
  scroll: ScrollFigures;
}
