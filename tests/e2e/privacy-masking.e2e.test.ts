import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { maskedText } from '../../renderer/privacy/mask-text.ts';
import { maskCpf, maskEmail } from '../../shared/privacy/masks.ts';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';
import { showEveryStatus } from './support/registration-page.ts';

// Masked by default, revealed on purpose (issue 19), against the real provider service: the grid and the
// detail panel show CPF, phones and e-mails masked; "Revelar" shows the whole value and journals it; the export
// dialog states masked or unmasked and the file follows the choice; the setting off shows values whole; a search
// by a full CPF still finds the client. No personal value is printed: assertions compare, never log.

const grid = '[data-grid="clients"]';
const rowSelector = `${grid} [role="row"][data-client-pk]`;

interface Person {
  client_pk: number;
  client_doc1: string;
  client_mail: string;
  client_complete_name: string;
}

/** An individual client with an 11-digit CPF and a single e-mail address, for exact comparisons. */
async function person(): Promise<Person> {
  const { service } = await useE2eHost();
  const [row] = await service.engine.query<Person>(
    "select client_pk::int as client_pk, client_doc1, client_mail, client_complete_name from client where client_type = 0 and length(client_doc1) = 11 and client_mail like '%@%' and client_mail not like '%,%' and client_mail not like '%#-#%' and client_status = 1 order by client_pk limit 1",
  );
  if (!row) throw new Error('the e2e service has no individual client with one e-mail');
  return row;
}

const punctuate = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** Signs in, opens Clients and searches the client's full CPF (the search box is never masked). */
async function findByCpf(page: Page, client: Person): Promise<void> {
  await login(page);
  await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
  // Why every status: this client is a deactivated one, and the list starts on active clients.
  await showEveryStatus(page);
  await page.locator('input[name="quick-search"]').fill(punctuate(client.client_doc1));
  await page.locator(`${rowSelector}[data-client-pk="${client.client_pk}"]`).waitFor();
  await page.locator(`${grid}:not([aria-busy])`).waitFor();
}

/** The text of the grid cell of this client in the column `field`. */
async function cellText(page: Page, pk: number, field: string): Promise<string> {
  const headers = await page
    .locator(`${grid} [role="columnheader"][data-column]`)
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column')));
  const index = headers.indexOf(field);
  expect(index).toBeGreaterThanOrEqual(0);
  // Why +1: the row's first cell is its check box.
  return (
    (await page
      .locator(`${rowSelector}[data-client-pk="${pk}"] [role="gridcell"]`)
      .nth(index + 1)
      .textContent()) ?? ''
  );
}

