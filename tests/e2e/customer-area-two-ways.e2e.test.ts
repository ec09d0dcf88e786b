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

// Issue 42, item 1, beyond the card: the client list's "Abrir área do cliente" dialog and the customer-area
// screen's own form. A customer whose record carries its password opens with no prompt at all; when the server
// sends none, both places offer the card's two honest ways: type the password the customer says, or set a new
// access password, shown once, after which the area opens by itself.

interface Target {
  client_pk: number;
  client_username: string;
  client_doc1: string;
}

// Why 15 s: each poll waits for round trips to the service, which a busy machine slows well past the default.
const poll = { timeout: 15_000 } as const;

async function sql<Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> {
  const { service } = await useE2eHost();
  return service.engine.query<Row>(text, params);
}

/** An untouched demo customer with a client-area login whose record carries its password (offsets apart from other suites'). */
async function pickTarget(offset: number): Promise<Target> {
  const [target] = await sql<Target>(
    `select c.client_pk, c.client_username, c.client_doc1 from client c
      where c.client_status = 0 and coalesce(c.client_username, '') <> '' and c.client_password_sealed is not null
        and coalesce(c.client_doc1, '') <> ''
        and not exists (select 1 from audit_log al where al.audit_entity = 'client' and al.audit_entity_pk = c.client_pk)
      order by c.client_pk offset $1 limit 1`,
    [offset],
  );
  if (!target) throw new Error('the e2e service has no untouched demo customer with a client-area login');
  return target;
}

/**
 * A client no suite has opened, whose server keeps only a hash of its client-area password. Why new: main remembers
 * a password it has read for the whole sign-in, so a demo customer another suite opened earlier would open at once.
 */
async function newHashOnlyClient(): Promise<Target> {
  const word = uniqueWord();
  const [made] = await sql<Target>(
    `insert into client (client_name, client_lastname, client_status, offices_pk, client_username, client_password_hash)
     values ('Sem Senha', $1, 0, 1, $2, 'scrypt$hash-only') returning client_pk, client_username, coalesce(client_doc1, '') as client_doc1`,
    [word, `sem.senha.${word.toLowerCase()}`],
  );
  if (!made) throw new Error('the hash-only client was not made');
  return made;
}

/** Notes, from the page itself, any password form or open-customer dialog that shows, even for a moment. */
async function watchPrompts(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.exposeFunction('notePrompt', (kind: string) => asked.push(kind));
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-dialog="open-customer"], input[type="password"]'))
        void (window as unknown as { notePrompt: (kind: string) => Promise<void> }).notePrompt('prompt');
    }).observe(document.body, { childList: true, subtree: true });
  });
  return asked;
}

/**
 * Finds the customer in the client list by its document (or, lacking one, its user name: the list's search takes
 * both) and clicks "Abrir área do cliente" in the detail panel.
 */
async function openFromDetailPanel(page: Page, target: Target): Promise<void> {
  await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
  await page.locator('input[name="quick-search"]').fill(target.client_doc1 || target.client_username);
  await page.locator(`[data-grid="clients"] [role="row"][data-client-pk="${target.client_pk}"]`).click();
  await page.locator(`aside[data-client-detail="${target.client_pk}"] [data-action="open-customer-area"]`).click();
}

/** Sets a new access password in the open dialog, checks it is shown once and journaled, and closes it. */
async function setNewPassword(page: Page, target: Target, cancel: string, shot: string): Promise<string> {
  const dialog = page.locator('[data-dialog="new-area-password"]');
  await dialog.locator('[data-new-password-step="confirm"]').waitFor();
  // The destructive choice is not the default: the focus is on Cancel.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), poll).toBe(cancel);
  await dialog.locator('[data-action="confirm-new-area-password"]').click();
  const shown = dialog.locator('[data-new-password]');
  await shown.waitFor(poll);
  const password = (await shown.textContent()) ?? '';
  expect(password).toMatch(/^[a-z]{4}-[a-z]{4}-\d{3}$/);
  await screenshot(page, shot);
  await dialog.locator('[data-action="close-new-password"]').click();
  await page.locator(`[data-customer-header="${target.client_username}"]`).waitFor(poll);
  const [row] = await sql<{ sealed: string | null }>(
    'select client_password_sealed as sealed from client where client_pk = $1',
    [target.client_pk],
  );
  expect(row?.sealed).toMatch(/^v1:/);
  const { core } = await useE2eHost();
  const journal = JSON.stringify(await core.dispatcher.dispatch('audit:list', { client: String(target.client_pk) }));
  expect(journal).toContain('customer.password-change');
  expect(journal).not.toContain(password);
  return password;
}

