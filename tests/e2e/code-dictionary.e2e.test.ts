import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  e2ePasswords,
  errorsOf,
  login,
  openApp,
  removeProfilesNamed,
  screenshot,
  seriousA11yViolations,
  useE2eHost,
} from './support/app.ts';

// Issue 42, section 3: codes read as words. The Demo profile reads our service's codes through its preset: the
// invoice list shows types and notes in words, and a cancelled invoice (state 2) past its due date reads as
// cancelled, never overdue, in Portuguese and in English. The profile form edits a server's code dictionary.

interface Customer {
  client_pk: number;
  client_username: string;
}

/** Runs SQL on the e2e provider service. */
async function sql<Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> {
  const { service } = await useE2eHost();
  return service.engine.query<Row>(text, params);
}

interface Seeded {
  customer: Customer;
  cancelled: number;
  overdue: number;
  installation: number;
}

// Why a customer some way from both ends: the customer-area suite takes the highest such client (and changes its
// password), the card's suite the lowest.
async function seedCustomer(): Promise<Seeded> {
  const [customer] = await sql<Customer>(
    `select client_pk, client_username from client c
      where client_status = 0 and coalesce(client_username, '') <> '' and client_type = 0
        and not exists (select 1 from audit_log al where al.audit_entity = 'client' and al.audit_entity_pk = c.client_pk)
      order by client_pk desc offset 7 limit 1`,
  );
  if (!customer) throw new Error('the e2e service has no demo customer with a client-area login');
  const pk = customer.client_pk;
  const insert = async (due: number, state: number, type: number, obs: number): Promise<number> => {
    const [row] = await sql<{ invoice_pk: number }>(
      `insert into invoice (client_pk, contract_pk, invoice_date_due, invoice_amount_document, invoice_state, invoice_type, invoice_obs)
         values ($1::int, (select min(contract_pk) from contract where client_pk = $1), current_date + $2::int, 77.70, $3, $4, $5)
       returning invoice_pk`,
      [pk, due, state, type, obs],
    );
    if (!row) throw new Error('no invoice inserted');
    return row.invoice_pk;
  };
  return {
    customer,
    cancelled: await insert(-30, 2, 0, 0),
    overdue: await insert(-31, 0, 0, 1),
    installation: await insert(20, 0, 1, 2),
  };
}

// Why 10 s: each poll waits for a round trip to the service, which a busy machine slows well past the default 1 s.
const poll = { timeout: 10_000 } as const;
const invoices = 'table[data-grid="invoices"]';
const cell = (page: Page, pk: number, column: string) =>
  page.locator(`${invoices} tr[data-row-key="${pk}"] [data-cell="${column}"]`);

/** Opens the customer's area from the customer-area screen's own form, then its invoices. */
async function openInvoices(page: Page, customer: Customer): Promise<void> {
  await page.locator('nav[data-nav="main"] [data-route="customer-area"]').click();
  const form = page.locator('form[data-form="open-customer"]');
  await form.locator('input[name="username"]').fill(customer.client_username);
  await form.locator('input[name="password"]').fill(e2ePasswords.client);
  await form.locator('button[type="submit"]').click();
  await page.locator(`[data-customer-header="${customer.client_username}"]`).waitFor();
  await page.locator('[data-tab="invoices"]').click();
  await page.locator(`${invoices}:not([aria-busy]) tbody tr[data-row-key]`).first().waitFor();
}

/** Scrolls the profile dialog to its code editor, clear of the dialog's sticky title. */
async function showEditor(page: Page): Promise<void> {
  await page.locator('[data-code-dictionary]').evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    element.closest('.mantine-Modal-content')?.scrollBy(0, -90);
  });
}

/** Every code cell's text in the invoice grid: what a clerk reads in the type and note columns. */
const codeCells = (page: Page) =>
  page
    .locator(`${invoices} [data-cell="invoice_type"], ${invoices} [data-cell="invoice_obs"]`)
    .evaluateAll((cells) => cells.map((element) => element.textContent ?? ''));

