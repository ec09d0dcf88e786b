import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractFile } from '@electron/asar';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sharedPack } from '../packaging/support/shared-pack.ts';
import type { HostReport } from './stand-in/control.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';
import { pageErrors, shellScreenshot } from './support/page-checks.ts';

// The app as users install it: electron-builder's `--dir` output (the run's one pack, shared with
// tests/packaging/pack-smoke.test.ts), run from resources/app.asar by the stand-in host's packed mode, with
// Electron's archive rules (tests/shell/stand-in/asar-*.ts). Each run writes what it read of the archive to a
// trace file (one JSON line per file and way: the host's and the utility process's reads), which is how these
// tests know the ready-made database, the compile hints and the service's files came from where they should.

interface TraceLine {
  pid: number;
  file: string;
  from: 'archive' | 'unpacked';
  how: string;
}

const clientRow = '[data-grid="clients"] [role="row"][data-client-pk]';
const pglite = 'node_modules/@electric-sql/pglite/dist';

let appDir = '';
let userData = '';
let traceDir = '';
const scratch: string[] = [];
let desktop: Desktop | undefined;

beforeAll(async () => {
  ({ appDir } = await sharedPack());
  userData = await mkdtemp(join(tmpdir(), 'desk-packed-'));
  traceDir = await mkdtemp(join(tmpdir(), 'desk-packed-trace-'));
  scratch.push(userData, traceDir);
  // Why long: the first file of the run that needs the pack makes it (a build, the demo database and a pack).
}, 900_000);
afterEach(async () => {
  await desktop?.kill();
  desktop = undefined;
});
afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function runPacked(trace: string): Promise<{ desktop: Desktop; page: Page }> {
  desktop = await launchDesktop({
    userData,
    env: { STAND_IN_PACKED: appDir, STAND_IN_ASAR_TRACE: trace },
  });
  return { desktop, page: await desktop.window() };
}

/** Signs in to the demo as its operator and opens the client list; answers how many rows it shows. */
async function signInAndListClients(page: Page): Promise<number> {
  await page.locator('form[data-form="login"]').waitFor({ timeout: 60_000 });
  await page.locator('[data-notice="demo"] [data-demo-state="running"]').waitFor({ timeout: 120_000 });
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin1234');
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await page.locator('nav[data-nav="main"]').waitFor({ timeout: 60_000 });
  await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
  await page.locator(clientRow).first().waitFor({ timeout: 30_000 });
  return page.locator(clientRow).count();
}

