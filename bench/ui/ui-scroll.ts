import type { Page } from 'playwright-core';
import { droppedFrameMs, type ScrollFigures } from './ui-figures.ts';

const grid = '[data-grid="clients"]';

/** Switches the clients grid to `size` rows a page and waits until that many rows are laid out. */
export async function setPageSize(page: Page, size: number): Promise<void> {
  await page.locator('select[name="page-size"]').selectOption(String(size));
  await page.waitForFunction(
    ([selector, rows]) => {
      const element = document.querySelector(selector);
      const total = Number(document.querySelector('[data-pager-rows]')?.getAttribute('data-total'));
      const body = [...(element?.querySelectorAll<HTMLElement>('[role="rowgroup"]') ?? [])].at(-1);
      // Why the body's height: the virtualiser sizes it for every row of the page, drawn or not.
      return (
        element &&
        !element.hasAttribute('aria-busy') &&
        body &&
        Number.parseFloat(body.style.height) >= Math.min(rows, total) * 10
      );
    },
    [grid, size] as const,
    { timeout: 60_000 },
  );
}

/** Scrolls the grid from top to bottom over `durationMs`, one scrollTop step per animation frame, recording each frame's delta. */
export async function measureScroll(page: Page, rows: number, durationMs: number): Promise<ScrollFigures> {
  const { deltas, added } = await page.evaluate(
    (duration) =>
      new Promise<{ deltas: number[]; added: number }>((resolve) => {
        const scroller = document.querySelector('[data-grid-scroll]') as HTMLElement;
        let added = 0;
        // Why count elements: frame times swing with the machine's load; elements built per scroll do not.
        const count = (records: MutationRecord[]): void => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof Element) added += 1 + node.querySelectorAll('*').length;
        };
        const observer = new MutationObserver(count);
        observer.observe(scroller, { childList: true, subtree: true });
        scroller.scrollTop = 0;
        const end = scroller.scrollHeight - scroller.clientHeight;
        const frames: number[] = [];
        let first: number | undefined;
        let last: number | undefined;
        const step = (now: number): void => {
          first ??= now;
          if (last !== undefined) frames.push(now - last);
          last = now;
          const share = Math.min(1, (now - first) / duration);
          scroller.scrollTop = end * share;
          // Why one more frame after the end: the last step's rows must be drawn too.
          if (share < 1 || frames.length === 0) requestAnimationFrame(step);
          else
            requestAnimationFrame((final) => {
              count(observer.takeRecords());
              observer.disconnect();
              resolve({ deltas: [...frames, final - now], added });
            });
        };
        requestAnimationFrame(step);
      }),
    durationMs,
  );
  return {
    rows,
    durationMs: deltas.reduce((total, delta) => total + delta, 0),
    frames: deltas.length,
    droppedFrames: deltas.filter((delta) => delta > droppedFrameMs).length,
    worstFrameMs: Math.max(...deltas),
    frameDeltas: deltas,
    elementsAdded: added,
  };
}
