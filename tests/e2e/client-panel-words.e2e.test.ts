import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomCnpj, uniqueWord } from '../support/integration-kit.ts';
import {
  e2ePasswords,
  errorsOf,
  login,
  openApp,
  screenshot,
  seriousA11yViolations,
  useE2eHost,
} from './support/app.ts';
import { clientRow, openClients } from './support/registration-page.ts';

// The grid's side panel reads in words (issue 42, section 3): a company as a company (razão social heading it,
// nome fantasia, CNPJ, inscrição estadual and foundation date in their places, never "Sobrenome"), and whether
// the app knows the client-area password said in words, never as `client_password_known: true`.

/** Finds one client by its document with the quick search and opens the side panel on it. */
async function openPanel(page: Page, doc: string) {
  await page.locator('input[name="quick-search"]').fill(doc);
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 1, clientRow);
  await page.locator(clientRow).first().click();
  const panel = page.locator('aside[data-client-detail]');
  await panel.waitFor();
  return panel;
}

describe('client side panel in words', () => {
  it('shows a company as a company and the known password in words, in Portuguese and English', async () => {
    const page = await openApp();
    await openClients(page);
    const { core } = await useE2eHost();
    const cnpj = randomCnpj();
    const tradeName = `Pão Quente ${uniqueWord()}`;
    const username = `emp${uniqueWord()}`.toLowerCase().slice(0, 20);
    const created = await core.dispatcher.dispatch('clients:create', {
      offices_pk: 1,
      client_type: 1,
      client_status: 0,
      client_name: 'Padaria Silva Ltda',
      client_lastname: tradeName,
      client_doc1: cnpj,
      client_phones: 'Celular#-#(67) 99273-4796',
      client_date_birth: '2001-05-20',
      client_username: username,
      client_password: e2ePasswords.client,
      client_password1: e2ePasswords.client,
    });
    if (!created.ok) throw new Error(`could not create the test's company: ${created.error.message}`);

    const panel = await openPanel(page, cnpj);
    expect(await panel.locator('h2').textContent()).toBe('Padaria Silva Ltda');
    const label = (field: string) =>
      panel.locator(`[data-field="${field}"] dt, [data-field="${field}"] > :first-child`).first();
    expect(await label('client_name').textContent()).toBe('Razão social');
    expect(await label('client_lastname').textContent()).toBe('Nome fantasia');
    expect(await label('client_doc1').textContent()).toBe('CNPJ');
    expect(await label('client_doc2').textContent()).toBe('Inscrição estadual');
    expect(await label('client_date_birth').textContent()).toBe('Data de fundação');
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain(tradeName);
    for (const raw of ['Sobrenome', 'client_password_known', 'true', 'false', 'Nascimento'])
      expect(text).not.toContain(raw);
    // Known or not depends on whether the server sends client-area passwords (issue 42, section 1): words either way.
    expect(text).toMatch(/Senha da área do cliente(Conhecida|Não conhecida) pelo aplicativo/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'client-panel-company');

    // The card: the razão social heads it, the nome fantasia and the CNPJ have their own lines.
    await panel.locator('[data-action="open-card"]').click();
    const clientPk = (created.data as { client_pk: number }).client_pk;
    const card = page.locator(`[data-card-header="${clientPk}"]`);
    await card.waitFor();
    expect(await card.locator('[data-card-name]').textContent()).toBe('Padaria Silva Ltda');
    expect(await card.locator('[data-fact="trade-name"]').textContent()).toBe(`Nome fantasia${tradeName}`);
    expect(
      await card.locator('[data-fact="document"] dt, [data-fact="document"] > :first-child').first().textContent(),
    ).toBe('CNPJ');
    expect((await card.textContent()) ?? '').not.toContain('Sobrenome');
    await screenshot(page, 'client-card-company');

    await core.settings.set({ language: 'en' });
    try {
      await page.reload();
      // Why either: a reload may find the operator's session still open in main, or ask to sign in again.
      await page.locator('form[data-form="login"], nav[data-nav="main"]').first().waitFor({ timeout: 30_000 });
      if (await page.locator('form[data-form="login"]').isVisible()) await login(page);
      await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
      const english = await openPanel(page, cnpj);
      expect(await label('client_lastname').textContent()).toBe('Trade name');
      expect(await label('client_date_birth').textContent()).toBe('Date founded');
      const englishText = (await english.textContent()) ?? '';
      expect(englishText).toContain('Client-area password');
      for (const raw of ['Surname', 'client_password_known', 'true']) expect(englishText).not.toContain(raw);
      await screenshot(page, 'client-panel-company-en');
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await core.settings.set({ language: 'pt-BR' });
    }
  });
});
