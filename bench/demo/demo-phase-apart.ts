import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
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
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [phaseMain, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...benchClockEnvironment() },
    });
    // Why registered: on Ctrl+C the phase's own cleanup (its services, its folders) must run before the bench exits.
    const unregister = registerCleanup(async () => void child.kill('SIGTERM'));
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.once('error', (error) => {
      unregister();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      unregister();
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || line === '') reject(new Error(`the demo phase's process exited (${signal ?? `code ${code}`})`));
      else resolve(JSON.parse(line) as DemoFigures);
    });
  });
}
