/** The provider service run as a child process (`node server/main.ts`), as the desktop's demo runs it, for tests that kill it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { serviceEnvironment } from '../../electron/demo/service-environment.ts';
import type { ReadyLine } from '../../electron/demo/service-process.ts';
import { serviceMain } from '../../electron/web-host/spawn-node-service.ts';

/** How to start one run of the service. */
export interface ServiceRunOptions {
  dataDir: string;
  demoClients: number;
  /** A named point of the first start where the service waits to be killed (server/db/halt-point.ts). */
  haltAt?: string;
}

/** How a run ended. */
export interface RunExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One running service process, its output lines, and ways to wait for them and to end it. */
export interface ServiceRun {
  readonly child: ChildProcess;
  /** Every stderr line so far. */
  readonly lines: string[];
  /** The JSON ready line; rejects (with the last stderr lines) when the process ends first. */
  readonly ready: Promise<ReadyLine>;
  /** Settles when the process has ended. */
  readonly exited: Promise<RunExit>;
  /** Resolves with the first stderr line matching; rejects when the process ends or becomes ready first. */
  waitForLine(pattern: RegExp): Promise<string>;
  /** Resolves once `condition` holds (checked every few milliseconds); rejects when the process ends first. */
  waitUntil(condition: () => Promise<boolean>): Promise<void>;
  /** SIGKILL (TerminateProcess on Windows): no handler runs, nothing is flushed or closed. */
  kill(): Promise<RunExit>;
  /** SIGKILL the moment `name` appears in `dir` (an inotify-style watch, not a poll: the kill lands within a millisecond). */
  killWhenCreated(dir: string, name: string): Promise<RunExit>;
  /** SIGINT: the service closes its listeners and PGlite, then exits. */
  stop(): Promise<RunExit>;
}

/** Starts `node server/main.ts` on loopback with free ports, a data directory and a demo seed size. */
export function startServiceRun(options: ServiceRunOptions): ServiceRun {
  const args = [
    '--admin-port',
    '0',
    '--client-port',
    '0',
    '--data-dir',
    options.dataDir,
    '--demo-clients',
    String(options.demoClients),
    '--log-level',
    'warn',
  ];
  // Why the desktop's filtered environment: the run sees what the app's demo service sees, plus the test hook.
  const env = {
    ...serviceEnvironment(process.env),
    ...(options.haltAt ? { PROVIDER_TEST_HALT_AT: options.haltAt } : {}),
  };
  const child = spawn(process.execPath, [serviceMain, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  const lines: string[] = [];
  const lineListeners = new Set<(line: string) => void>();
  const exited = new Promise<RunExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  createInterface({ input: child.stderr }).on('line', (line) => {
    lines.push(line);
    for (const listener of lineListeners) listener(line);
  });
  const ready = new Promise<ReadyLine>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const parsed = parseReadyLine(line);
      if (parsed) resolve(parsed);
    });
    void exited.then((end) =>
      reject(new Error(`the service ended before it was ready (${describeExit(end)}): ${lines.slice(-3).join(' / ')}`)),
    );
  });
  // Why: a run killed on purpose never becomes ready; its rejection is expected, not unhandled.
  ready.catch(() => undefined);
  const ended = (): Promise<never> =>
    exited.then((end) =>
      Promise.reject(new Error(`the service ended (${describeExit(end)}): ${lines.slice(-3).join(' / ')}`)),
    );
  const becameReady = (what: string): Promise<never> =>
    ready.then(() => Promise.reject(new Error(`the service became ready before ${what}`)));

  const waitUntil = async (condition: () => Promise<boolean>): Promise<void> => {
    let stopped = false;
    void exited.then(() => (stopped = true));
    while (!stopped) {
      if (await condition()) return;
      await delay(2);
    }
    await ended();
  };
  const end = async (signal: NodeJS.Signals): Promise<RunExit> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    child,
    lines,
    ready,
    exited,
    waitForLine(pattern) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      let listener: (line: string) => void = () => undefined;
      const found = new Promise<string>((resolve) => {
        listener = (line) => {
          if (pattern.test(line)) resolve(line);
        };
        lineListeners.add(listener);
      });
      return Promise.race([found, ended(), becameReady(`a line matching ${String(pattern)}`)]).finally(() =>
        lineListeners.delete(listener),
      );
    },
    waitUntil,
    kill: () => end('SIGKILL'),
    async killWhenCreated(dir, name) {
      await waitUntil(async () => existsSync(dir));
      const watcher = watch(dir, (_event, file) => {
        // Why kill in the callback itself: a later turn of the event loop would let the service write on.
        if (file === name) child.kill('SIGKILL');
      });
      if (existsSync(join(dir, name))) child.kill('SIGKILL');
      const exit = await exited;
      watcher.close();
      return exit;
    },
    stop: () => end('SIGINT'),
  };
}

/** How many files and directories a directory holds, at any depth (0 when it does not exist). */
export async function entriesUnder(dir: string): Promise<number> {
  try {
    return (await readdir(dir, { recursive: true })).length;
  } catch {
    return 0;
  }
}

function parseReadyLine(line: string): ReadyLine | undefined {
  try {
    const ready = JSON.parse(line) as Partial<ReadyLine>;
    if (typeof ready.adminUrl === 'string' && typeof ready.clientUrl === 'string')
      return { adminUrl: ready.adminUrl, clientUrl: ready.clientUrl, adminPrefix: ready.adminPrefix ?? 'admin_ctl' };
  } catch {
    // not the ready line
  }
  return undefined;
}

function describeExit(end: RunExit): string {
  return end.signal ? `signal ${end.signal}` : `exit code ${end.code ?? 'none'}`;
}