describe('code dictionaries', () => {
  let seeded: Seeded;

  beforeAll(async () => {
    seeded = await seedCustomer();
  });

  it('shows the Demo’s invoice codes as words, and a cancelled invoice as cancelled (pt-BR)', async () => {
    const page = await openApp();
    await login(page);
    await openInvoices(page, seeded.customer);
    const badge = (pk: number) => cell(page, pk, 'invoice_status').locator('[data-invoice-status]');
    expect(await badge(seeded.cancelled).getAttribute('data-invoice-status')).toBe('cancelled');
    expect(await badge(seeded.cancelled).textContent()).toBe('Cancelada');
    expect(await badge(seeded.overdue).textContent()).toBe('Vencida');
    expect(await cell(page, seeded.cancelled, 'invoice_type').textContent()).toBe('Mensalidade');
    expect(await cell(page, seeded.installation, 'invoice_type').textContent()).toBe('Instalação');
    expect(await cell(page, seeded.overdue, 'invoice_obs').textContent()).toBe('Enviada ao banco');
    expect(await cell(page, seeded.installation, 'invoice_obs').textContent()).toBe('Renegociada');
    // Our service's "no note" (0) says nothing: an empty cell, not a number.
    expect(await cell(page, seeded.cancelled, 'invoice_obs').textContent()).toBe('');
    const texts = await codeCells(page);
    expect(texts.filter((text) => /código|^\s*\d+\s*$/i.test(text))).toEqual([]);
    // The cancelled one is counted apart, not among the overdue.
    await expect.poll(() => page.locator('[data-total="cancelled"]').count(), poll).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await cell(page, seeded.cancelled, 'invoice_status').scrollIntoViewIfNeeded();
    await screenshot(page, 'code-dictionary-invoices-pt');

    // The client's card (the customer's session already open): nothing is owed on the cancelled invoice.
    await page.evaluate((pk) => {
      window.location.hash = `#/card/${pk}`;
    }, seeded.customer.client_pk);
    const pending = page.locator('[data-card-section="pending-invoices"]');
    await pending.locator(`tr[data-row-key="${seeded.overdue}"]`).waitFor();
    expect(await pending.locator(`tr[data-row-key="${seeded.cancelled}"]`).count()).toBe(0);
    const history = page.locator(`[data-card-section="invoice-history"] tr[data-row-key="${seeded.cancelled}"]`);
    expect(await history.locator('[data-invoice-status]').textContent()).toBe('Cancelada');
    expect(errorsOf(page)).toEqual([]);
  });

  it('reads the same codes in English', async () => {
    const page = await openApp();
    await page.locator('[data-setting="language"]').getByText('English').click();
    await expect
      .poll(() => page.locator('form[data-form="login"] button[type="submit"]').textContent())
      .toBe('Sign in');
    await login(page);
    await openInvoices(page, seeded.customer);
    const badge = cell(page, seeded.cancelled, 'invoice_status').locator('[data-invoice-status]');
    expect(await badge.textContent()).toBe('Cancelled');
    expect(await cell(page, seeded.overdue, 'invoice_status').locator('[data-invoice-status]').textContent()).toBe(
      'Overdue',
    );
    expect(await cell(page, seeded.installation, 'invoice_type').textContent()).toBe('Installation');
    expect(await cell(page, seeded.overdue, 'invoice_obs').textContent()).toBe('Sent to the bank');
    const texts = await codeCells(page);
    expect(texts.filter((text) => /code|^\s*\d+\s*$/i.test(text))).toEqual([]);
    await screenshot(page, 'code-dictionary-invoices-en');
    const { core } = await useE2eHost();
    await core.settings.set({ language: 'pt-BR' });
    expect(errorsOf(page)).toEqual([]);
  });

  it('edits a server’s code dictionary in the profile form: a preset, a changed label, a new cancelling code', async () => {
    const { service, core } = await useE2eHost();
    const name = 'Códigos E2E';
    const page = await openApp();
    await page.getByRole('button', { name: 'Adicionar servidor' }).click();
    const form = page.locator('form[data-form="profile"]');
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="adminUrl"]').fill(service.adminUrl);
    await form.locator('input[name="clientUrl"]').fill(service.clientUrl);
    // A new profile starts from what is documented of the deployed product, and says how little that is.
    await form.locator('[data-controllr-note]').waitFor();
    await form.locator('[data-field="codePreset"]').click();
    await page.getByRole('option', { name: 'Serviço do Provider Desk' }).click();
    await expect.poll(() => form.locator('[data-controllr-note]').count(), poll).toBe(0);

    const state = form.locator('[data-code-field="invoice_state"]');
    await state.getByRole('button').first().click();
    const rows = state.locator('[data-code-rows="invoice_state"]');
    expect(await rows.locator('[data-input="label"] input, input[data-input="label"]').count()).toBe(3);
    await rows.getByLabel('Fatura: situação: Significado 0').fill('A receber');
    await state.locator('[data-add-code="invoice_state"]').click();
    const added = rows.locator('tbody tr').last();
    await added.locator('input[data-input="code"]').fill('7x');
    await added.locator('input[data-input="label"]').fill('Estornada');
    await added.locator('input[data-input="cancels"]').check();
    await form.locator('button[type="submit"]').click();
    await form.locator('[data-codes-invalid]').waitFor();
    expect(await added.textContent()).toContain('Use um número inteiro');
    await showEditor(page);
    await screenshot(page, 'code-dictionary-profile-editor-error');
    await added.locator('input[data-input="code"]').fill('7');
    // Fixing the row takes its message (and the form's) away at once.
    await expect.poll(() => added.textContent(), poll).not.toContain('Use um número inteiro');
    await expect.poll(() => form.locator('[data-codes-invalid]').count(), poll).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await showEditor(page);
    await screenshot(page, 'code-dictionary-profile-editor');
    await form.locator('button[type="submit"]').click();
    await form.waitFor({ state: 'detached' });

    const listed = await core.dispatcher.dispatch('profiles:list', {});
    const profiles = listed.ok
      ? (listed.data as { profiles: Array<{ name: string; codeDictionary: unknown }> }).profiles
      : [];
    expect(profiles.find((profile) => profile.name === name)?.codeDictionary).toEqual({
      preset: 'service',
      fields: {
        invoice_state: [
          { code: 0, label: 'A receber' },
          { code: 7, label: 'Estornada', cancels: true },
        ],
      },
    });
    expect(errorsOf(page)).toEqual([]);
    await removeProfilesNamed(name);
  });

  it('on a server whose codes nobody wrote down, says a state is not given and leaves bare codes out', async () => {
    const { service } = await useE2eHost();
    const name = 'Sem códigos E2E';
    const page = await openApp();
    await page.getByRole('button', { name: 'Adicionar servidor' }).click();
    const form = page.locator('form[data-form="profile"]');
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="adminUrl"]').fill(service.adminUrl);
    await form.locator('input[name="clientUrl"]').fill(service.clientUrl);
    await form.locator('[data-field="codePreset"]').click();
    await page.getByRole('option', { name: 'Nenhum (tabela vazia)' }).click();
    await form.locator('button[type="submit"]').click();
    await form.waitFor({ state: 'detached' });
    // Saved from the login screen, the new profile is the one signed in to.
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(e2ePasswords.staff);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('nav[data-nav="main"]').waitFor();
    try {
      await page.locator('nav[data-nav="main"] [data-route="customer-area"]').click();
      const open = page.locator('form[data-form="open-customer"]');
      await open.locator('input[name="username"]').fill(seeded.customer.client_username);
      await open.locator('input[name="password"]').fill(e2ePasswords.client);
      await open.locator('button[type="submit"]').click();
      await page.locator(`[data-customer-header="${seeded.customer.client_username}"]`).waitFor();
      const status = page.locator('table[data-grid="contracts"] [data-cell="contract_status"]').first();
      await expect.poll(() => status.textContent(), poll).toMatch(/^não informado pelo servidor \(\d+\)$/);

      await page.locator('[data-tab="invoices"]').click();
      await page.locator(`${invoices}:not([aria-busy]) tbody tr[data-row-key]`).first().waitFor();
      // No words for the type and the note: their columns say nothing, so they are not there.
      expect(await page.locator(`${invoices} th[data-column="invoice_type"]`).count()).toBe(0);
      expect(await page.locator(`${invoices} th[data-column="invoice_obs"]`).count()).toBe(0);
      // Nobody said state 2 cancels an invoice on this server: unpaid and past due, it is overdue.
      expect(
        await cell(page, seeded.cancelled, 'invoice_status')
          .locator('[data-invoice-status]')
          .getAttribute('data-invoice-status'),
      ).toBe('overdue');
      await screenshot(page, 'code-dictionary-invoices-no-dictionary');
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await removeProfilesNamed(name);
    }
  });
});
