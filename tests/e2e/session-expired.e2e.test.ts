import { describe, expect, it } from 'vitest';
import {
  e2ePasswords,
  expireOperatorSessions,
  login,
  openApp,
  screenshot,
  seriousA11yViolations,
  useE2eHost,
} from './support/app.ts';

describe('expired session', () => {
  it('asks for the password when a read finds the session expired, then goes on with fresh figures', async () => {
    const page = await openApp();
    await login(page);
    await page.locator('[data-stat="clients-total"] [data-value]').waitFor();
    // Why the trend too: its twelve reads run after the figures; one still running when the session is expired
    // asks for the password by itself, and its dialog would cover the button this test clicks.
    await page.locator('[data-chart="clients-trend"] [data-trend-summary]').waitFor({ timeout: 30_000 });
    await expireOperatorSessions();

    await page.locator('[data-page="dashboard"] [data-action="refresh"]').click();
    const dialog = page.locator('[role="dialog"]').filter({ has: page.locator('input[name="resume-password"]') });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('admin');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'session-expired');

    await page.locator('input[name="resume-password"]').fill(e2ePasswords.staff);
    await page.locator('input[name="resume-password"]').press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('[data-stat="clients-total"] [data-value]').waitFor();
    expect(await page.locator('[data-page="dashboard"] [role="alert"]').count()).toBe(0);
    expect(await page.locator('nav[data-nav="main"] [aria-current="page"]').getAttribute('data-route')).toBe(
      'dashboard',
    );
  });

  it('keeps what was typed in an open form while the password is asked for', async () => {
    const page = await openApp();
    await login(page);
    await page.locator('nav[data-nav="main"] [data-route="settings"]').click();
    await page.locator('[data-table="profiles"]').waitFor();
    await page.locator('[data-page="settings"] button', { hasText: 'Adicionar servidor' }).click();
    await page.locator('form[data-form="profile"] input[name="name"]').fill('Filial Centro');

    // As main does when any call of the operator finds the session expired.
    await expireOperatorSessions();
    const { core } = await useE2eHost();
    core.hub.emit('session:expired', { area: 'admin' });
    await page.locator('input[name="resume-password"]').fill(e2ePasswords.staff);
    await page.locator('[role="dialog"] button[type="submit"]', { hasText: 'Continuar' }).click();
    await page.locator('input[name="resume-password"]').waitFor({ state: 'hidden' });

    expect(await page.locator('form[data-form="profile"] input[name="name"]').inputValue()).toBe('Filial Centro');
  });

  it('says so when the password typed to go on is wrong', async () => {
    const page = await openApp();
    await login(page);
    await expireOperatorSessions();
    const { core } = await useE2eHost();
    core.hub.emit('session:expired', { area: 'admin' });
    await page.locator('input[name="resume-password"]').fill('wrong-password');
    await page.locator('input[name="resume-password"]').press('Enter');
    await page.locator('[role="dialog"] [data-error-code="AUTH_FAILED"]').waitFor();
    await page.locator('input[name="resume-password"]').fill(e2ePasswords.staff);
    await page.locator('input[name="resume-password"]').press('Enter');
    await page.locator('input[name="resume-password"]').waitFor({ state: 'hidden' });
  });
});
