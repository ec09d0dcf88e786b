import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { maskedText } from '../../renderer/privacy/mask-text.ts';
import { uniqueWord } from '../support/integration-kit.ts';
import { errorsOf, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';
import {
  backToClients,
  clientForm,
  formField,
  inputError,
  openClients,
  openNewClientForm,
  sql,
  typeBirthDate,
} from './support/registration-page.ts';

// Phones in the registration form, as a clerk registers a customer, against the real provider service:
// rows of label and number, the area code checked as typed, mobiles told apart, the list stored as the record's
// `Label#-#value`, shown masked in the card; and on a server that drops the phones, said plainly.

const phoneRows = (page: Page) => formField(page, 'client_phones').locator('[data-phone-row]');
const numberOf = (page: Page, index: number) => phoneRows(page).nth(index).locator('input[data-phone-number]');
const labelOf = (page: Page, index: number) => phoneRows(page).nth(index).locator('input[data-phone-label]');

async function phonesOf(name: string): Promise<Array<{ client_pk: number; client_phones: string | null }>> {
  return sql('select client_pk::int as client_pk, client_phones from client where client_name = $1', [name]);
}

describe('registration: phones', () => {
  it('a clerk types two phones: a wrong area code is named under its row, a mobile is told apart, the list is kept and shown masked', async () => {
    const page = await openApp();
    await openClients(page);
    await openNewClientForm(page);
    const name = `Telma ${uniqueWord()}`;
    await formField(page, 'client_name').fill(name);
    await formField(page, 'client_lastname').fill('Rocha');
    await typeBirthDate(page);

    // One empty row waits for the first phone; the number is punctuated as it is typed.
    expect(await phoneRows(page).count()).toBe(1);
    await numberOf(page, 0).pressSequentially('20992734796');
    expect(await numberOf(page, 0).inputValue()).toBe('(20) 99273-4796');
    await clientForm(page).locator('[data-action="save"]').click();
    const rowError = phoneRows(page).nth(0).locator('.mantine-InputWrapper-error, [id$="-error"]');
    await expect.poll(() => rowError.first().textContent()).toBe('Telefone 1: o DDD 20 não existe no Brasil.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'phones-wrong-area-code');

    // Fixed: a mobile (9 + 8 digits), labelled by its kind when the clerk gives no label.
    await numberOf(page, 0).fill('');
    await numberOf(page, 0).pressSequentially('67992734796');
    await numberOf(page, 0).press('Tab');
    await expect.poll(() => labelOf(page, 0).inputValue()).toBe('Celular');
    expect(await phoneRows(page).nth(0).textContent()).toContain('Celular');

    // A second row: a landline with its own label.
    await clientForm(page).locator('[data-action="add-phone"]').click();
    await labelOf(page, 1).fill('Recado');
    await numberOf(page, 1).pressSequentially('6731422213');
    await numberOf(page, 1).press('Tab');
    expect(await phoneRows(page).nth(1).textContent()).toContain('Fixo');
    await screenshot(page, 'phones-two-rows');

    await clientForm(page).locator('[data-action="save"]').click();
    await clientForm(page).waitFor({ state: 'detached' });
    const [saved] = await phonesOf(name);
    expect(saved?.client_phones).toBe('Celular#-#(67) 99273-4796,Recado#-#(67) 3142-2213');
    expect(await page.locator('[data-notice^="phones-"]').count()).toBe(0);

    // The card's detail panel shows them masked, labels kept (after a create the card is on screen: back to the list).
    await backToClients(page);
    await page.locator('input[name="quick-search"]').fill(name);
    const row = page.locator(`[data-grid="clients"] [role="row"][data-client-pk="${saved?.client_pk}"]`);
    // The grid's phone column (chosen among the columns) shows them masked too.
    await page.locator('[data-action="columns"]').click();
    await page.locator('[data-column-chooser] [data-column-pref="client_phones"] input[type="checkbox"]').check();
    await page.keyboard.press('Escape');
    const headers = await page
      .locator('[data-grid="clients"] [role="columnheader"][data-column]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column')));
    // Why +1: the row's first cell is its check box.
    const cell = row.locator('[role="gridcell"]').nth(headers.indexOf('client_phones') + 1);
    await expect.poll(() => cell.textContent()).toBe(maskedText('phone', saved?.client_phones ?? '', 'grid'));
    await row.click();
    const panel = page.locator(`aside[data-client-detail="${saved?.client_pk}"]`);
    const phones = panel.locator('[data-personal-field="client_phones"] [data-personal-text]');
    await expect.poll(() => phones.textContent()).toBe(maskedText('phone', saved?.client_phones ?? '', 'detail'));
    expect(await phones.textContent()).not.toMatch(/\d{5}/);
    await screenshot(page, 'phones-panel-masked');

    // Editing the client opens the rows as saved; removing one and saving clears it on the server.
    // F2 edits (Enter and a double click open the card).
    await page.keyboard.press('F2');
    await expect.poll(() => phoneRows(page).count()).toBe(2);
    expect(await numberOf(page, 1).inputValue()).toBe('(67) 3142-2213');
    await phoneRows(page).nth(1).locator('[data-action="remove-phone"]').click();
    await clientForm(page).locator('[data-action="save"]').click();
    await clientForm(page).waitFor({ state: 'detached' });
    expect((await phonesOf(name))[0]?.client_phones).toBe('Celular#-#(67) 99273-4796');
    expect(errorsOf(page)).toEqual([]);
  });

  it('in English, on a server that answers success but drops the phones, the clerk is told they were not kept', async () => {
    const { core, service } = await useE2eHost();
    const marker = `Dropped${uniqueWord()}`;
    // Stands in for a server that ignores client_phones: the stored row loses them, the write still succeeds.
    await service.engine.exec(`
      create or replace function e2e_drop_phones() returns trigger language plpgsql as $$
      begin
        if new.client_lastname = '${marker}' then new.client_phones := null; end if;
        return new;
      end $$;
      create trigger e2e_drop_phones before insert or update on client for each row execute function e2e_drop_phones();`);
    try {
      await core.settings.set({ language: 'en' });
      const page = await openApp();
      await core.settings.set({ language: 'en' });
      await page.reload();
      await openClients(page);
      await openNewClientForm(page);
      const name = `Otto ${uniqueWord()}`;
      await formField(page, 'client_name').fill(name);
      await formField(page, 'client_lastname').fill(marker);
      await typeBirthDate(page);
      // No phone yet: the save stops and says so under the phone's box, in English.
      await clientForm(page).locator('[data-action="save"]').click();
      await expect
        .poll(() => inputError(page, numberOf(page, 0)))
        .toBe('Enter at least one phone with its area code (DDD), e.g. (67) 99273-4796.');
      await screenshot(page, 'phones-required-en');
      await numberOf(page, 0).pressSequentially('11988887777');
      await numberOf(page, 0).press('Tab');
      await expect.poll(() => labelOf(page, 0).inputValue()).toBe('Mobile');
      await clientForm(page).locator('[data-action="save"]').click();
      await clientForm(page).waitFor({ state: 'detached' });
      const notice = page.locator('[data-notice="phones-notKept"]');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Phones not saved');
      expect(await notice.textContent()).toContain('the phones were not there');
      expect((await phonesOf(name))[0]?.client_phones).toBeNull();
      await screenshot(page, 'phones-not-kept-en');
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await service.engine.exec(
        'drop trigger if exists e2e_drop_phones on client; drop function if exists e2e_drop_phones();',
      );
      await core.settings.set({ language: 'pt-BR' });
    }
  });
});
