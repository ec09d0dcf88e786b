import { launchChromium } from '../tests/e2e/support/browser.ts';
import buildRenderer from '../tests/e2e/support/global-setup.ts';
import { login } from '../tests/e2e/support/app.ts';
import type { BenchOptions } from './bench-options.ts';
import { ensurePgliteSnapshot } from './pglite-cache.ts';
import { logProgress } from './progress-log.ts';
import { benchPasswords } from './service-settings.ts';
import { summarize } from './stats.ts';
import type { UiFigures } from './ui-figures.ts';
import { filterMethod, filterSurnames, timeFilterPaint } from './ui-filter-paint.ts';
import { openFirstScreen } from './ui-first-screen.ts';
import { measureScroll, setPageSize } from './ui-scroll.ts';
import { startDeskStack, startSnapshotService } from './ui-stack.ts';

const scrollRows = 1000;

/** The page phase: builds the renderer, serves it in browser mode against the PGlite snapshot, and measures it in Chromium. */
export async function runUiPhase(options: BenchOptions): Promise<UiFigures> {
  logProgress('page: building the renderer (vite)');
  // Why the e2e suite's setup: it checks for Debian's Chromium and builds dist/renderer as `npm run web` serves it.
  await buildRenderer();
  const snapshot = await ensurePgliteSnapshot(options.clients, options.seed, false);
  logProgress(`page: starting the service on the ${options.clients.toLocaleString('en-US')}-client snapshot`);
  const service = await startSnapshotService(snapshot.path);
  const browser = await launchChromium();
  try {
    logProgress('page: starting browser mode (core, web host) and opening the login screen');
    const stack = await startDeskStack(service);
    try {
      const first = await openFirstScreen(browser, stack.host.url);
      const page = first.page;
      await login(page, 'admin', benchPasswords.staff);
      await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
      await page.locator('[data-grid="clients"]:not([aria-busy])').waitFor({ timeout: 60_000 });

      logProgress(`page: scrolling a ${scrollRows}-row page`);
      await setPageSize(page, scrollRows);
      const scroll = await measureScroll(page, scrollRows, 2000);
      await setPageSize(page, 50);

      logProgress(`page: applying ${filterSurnames.length} filters through the filter builder`);
      const runs = [];
      for (const surname of filterSurnames) runs.push({ surname, ...(await timeFilterPaint(page, surname)) });
      // Why drop the first: it pays for loading the builder's code and the first query plan.
      const timed = runs.slice(1);
      const samples = timed.map((run) => run.ms);
      await page.context().close();
      return {
        clients: options.clients,
        browserStart: { coreMs: stack.coreMs, hostMs: stack.hostMs, pageMs: first.pageMs, totalMs: stack.coreMs + stack.hostMs + first.pageMs },
        firstScreenJs: first.js,
        filterMethod,
        filterPaint: { ...summarize(samples), samples, values: timed.map((run) => run.surname), totals: timed.map((run) => run.total) },
        scroll,
      };
    } finally {
      await stack.close();
    }
  } finally {
    await browser.close();
    await service.close();
  }
}
