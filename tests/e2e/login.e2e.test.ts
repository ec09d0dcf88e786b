import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseProfile,
  errorsOf,
  login,
  openApp,
  screenshot,
  seriousA11yViolations,
  useE2eHost,
} from './support/app.ts';

/** Saves a server profile (its address answers nothing) for the operador, as the profile form would; answers its id. */
async function saveUnreachableServer(name: string): Promise<string> {
  const { core } = await useE2eHost();
  const saved = await core.dispatcher.dispatch('profiles:save', {
    name,
    adminUrl: 'http://127.0.0.1:9',
    clientUrl: '',
    adminPrefix: 'admin_ctl',
    username: 'operador',
  });
  if (!saved.ok) throw new Error(saved.error.message);
  return (saved.data as { id: string }).id;
}

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

  it('shows a notice on the login screen, whose notification list loads only with it', async () => {
    const page = await openApp();
    await page.locator('form[data-form="login"]').waitFor();
    const notice = page.locator('.mantine-Notification-root');
    expect(await notice.count()).toBe(0);
    const { core } = await useE2eHost();
    // Why repeated: the page's event stream may still be connecting; an event sent before it is not queued.
    await expect
      .poll(
        async () => {
          core.hub.emit('ui:command', { command: 'diagnostics-copied' });
          return notice.first().isVisible();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    expect(await notice.first().textContent()).toContain('Diagnóstico copiado para a área de transferência.');
    await notice.first().getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });

  it('chooses a server with the keyboard, and goes back to the Demo when the chosen one is removed', async () => {
    const { core } = await useE2eHost();
    const id = await saveUnreachableServer('Filial Teclado');
    try {
      const page = await openApp();
      const picker = page.getByRole('combobox', { name: 'Servidor' });
      const username = page.locator('input[name="username"]');
      await picker.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => picker.inputValue()).toBe(id);
      expect(await username.inputValue()).toBe('operador');
      expect(await page.locator('[data-notice="demo"]').count()).toBe(0);
      // The picker's buttons follow it in the tab order, each named; the Demo's own are disabled, this one's are not.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remover servidor');
      await page.keyboard.press('Enter');
      const dialog = page.locator('[role="dialog"]');
      await dialog.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Remover', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => picker.inputValue()).toBe('demo');
      await page.locator('[data-notice="demo"]').waitFor();
      expect(await username.inputValue()).toBe('admin');
      expect(await page.getByRole('option', { name: 'Filial Teclado' }).count()).toBe(0);
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await core.dispatcher.dispatch('profiles:remove', { id });
    }
  });

  it('starts the demo service while the Demo profile is chosen, never for another server', async () => {
    const { core } = await useE2eHost();
    const id = await saveUnreachableServer('Filial Sem Demo');
    await core.dispatcher.dispatch('profiles:select', { id });
    const calls: Array<{ channel: string; at: number }> = [];
    try {
      const page = await openApp({ onCall: (channel) => calls.push({ channel, at: performance.now() }) });
      await page.locator('form[data-form="login"]').waitFor();
      expect(await page.locator('select[data-field="profile"]').inputValue()).toBe(id);
      expect(await page.locator('[data-notice="demo"]').count()).toBe(0);
      const choosing = performance.now();
      await chooseProfile(page, 'demo');
      // The Demo chosen: its service is asked to start at once, before any sign-in, and the notice says when it is ready.
      await expect.poll(() => calls.filter((call) => call.channel === 'demo:prepare').length).toBe(1);
      expect(calls.find((call) => call.channel === 'demo:prepare')?.at).toBeGreaterThan(choosing);
      await page.locator('[data-notice="demo"] [data-demo-state="running"]').waitFor();
      expect(calls.some((call) => call.channel === 'session:login')).toBe(false);

      // The line keeps its place from "starting" to "ready": the fields below never move under the operator's pointer.
      const password = page.locator('input[name="password"]');
      const readyTop = (await password.boundingBox())?.y;
      const starting = page.locator('[data-notice="demo"] [data-demo-state="starting"]');
      // Why repeated: the page's event stream may still be connecting; an event sent before it is not queued.
      await expect
        .poll(
          async () => {
            core.hub.emit('demo:status', { state: 'starting', progress: { done: 150, total: 300 } });
            return starting.count();
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(1);
      expect(await starting.textContent()).toContain('150 de 300');
      expect((await password.boundingBox())?.y).toBe(readyTop);
      await screenshot(page, 'login-demo-starting');
      core.hub.emit('demo:status', { state: 'running' });
      await page.locator('[data-notice="demo"] [data-demo-state="running"]').waitFor();
      expect((await password.boundingBox())?.y).toBe(readyTop);
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await core.dispatcher.dispatch('profiles:select', { id: 'demo' });
      await core.dispatcher.dispatch('profiles:remove', { id });
    }
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

  it('asks for an empty user name and password, focuses the first, and clears each message as it is typed', async () => {
    const page = await openApp();
    const username = page.locator('input[name="username"]');
    await username.fill('');
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    const required = page.locator('form[data-form="login"]').getByText('Preencha este campo.');
    await expect.poll(() => required.count()).toBe(2);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await username.fill('admin');
    await expect.poll(() => required.count()).toBe(1);
    expect(await page.locator('input[name="password"]').getAttribute('data-invalid')).toBe('true');
    expect(errorsOf(page)).toEqual([]);
  });

  it('signs in with the demo logins and shows the shell with user and connection', async () => {
    const page = await openApp();
    await login(page);
    expect(await page.locator('[data-top="user"]').textContent()).toContain('admin');
    expect(await page.locator('[data-connection]').getAttribute('data-connection')).toBe('online');
    expect(await page.locator('nav[data-nav="main"] [aria-current="page"]').getAttribute('data-route')).toBe(
      'dashboard',
    );

    // Main's events reach the top bar: connection state, and the demo service's start with its progress.
    const { core } = await useE2eHost();
    core.hub.emit('connection:changed', { state: 'reconnecting' });
    await expect.poll(() => page.locator('[data-connection]').textContent()).toBe('Servidor lento');
    core.hub.emit('connection:changed', { state: 'offline' });
    await expect.poll(() => page.locator('[data-connection]').getAttribute('data-connection')).toBe('offline');
    core.hub.emit('demo:status', { state: 'starting', progress: { done: 150, total: 300 } });
    await expect.poll(() => page.locator('header [data-demo-state="starting"]').textContent()).toContain('150 de 300');
    await screenshot(page, 'top-bar-offline-demo-starting');
    core.hub.emit('connection:changed', { state: 'online' });
    core.hub.emit('demo:status', { state: 'running' });
    await page.locator('header [data-demo-state]').waitFor({ state: 'detached' });

    await page.locator('nav[data-nav="main"] [data-route="customer-area"]').click();
    await page.locator('[data-page="customer-area"]').waitFor();
    expect(await page.locator('nav[data-nav="main"] [aria-current="page"]').getAttribute('data-route')).toBe(
      'customer-area',
    );
    await page.reload();
    await page.locator('[data-page="customer-area"]').waitFor();

    await page.locator('[data-action="sign-out"]').click();
    await page.locator('form[data-form="login"]').waitFor();
    expect(core.workspace.state().signedIn).toBe(false);
    expect(errorsOf(page)).toEqual([]);
  });
});

describe('login failures', () => {
  async function withProfile(adminUrl: string, run: (profileId: string) => Promise<void>): Promise<void> {
    const { core } = await useE2eHost();
    const saved = await core.dispatcher.dispatch('profiles:save', {
      name: 'Teste',
      adminUrl,
      clientUrl: '',
      adminPrefix: 'admin_ctl',
      username: 'admin',
    });
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
    const { service } = await useE2eHost();
    // Why seeded: five real failures would cost seconds each; the service's own throttle then answers 429.
    // The count is per user name and client address: the app reaches the service from 127.0.0.1.
    await service.engine.query(
      "insert into login_failure (login_area, login_username, login_address, failure_count, last_failure_at) values ('admin', 'operador', '127.0.0.1', 11, now()) on conflict (login_area, login_username, login_address) do update set failure_count = 11, last_failure_at = now()",
    );
    try {
      const page = await openApp();
      await page.locator('input[name="username"]').fill('operador');
      await page.locator('input[name="password"]').fill('wrong-again');
      await page.locator('form[data-form="login"] button[type="submit"]').click();
      const alert = page.locator('form[data-form="login"] [role="alert"][data-error-code="RATE_LIMITED"]');
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/Aguarde \d+ s/);
      await screenshot(page, 'login-rate-limited');
    } finally {
      await service.engine.query("delete from login_failure where login_username = 'operador'");
    }
  });
});
