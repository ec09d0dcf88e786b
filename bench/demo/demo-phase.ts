import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ProcessDemoController } from '../../electron/demo/process-demo-controller.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import {
  bundledServiceMain,
  processMemory,
  trackedServiceSpawn,
  waitForChildExit,
  type ProcessMemory,
} from './demo-process.ts';
import { loginAdmin } from '../common/list-latency.ts';
import { logProgress } from '../common/progress-log.ts';

/** The demo size the app starts its embedded service with (electron/main.ts, electron/web-host/main.ts). */
export const appDemoClients = 2000;

/** One start of the demo service, in ms from spawning its process; its memory after start and after use. */
export interface DemoStart {
  /** Until the service printed its ready line (the demo controller's `ensureRunning` resolved). */
  readyMs: number;
  /** Until the administrative area answered an operator's login: what a user waits for. */
  loginMs: number;
  memoryAfterStart: ProcessMemory;
  /** After the burst of use (`demoBurst`). */
  memoryAfterUse: ProcessMemory;
  /** From SIGTERM (the app quitting) until the process exited. */
  stopMs: number;
}

/** One round: a cold start on an empty data directory, then a restart from it. */
export interface DemoRun {
  /** A first start that seeds (initdb, migrations, seed), as every first start did before the ready-made database. */
  seeded?: DemoStart;
  /** The first start on an empty data directory: a restore of the ready-made database. */
  cold: DemoStart;
  restart: DemoStart;
  /** The same two starts of the desktop app's service, the bundle it forks (dist/server/main.js), on a directory of their own. */
  app?: { cold: DemoStart; restart: DemoStart };
  /** The data directory's size after the first stop. */
  dataDirBytes: number;
}

/** What the `demo` phase measured. */
export interface DemoFigures {
  demoClients: number;
  /** The ready-made demo database shipped in the package (dist/demo/demo-db.tar.gz): what it adds to the installer. */
  templateBytes?: number;
  burstRequests: number;
  runs: DemoRun[];
}

const stopGraceMs = 15_000;

const demoDbScript = fileURLToPath(new URL('../../scripts/build-demo-db.ts', import.meta.url));
const buildMainScript = fileURLToPath(new URL('../../scripts/build-main.ts', import.meta.url));
const wasmHintsScript = fileURLToPath(new URL('../../scripts/build-wasm-hints.ts', import.meta.url));
/** The ready-made demo database `npm run build` makes, which the service restores on a first start. */
export const demoTemplatePath = fileURLToPath(new URL('../../dist/demo/demo-db.tar.gz', import.meta.url));

/** A short burst of office use: ten client pages, five name filters, three dashboards (18 requests). */
export function demoBurst(adminPrefix: string): { path: string; form: Record<string, string | number> }[] {
  const list = `/${adminPrefix}/client/list`;
  const pages = Array.from({ length: 10 }, (_, page) => ({ path: list, form: { start: page * 50, limit: 50 } }));
  const names = ['silva', 'santos', 'oliveira', 'souza', 'lima'].map((name) => ({
    path: list,
    form: {
      start: 0,
      limit: 50,
      where: JSON.stringify([{ field: 'client_complete_name', oper: 10, value: `%${name}%` }]),
    },
  }));
  const dashboards = Array.from({ length: 3 }, () => ({ path: `/${adminPrefix}/dashboard/info`, form: {} }));
  return [...pages, ...names, ...dashboards];
}

