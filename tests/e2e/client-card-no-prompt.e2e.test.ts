import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueWord } from '../support/integration-kit.ts';
import {
  errorsOf,
  keepHashOnly,
  login,
  openApp,
  screenshot,
  seriousA11yViolations,
  useE2eHost,
} from './support/app.ts';
import {
  clientForm,
  formField,
  openClients,
  openNewClientForm,
  typeBirthDate,
  typePhone,
} from './support/registration-page.ts';

// Issue 42, item 1, as a clerk at the front desk: "manda a segunda via". The service answers each client's
// client-area password in the record; main keeps it and the card opens the customer's area in the background:
// no password is typed, for a demo customer found by name in the palette and for a client registered a minute
// ago with a password in the form. Where the server sends none, the card offers the two honest ways.

interface Target {
  client_pk: number;
  client_complete_name: string;
  client_username: string;
}

// Why 15 s: each poll waits for round trips to the service, which a busy machine slows well past the default.
const poll = { timeout: 15_000 } as const;
const section = (id: string) => `[data-card-section="${id}"]`;

async function sql<Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> {
  const { service } = await useE2eHost();
  return service.engine.query<Row>(text, params);
}

/** An untouched demo customer with an accent in its name and no namesake, whose record carries its password, with an unpaid invoice. */
async function pickTarget(offset: number): Promise<Target> {
  const [target] = await sql<Target>(
    `select c.client_pk, c.client_complete_name, c.client_username from client c
      where c.client_status = 0 and coalesce(c.client_username, '') <> '' and c.client_password_sealed is not null
        and c.client_complete_name ~ '[^A-Za-z ]'
        and not exists (select 1 from client o where o.client_pk <> c.client_pk and o.client_complete_name = c.client_complete_name)
        and exists (select 1 from invoice i where i.client_pk = c.client_pk and i.invoice_state = 0 and i.invoice_date_credit is null)
        and not exists (select 1 from audit_log al where al.audit_entity = 'client' and al.audit_entity_pk = c.client_pk)
      order by c.client_pk offset $1 limit 1`,
    [offset],
  );
  if (!target) throw new Error('the e2e service has no demo customer with an accented name and an open invoice');
  return target;
}

/** What the clerk types in the palette for a name: without its accents, in lower case, as people type on a call. */
async function typeName(page: Page, name: string): Promise<void> {
  // Why into the input and checked: keys typed before the palette's input takes the focus go elsewhere and the search
  // runs on part of the name. A CI run once never showed the hit; its cause is not proven, this rules that one out.
  const typed = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const input = page.locator('[data-palette-input]');
  await input.pressSequentially(typed);
  await expect.poll(() => input.inputValue(), poll).toBe(typed);
}

/** Opens a client's card from the palette by name, as a clerk does on a call. */
async function openByName(page: Page, target: Target): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('[data-palette-input]').waitFor();
  await typeName(page, target.client_complete_name);
  const hit = page.locator(`[data-palette-list] [data-option="client-${target.client_pk}"]`);
  await hit.waitFor(poll);
  await hit.click();
  await page.locator(`[data-card-header="${target.client_pk}"]`).waitFor();
}

