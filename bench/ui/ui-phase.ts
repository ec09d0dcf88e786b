import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../tests/support/browser.ts';
import { buildRenderer } from '../../tests/support/build-renderer.ts';
import { signInWithDemo } from '../../tests/support/login-page.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { ensurePgliteSnapshot } from '../common/pglite-cache.ts';
import { logProgress } from '../common/progress-log.ts';
import type { RunningService } from '../../server/service.ts';
import { benchPasswords } from '../common/service-settings.ts';
import { spreadOverRuns, summarize } from '../common/stats.ts';
import type { BrowserStart, FilterRound, FirstScreenJs, ScrollFigures, UiFigures } from './ui-figures.ts';
import { filterMethod, filterRoundPlan, timeFilterPaint, warmupSurname } from './ui-filter-paint.ts';
import { openFirstScreen } from './ui-first-screen.ts';
import { measureScroll, setPageSize } from './ui-scroll.ts';
import { measureBaselineScroll, readGridGeometry } from './ui-scroll-baseline.ts';
import { runSoak, takeTurn } from './ui-soak.ts';
import { soakTurnCount } from './ui-soak-plan.ts';
import { startDeskStack, startSnapshotService } from './ui-stack.ts';

const scrollRows = 1000;
/** Filters a round applies (each a fresh surname): 6 in full, 4 in a quick run. */
const filtersPerRound = (quick: boolean): number => (quick ? 4 : 6);

/** Starts browser mode afresh and opens its login screen in a new tab, timing each part; closes the stack unless `keep`. */
async function timeBrowserStart(
  browser: Browser,
  service: RunningService,
  keep: boolean,
): Promise<{ start: BrowserStart; js: FirstScreenJs; page?: Page; close?: () => Promise<void> }> {
  const stack = await startDeskStack(service);
  const first = await openFirstScreen(browser, stack.host.url);
  const start = {
    coreMs: stack.coreMs,
    hostMs: stack.hostMs,
    pageMs: first.pageMs,
    totalMs: stack.coreMs + stack.hostMs + first.pageMs,
  };
  if (keep) return { start, js: first.js, page: first.page, close: () => stack.close() };
  await first.page.context().close();
  await stack.close();
  return { start, js: first.js };
}

/** One round of filters on the signed-in page (50 rows a page), each timed from the Apply click to its rows painted. */
async function filterRound(page: Page, surnames: readonly string[]): Promise<FilterRound> {
  const runs = [];
  for (const surname of surnames) runs.push(await timeFilterPaint(page, surname));
  const samples = runs.map((run) => run.ms);
  return { surnames: [...surnames], samples, totals: runs.map((run) => run.total), summary: summarize(samples) };
}

/**
 * The page phase: builds the renderer, serves it in browser mode against the PGlite snapshot, and measures it
 * in Chromium: browser-mode start and filter rounds in `options.runs` rounds, a 1,000-row scroll per round,
 * then the simulated hour of paging with the heap after GC at checkpoints.
 */
export async function runUiPhase(options: BenchOptions): Promise<UiFigures> {
  logProgress('page: building the renderer (vite)');
  // Why the e2e suite's setup: it checks for a browser (tests/support/find-browser.ts) and builds dist/renderer as `npm run web` serves it.
  await buildRenderer({ production: true });
  const snapshot = await ensurePgliteSnapshot(options.clients, options.seed, false);
  logProgress(`page: starting the service on the ${options.clients.toLocaleString('en-US')}-client snapshot`);
  const service = await startSnapshotService(snapshot.path);
  const browser = await launchChromium();
  // Why: on Ctrl+C Chromium and the service must not outlive the bench.
  const unregister = registerCleanup(async () => {
    await browser.close();
    await service.close();
  });
  try {
    const starts: BrowserStart[] = [];
    for (let run = 1; run < options.runs; run += 1) {
      logProgress(`page: browser-mode start ${run} of ${options.runs}`);
      starts.push((await timeBrowserStart(browser, service, false)).start);
    }
    logProgress(`page: browser-mode start ${options.runs} of ${options.runs}, signing in`);
    const kept = await timeBrowserStart(browser, service, true);
    starts.push(kept.start);
    const page = kept.page as Page;
    try {
      await signInWithDemo(page, 'admin', benchPasswords.staff);
      await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
      await page.locator('[data-grid="clients"]:not([aria-busy])').waitFor({ timeout: 60_000 });
      await timeFilterPaint(page, warmupSurname);

      const plan = filterRoundPlan(options.runs, filtersPerRound(options.quick));
      const rounds: FilterRound[] = [];
      const scrolls: ScrollFigures[] = [];
      const baselineScrolls: ScrollFigures[] = [];
      for (const [index, surnames] of plan.entries()) {
        logProgress(
          `page: round ${index + 1} of ${plan.length}: scrolling a ${scrollRows}-row page, ${surnames.length} filters`,
        );
        // Why clear the filter first: the scroll needs a full 1,000-row page (a surname matches fewer in a quick run).
        await takeTurn(page, { kind: 'filter', surname: undefined });
        await setPageSize(page, scrollRows);
        scrolls.push(await measureScroll(page, scrollRows, 2000));
        baselineScrolls.push(await measureBaselineScroll(browser, await readGridGeometry(page), scrollRows, 2000));
        await setPageSize(page, 50);
        rounds.push(await filterRound(page, surnames));
      }
      const soak = await runSoak(page, soakTurnCount(options.quick));
      return {
        clients: options.clients,
        runs: options.runs,
        browserStarts: starts,
        browserStartTotal: spreadOverRuns(starts.map((start) => start.totalMs)),
        firstScreenJs: kept.js,
        filterMethod,
        filterRounds: rounds,
        filterPaintP50: spreadOverRuns(rounds.map((round) => round.summary.p50)),
        scrolls,
        droppedFrames: spreadOverRuns(scrolls.map((scroll) => scroll.droppedFrames)),
        baselineScrolls,
        baselineDroppedFrames: spreadOverRuns(baselineScrolls.map((scroll) => scroll.droppedFrames)),
        soak,
      };
    } finally {
      await page.context().close();
      await kept.close?.();
    }
  } finally {
    unregister();
    await browser.close();
    await service.close();
  }
}
