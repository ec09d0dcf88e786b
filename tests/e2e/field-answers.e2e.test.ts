import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StubServer, type CannedAnswer } from '../support/stub-server.ts';
import { chooseProfile, errorsOf, openApp, screenshot, useE2eHost } from './support/app.ts';

// What the operator sees when a deployed server answers in its own ways (issue 16): a stub plays the
// server, a profile points at it, and the page is driven as a user drives it.

const okLogin: CannedAnswer = {
  body: '{"success":true}',
  headers: { 'set-cookie': 'SessionCookie=abc; Path=/; HttpOnly' },
};
const listPath = '/admin_ctl/client/list';

let stub: StubServer;
let profileId: string;

beforeAll(async () => {
  stub = await StubServer.start({
    '/login': okLogin,
    '/session/logout': { body: '{"success":true}' },
    '/admin_ctl/dashboard/info': { body: '{"success":true}' },
  });
  const { core } = await useE2eHost();
  const saved = await core.dispatcher.dispatch('profiles:save', {
    name: 'Servidor de campo',
    adminUrl: stub.url,
    clientUrl: '',
    adminPrefix: 'admin_ctl',
    username: 'operador',
  });
  if (!saved.ok) throw new Error(saved.error.message);
  profileId = (saved.data as { id: string }).id;
});
afterAll(async () => {
  const { core } = await useE2eHost();
  await core.workspace.logout();
  await core.dispatcher.dispatch('profiles:remove', { id: profileId });
  await stub.close();
});

async function attempt(password: string): Promise<Page> {
  const page = await openApp();
  await chooseProfile(page, profileId);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  return page;
}

describe('a deployed server’s own answers, on screen', () => {
  it.each<[string, CannedAnswer]>([
    ['200 success:false alone', { body: '{"success":false}' }],
    ['403 with code and message', { status: 403, body: '{"code":403,"message":"Acesso negado"}' }],
    ['a redirect to a login page', { status: 302, body: '', headers: { location: '/index.php' } }],
  ])('a login refused as %s says the user or password is wrong', async (_name, answer) => {
    stub.route('/login', answer);
    const page = await attempt('senha-errada');
    const alert = page.locator('[role="alert"][data-error-code="AUTH_FAILED"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Usuário ou senha incorretos');
    expect(errorsOf(page)).toEqual([]);
  });

  it('a dashboard whose unknown fields hold objects and lists shows one line per leaf, not JSON', async () => {
    stub.route('/login', okLogin);
    stub.route('/admin_ctl/dashboard/info', {
      body: JSON.stringify({
        success: true,
        clients_total: 500,
        clients: { active: 420, by_office: [{ name: 'Matriz', n: 300 }] },
      }),
    });
    const page = await attempt('senha-certa');
    const others = page.locator('[data-section="other-fields"]');
    await others.waitFor();
    const text = (await others.textContent()) ?? '';
    expect(text).toContain('clients › active420');
    expect(text).toContain('clients › by_office › 1 › nameMatriz');
    expect(text).not.toContain('{');
    await screenshot(page, 'field-answers-nested-dashboard');
    expect(errorsOf(page)).toEqual([]);
  });

  it('an empty list sent as results: null is an empty grid, and a name in ISO-8859-1 reads right', async () => {
    stub.route('/login', okLogin);
    stub.route(listPath, { body: '{"success":true,"total":0,"results":null}' });
    const page = await attempt('senha-certa');
    await page.locator('nav[data-nav="main"]').waitFor();
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator('[data-grid-state="empty"]').waitFor();

    const record =
      '{"success":true,"total":1,"results":[{"client_pk":7,"client_status":0,"client_type":0,"client_name":"José","client_lastname":"Conceição","client_complete_name":"José Conceição","cli_addr_city":"São Paulo"}]}';
    stub.route(listPath, {
      body: Buffer.from(record, 'latin1'),
      headers: { 'content-type': 'application/json; charset=ISO-8859-1' },
    });
    await page.reload();
    const row = page.locator('[data-grid="clients"] [role="row"][data-client-pk="7"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('José Conceição');
    expect(await row.textContent()).not.toContain('\uFFFD');
    await screenshot(page, 'field-answers-latin1-grid');
    expect(errorsOf(page)).toEqual([]);
  });
});
