import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderMarkdownReport } from './markdown-report.ts';
import type { BenchResults } from './results.ts';
import type { ReportSection } from './section.ts';

/** The folder the reports go to (docs/ of the project). */
export const reportDir = join(import.meta.dirname, '..', '..', 'docs');

/** Writes the raw results (docs/benchmarks.json) and the Markdown report (docs/benchmarks.md); returns their paths. */
export function writeReports(
  results: BenchResults,
  sections: readonly ReportSection[],
  dir: string = reportDir,
): { json: string; markdown: string } {
  const json = join(dir, 'benchmarks.json');
  const markdown = join(dir, 'benchmarks.md');
  writeFileSync(
    json,
    `${JSON.stringify(results, (_key, value: unknown) => (typeof value === 'number' ? roundSample(value) : value), 2)}\n`,
  );
  writeFileSync(markdown, renderMarkdownReport(results, sections));
  return { json, markdown };
}

/** Rounds to microseconds: sub-microsecond digits of performance.now() are noise and bloat the JSON. */
function roundSample(value: number): number {
  return Number.isInteger(value) ? value : Math.round(value * 1000) / 1000;
}
