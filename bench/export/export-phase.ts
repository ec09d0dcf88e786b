import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../tests/support/browser.ts';
import { buildRenderer } from '../../tests/support/build-renderer.ts';
import { signInWithDemo } from '../../tests/support/login-page.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { currentLoad } from '../common/machine.ts';
import { ensurePgliteSnapshot } from '../common/pglite-cache.ts';
import { logProgress } from '../common/progress-log.ts';
import { benchPasswords } from '../common/service-settings.ts';
import { loginFormSelector } from '../ui/ui-first-screen.ts';
import { startDeskStack, startSnapshotService } from '../ui/ui-stack.ts';
import type { ExportFigures, ExportRun } from './export-figures.ts';

/** A signed-in tab in browser mode on the Clients screen, its whole list shown (every status, no filter, no search). */
async function clientsPage(browser: Browser, url: string): Promise<{ page: Page; total: number }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(loginFormSelector).waitFor({ timeout: 60_000 });
  await signInWithDemo(page, 'admin', benchPasswords.staff);
  await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
  await page.locator('[data-grid="clients"] [role="row"][data-client-pk]').first().waitFor({ timeout: 60_000 });
  // Why "Todos": the list starts on active clients, and the figure is the export of every client.
  const activeTotal = await page.locator('[data-pager-rows]').getAttribute('data-total');
  await page.locator('[data-status-toggle]').getByText('Todos').click();
  await page.waitForFunction(
    (before) => {
      const shown = document.querySelector('[data-pager-rows]')?.getAttribute('data-total');
      return Boolean(shown) && shown !== before && !document.querySelector('[data-grid="clients"][aria-busy]');
    },
    activeTotal,
    { timeout: 60_000 },
  );
  const total = Number(await page.locator('[data-pager-rows]').getAttribute('data-total'));
  return { page, total };
}

/** The data rows of a saved file: CSV lines, or the sheet's rows, the header left out. */
function dataRows(format: 'csv' | 'xlsx', bytes: Buffer): number {
  if (format === 'csv') return bytes.toString('utf8').split('\r\n').length - 2;
  const sheet = unzipSync(bytes, { filter: (file) => file.name === 'xl/worksheets/sheet1.xml' })[
    'xl/worksheets/sheet1.xml'
  ];
  return (strFromU8(sheet ?? new Uint8Array()).match(/<row /g)?.length ?? 1) - 1;
}

/** One export of the whole list in `format`, masked (the default choice), timed from the Node side. */
async function timeExport(page: Page, format: 'csv' | 'xlsx'): Promise<ExportRun> {
  await page.locator('[data-action="export"]').click();
  await page.locator(`[data-export="${format}"]`).click();
  const startAt = performance.now();
  const downloaded = page.waitForEvent('download', { timeout: 300_000 });
  const writing = page
    .locator('[data-export-writing]')
    .waitFor({ timeout: 300_000 })
    .then(() => performance.now());
  await page.locator('[data-action="export-start"]').click();
  const download = await downloaded;
  const fileAt = performance.now();
  const writingAt = await writing.catch(() => fileAt);
  const heapAfterBytes = await page.evaluate(
    () => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
  );
  const bytes = await readFile(await download.path());
  await page.locator('[data-export-dialog]').waitFor({ state: 'hidden' });
  return {
    format,
    rows: dataRows(format, bytes),
    bytes: bytes.length,
    clickToFileMs: fileAt - startAt,
    fetchMs: writingAt - startAt,
    writeMs: fileAt - writingAt,
    heapAfterBytes,
  };
}

/**
 * The export phase (issue 42): the built page in browser mode, with its CSP, on the bench's PGlite snapshot; the
 * whole client list exported as CSV and as XLSX, `runs` times each (one in a quick run), timed click → file.
 */
export async function runExportPhase(options: BenchOptions): Promise<ExportFigures> {
  const loadAtStart = currentLoad();
  logProgress('export: building the renderer (vite)');
  await buildRenderer({ production: true });
  const snapshot = await ensurePgliteSnapshot(options.clients, options.seed, false);
  logProgress(`export: starting the service on the ${options.clients.toLocaleString('en-US')}-client snapshot`);
  const service = await startSnapshotService(snapshot.path);
  const stack = await startDeskStack(service);
  const browser = await launchChromium();
  // Why: on Ctrl+C Chromium and the service must not outlive the bench.
  const unregister = registerCleanup(async () => {
    await browser.close();
    await stack.close();
    await service.close();
  });
  try {
    const { page, total } = await clientsPage(browser, stack.host.url);
    const runs: ExportRun[] = [];
    const rounds = options.quick ? 1 : Math.min(options.runs, 3);
    for (let round = 0; round < rounds; round += 1)
      for (const format of ['csv', 'xlsx'] as const) {
        logProgress(`export: round ${round + 1} of ${rounds}, ${total.toLocaleString('en-US')} rows as ${format}`);
        const run = await timeExport(page, format);
        if (run.rows !== total) throw new Error(`the ${format} file holds ${run.rows} rows, the list ${total}`);
        runs.push(run);
      }
    await page.context().close();
    return { clients: options.clients, gridTotal: total, runs, load: { start: loadAtStart, end: currentLoad() } };
  } finally {
    unregister();
    await browser.close();
    await stack.close();
    await service.close();
  }
}
