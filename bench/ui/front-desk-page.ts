// In-page timers of the front-desk phase: each stamps performance.now() in the page, so no Playwright round trip
// is inside a figure. Paint is taken as in ui-filter-paint.ts: the element present, then one animation frame and
// a task later (after that frame's paint).
import type { Page } from 'playwright-core';

/** When a step started (its key down or click, on the page's clock) and when its result was painted. */
export interface StepTimes {
  startAt: number;
  paintAt: number;
}

type Timed = {
  benchStep?: Promise<StepTimes>;
  benchClip?: Promise<StepTimes & { text: string }>;
  benchWatch?: Promise<number>;
};

/**
 * Arms a timer: the step starts at the first (`first`) or the latest (`last`) key down or click after arming,
 * and ends when `selector` matches and has been painted.
 */
async function arm(page: Page, selector: string, from: 'first' | 'last'): Promise<void> {
  await page.evaluate(
    ({ selector, from }) => {
      (window as Timed).benchStep = new Promise<StepTimes>((resolve, reject) => {
        let startAt: number | undefined;
        const onInput = (): void => {
          if (from === 'last' || startAt === undefined) startAt = performance.now();
        };
        // Why window and capture: this runs before any handler of the page, also the palette's own Ctrl+K one.
        window.addEventListener('keydown', onInput, { capture: true });
        window.addEventListener('click', onInput, { capture: true });
        const done = (): void => {
          observer.disconnect();
          clearTimeout(timer);
          window.removeEventListener('keydown', onInput, { capture: true });
          window.removeEventListener('click', onInput, { capture: true });
          const start = startAt ?? Number.NaN;
          requestAnimationFrame(() => setTimeout(() => resolve({ startAt: start, paintAt: performance.now() }), 0));
        };
        const check = (): void => {
          if (startAt !== undefined && document.querySelector(selector)) done();
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`nothing matched ${selector} within 60 s`));
        }, 60_000);
      });
    },
    { selector, from },
  );
}

/** Times `act` (key presses or a click) from its first key down/click to `selector` painted. */
export async function timeStep(page: Page, selector: string, act: () => Promise<void>): Promise<StepTimes> {
  await arm(page, selector, 'first');
  await act();
  return page.evaluate(() => (window as Timed).benchStep ?? Promise.reject(new Error('step timer not armed')));
}

/** Times typed keys from the last key down before `selector` matched to it painted (the CPF's last digit → its row). */
export async function timeTyped(page: Page, selector: string, text: string): Promise<StepTimes> {
  await arm(page, selector, 'last');
  await page.keyboard.type(text);
  return page.evaluate(() => (window as Timed).benchStep ?? Promise.reject(new Error('step timer not armed')));
}

/**
 * Starts watching for `selector` now, for a result that comes later by itself (the card's open invoices once main
 * opened the client area in the background); the function returned answers when it was painted, on the page's clock.
 * Why not Playwright's waitFor: it polls at growing intervals (up to 1 s), which would be inside the figure.
 */
export async function watchPainted(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.evaluate((selector) => {
    (window as Timed).benchWatch = new Promise<number>((resolve, reject) => {
      const check = (): void => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`nothing matched ${selector} within 60 s`));
      }, 60_000);
    });
  }, selector);
  return () => page.evaluate(() => (window as Timed).benchWatch ?? Promise.reject(new Error('watch not armed')));
}

/** Empties the clipboard, clicks `button`, and times the click → a PIX code (`000201…`) read back from the clipboard. */
export async function timeCopyToClipboard(
  page: Page,
  click: () => Promise<void>,
): Promise<StepTimes & { text: string }> {
  await page.evaluate(async () => {
    await navigator.clipboard.writeText('');
    (window as Timed).benchClip = new Promise((resolve, reject) => {
      let startAt: number | undefined;
      window.addEventListener('click', () => (startAt ??= performance.now()), { capture: true, once: true });
      const started = performance.now();
      // Why polling readText: the clipboard fires no event on a write; every 2 ms is finer than the figure needs.
      const tick = async (): Promise<void> => {
        const text = await navigator.clipboard.readText().catch(() => '');
        if (startAt !== undefined && text.startsWith('000201')) resolve({ startAt, paintAt: performance.now(), text });
        else if (performance.now() - started > 60_000) reject(new Error('no PIX code on the clipboard within 60 s'));
        else setTimeout(() => void tick(), 2);
      };
      void tick();
    });
  });
  await click();
  return page.evaluate(() => (window as Timed).benchClip ?? Promise.reject(new Error('clipboard timer not armed')));
}

/** The page's own palette marks: `palette:painted` − `palette:open` of the latest opening (waits for the painted mark). */
export async function paletteMarks(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('palette:painted').length > 0);
  return page.evaluate(() => {
    const open = performance.getEntriesByName('palette:open').at(-1)?.startTime ?? Number.NaN;
    const painted = performance.getEntriesByName('palette:painted').at(-1)?.startTime ?? Number.NaN;
    performance.clearMarks('palette:open');
    performance.clearMarks('palette:painted');
    return painted - open;
  });
}