async function directoryBytes(path: string): Promise<number> {
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(join(entry.parentPath, entry.name))).size),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Starts the demo service on `dataDir` the way the app does, logs in, uses it briefly and stops it. */
async function startOnce(
  dataDir: string,
  label: string,
  extraArgs: readonly string[] = [],
  main?: string,
): Promise<DemoStart> {
  const tracked = trackedServiceSpawn(extraArgs, main);
  let shown = 0;
  const controller = new ProcessDemoController(tracked.spawn, { dataDir, demoClients: appDemoClients }, (status) => {
    const done = status.progress?.done ?? 0;
    if (status.progress && done - shown >= status.progress.total / 4) {
      shown = done;
      logProgress(`demo ${label}: seeding ${done} of ${status.progress.total} clients`);
    }
  });
  const unregister = registerCleanup(() => controller.stop());
  try {
    const started = performance.now();
    const addresses = await controller.ensureRunning();
    const readyMs = performance.now() - started;
    const client = await loginAdmin(addresses.adminUrl);
    const loginMs = performance.now() - started;
    const child = tracked.child();
    if (!child?.pid) throw new Error('the demo service has no process id');
    const memoryAfterStart = processMemory(child.pid);
    for (const item of demoBurst(addresses.adminPrefix)) {
      const answer = await client.post(item.path, item.form);
      if (answer.status !== 200 || answer.body.success !== true)
        throw new Error(`demo ${label}: ${item.path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    }
    const memoryAfterUse = processMemory(child.pid);
    const stopping = performance.now();
    await controller.stop(stopGraceMs);
    await waitForChildExit(child, stopGraceMs);
    return { readyMs, loginMs, memoryAfterStart, memoryAfterUse, stopMs: performance.now() - stopping };
  } finally {
    unregister();
    await controller.stop();
  }
}

/**
 * The embedded demo service as the app runs it, in a process of its own started by the app's demo controller:
 * `node server/main.ts --data-dir … --demo-clients 2000` as browser mode runs it, and the bundle the desktop app
 * forks (dist/server/main.js). Each round: a seeding first start (the baseline), then, for each of the two, a first
 * start on a fresh data directory (a restore of the ready-made database), a stop, and a start again from it.
 */
export async function runDemoPhase(options: BenchOptions): Promise<DemoFigures> {
  logProgress('demo: making the ready-made demo database if it is not up to date (npm run build:demo-db)');
  execFileSync(process.execPath, [demoDbScript], { stdio: ['ignore', 'ignore', 'inherit'] });
  logProgress("demo: bundling the desktop app's service (npm run build:main)");
  execFileSync(process.execPath, [buildMainScript], { stdio: ['ignore', 'ignore', 'inherit'] });
  // Why again after the bundle: build:main makes dist/server anew, and the app ships the compile hints beside it.
  logProgress("demo: listing the service's WebAssembly compile hints (npm run build:wasm-hints)");
  execFileSync(process.execPath, [wasmHintsScript], { stdio: ['ignore', 'ignore', 'inherit'] });
  const templateBytes = (await stat(demoTemplatePath)).size;
  const runs: DemoRun[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    // Why each data directory in a folder of its own: the app keeps Node's compile cache beside its data directory,
    // so a first start here is cold in that cache too, as an installed app's first start is, and a restart warm.
    const root = await mkdtemp(join(tmpdir(), 'desk-bench-demo-'));
    const seededRoot = await mkdtemp(join(tmpdir(), 'desk-bench-demo-seeded-'));
    const appRoot = await mkdtemp(join(tmpdir(), 'desk-bench-demo-app-'));
    const dataDir = join(root, 'data');
    const seededDir = join(seededRoot, 'data');
    const appDir = join(appRoot, 'data');
    const removeDir = async () => {
      for (const dir of [root, seededRoot, appRoot]) await rm(dir, { recursive: true, force: true });
    };
    const unregister = registerCleanup(removeDir);
    try {
      // Why first in the round: the baseline of the same round, on the same machine a moment apart.
      logProgress(`demo: first start seeding, without the ready-made database (run ${run + 1} of ${options.runs})`);
      const seeded = await startOnce(seededDir, 'seeded start', ['--demo-template=']);
      logProgress(`demo: cold start on an empty data directory (run ${run + 1} of ${options.runs})`);
      const cold = await startOnce(dataDir, 'cold start');
      const dataDirBytes = await directoryBytes(dataDir);
      logProgress(`demo: restart from the data directory (run ${run + 1} of ${options.runs})`);
      const restart = await startOnce(dataDir, 'restart');
      logProgress(`demo: the desktop app's bundle, cold start and restart (run ${run + 1} of ${options.runs})`);
      const app = {
        cold: await startOnce(appDir, 'app cold start', [], bundledServiceMain),
        restart: await startOnce(appDir, 'app restart', [], bundledServiceMain),
      };
      runs.push({ seeded, cold, restart, app, dataDirBytes });
    } finally {
      unregister();
      await removeDir();
    }
  }
  return { demoClients: appDemoClients, templateBytes, burstRequests: demoBurst('admin_ctl').length, runs };
}
