import { describe, expect, it } from 'vitest';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';

async function openSettings() {
  const page = await openApp();
  await login(page);
  await page.locator('nav[data-nav="main"] [data-route="settings"]').click();
  await page.locator('[data-table="profiles"]').waitFor();
  return page;
}

describe('settings', () => {
  it('shows language, theme, size, servers and support, and copies the diagnostics', async () => {
    const page = await openSettings();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'settings');
    await page.locator('[data-action="copy-diagnostics"]').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('Provider Desk 0.0.0-e2e');
    expect(errorsOf(page)).toEqual([]);
  });

  it('changes the interface size and keeps it', async () => {
    const page = await openSettings();
    await page.locator('[data-setting="zoom"]').getByText('110 %').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.zoom)).toBe('1.1');
    const { core } = await useE2eHost();
    await expect.poll(async () => (await core.settings.get()).zoom).toBe(1.1);
    await page.locator('[data-setting="zoom"]').getByText('100 %').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.zoom)).toBe('');
  });

  it('adds a server profile after pointing out what is wrong, then removes it', async () => {
    const page = await openSettings();
    await page.locator('[data-page="settings"] button', { hasText: 'Adicionar servidor' }).click();
    const form = page.locator('form[data-form="profile"]');
    await form.locator('input[name="adminUrl"]').fill('ftp://erp.example.com');
    await form.locator('button[type="submit"]').click();
    await form.getByText('Preencha este campo.').waitFor();
    await form.getByText('Use um endereço http:// ou https://', { exact: false }).waitFor();
    await screenshot(page, 'profile-form-errors');

    await form.locator('input[name="name"]').fill('Filial Norte');
    await form.locator('input[name="adminUrl"]').fill('https://erp.example.com:8080/');
    await form.locator('button[type="submit"]').click();
    await form.waitFor({ state: 'hidden' });
    const row = page.locator('[data-table="profiles"] tr', { hasText: 'Filial Norte' });
    expect(await row.textContent()).toContain('https://erp.example.com:8080/admin_ctl');

    await row.getByRole('button', { name: /Remover servidor/ }).click();
    await page.locator('[role="dialog"] button', { hasText: 'Remover' }).click();
    await row.waitFor({ state: 'detached' });
  });
});
