import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untouchedDemoCustomer } from '../support/integration-kit.ts';
import {
  e2ePasswords,
  errorsOf,
  login,
  openApp,
  screenshot,
  seriousA11yViolations,
  useE2eHost,
} from './support/app.ts';
import { clientForm, formField, openClientForEditing, openClients } from './support/registration-page.ts';

// Issue 43: the side doors of masking, in the built page against the real service. With masking on (the default),
// the edit form showed CPF/CNPJ, RG/IE, e-mail, birth date and number whole with nothing journaled; the invoice's
// WhatsApp chooser listed every phone whole and its links carried them; Settings turned masking off with one click.
// And the recent clients and open cards of one operator were there for the next one (item 4).
// No personal value is printed: assertions compare, never log.

interface Journaled {
  kind: string;
  field?: string;
  fields?: string[];
  purpose?: string;
  client?: { pk?: number };
  changes?: Array<{ field: string; before: string | null; after: string | null }>;
}

async function journal(kind: string): Promise<Journaled[]> {
  const { core } = await useE2eHost();
  const listed = await core.dispatcher.dispatch('audit:list', { kind, limit: 500 });
  return listed.ok ? (listed.data as { rows: Journaled[] }).rows : [];
}

/** An active client with a CPF, an RG, an e-mail and a birth date, for the edit form. */
async function editTarget(): Promise<{ client_pk: number; client_doc1: string }> {
  const { service } = await useE2eHost();
  const [row] = await service.engine.query<{ client_pk: number; client_doc1: string }>(
    `select client_pk::int as client_pk, client_doc1 from client
      where client_type = 0 and length(client_doc1) = 11 and coalesce(client_doc2, '') <> ''
        and coalesce(client_mail, '') <> '' and client_date_birth is not null and client_status = 0
      order by client_pk desc offset 7 limit 1`,
  );
  if (!row) throw new Error('the e2e service has no client with every personal field');
  return row;
}

