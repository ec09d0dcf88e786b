import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostReport } from './stand-in/control.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';
import { pageErrors, shellScreenshot } from './support/page-checks.ts';

// One operator's walk through the desktop app on its own demo service, as a user would: sign in,
// open a client and save an edit, open the client's area, copy the diagnostics, quit. Each step
// needs the one before, so they share one app run.

const demoStaff = { username: 'admin', password: 'admin1234' };
const clientRow = '[data-grid="clients"] [role="row"][data-client-pk]';

let desktop: Desktop;
let page: Page;
let errors: string[];

beforeAll(async () => {
  desktop = await launchDesktop();
  page = await desktop.window();
  errors = pageErrors(page);
});
afterAll(async () => {
  await desktop.kill();
});

describe('a day in the desktop app, in Electron', () => {
  it('signs in to the demo, whose service starts in a utility process', async () => {
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    await page.locator('input[name="username"]').fill(demoStaff.username);
    await page.locator('input[name="password"]').fill(demoStaff.password);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    // Why long: the demo's first start makes its database and 2,000 clients.
    await page.locator('nav[data-nav="main"]').waitFor({ timeout: 90_000 });
    expect(desktop.reports.some((report) => report.type === 'utility' && report.event === 'spawned')).toBe(true);
    expect(await page.locator('[data-connection]').getAttribute('data-connection')).toBe('online');
  });

  it('opens a client from the grid and saves an edit', async () => {
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator(`${clientRow}`).first().waitFor();
    const row = page.locator(clientRow).first();
    const pk = await row.getAttribute('data-client-pk');
    // Why F2: Enter and a double click open the client's card; F2 edits (the shortcut table says so).
    await row.click();
    await page.keyboard.press('F2');
    const form = page.locator('form[data-form="client"][data-mode="edit"]');
    await form.waitFor();
    const note = `Atendido pelo app desktop ${Date.now()}`;
    await form.locator('[data-field="client_observations"]').fill(note);
    await form.locator('[data-action="save"]').click();
    await form.waitFor({ state: 'detached' });
    // Read back from the server: the detail panel of the same client shows the saved note.
    await page.locator(`${clientRow}[data-client-pk="${pk}"]`).click();
    await expect
      .poll(() => page.locator(`aside[data-client-detail="${pk}"]`).textContent(), { timeout: 15_000 })
      .toContain(note);
    await shellScreenshot(page, 'shell-clients');
  });

  it('opens a client’s area with no password typed (the demo service sends it in the record)', async () => {
    const rows = await page.locator(clientRow).all();
    for (const row of rows) {
      await row.click();
      const pk = await row.getAttribute('data-client-pk');
      const button = page.locator(`aside[data-client-detail="${pk}"] [data-action="open-customer-area"]`);
      await button.waitFor();
      if (await button.isDisabled()) continue;
      await button.click();
      await page.locator('[data-customer-header]').waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-dialog="open-customer"]').count()).toBe(0);
      await shellScreenshot(page, 'shell-customer-area');
      // An https link opens in the system browser, never in a window of the app.
      const link = page.locator('[data-config-social] a');
      if ((await link.count()) > 0) {
        const href = await link.getAttribute('href');
        await link.click();
        const opened = await Promise.race([
          desktop.waitFor((report) => report.type === 'open-external'),
          new Promise((_, reject) =>
            setTimeout(
              () =>
                reject(
                  new Error(
                    `no open-external; reports: ${JSON.stringify(desktop.reports.filter((report) => report.type === 'app' || report.type === 'log').slice(-5))}; href ${href}`,
                  ),
                ),
              20_000,
            ),
          ),
        ]);
        expect(opened).toEqual({ type: 'open-external', url: href });
        // The window the page asked for was refused (closed by the app's rule), so no page of the app shows it.
        await expect
          .poll(
            () =>
              page
                .context()
                .pages()
                .filter((candidate) => !candidate.isClosed() && !candidate.url().includes('.stand-in.invalid')).length,
          )
          .toBe(0);
      }
      return;
    }
    throw new Error('no client on the first page has a client-area user name');
  });

  it('copies the diagnostics to the clipboard from the settings (the page’s own clipboard write is allowed)', async () => {
    await page.locator('nav[data-nav="main"] [data-route="settings"]').click();
    await page.locator('[data-action="copy-diagnostics"]').click();
    await page.getByText('Diagnóstico copiado para a área de transferência.').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Browser.setPermission', {
      permission: { name: 'clipboard-read' },
      setting: 'granted',
      origin: new URL(page.url()).origin,
    });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Provider Desk');
    expect(copied).not.toContain(demoStaff.password);
  });

  it('quits: the demo service is asked to stop and exits by itself, the app exits 0', async () => {
    expect(errors).toEqual([]);
    expect(await desktop.quit()).toBe(0);
    const utility = desktop.reports.filter(
      (report): report is Extract<HostReport, { type: 'utility' }> => report.type === 'utility',
    );
    // Not killed: it closed its database and exited 0 on the stop message.
    expect(utility.map((report) => report.event)).toEqual(['spawned', 'exit']);
    expect(utility.at(-1)?.code).toBe(0);
  });
});
