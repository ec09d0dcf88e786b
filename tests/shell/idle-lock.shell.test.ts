import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningService } from '../../server/service.ts';
import { testPasswords, useService } from '../support/test-service.ts';
import { userDataWithBranch } from './support/branch-profile.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';
import { pageErrors, shellScreenshot } from './support/page-checks.ts';

// The system's lock in the real built app. The host models Linux here (the platform the tests run on): Electron emits
// no 'lock-screen' there, so main asks powerMonitor.getSystemIdleState() and locks when it answers 'locked'; 'suspend'
// is emitted everywhere. Main also runs its own idle timer (the page's input is only a hint) and, while locked,
// answers only what the lock screen needs. The app signs in to a provider service this test runs (no demo to seed).

const lockScreen = '[data-lock-screen]';
let service: RunningService;
let desktop: Desktop;
let page: Page;
let errors: string[];

beforeAll(async () => {
  service = await useService('pglite');
  const userData = await userDataWithBranch(service, 'desk-shell-lock-');
  // Why 5 minutes: the page's own timer must not be what locks in the test of main's timer below.
  await writeFile(
    join(userData, 'settings.json'),
    JSON.stringify({ language: 'pt-BR', theme: 'system', zoom: 1, idleLockMinutes: 5 }),
  );
  desktop = await launchDesktop({ userData, env: { STAND_IN_PLATFORM: 'linux' } });
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
  it('locks when the operating system locks the screen (Linux: no lock-screen event; the idle state says locked)', async () => {
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(testPasswords.staff);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('nav[data-nav="main"]').waitFor({ timeout: 30_000 });
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator('[data-grid="clients"] [role="row"][data-client-pk]').first().waitFor({ timeout: 30_000 });

    // Electron on Linux emits no lock-screen (the host models that); the screen's lock shows in the idle state.
    desktop.send({ type: 'system-event', name: 'lock-screen' });
    await desktop.waitFor((report) => report.type === 'app' && report.event === 'system-event-not-emitted');
    desktop.send({ type: 'system-idle', state: 'locked' });
    await page.locator('[data-lock-screen="system"]').waitFor();
    desktop.send({ type: 'system-idle', state: 'active' });
    expect(await page.locator('[data-lock-reason]').textContent()).toContain('computador foi bloqueado');
    expect(await page.locator('#root').getAttribute('aria-hidden')).toBe('true');
    await shellScreenshot(page, 'shell-lock-screen');
    // Main holds the lock: a reload of the window is still locked.
    await page.reload();
    await page.locator('[data-lock-screen]').waitFor({ timeout: 30_000 });
    await unlock();
    await page.locator('nav[data-nav="main"]').waitFor();
    // The calls main refused while the reloaded page sat under the lock left no error on screen.
    await page.locator('[data-grid="clients"] [role="row"][data-client-pk]').first().waitFor({ timeout: 30_000 });
    await shellScreenshot(page, 'shell-after-reload-unlock');
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
  });

  it('locks when the machine goes to sleep', async () => {
    desktop.send({ type: 'system-event', name: 'suspend' });
    await page.locator('[data-lock-screen="system"]').waitFor();
    await unlock();
  });

  it('locks by main’s own idle timer when the machine saw no input, whatever the page reports', async () => {
    await page.mouse.move(10, 10);
    await page.mouse.move(20, 20);
    // The system saw no input for 6 minutes (over the 5 of the setting); the page's own timer is far from 5 minutes.
    desktop.send({ type: 'system-idle', state: 'idle', seconds: 360 });
    await page.locator('[data-lock-screen="idle"]').waitFor();
    await shellScreenshot(page, 'shell-lock-screen-main-idle');
    desktop.send({ type: 'system-idle', state: 'active', seconds: 0 });
    // Under the lock, a script in the page cannot change the settings nor reach a server through main.
    const attempts = await page.evaluate(async () => {
      const bridge = (window as unknown as { desk: Record<string, (input: unknown) => Promise<unknown>> }).desk;
      return {
        settings: await bridge.settingsSet?.({ idleLockMinutes: 240 }),
        masking: await bridge.privacySet?.({ maskPersonalData: false, password: 'any' }),
        update: await bridge.updateCheck?.({}),
        clients: await bridge.clientsList?.({ start: 0, limit: 5 }),
      };
    });
    expect(JSON.stringify(attempts)).not.toContain('"ok":true');
    for (const attempt of Object.values(attempts))
      expect(attempt).toMatchObject({ ok: false, error: { code: 'LOCKED' } });
    await unlock();
    expect(errors.filter((line) => !line.includes('LOCKED'))).toEqual([]);
  });
});
