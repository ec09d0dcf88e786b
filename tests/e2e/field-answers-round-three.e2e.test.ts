import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { StubServer, type CannedAnswer } from '../support/stub-server.ts';
import { chooseProfile, errorsOf, openApp, screenshot, useE2eHost } from './support/app.ts';

// Deployed servers' answers of issue 44 on screen, a stub playing the server: the server's own reason for a
// refused login, a session cookie set for another host name, and an invoice list whose amounts come in
// Brazilian notation (one of them unreadable), with its totals.

const okLogin: CannedAnswer = { body: '{"success":true}', headers: { 'set-cookie': 'SessionCookie=abc; Path=/' } };
const invoice = (pk: number, extra: Record<string, unknown>) => ({
  invoice_pk: pk,
  contract_pk: 1,
  contract_number: 10,
  invoice_date_due: '2030-05-10',
  invoice_date_credit: '',
  invoice_amount_paid: '',
  invoice_type: 0,
  invoice_state: 0,
  invoice_obs: 0,
  ...extra,
});
const invoices = [
  invoice(1, { invoice_amount_document: '1.069,90' }),
  invoice(2, {
    invoice_amount_document: 'R$ 69,90',
    invoice_amount_paid: 'R$ 69,90',
    invoice_date_credit: '2026-01-08',
  }),
  invoice(3, { invoice_amount_document: 'R$ 1.234,56', invoice_date_due: '2020-01-10' }),
  invoice(4, { invoice_amount_document: 'a combinar' }),
];

let stub: StubServer;
let profileId: string;

beforeAll(async () => {
  stub = await StubServer.start({
    '/login': okLogin,
    '/session/logout': { body: '{"success":true}' },
    '/admin_ctl/dashboard/info': { body: '{"success":true}' },
    // Without a session, as deployed servers answer it: what "Testar conexão" takes for a prefix that exists.
    '/admin_ctl/client/list': { status: 403, body: '{"code":403,"message":"Sessão expirada"}' },
    '/site_ctl/config/info': { body: '{"success":true,"title":"Provedor de Campo"}' },
    '/client_ctl/contract/list': { body: '{"success":true,"total":0,"results":[]}' },
    // Keyed by position, as PHP's json_encode writes an array with gaps.
    '/invoice_ctl/invoice/list': {
      body: JSON.stringify({
        success: true,
        total: invoices.length,
        results: Object.fromEntries(invoices.map((row, index) => [String(index * 2), row])),
      }),
    },
  });
  const { core } = await useE2eHost();
  const saved = await core.dispatcher.dispatch('profiles:save', {
    name: 'Servidor de campo (rodada três)',
    adminUrl: stub.url,
    clientUrl: stub.url,
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

async function submitLogin(page: Page): Promise<void> {
  await chooseProfile(page, profileId);
  await page.locator('input[name="password"]').fill('qualquer');
  await page.locator('form[data-form="login"] button[type="submit"]').click();
}

describe('a deployed server’s answers on screen (issue 44)', () => {
  it('a refused login shows the server’s own reason, and keeps the typed password', async () => {
    stub.route('/login', { body: '{"success":false,"message":"Usuário já conectado em outra estação"}' });
    const page = await openApp();
    await submitLogin(page);
    const alert = page.locator('[role="alert"][data-error-code="AUTH_FAILED"][data-server-reason]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Usuário já conectado em outra estação');
    expect(await page.locator('input[name="password"]').inputValue()).toBe('qualquer');
    await screenshot(page, 'login-server-reason');
    expect(errorsOf(page)).toEqual([]);
  });

  it('a session cookie set for another host name says which name to use in the profile', async () => {
    stub.route('/login', {
      body: '{"success":true}',
      headers: { 'set-cookie': 'SessionCookie=abc; Domain=painel.exemplo.com.br; Path=/' },
    });
    const page = await openApp();
    await submitLogin(page);
    const alert = page.locator('[role="alert"][data-error-code="COOKIE_REFUSED"]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      'o servidor definiu o cookie para painel.exemplo.com.br: use esse nome no endereço do perfil',
    );
    await screenshot(page, 'login-cookie-refused');
    expect(errorsOf(page)).toEqual([]);
  });

  it('“Testar conexão” says the same of a cookie set for another host name, on the login step', async () => {
    stub.route('/login', {
      body: '{"success":true}',
      headers: { 'set-cookie': 'SessionCookie=abc; Domain=painel.exemplo.com.br; Path=/' },
    });
    const page = await openApp();
    await page.getByRole('button', { name: 'Adicionar servidor' }).click();
    const form = page.locator('form[data-form="profile"]');
    await form.locator('input[name="adminUrl"]').fill(stub.url);
    await form.locator('input[name="clientUrl"]').fill(stub.url);
    await form.locator('input[name="adminPrefix"]').fill('admin_ctl');
    await form.locator('input[name="username"]').fill('operador');
    await form.locator('input[name="test-password"]').fill('qualquer');
    await form.locator('[data-action="test-connection"]').click();
    const step = form.locator('[data-step="login"]');
    await expect.poll(() => step.getAttribute('data-status')).toBe('fail');
    expect(await step.textContent()).toContain(
      'o servidor definiu o cookie para painel.exemplo.com.br: use esse nome no endereço do perfil',
    );
    await step.scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-test-cookie-refused');
    expect(errorsOf(page)).toEqual([]);
  });

  it('an invoice list in Brazilian notation shows its amounts and totals right, and names the one it cannot read', async () => {
    stub.route('/login', okLogin);
    // Why a list now: signed in, the dashboard counts clients through the list (an empty one here), and the list's
    // "session expired" answer above, meant for "Testar conexão", would ask for the password again.
    stub.route('/admin_ctl/client/list', { body: '{"success":true,"total":0,"results":[]}' });
    const page = await openApp();
    await submitLogin(page);
    await page.locator('nav[data-nav="main"] [data-route="customer-area"]').click();
    const form = page.locator('form[data-form="open-customer"]');
    await form.locator('input[name="username"]').fill('cliente.campo');
    await form.locator('input[name="password"]').fill('senha-do-cliente');
    await form.locator('button[type="submit"]').click();
    await page.locator('[data-customer-header="cliente.campo"]').waitFor();
    await page.locator('[data-tab="invoices"]').click();
    const row = (pk: number) => page.locator(`table[data-grid="invoices"] tbody tr[data-row-key="${pk}"]`);
    await row(1).waitFor();
    const normal = (text: string) => text.replace(/\s/g, ' ');
    expect(normal(await row(1).innerText())).toContain('R$ 1.069,90');
    expect(normal(await row(3).innerText())).toContain('R$ 1.234,56');

    const total = (key: string) => page.locator(`[data-invoice-totals] [data-total="${key}"]`);
    expect(await total('billed').getAttribute('data-cents')).toBe('237436');
    expect(normal(await total('billed').innerText())).toContain('R$ 2.374,36 (4)');
    expect(normal(await total('billed').innerText())).toContain('1 valor ilegível');
    expect(normal(await total('open').innerText())).toContain('R$ 1.069,90 (2)');
    expect(normal(await total('open').innerText())).toContain('1 valor ilegível');
    expect(normal(await total('overdue').innerText())).toBe('Vencidas: R$ 1.234,56 (1)');
    expect(normal(await total('paid').innerText())).toBe('Pagas: R$ 69,90 (1)');
    await screenshot(page, 'invoice-totals-brazilian-notation');
    expect(errorsOf(page)).toEqual([]);
  });
});
