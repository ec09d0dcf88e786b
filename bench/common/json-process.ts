import { spawn } from 'node:child_process';
import { registerCleanup } from './cleanup.ts';

/** How runJsonProcess runs its script. */
export interface JsonProcessOptions {
  /** What it is, for the error when it fails ("the load generator"). */
  name: string;
  /** `pipe`: kept, and its end quoted when the process fails; `inherit`: shown as it comes (progress lines). */
  stderr: 'pipe' | 'inherit';
  /** The signal that stops it when the bench is stopped (Ctrl+C). */
  stopSignal: NodeJS.Signals;
  env?: NodeJS.ProcessEnv;
}

/** Runs a script in a new Node process and answers the JSON of the last line it printed on stdout. */
export function runJsonProcess<T>(script: string, args: readonly string[], options: JsonProcessOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      stdio: ['ignore', 'pipe', options.stderr],
      ...(options.env ? { env: options.env } : {}),
    });
    // Why registered: on Ctrl+C the process must stop too (a load generator must not keep hammering a service
    // being stopped; a phase's own cleanup must run before the bench exits).
    const unregister = registerCleanup(async () => void child.kill(options.stopSignal));
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error) => {
      unregister();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      unregister();
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || line === '') {
        const said = stderr ? `: ${stderr.slice(-2000)}` : '';
        reject(new Error(`${options.name} exited (${signal ?? `code ${code}`})${said}`));
        return;
      }
      resolve(JSON.parse(line) as T);
    });
  });
}
