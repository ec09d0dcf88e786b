import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningService } from '../../server/service.ts';
import { testPasswords, useService } from '../support/test-service.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';
import { pageErrors, shellScreenshot } from './support/page-checks.ts';

// The system's lock in the real built app: the stand-in's powerMonitor emits 'lock-screen' (and 'suspend'), as
// Electron does when the operating system locks or sleeps; main locks and tells the page, which covers itself.
// The app signs in to a provider service this test runs (no demo to seed).

const lockScreen = '[data-lock-screen]';
let service: RunningService;
let desktop: Desktop;
let page: Page;
let errors: string[];

beforeAll(async () => {
  service = await useService('pglite');
  const userData = await mkdtemp(join(tmpdir(), 'desk-shell-lock-'));
  const profile = {
    id: 'branch',
    name: 'Filial',
    adminUrl: service.adminUrl,
    clientUrl: service.clientUrl,
    adminPrefix: 'admin_ctl',
    username: 'admin',
  };
  await writeFile(join(userData, 'profiles.json'), JSON.stringify({ profiles: [profile], activeId: 'branch' }));
  desktop = await launchDesktop({ userData });
  page = await desktop.window();
  errors = pageErrors(page);
});
afterAll(async () => {
  await desktop.kill();
});

async function unlock(): Promise<void> {
  await page.locator(`${lockScreen} input[name="unlock-password"]`).fill(testPasswords.staff);
  await page.locator(`${lockScreen} [data-action="unlock"]`).click();
  await page.locator(lockScreen).waitFor({ state: 'detached' });
}

describe('the idle lock in Electron', () => {
  it('locks when the operating system locks the screen, over the signed-in app', async () => {
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(testPasswords.staff);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('nav[data-nav="main"]').waitFor({ timeout: 30_000 });
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator('[data-grid="clients"] [role="row"][data-client-pk]').first().waitFor({ timeout: 30_000 });

    desktop.send({ type: 'system-event', name: 'lock-screen' });
    await page.locator('[data-lock-screen="system"]').waitFor();
    expect(await page.locator('[data-lock-reason]').textContent()).toContain('computador foi bloqueado');
    expect(await page.locator('#root').getAttribute('aria-hidden')).toBe('true');
    await shellScreenshot(page, 'shell-lock-screen');
    // Main holds the lock: a reload of the window is still locked.
    await page.reload();
    await page.locator('[data-lock-screen]').waitFor({ timeout: 30_000 });
    await unlock();
    await page.locator('nav[data-nav="main"]').waitFor();
  });

  it('locks when the machine goes to sleep', async () => {
    desktop.send({ type: 'system-event', name: 'suspend' });
    await page.locator('[data-lock-screen="system"]').waitFor();
    await unlock();
    expect(errors.filter((line) => !line.includes('UNAVAILABLE'))).toEqual([]);
  });
});
