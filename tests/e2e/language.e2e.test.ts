import { describe, expect, it } from 'vitest';
import { login, openApp, useE2eHost } from './support/app.ts';

describe('language', () => {
  it('switches between Portuguese and English at once, on the login screen and in the app, and keeps it', async () => {
    const page = await openApp();
    const submit = page.locator('form[data-form="login"] button[type="submit"]');
    expect(await submit.textContent()).toBe('Entrar');
    await page.locator('[data-setting="language"]').getByText('English').click();
    await expect.poll(() => submit.textContent()).toBe('Sign in');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await login(page);
    const dashboardLink = page.locator('nav[data-nav="main"] [data-route="dashboard"]');
    expect(await dashboardLink.textContent()).toBe('Dashboard');
    expect(await page.locator('[data-page="dashboard"] h1').textContent()).toBe('Dashboard');

    await page.locator('nav[data-nav="main"] [data-route="settings"]').click();
    await page.locator('[data-page="settings"]').waitFor();
    await page.locator('[data-setting="language"]').getByText('Português (Brasil)').click();
    await expect.poll(() => dashboardLink.textContent()).toBe('Painel');
    expect(await page.locator('[data-page="settings"] h1').textContent()).toBe('Configurações');
    const { core } = await useE2eHost();
    expect((await core.settings.get()).language).toBe('pt-BR');
  });

  it('opens in the language kept in the settings', async () => {
    const page = await openApp();
    const { core } = await useE2eHost();
    await core.settings.set({ language: 'en' });
    await page.reload();
    await page.locator('form[data-form="login"]').waitFor();
    expect(await page.locator('form[data-form="login"] button[type="submit"]').textContent()).toBe('Sign in');
    await core.settings.set({ language: 'pt-BR' });
  });
});
