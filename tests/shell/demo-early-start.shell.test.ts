import { afterAll, describe, expect, it } from 'vitest';
import type { HostReport } from './stand-in/control.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';
import { pageErrors, shellScreenshot } from './support/page-checks.ts';

let desktop: Desktop | undefined;
afterAll(async () => {
  await desktop?.kill();
});

const isSpawn = (report: HostReport): boolean => report.type === 'utility' && report.event === 'spawned';

describe('the demo service starts while the login screen shows the Demo profile, in Electron', () => {
  it('is running before the operator signs in, and the sign-in uses that one service', async () => {
    desktop = await launchDesktop();
    const page = await desktop.window();
    const errors = pageErrors(page);
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    // Nothing typed and nothing clicked: the Demo profile is the one chosen, so its service starts now.
    await desktop.waitFor(isSpawn);
    // Why long: the first start on an empty data folder restores the ready-made demo database.
    await page.locator('[data-notice="demo"] [data-demo-state="running"]').waitFor({ timeout: 90_000 });
    expect(await page.locator('[data-notice="demo"] [data-demo-state="running"]').textContent()).toBe(
      'Servidor de demonstração pronto.',
    );
    await shellScreenshot(page, 'shell-login-demo-ready');

    await page.locator('input[name="password"]').fill('admin1234');
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('nav[data-nav="main"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-connection]').getAttribute('data-connection')).toBe('online');
    expect(desktop.reports.filter(isSpawn)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