describe('the list’s dialog and the customer-area screen open the area with no password, or offer the two ways', () => {
  it('detail panel (pt-BR): a record with its password opens at once; without one, the dialog offers both ways', async () => {
    const carried = await pickTarget(21);
    const page = await openApp();
    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page);
    const asked = await watchPrompts(page);
    await openFromDetailPanel(page, carried);
    await page.locator(`[data-customer-header="${carried.client_username}"]`).waitFor(poll);
    expect(asked).toEqual([]);

    const hashOnly = await pickTarget(23);
    await keepHashOnly(hashOnly.client_pk);
    await openFromDetailPanel(page, hashOnly);
    const dialog = page.locator('[data-dialog="open-customer"]');
    await dialog.locator('form[data-form="open-customer"] input[name="password"]').waitFor();
    expect(await dialog.innerText()).toContain('Digite a senha que o cliente disser, ou defina uma nova senha');
    expect(await dialog.locator('[data-action="new-area-password"]').textContent()).toBe(
      'Definir nova senha de acesso',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'detail-dialog-two-ways-pt');
    await dialog.locator('[data-action="new-area-password"]').click();
    await screenshot(page, 'detail-dialog-new-password-pt');
    await setNewPassword(page, hashOnly, 'Cancelar', 'detail-dialog-password-shown-pt');
    // The customer-area screen's own form, in pt-BR too: a user name the server sends no password for.
    const other = await newHashOnlyClient();
    await page.locator('[data-action="open-another"]').click();
    const form = page.locator('form[data-form="open-customer"]');
    await form.locator('input[name="username"]').fill(other.client_username);
    await form.locator('button[type="submit"]').click();
    await page.locator('[data-page="customer-area"] [data-action="new-area-password"]').waitFor(poll);
    expect(await form.innerText()).toContain('O servidor não envia a senha deste cliente');
    await screenshot(page, 'customer-area-two-ways-pt');
    expect(await page.locator('[data-dialog="open-customer"]').count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });

  it('customer-area screen (English): a typed user name whose record carries the password opens with none typed; otherwise both ways', async () => {
    const { core } = await useE2eHost();
    try {
      const carried = await pickTarget(25);
      const hashOnly = await newHashOnlyClient();
      const page = await openApp();
      await page.setViewportSize({ width: 1366, height: 768 });
      await core.settings.set({ language: 'en' });
      await page.reload();
      await login(page);
      await page.locator('nav[data-nav="main"] [data-route="customer-area"]').click();
      const form = page.locator('form[data-form="open-customer"]');
      await form.locator('input[name="username"]').fill(carried.client_username);
      await form.locator('button[type="submit"]').click();
      await page.locator(`[data-customer-header="${carried.client_username}"]`).waitFor(poll);

      await page.locator('[data-action="open-another"]').click();
      await form.locator('input[name="username"]').fill(hashOnly.client_username);
      await form.locator('button[type="submit"]').click();
      const offer = page.locator('[data-page="customer-area"] [data-action="new-area-password"]');
      await offer.waitFor(poll);
      expect(await offer.textContent()).toBe('Set a new access password');
      expect(await form.innerText()).toContain("The server does not send this customer's password");
      await screenshot(page, 'customer-area-two-ways-en');
      await offer.click();
      await screenshot(page, 'customer-area-new-password-en');
      await setNewPassword(page, hashOnly, 'Cancel', 'customer-area-password-shown-en');
      // The list's dialog, in English too.
      const other = await newHashOnlyClient();
      await openFromDetailPanel(page, other);
      const dialog = page.locator('[data-dialog="open-customer"]');
      await dialog.locator('[data-action="new-area-password"]').waitFor();
      expect(await dialog.innerText()).toContain(
        'Type the password the customer tells you, or set a new access password',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'detail-dialog-two-ways-en');
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await core.settings.set({ language: 'pt-BR' });
    }
  });
});
