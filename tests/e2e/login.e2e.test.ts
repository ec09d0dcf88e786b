import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseProfile, errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';

describe('login', () => {
  it('opens on the login screen with the Demo profile, its logins and no serious accessibility problems', async () => {
    const page = await openApp();
    await page.locator('form[data-form="login"]').waitFor();
    expect(await page.locator('[data-notice="demo"]').textContent()).toContain('admin1234');
    expect(await page.locator('input[name="username"]').inputValue()).toBe('admin');
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'login');
    expect(errorsOf(page)).toEqual([]);
  });

  it('says the password is wrong, clears it and keeps the user name', async () => {
    const page = await openApp();
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    const alert = page.locator('[role="alert"][data-error-code="AUTH_FAILED"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Usuário ou senha incorretos');
    expect(await page.locator('input[name="password"]').inputValue()).toBe('');
    expect(await page.locator('input[name="username"]').inputValue()).toBe('admin');
    await screenshot(page, 'login-wrong-password');
  });

  it('signs in with the demo logins and shows the shell with user and connection', async () => {
    const page = await openApp();
    await login(page);
    expect(await page.locator('[data-top="user"]').textContent()).toContain('admin');
    expect(await page.locator('[data-connection]').getAttribute('data-connection')).toBe('online');
    expect(await page.locator('nav[data-nav="main"] [aria-current="page"]').getAttribute('data-route')).toBe('dashboard');
    expect(errorsOf(page)).toEqual([]);
  });
});

describe('login failures', () => {
  async function withProfile(adminUrl: string, run: (profileId: string) => Promise<void>): Promise<void> {
    const { core } = await useE2eHost();
    const saved = await core.dispatcher.dispatch('profiles:save', { name: 'Teste', adminUrl, clientUrl: '', adminPrefix: 'admin_ctl', username: 'admin' });
    if (!saved.ok) throw new Error(saved.error.message);
    const { id } = saved.data as { id: string };
    try {
      await run(id);
    } finally {
      await core.dispatcher.dispatch('profiles:remove', { id });
    }
  }

  async function attempt(profileId: string, password = 'whatever-1'): Promise<Page> {
    const page = await openApp();
    await chooseProfile(page, profileId);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    return page;
  }

  it('names a server that cannot be reached', async () => {
    await withProfile('http://127.0.0.1:9', async (id) => {
      const page = await attempt(id);
      const alert = page.locator('[role="alert"][data-error-code="NETWORK"]');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('Não foi possível falar com http://127.0.0.1:9');
    });
  });

  it('names an address that is no provider server', async () => {
    const { service } = await useE2eHost();
    await withProfile(`${service.adminUrl}/wrong/place`, async (id) => {
      const page = await attempt(id);
      const alert = page.locator('form[data-form="login"] [role="alert"][data-error-code]');
      await alert.waitFor();
      expect(['NOT_FOUND', 'PROTOCOL']).toContain(await alert.getAttribute('data-error-code'));
      expect(await alert.textContent()).toContain('Confira o endereço e o prefixo');
    });
  });

  it('asks to wait after too many wrong passwords, with the seconds', async () => {
    const page = await openApp();
    const submit = page.locator('form[data-form="login"] button[type="submit"]');
    const code = page.locator('form[data-form="login"] [data-error-code]');
    await page.locator('input[name="username"]').fill('operador');
    for (let tries = 0; tries < 8 && (await code.getAttribute('data-error-code').catch(() => null)) !== 'RATE_LIMITED'; tries += 1) {
      await page.locator('input[name="password"]').fill(`wrong-${tries}`);
      await submit.click();
      await expect.poll(() => submit.getAttribute('data-loading')).toBeNull();
      await code.waitFor();
    }
    expect(await code.getAttribute('data-error-code')).toBe('RATE_LIMITED');
    expect(await code.textContent()).toMatch(/Aguarde \d+ s/);
    const { service } = await useE2eHost();
    await service.engine.query("delete from login_failure where login_username = 'operador'");
  });
});
