import type { CDPSession, Page } from 'playwright-core';
import { logProgress } from '../common/progress-log.ts';
import type { HeapCheckpoint, SoakFigures } from './ui-figures.ts';
import { judgeGrowth } from './ui-growth.ts';
import { soakBlockTurns, soakCycle, soakMix, soakPlan, type SoakTurn } from './ui-soak-plan.ts';

const grid = '[data-grid="clients"]';

/** The grid's rows and total as text: a page turn is done when this changed and the grid is no longer busy. */
function gridSignature(): string {
  const total = document.querySelector('[data-pager-rows]')?.getAttribute('data-total') ?? '';
  const rows = [...document.querySelectorAll('[data-grid="clients"] [data-client-pk]')]
    .slice(0, 10)
    .map((row) => row.getAttribute('data-client-pk'));
  return `${total}|${rows.join(',')}`;
}

async function applyFilter(page: Page, surname: string | undefined): Promise<void> {
  await page.locator('[data-action="open-filter-builder"]').click();
  const panel = page.locator('[data-filter-builder]');
  await panel.waitFor();
  if (surname === undefined) await panel.locator('[data-action="clear-filter"]').click();
  else {
    await panel.locator('select[name="filter-field-1"]').selectOption('client_complete_name');
    await panel.locator('select[name="filter-op-1"]').selectOption('contains');
    await panel.locator('input[name="filter-value-1"]').fill(surname);
    await panel.locator('[data-action="apply-filter"]').click();
  }
  await panel.waitFor({ state: 'hidden' });
}

/** Does one turn through the page's own controls and waits until the grid shows its new rows. */
export async function takeTurn(page: Page, turn: SoakTurn): Promise<void> {
  const before = await page.evaluate(gridSignature);
  if (turn.kind === 'next' || turn.kind === 'previous') await page.locator(`[data-pager="${turn.kind}"]`).click();
  else if (turn.kind === 'sort') await page.locator(`${grid} [data-column="${turn.column}"] button`).click();
  else await applyFilter(page, turn.surname);
  await page.waitForFunction(
    ([previous, selector]) => {
      const element = document.querySelector(selector);
      const total = document.querySelector('[data-pager-rows]')?.getAttribute('data-total') ?? '';
      const rows = [...document.querySelectorAll(`${selector} [data-client-pk]`)]
        .slice(0, 10)
        .map((row) => row.getAttribute('data-client-pk'));
      return element !== null && !element.hasAttribute('aria-busy') && `${total}|${rows.join(',')}` !== previous;
    },
    [before, grid] as const,
    { timeout: 60_000 },
  );
}

/** The JS heap after a forced GC and the renderer's DOM counters. */
async function checkpoint(cdp: CDPSession, turn: number): Promise<HeapCheckpoint> {
  // Why twice: one collection can leave objects that only the next one frees (weak maps, finalisers).
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return {
    turn,
    heapUsedBytes: heap.usedSize,
    heapTotalBytes: heap.totalSize,
    documents: dom.documents,
    nodes: dom.nodes,
    jsEventListeners: dom.jsEventListeners,
  };
}

/** Heap tolerance: 5 % of the start, at least 2 MiB. */
export const heapTolerance = { relative: 0.05, floorBytes: 2 * 1024 * 1024 } as const;

/**
 * The simulated hour: one warm-up cycle, then `turns` page turns (next/previous page, sort clicks, a filter
 * now and then) with the heap after GC and the DOM counters taken at the start and at every block's end.
 */
export async function runSoak(page: Page, turns: number): Promise<SoakFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const warmup = soakCycle();
  logProgress(`page: heap soak, ${warmup.length} warm-up turns`);
  for (const turn of warmup) await takeTurn(page, turn);
  const plan = soakPlan(turns);
  logProgress(`page: heap soak, ${plan.length} page turns`);
  const started = performance.now();
  const checkpoints = [await checkpoint(cdp, 0)];
  for (const [index, turn] of plan.entries()) {
    await takeTurn(page, turn);
    if ((index + 1) % soakBlockTurns === 0) checkpoints.push(await checkpoint(cdp, index + 1));
  }
  const durationMs = performance.now() - started;
  await cdp.detach();
  const heap = judgeGrowth(
    checkpoints.map((point) => ({ turn: point.turn, value: point.heapUsedBytes })),
    heapTolerance.relative,
    heapTolerance.floorBytes,
  );
  return {
    turns: plan.length,
    warmupTurns: warmup.length,
    mix: soakMix(plan),
    durationMs,
    checkpoints,
    toleranceBytes: heap.tolerance,
    growthBytes: heap.growth,
    trendBytes: heap.trend,
    grew: heap.grew,
  };
}