async function readTrace(path: string): Promise<TraceLine[]> {
  return (await readFile(path, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TraceLine);
}

/** What the demo service's utility process read (its pid is the one the host reported at spawn). */
function serviceReads(trace: TraceLine[], reports: HostReport[]): TraceLine[] {
  const spawned = reports.filter(
    (report): report is Extract<HostReport, { type: 'utility' }> =>
      report.type === 'utility' && report.event === 'spawned',
  );
  expect(spawned).toHaveLength(1);
  return trace.filter((line) => line.pid === spawned[0]?.pid);
}

const read = (lines: TraceLine[], file: string): TraceLine | undefined => lines.find((line) => line.file === file);

/**
 * Whether PostgreSQL's control file says the cluster was shut down (DBState DB_SHUTDOWNED = 1, the 4 bytes after the
 * system identifier and the two version numbers; src/include/catalog/pg_control.h): PGlite closed, not cut off.
 */
function shutDownCleanly(dataDir: string): boolean {
  return readFileSync(join(dataDir, 'global', 'pg_control')).readUInt32LE(16) === 1;
}

/** Quits as the user does; the service must end by itself (exit code 0), never killed at the app's exit. */
async function quitCleanly(run: Desktop): Promise<void> {
  expect(await run.quit()).toBe(0);
  const utility = run.reports.filter((report) => report.type === 'utility');
  expect(utility.filter((report) => report.type === 'utility' && report.event === 'killed')).toEqual([]);
  expect(utility.find((report) => report.type === 'utility' && report.event === 'exit')).toMatchObject({ code: 0 });
  expect(shutDownCleanly(join(userData, 'demo-data'))).toBe(true);
}

async function codeCaches(): Promise<Map<string, number>> {
  const dir = join(userData, 'demo-compile-cache');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.v8cache'));
  return new Map(names.map((name) => [name, statSync(join(dir, name)).mtimeMs]));
}

describe('the packaged app in the stand-in host (resources/app.asar)', () => {
  it("packaged app: the demo's first start restores the ready-made database, signs in and lists clients", async () => {
    const trace = join(traceDir, 'first-start.jsonl');
    const { desktop: run, page } = await runPacked(trace);
    const errors = pageErrors(page);
    expect(await signInAndListClients(page)).toBeGreaterThan(0);
    await shellScreenshot(page, 'shell-packaged-clients');
    // Signed out before quitting, so that the later start signs in too (a kept session would skip the sign-in).
    await page.locator('[data-action="sign-out"]').click();
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await quitCleanly(run);

    // The app sees itself packaged (app.isPackaged): the menu it set last offers no DevTools.
    const menu = run.reports.filter((report) => report.type === 'app' && report.event === 'menu').at(-1);
    expect(menu).toBeDefined();
    expect(JSON.stringify(menu)).not.toMatch(/toggleDevTools|forceReload/);
    // The app's scheme asks for V8's code cache (the stand-in's Chromium cannot apply it: docs/architecture.md).
    expect(run.reports.find((report) => report.type === 'app' && report.event === 'privileged-schemes')).toMatchObject({
      detail: [{ scheme: 'app', privileges: { standard: true, secure: true, codeCache: true } }],
    });

    const lines = await readTrace(trace);
    // Main ran from the archive, and the page, its preload and the update keys were read from it.
    const host = lines.filter((line) => line.file === 'dist/electron/main.js');
    expect(host).toHaveLength(1);
    expect(host[0]).toMatchObject({ from: 'archive', how: 'module' });
    const mainReads = lines.filter((line) => line.pid === host[0]?.pid);
    for (const file of ['dist/electron/preload.cjs', 'dist/renderer/index.html', 'build/update-public-key.pem'])
      expect(read(mainReads, file), file).toMatchObject({ from: 'archive' });

    // The utility process's entry, the service script and PGlite's modules came from inside the archive.
    const service = serviceReads(lines, run.reports);
    expect(read(service, 'dist/server/main.js')).toMatchObject({ from: 'archive', how: 'module' });
    expect(read(service, 'dist/server/service-main.cjs')).toMatchObject({ from: 'archive' });
    expect(read(service, `${pglite}/index.js`)).toMatchObject({ from: 'archive', how: 'module' });
    // The ready-made database: its manifest from the archive, its tarball from app.asar.unpacked, and no initdb
    // (PGlite reads initdb.wasm only to make a new cluster).
    expect(read(service, 'dist/demo/demo-db.json')).toMatchObject({ from: 'archive' });
    expect(read(service, 'dist/demo/demo-db.tar.gz')).toMatchObject({ from: 'unpacked' });
    expect(read(service, `${pglite}/initdb.wasm`)).toBeUndefined();
    // The compile hints were read, and they are for the very WebAssembly the service read from app.asar.unpacked
    // (the service uses hints only for a module of their size: server/db/wasm-compile-hints.ts).
    expect(read(service, 'dist/server/pglite-hints.json')).toMatchObject({ from: 'archive' });
    expect(read(service, `${pglite}/pglite.wasm`)).toMatchObject({ from: 'unpacked' });
    const hints = JSON.parse(
      extractFile(join(appDir, 'resources', 'app.asar'), 'dist/server/pglite-hints.json').toString('utf8'),
    ) as { wasmBytes: number; functions: number[] };
    expect(hints.functions.length).toBeGreaterThan(0);
    expect(hints.wasmBytes).toBe(statSync(join(appDir, 'resources', 'app.asar.unpacked', pglite, 'pglite.wasm')).size);
    // The service's code cache, made after this first start, is in the user data folder.
    expect([...(await codeCaches()).keys()]).toEqual([
      expect.stringMatching(/^service-main\.cjs\.[0-9a-f]{16}\.v8cache$/),
    ]);
  });

  it('packaged app: a later start opens its database with the code cache the first start made, signs in and lists clients', async () => {
    const cachesBefore = await codeCaches();
    const trace = join(traceDir, 'later-start.jsonl');
    const { desktop: run, page } = await runPacked(trace);
    expect(await signInAndListClients(page)).toBeGreaterThan(0);
    await quitCleanly(run);

    const service = serviceReads(await readTrace(trace), run.reports);
    expect(read(service, 'dist/server/service-main.cjs')).toMatchObject({ from: 'archive' });
    // The database is the one the first start restored: the tarball is not read again.
    expect(read(service, 'dist/demo/demo-db.tar.gz')).toBeUndefined();
    expect(read(service, 'dist/server/pglite-hints.json')).toMatchObject({ from: 'archive' });
    // The code cache was taken: a run without one, or whose cache V8 refused, writes it anew (server/service-module.ts),
    // so the same file, unchanged, means this start ran the service from it.
    expect(await codeCaches()).toEqual(cachesBefore);
    expect(existsSync(join(userData, 'demo-data.initdb-unfinished'))).toBe(false);
  });

  it('packaged app: is named Provider Desk, and `npm start` beside it keeps a data folder and a single-instance lock of its own', async () => {
    // Neither is given a user data folder: each takes Electron's default, the app's name in the config folder.
    const home = await mkdtemp(join(tmpdir(), 'desk-home-'));
    scratch.push(home);
    const config = join(home, '.config');
    const lockOf = (run: Desktop): Promise<HostReport> =>
      run.waitFor((report) => report.type === 'app' && report.event === 'single-instance-lock');
    desktop = await launchDesktop({ env: { STAND_IN_PACKED: appDir, STAND_IN_USER_DATA: '', HOME: home } });
    expect(await lockOf(desktop)).toMatchObject({ detail: true });
    const development = await launchDesktop({ env: { STAND_IN_USER_DATA: '', HOME: home }, waitForWindow: false });
    try {
      // Before: both were "provider-desk" (package.json's name), and `npm start` quit as a second instance.
      expect(await lockOf(development)).toMatchObject({ detail: true });
      await development.waitFor((report) => report.type === 'window' && report.event === 'created');
      // Each lock is in its own data folder: the installed app's named after productName, `npm start`'s apart.
      expect(existsSync(join(config, 'Provider Desk', 'SingletonLock'))).toBe(true);
      expect(existsSync(join(config, 'Provider Desk Dev', 'SingletonLock'))).toBe(true);
      expect(await development.quit()).toBe(0);
    } finally {
      await development.kill();
    }
    expect(await desktop.quit()).toBe(0);
  });
});
