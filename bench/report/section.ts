import type { Verdict } from '../common/measured.ts';

/** One figure with a stated target, judged for the report's summary of targets. */
export interface FigureVerdict {
  /** What is measured, e.g. "filtered 50-row page, 100,000 clients, PGlite, name ILIKE". */
  figure: string;
  /** The measured value as shown, e.g. "23.1 ms (p50 of 3 runs, 21.9–25.0)". */
  value: string;
  /** The target as shown, e.g. "< 50 ms". */
  target: string;
  verdict: Verdict;
}

/** What a bench phase adds to the reports: a Markdown section, lines for the terminal, and its judged figures. */
export interface ReportSection {
  /** The Markdown heading (without `##`). */
  title: string;
  /** The section's Markdown body: method first, then tables. */
  markdown: string[];
  /** The same figures as plain text for the terminal (tables rendered with renderTextTable). */
  console: string[];
  verdicts: FigureVerdict[];
}
