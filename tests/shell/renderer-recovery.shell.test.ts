import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostReport } from './stand-in/control.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';

let desktop: Desktop | undefined;
afterEach(async () => {
  await desktop?.kill();
  desktop = undefined;
});

const loginForm = 'form[data-form="login"]';

/** Crashes the window's renderer as a GPU driver or an out-of-memory kill would (DevTools' Page.crash). */
async function crash(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.crash').catch(() => undefined);
}

/** Waits for the window's page that follows the crashed one, with the login on it. */
async function nextPage(desktop: Desktop, crashed: Page): Promise<Page> {
  await expect.poll(() => crashed.isClosed(), { timeout: 15_000 }).toBe(true);
  const page = await desktop.window();
  await page.locator(loginForm).waitFor({ timeout: 30_000 });
  return page;
}

const dialogs = (desktop: Desktop) =>
  desktop.reports.filter((report): report is Extract<HostReport, { type: 'dialog' }> => report.type === 'dialog');

describe('the window recovers from its renderer', () => {
  it('a crashed renderer is logged and the page reloaded, never left as a blank window', async () => {
    desktop = await launchDesktop();
    const page = await desktop.window();
    await page.locator(loginForm).waitFor({ timeout: 30_000 });
    await crash(page);
    await nextPage(desktop, page);
    expect(await readFile(join(desktop.userData, 'logs', 'main.log'), 'utf8')).toContain('renderer gone: crashed');
    expect(dialogs(desktop)).toEqual([]);
  });

  it('a renderer that crashes again and again is not reloaded in a loop: the user chooses', async () => {
    // The third crash in a minute asks; the answer "Recarregar" (0) loads the page once more.
    desktop = await launchDesktop({ dialogAnswers: [0] });
    let page = await desktop.window();
    await page.locator(loginForm).waitFor({ timeout: 30_000 });
    for (let round = 0; round < 3; round++) {
      await crash(page);
      page = await nextPage(desktop, page);
    }
    expect(dialogs(desktop).map((dialog) => dialog.message)).toEqual([
      'A janela do Provider Desk parou de funcionar várias vezes seguidas.',
    ]);
  });

  it('a page that stops answering is logged and the user offered a reload, which brings it back', async () => {
    desktop = await launchDesktop({ dialogAnswers: [0], env: { STAND_IN_HANG_MS: '1500' } });
    const page = await desktop.window();
    await page.locator(loginForm).waitFor({ timeout: 30_000 });
    // The page's main thread loops for good, as a runaway script would.
    void page.evaluate('setTimeout(() => { for (;;) {} }, 0)').catch(() => undefined);
    await desktop.waitFor((report) => report.type === 'dialog');
    expect(dialogs(desktop)[0]?.message).toBe('A janela do Provider Desk não está respondendo.');
    await nextPage(desktop, page);
    expect(await readFile(join(desktop.userData, 'logs', 'main.log'), 'utf8')).toContain('renderer unresponsive');
  });
});
