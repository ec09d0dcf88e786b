import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileCacheEnvironment, serviceEnvironment } from '../../electron/demo/service-environment.ts';
import type { SpawnService } from '../../electron/demo/service-process.ts';
import { serviceMain } from '../../electron/web-host/spawn-node-service.ts';

/** Resident memory of a process: now and its peak so far (the peak where the system tells it). */
export interface ProcessMemory {
  rssBytes: number;
  peakRssBytes: number | undefined;
}

/** A spawner of the demo service as browser mode starts it (electron/web-host/spawn-node-service.ts), keeping each child for the bench. */
export interface TrackedSpawn {
  spawn: SpawnService;
  /** The last child started. */
  child(): ChildProcess | undefined;
}

/** The service as the desktop app forks it: the bundle `npm run build:main` makes (scripts/main-bundles.ts). */
export const bundledServiceMain = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));

/**
 * Spawns `node server/main.ts <args>` with the demo's filtered environment, exactly as browser mode does (or `main`:
 * the desktop app's bundle), and remembers the child. `extraArgs` come after the controller's (`--demo-template=`
 * for a start without the ready-made database, as before issue 20).
 */
export function trackedServiceSpawn(extraArgs: readonly string[] = [], main: string = serviceMain): TrackedSpawn {
  let last: ChildProcess | undefined;
  return {
    spawn: (args) => {
      last = spawn(process.execPath, [main, ...args, ...extraArgs], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...serviceEnvironment(process.env), ...compileCacheEnvironment(args) },
        windowsHide: true,
      });
      return last;
    },
    child: () => last,
  };
}

const kib = (line: string | undefined): number | undefined =>
  line ? Number(/(\d+)\s*kB/.exec(line)?.[1]) * 1024 : undefined;

/** Reads a process's resident memory: /proc on Linux (with the peak), `ps` elsewhere. */
export function processMemory(pid: number): ProcessMemory {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const lines = readFileSync(status, 'utf8').split('\n');
    return {
      rssBytes: kib(lines.find((line) => line.startsWith('VmRSS:'))) ?? Number.NaN,
      peakRssBytes: kib(lines.find((line) => line.startsWith('VmHWM:'))),
    };
  }
  return {
    rssBytes: Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024,
    peakRssBytes: undefined,
  };
}

/** Waits until a child has exited; kills it after `graceMs` if it has not. */
export function waitForChildExit(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