describe('the card opens the customer area with no password typed', () => {
  it('palette → card → PIX of a demo customer: the area opens by itself and the invoices show', async () => {
    const target = await pickTarget(3);
    const page = await openApp();
    await login(page);
    const asked: string[] = [];
    await page.exposeFunction('noteAsk', (kind: string) => asked.push(kind));
    // Why watched from the page: the form must never show, not even for a moment before the area opens.
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-card-session="ask"], [data-dialog="open-customer"]'))
          void (window as unknown as { noteAsk: (kind: string) => Promise<void> }).noteAsk('ask');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await openByName(page, target);
    const copyPix = page.locator(`${section('pending-invoices')} [data-action="copy-pix"]`).first();
    await copyPix.waitFor(poll);
    await screenshot(page, 'card-no-prompt-invoices');
    await copyPix.click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), poll)
      .toMatch(/^000201.*br\.gov\.bcb\.pix/i);
    expect(asked).toEqual([]);
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });

  it('a client registered a minute ago with a password in the form: its card shows its invoices, no password asked', async () => {
    const page = await openApp();
    await openClients(page);
    await openNewClientForm(page);
    const word = uniqueWord();
    const name = `Recente ${word}`;
    await formField(page, 'client_name').fill(name);
    await formField(page, 'client_lastname').fill('Cadastro');
    await formField(page, 'client_username').fill(`recente.${word}`);
    await formField(page, 'client_password').fill('senha-nova-1');
    await formField(page, 'client_password1').fill('senha-nova-1');
    await typeBirthDate(page);
    await typePhone(page);
    await clientForm(page).locator('[data-action="save"]').click();
    await clientForm(page).waitFor({ state: 'detached' });
    const [made] = await sql<{ client_pk: number }>('select client_pk from client where client_name = $1', [name]);
    if (!made) throw new Error('the new client was not saved');
    // The provider's billing run gave the new client its first invoice.
    await sql(
      `insert into invoice (client_pk, invoice_date_due, invoice_amount_document, invoice_state) values ($1, current_date + 10, 89.9, 0)`,
      [made.client_pk],
    );
    await openByName(page, {
      client_pk: made.client_pk,
      client_complete_name: `${name} Cadastro`,
      client_username: `recente.${word}`,
    });
    await page
      .locator(`${section('pending-invoices')} tbody tr`)
      .first()
      .waitFor(poll);
    expect(await page.locator(`${section('pending-invoices')} tbody tr`).count()).toBe(1);
    expect(await page.locator('[data-card-session="ask"]').count()).toBe(0);
    await screenshot(page, 'card-no-prompt-new-client');
    expect(errorsOf(page)).toEqual([]);
  });

  it('when the server sends no password: type the one the customer says, or set a new access password shown once', async () => {
    const target = await pickTarget(5);
    await keepHashOnly(target.client_pk);
    const page = await openApp();
    await login(page);
    await openByName(page, target);
    const ask = page.locator('[data-card-session="ask"]');
    await ask.waitFor(poll);
    await ask.locator('form[data-form="open-customer"] input[name="password"]').waitFor();
    await screenshot(page, 'card-ask-two-ways');
    await ask.locator('[data-action="new-area-password"]').click();
    const dialog = page.locator('[data-dialog="new-area-password"]');
    await dialog.locator('[data-new-password-step="confirm"]').waitFor();
    // The destructive choice is not the default: the focus is on Cancel.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), poll).toBe('Cancelar');
    expect(await dialog.textContent()).toContain('A senha atual do cliente deixa de funcionar');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'card-new-password-confirm');
    await dialog.locator('[data-action="confirm-new-area-password"]').click();
    const shown = dialog.locator('[data-new-password]');
    await shown.waitFor(poll);
    const password = (await shown.textContent()) ?? '';
    expect(password).toMatch(/^[a-z]{4}-[a-z]{4}-\d{3}$/);
    await screenshot(page, 'card-new-password-shown');
    await dialog.locator('[data-action="copy-password-message"]').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), poll).toContain(password);
    await dialog.locator('[data-action="close-new-password"]').click();
    // The card opens the area with the new password, which the customer can now use too.
    await page
      .locator(`${section('pending-invoices')} [data-action="copy-pix"]`)
      .first()
      .waitFor(poll);
    expect(await page.locator('[data-card-session="ask"]').count()).toBe(0);
    const [row] = await sql<{ sealed: string | null }>(
      'select client_password_sealed as sealed from client where client_pk = $1',
      [target.client_pk],
    );
    expect(row?.sealed).toMatch(/^v1:/);
    const { core } = await useE2eHost();
    const journal = await core.dispatcher.dispatch('audit:list', { client: String(target.client_pk) });
    expect(JSON.stringify(journal)).toContain('customer.password-change');
    expect(JSON.stringify(journal)).not.toContain(password);
    expect(errorsOf(page)).toEqual([]);
  });
});
