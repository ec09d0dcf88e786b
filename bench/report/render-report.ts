// `node bench/report/render-report.ts`: renders docs/benchmarks.md again from docs/benchmarks.json, without measuring anything.
// Why: a change to how the report reads (wording, a table) should not cost a half-hour run to show.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appCostSection } from '../app-cost/app-cost-section.ts';
import { branchSection } from '../branch/branch-section.ts';
import { compressionSection } from '../compression/compression-section.ts';
import { demoSection } from '../demo/demo-section.ts';
import { loadSection } from '../load/load-section.ts';
import { renderMarkdownReport } from './markdown-report.ts';
import { reportDir } from './report.ts';
import type { BenchResults } from './results.ts';
import { plannerSection } from '../planner/planner-section.ts';
import { scaleSection } from '../scale/scale-section.ts';
import type { ReportSection } from './section.ts';
import { uiSection } from '../ui/ui-section.ts';

/** The sections of a run's results, in the order a run makes them. */
export function sectionsOf(results: BenchResults): ReportSection[] {
  return [
    results.scale && scaleSection(results.scale),
    results.planner && plannerSection(results.planner),
    results.load && loadSection(results.load),
    results.appCost.length > 0 ? appCostSection(results.appCost) : undefined,
    results.compression && compressionSection(results.compression),
    results.branch && branchSection(results.branch),
    results.demo && demoSection(results.demo),
    results.ui && uiSection(results.ui),
  ].filter((section) => section !== undefined);
}

if (import.meta.main) {
  const results = JSON.parse(readFileSync(join(reportDir, 'benchmarks.json'), 'utf8')) as BenchResults;
  writeFileSync(join(reportDir, 'benchmarks.md'), renderMarkdownReport(results, sectionsOf(results)));
  process.stdout.write(`rendered ${join(reportDir, 'benchmarks.md')} from benchmarks.json\n`);
}