describe('personal data masked by default', () => {
  it('shows CPF and e-mail masked in the grid and the panel; "Revelar" shows them whole and journals it', async () => {
    const client = await person();
    const page = await openApp();
    await findByCpf(page, client);
    expect(await cellText(page, client.client_pk, 'client_doc1')).toBe(maskCpf(client.client_doc1));
    expect(await cellText(page, client.client_pk, 'client_mail')).toBe(maskEmail(client.client_mail));
    expect(await cellText(page, client.client_pk, 'client_doc1')).not.toContain(client.client_doc1.slice(0, 3));
    await screenshot(page, 'privacy-grid-masked');

    await page.locator(`${rowSelector}[data-client-pk="${client.client_pk}"]`).click();
    const panel = page.locator(`aside[data-client-detail="${client.client_pk}"]`);
    await panel.waitFor();
    const doc = panel.locator('[data-personal-field="client_doc1"]');
    const mail = panel.locator('[data-personal-field="client_mail"]');
    expect(await doc.getAttribute('data-masked')).toBe('true');
    expect(await doc.locator('[data-personal-text]').textContent()).toBe(maskCpf(client.client_doc1));
    expect(await mail.locator('[data-personal-text]').textContent()).toBe(maskEmail(client.client_mail));
    // Phones, birth date and street number: masked too (a masked phone never shows five digits in a row).
    const { service } = await useE2eHost();
    const [raw] = await service.engine.query<{ client_phones: string; client_date_birth: string | null }>(
      "select client_phones, to_char(client_date_birth, 'YYYY-MM-DD') as client_date_birth from client where client_pk = $1",
      [client.client_pk],
    );
    const phones = panel.locator('[data-personal-field="client_phones"] [data-personal-text]');
    expect(await phones.textContent()).toBe(maskedText('phone', raw?.client_phones ?? '', 'detail'));
    expect(await phones.textContent()).not.toMatch(/\d{5}/);
    if (raw?.client_date_birth)
      expect(await panel.locator('[data-personal-field="client_date_birth"] [data-personal-text]').textContent()).toBe(
        `**/**/${raw.client_date_birth.slice(0, 4)}`,
      );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'privacy-panel-masked');

    // The button's accessible name names the field.
    await panel.getByRole('button', { name: 'Revelar CPF', exact: true }).click();
    await expect.poll(() => doc.getAttribute('data-masked')).toBe('false');
    expect(await doc.locator('[data-personal-text]').textContent()).toBe(punctuate(client.client_doc1));
    // Alt+V on the focused field reveals it too.
    await mail.getByRole('button').focus();
    await page.keyboard.press('Alt+v');
    await expect.poll(() => mail.getAttribute('data-masked')).toBe('false');
    expect(await mail.locator('[data-personal-text]').textContent()).toBe(client.client_mail);
    await screenshot(page, 'privacy-panel-revealed');

    const { core } = await useE2eHost();
    const listed = await core.dispatcher.dispatch('audit:list', { kind: 'reveal' });
    expect(listed.ok).toBe(true);
    const rows = listed.ok ? (listed.data as { rows: { client?: { pk?: number }; field?: string }[] }).rows : [];
    const fields = rows.filter((row) => row.client?.pk === client.client_pk).map((row) => row.field);
    expect(fields).toEqual(expect.arrayContaining(['client_doc1', 'client_mail']));

    // Another client: masked again (a reveal holds for that record only).
    await page.keyboard.press('Escape');
    await page.locator('input[name="quick-search"]').fill('');
    await page.locator(`${grid}:not([aria-busy])`).waitFor();
    const other = page.locator(rowSelector).filter({ hasNot: page.locator(`[data-client-pk="${client.client_pk}"]`) });
    await other.first().click();
    const otherPanel = page.locator('aside[data-client-detail]');
    await otherPanel.waitFor();
    expect(await otherPanel.getAttribute('data-client-detail')).not.toBe(String(client.client_pk));
    expect(await otherPanel.locator('[data-personal-field="client_doc1"]').getAttribute('data-masked')).toBe('true');
    expect(errorsOf(page)).toEqual([]);
  });

  it('says in the export dialog whether the file is masked, and the file follows the choice', async () => {
    const client = await person();
    const page = await openApp();
    await findByCpf(page, client);
    const exportCsv = async (choice: 'masked' | 'unmasked'): Promise<string> => {
      await page.locator('[data-action="export"]').click();
      await page.locator('[data-export="csv"]').click();
      await page.locator('[data-export-dialog="choosing"]').waitFor();
      if (choice === 'unmasked') await page.locator('input[name="export-personal-data"][value="unmasked"]').check();
      await expect
        .poll(() => page.locator('[data-export-statement]').getAttribute('data-export-statement'))
        .toBe(choice);
      if (choice === 'unmasked') await screenshot(page, 'privacy-export-unmasked-choice');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('[data-action="export-start"]').click(),
      ]);
      await page.locator('[data-export-dialog]').waitFor({ state: 'hidden' });
      return (await readFile(await download.path())).toString('utf8');
    };
    const masked = await exportCsv('masked');
    expect(masked).toContain(maskCpf(client.client_doc1));
    expect(masked).not.toContain(punctuate(client.client_doc1));
    const unmasked = await exportCsv('unmasked');
    expect(unmasked).toContain(punctuate(client.client_doc1));

    const { core } = await useE2eHost();
    const listed = await core.dispatcher.dispatch('audit:list', { kind: 'export' });
    const rows = listed.ok ? (listed.data as { rows: { unmasked?: boolean }[] }).rows : [];
    expect(rows.map((row) => row.unmasked)).toEqual(expect.arrayContaining([true, false]));
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows values whole when the setting turns masking off', async () => {
    const client = await person();
    const page = await openApp();
    const { core } = await useE2eHost();
    await core.settings.set({ maskPersonalData: false });
    await findByCpf(page, client);
    expect(await cellText(page, client.client_pk, 'client_doc1')).toBe(punctuate(client.client_doc1));
    expect(await cellText(page, client.client_pk, 'client_mail')).toBe(client.client_mail);
    await page.locator('nav[data-nav="main"] [data-route="settings"]').click();
    const section = page.locator('[data-settings="masking"]');
    await section.waitFor();
    expect(await section.locator('input[name="mask-personal-data"]').isChecked()).toBe(false);
    // Turned on again from the screen: masked again.
    await section.locator('input[name="mask-personal-data"]').click({ force: true });
    await expect.poll(async () => (await core.settings.get()).maskPersonalData).toBe(true);
    await screenshot(page, 'privacy-settings');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
  });
});
