/** The shape of one bench run's results, as written to docs/benchmarks.json. */
import type { AppCostResult } from '../app-cost/app-cost.ts';
import type { BranchFigures } from '../branch/branch-figures.ts';
import type { CompressionFigures } from '../compression/compression-phase.ts';
import type { DemoFigures } from '../demo/demo-phase.ts';
import type { LoadFigures } from '../load/load-phase.ts';
import type { PlannerFigures } from '../planner/planner-phase.ts';
import type { SearchFigures } from '../search/search-phase.ts';
import type { MachineInfo } from '../common/machine.ts';
import type { ScaleFigures } from '../scale/scale-figures.ts';
import type { UiFigures } from '../ui/ui-figures.ts';
import type { SecondCopyFigures } from '../ui/second-copy.ts';
import type { FrontDeskFigures } from '../ui/front-desk-figures.ts';
import type { ExportFigures } from '../export/export-figures.ts';
import type { RepeatPlan } from '../common/timed-loop.ts';
import type { EmptyStartFigures, EngineFigures, SetupResult, TargetVerdict } from '../common/measured.ts';

/** Everything one bench run measured. */
export interface BenchResults {
  machine: MachineInfo;
  settings: { clients: number; seed: number; quick: boolean; pageSize: number; requests: RepeatPlan; runs?: number };
  emptyPgliteStart: EmptyStartFigures;
  engines: EngineFigures[];
  setups: SetupResult[];
  targets: TargetVerdict[];
  /** What the app's main path adds per operation over a bare undici POST (issue 3). */
  appCost: AppCostResult[];
  /** The containment case on PostgreSQL before and after the service's planner settings (issue 20); absent when not run. */
  planner?: PlannerFigures;
  /** Search by folded name on both engines (issue 42); absent when not run. */
  search?: SearchFigures;
  /** Throughput and latency under concurrent load (issue 8); absent when the phase did not run. */
  load?: LoadFigures;
  /** A 1,000-row page over a 10 Mbit/s link and loopback, compressed and plain (issue 44); absent when not run. */
  compression?: CompressionFigures;
  /** A branch office on a slow, lossy link that goes down: the local copy and main's core on it (issue 46); absent when not run. */
  branch?: BranchFigures;
  /** The embedded demo service: cold start, restart, memory (issue 8); absent when the phase did not run. */
  demo?: DemoFigures;
  /** The page in Chromium through browser mode (issues 4 and 8: start, filter-to-paint, scrolling, heap over paging); absent when the phase did not run. */
  ui?: UiFigures;
  /** The front desk: palette → card → PIX on the clipboard, and the keystrokes it takes (issue 18); absent when not run. */
  frontDesk?: FrontDeskFigures;
  /** The client list exported as CSV and XLSX from the page, click → file (issue 42); absent when not run. */
  export?: ExportFigures;
  /** The second copy: a name typed in the palette → PIX on the clipboard with no password typed (issue 42); absent when not run. */
  secondCopy?: SecondCopyFigures;
  /** Client-list latency at 10k, 100k and 1M clients, with and without the filter indexes (issue 8); absent when not run. */
  scale?: ScaleFigures;
  durationMs: number;
  /** Load averages (1, 5, 15 minutes) when the run ended. */
  loadAtEnd: number[];
}