describe('masking without side doors', () => {
  it('opening the edit form is one journaled reveal of the masked fields it shows, before they show', async () => {
    const target = await editTarget();
    const page = await openApp();
    await openClients(page);
    const before = (await journal('reveal')).filter((entry) => entry.purpose === 'edit').length;
    await openClientForEditing(page, target.client_doc1);
    // The form shows the values whole (the clerk edits them), and that is on record with each field.
    expect(await formField(page, 'client_doc1').inputValue()).toContain(target.client_doc1.slice(0, 3));
    const entries = (await journal('reveal')).filter((entry) => entry.purpose === 'edit');
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]?.client?.pk).toBe(target.client_pk);
    expect(entries[0]?.fields).toEqual(
      expect.arrayContaining(['client_doc1', 'client_doc2', 'client_mail', 'client_date_birth']),
    );
    await screenshot(page, 'masking-edit-form-journaled');

    // The activity log says it in words: the form opened with those fields in view.
    await page.locator('[data-action="cancel"]').click();
    await clientForm(page).waitFor({ state: 'hidden' });
    await page.locator('nav[data-nav="main"] [data-route="activity-log"]').click();
    const row = page.locator('[data-entry-kind="reveal"]').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Formulário de edição aberto com os campos à vista: CPF');
    await screenshot(page, 'masking-edit-form-activity-log');
    expect(errorsOf(page)).toEqual([]);
  });

  it('the WhatsApp chooser shows the phones masked, the page holds no link, and main journals the send', async () => {
    const { service } = await useE2eHost();
    const [target] = await service.engine.query<{
      client_pk: number;
      client_username: string;
      client_doc1: string;
      client_phones: string;
      invoice_pk: number;
    }>(
      `select c.client_pk, c.client_username, c.client_doc1, c.client_phones, i.invoice_pk
         from client c join lateral (
           select invoice_pk from invoice
            where client_pk = c.client_pk and invoice_state = 0 and invoice_date_credit is null
            order by invoice_date_due desc limit 1) i on true
        where ${untouchedDemoCustomer('c')} and c.client_status = 0 and coalesce(c.client_doc1, '') <> ''
          and c.client_phones like '%Celular#-#%Recado#-#(__) 9%' and coalesce(c.client_mail, '') <> ''
        order by c.client_pk desc offset 2 limit 1`,
    );
    if (!target) throw new Error('the e2e service has no customer with two mobiles and an open invoice');
    const page = await openApp();
    await openInvoicesOf(page, target);
    const actions = page.locator(`[data-invoice-actions="${target.invoice_pk}"]`);
    // No link in the page holds a number or an address.
    expect(await page.locator('a[href*="wa.me"], a[href^="mailto:"]').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await actions.locator('[data-action="whatsapp"]').click();
    const choices = page.locator('[data-phone-choice]');
    await choices.first().waitFor();
    const texts = await choices.allTextContents();
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) {
      expect(text).toMatch(/\*{4,5}-\d{4}$/);
      expect(text).not.toMatch(/\d{5}/);
    }
    expect(await page.content()).not.toMatch(/wa\.me/);
    await screenshot(page, 'masking-whatsapp-chooser');

    // Browser mode: main hands the link back once journaled, and the page opens it (caught here: no internet).
    await page.evaluate(() => {
      const opened: string[] = [];
      (window as unknown as { opened: string[] }).opened = opened;
      window.open = (url) => {
        opened.push(String(url));
        return null;
      };
    });
    const before = (await journal('reveal')).filter((entry) => entry.purpose === 'whatsapp').length;
    await choices.nth(1).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { opened: string[] }).opened.length)).toBe(1);
    const url = new URL(await page.evaluate(() => (window as unknown as { opened: string[] }).opened[0] ?? ''));
    expect(url.origin).toBe('https://wa.me');
    const digits = target.client_phones.split(',').map((item) => item.split('#-#')[1]?.replace(/\D/g, '') ?? '');
    expect(digits.map((number) => `/55${number}`)).toContain(url.pathname);
    const sent = (await journal('reveal')).filter((entry) => entry.purpose === 'whatsapp');
    expect(sent).toHaveLength(before + 1);
    expect(sent[0]).toMatchObject({ client: { pk: target.client_pk }, field: 'client_phones' });
    expect(errorsOf(page)).toEqual([]);
  });

  it('turning masking off in Settings asks the operator’s password, and is journaled', async () => {
    const page = await openApp();
    await login(page);
    await page.locator('nav[data-nav="main"] [data-route="settings"]').click();
    const section = page.locator('[data-settings="masking"]');
    await section.waitFor();
    const toggle = section.locator('input[name="mask-personal-data"]');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    const dialog = page.locator('[data-dialog="masking-password"]');
    await dialog.locator('input[name="masking-password"]').waitFor();
    await dialog.locator('input[name="masking-password"]').fill('senha-errada');
    await dialog.locator('[data-action="confirm-unmask"]').click();
    await dialog.locator('[data-masking-error="wrongPassword"]').waitFor();
    await screenshot(page, 'masking-settings-password-wrong');
    const { core } = await useE2eHost();
    expect((await core.settings.get()).maskPersonalData ?? true).toBe(true);
    const before = (await journal('privacy.masking')).length;
    await dialog.locator('input[name="masking-password"]').fill(e2ePasswords.staff);
    await dialog.locator('[data-action="confirm-unmask"]').click();
    await dialog.locator('input[name="masking-password"]').waitFor({ state: 'detached' });
    await expect.poll(async () => (await core.settings.get()).maskPersonalData).toBe(false);
    expect(await toggle.isChecked()).toBe(false);
    const entries = await journal('privacy.masking');
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]?.changes).toEqual([{ field: 'maskPersonalData', before: 'true', after: 'false' }]);
    // Turned on again: no password asked, journaled too.
    await toggle.click({ force: true });
    await expect.poll(async () => (await core.settings.get()).maskPersonalData).toBe(true);
    expect(await dialog.locator('input[name="masking-password"]').count()).toBe(0);
    expect(await journal('privacy.masking')).toHaveLength(before + 2);
    await screenshot(page, 'masking-settings-on-again');
    expect(errorsOf(page)).toEqual([]);
  });

  it('recent clients and open cards belong to the operator and are gone after the sign-out (item 4)', async () => {
    const target = await editTarget();
    const page = await openApp();
    await openClients(page);
    await page.locator('input[name="quick-search"]').fill(target.client_doc1);
    await page.locator(`[data-grid="clients"] [role="row"][data-client-pk="${target.client_pk}"]`).dblclick();
    await page.locator(`[data-card-tab="${target.client_pk}"]`).waitFor();
    const cardKeys = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('provider-desk.client-card.')));
    expect((await cardKeys()).length).toBeGreaterThan(0);
    // No drafts: the sign-out asks nothing.
    await page.locator('[data-action="sign-out"]').click();
    await page.locator('form[data-form="login"]').waitFor();
    expect(await cardKeys()).toEqual([]);
    await login(page);
    await page.locator('nav[data-nav="main"]').waitFor();
    // Neither the tabs nor the card the last operator had on screen.
    expect(await page.locator('[data-card-tabs]').count()).toBe(0);
    expect(page.url()).not.toContain('#/card/');
    expect(errorsOf(page)).toEqual([]);
  });
});

/** Signs in, finds the customer by its document, opens its area from the detail panel and chooses the invoice. */
async function openInvoicesOf(
  page: Page,
  target: { client_pk: number; client_username: string; client_doc1: string; invoice_pk: number },
): Promise<void> {
  await login(page);
  await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
  await page.locator('input[name="quick-search"]').fill(target.client_doc1);
  await page.locator(`[data-grid="clients"] [role="row"][data-client-pk="${target.client_pk}"]`).click();
  await page.locator(`aside[data-client-detail="${target.client_pk}"] [data-action="open-customer-area"]`).click();
  await page.locator(`[data-customer-header="${target.client_username}"]`).waitFor();
  await page.locator('[data-tab="invoices"]').click();
  await page.locator(`table[data-grid="invoices"] tbody tr[data-row-key="${target.invoice_pk}"]`).click();
  await page.locator(`[data-invoice-actions="${target.invoice_pk}"]`).waitFor();
}
