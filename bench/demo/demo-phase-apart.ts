import { join } from 'node:path';
import type { BenchOptions } from '../common/bench-options.ts';
import { runJsonProcess } from '../common/json-process.ts';
import { benchClockEnvironment } from '../common/progress-log.ts';
import type { DemoFigures } from './demo-phase.ts';

const phaseMain = join(import.meta.dirname, 'demo-phase-main.ts');

/**
 * Runs the demo phase in a new Node process and answers its figures. Why apart: every start is timed from the
 * spawn of the service, and spawning from the bench process after twenty minutes of other phases (800 MiB resident:
 * in-process databases, every sample kept) cost ~40 ms more per spawn on the bench machine (Linux copies the parent's
 * page tables at fork), and its garbage collector ran beside the service; the app that starts the demo is no such
 * process. Measured on the same code: a later start 1.17 s after the phases before it (23 minutes), 0.94 s alone
 * right after.
 */
export function runDemoPhaseApart(options: Pick<BenchOptions, 'runs' | 'quick'>): Promise<DemoFigures> {
  const args = ['--runs', String(options.runs), ...(options.quick ? ['--quick'] : [])];
  return runJsonProcess<DemoFigures>(phaseMain, args, {
    name: "the demo phase's process",
    stderr: 'inherit',
    stopSignal: 'SIGTERM',
    env: { ...process.env, ...benchClockEnvironment() },
  });
}
