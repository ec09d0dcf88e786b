import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import { untouchedDemoCustomer } from '../support/integration-kit.ts';
import { testPasswords, useService } from '../support/test-service.ts';
import type { HostReport } from './stand-in/control.ts';
import { userDataWithBranch } from './support/branch-profile.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';
import { pageErrors, shellScreenshot } from './support/page-checks.ts';

// Issue 43, item 2, in the built app under the stand-in Electron host: turning masking off in Settings asks the
// operator's password (checked by main with a fresh login, as the lock screen does) and is journaled; the invoice's
// WhatsApp message leaves through main's shell.openExternal, the page never holding the number.

let service: RunningService;
let desktop: Desktop;
let page: Page;
let errors: string[];
let userData: string;

beforeAll(async () => {
  service = await useService('pglite');
  userData = await userDataWithBranch(service, 'desk-shell-masking-');
  desktop = await launchDesktop({ userData });
  page = await desktop.window();
  errors = pageErrors(page);
});
afterAll(async () => {
  await desktop.kill();
});

// Why {} when absent: main writes settings.json at the first change only.
const savedSettings = async (): Promise<{ maskPersonalData?: boolean }> =>
  JSON.parse(await readFile(join(userData, 'settings.json'), 'utf8').catch(() => '{}')) as {
    maskPersonalData?: boolean;
  };

describe('masking in Electron', () => {
  it('turning masking off asks the operator’s password, checked by main, and the activity log shows it', async () => {
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(testPasswords.staff);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('nav[data-nav="main"] [data-route="settings"]').click({ timeout: 30_000 });
    const toggle = page.locator('[data-settings="masking"] input[name="mask-personal-data"]');
    await toggle.waitFor({ state: 'attached' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    const dialog = page.locator('[data-dialog="masking-password"]');
    await dialog.locator('input[name="masking-password"]').waitFor();
    await dialog.locator('input[name="masking-password"]').fill('nao-e-a-senha');
    await dialog.locator('[data-action="confirm-unmask"]').click();
    await dialog.locator('[data-masking-error="wrongPassword"]').waitFor({ timeout: 30_000 });
    expect((await savedSettings()).maskPersonalData ?? true).toBe(true);
    await dialog.locator('input[name="masking-password"]').fill(testPasswords.staff);
    await dialog.locator('[data-action="confirm-unmask"]').click();
    await dialog.locator('input[name="masking-password"]').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(async () => (await savedSettings()).maskPersonalData).toBe(false);
    await shellScreenshot(page, 'shell-masking-off');

    await page.locator('nav[data-nav="main"] [data-route="activity-log"]').click();
    const entry = page.locator('[data-entry-kind="privacy.masking"]').first();
    await entry.waitFor({ timeout: 30_000 });
    expect(await entry.textContent()).toContain('Mascaramento de dados pessoais: ligado → desligado');
    await shellScreenshot(page, 'shell-masking-journaled');
    // Back on, with no password asked.
    await page.locator('nav[data-nav="main"] [data-route="settings"]').click();
    await toggle.click({ force: true });
    await expect.poll(async () => (await savedSettings()).maskPersonalData).toBe(true);
    expect(await dialog.locator('input[name="masking-password"]').count()).toBe(0);
  });

  it('sends the invoice by WhatsApp through main: the system browser gets the link, the page never had it', async () => {
    const [target] = await service.engine.query<{
      client_pk: number;
      client_username: string;
      client_doc1: string;
      invoice_pk: number;
    }>(
      `select c.client_pk, c.client_username, c.client_doc1, i.invoice_pk
         from client c join lateral (
           select invoice_pk from invoice
            where client_pk = c.client_pk and invoice_state = 0 and invoice_date_credit is null
            order by invoice_date_due desc limit 1) i on true
        where ${untouchedDemoCustomer('c')} and c.client_status = 0 and coalesce(c.client_doc1, '') <> ''
          and c.client_phones like '%(__) 9%'
        order by c.client_pk desc offset 5 limit 1`,
    );
    if (!target) throw new Error('the service has no demo customer with a mobile and an open invoice');
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator('input[name="quick-search"]').fill(target.client_doc1);
    await page
      .locator(`[data-grid="clients"] [role="row"][data-client-pk="${target.client_pk}"]`)
      .click({ timeout: 30_000 });
    await page.locator(`aside[data-client-detail="${target.client_pk}"] [data-action="open-customer-area"]`).click();
    await page.locator(`[data-customer-header="${target.client_username}"]`).waitFor({ timeout: 30_000 });
    await page.locator('[data-tab="invoices"]').click();
    await page.locator(`table[data-grid="invoices"] tbody tr[data-row-key="${target.invoice_pk}"]`).click();
    const actions = page.locator(`[data-invoice-actions="${target.invoice_pk}"]`);
    await actions.waitFor();
    expect(await page.locator('a[href*="wa.me"]').count()).toBe(0);
    const opened = () =>
      desktop.reports.filter(
        (report): report is Extract<HostReport, { type: 'open-external' }> => report.type === 'open-external',
      );
    const before = opened().length;
    await actions.locator('[data-action="whatsapp"]').click();
    const choice = page.locator('[data-phone-choice]');
    if ((await choice.count()) > 0) await choice.first().click();
    await expect.poll(() => opened().length, { timeout: 10_000 }).toBe(before + 1);
    const url = new URL(opened().at(-1)?.url ?? '');
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toMatch(/^\/55\d{10,11}$/);
    expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain(url.pathname.slice(3));
    expect(errors).toEqual([]);
  });
});
