import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { registerCleanup } from '../common/cleanup.ts';
import type { LoadJob, LoadSample } from './load-job.ts';

const generatorPath = join(import.meta.dirname, 'load-autocannon.ts');

/** Runs one load job in a new Node process (autocannon) and answers the figures it prints as JSON. */
export function runLoadProcess(job: LoadJob): Promise<LoadSample> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [generatorPath, JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'pipe'] });
    // Why registered: on Ctrl+C the generator must not keep hammering a service that is being stopped.
    const unregister = registerCleanup(async () => void child.kill('SIGKILL'));
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error) => {
      unregister();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      unregister();
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || line === '') {
        reject(new Error(`the load generator exited (${signal ?? `code ${code}`}): ${stderr.slice(-2000)}`));
        return;
      }
      resolve(JSON.parse(line) as LoadSample);
    });
  });
}
