import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomCpf, uniqueWord } from '../support/integration-kit.ts';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';
import { clientsGrid, openClients, sql } from './support/registration-page.ts';

// Issue 42: a clerk types a name as it is said on the phone (no accents, any order, any case) or a piece of the
// CPF, in the palette and in the client list's search box, and finds the client; in Portuguese and in English.
const marker = uniqueWord();
const cpf = randomCpf();
let target = 0;

const rowOf = (page: Page, pk: number) => page.locator(`${clientsGrid} [role="row"][data-client-pk="${pk}"]`);
const searchBox = (page: Page) => page.locator('input[name="quick-search"]');

beforeAll(async () => {
  // A client whose name has accents everywhere: found only if accents and case are ignored and any order taken.
  const [row] = await sql<{ client_pk: number }>(
    `insert into client (client_type, client_status, client_name, client_lastname, client_doc1, offices_pk)
       values (0, 0, 'Conceição', $1, $2, (select min(offices_pk) from offices)) returning client_pk`,
    [`Araújo Nóbrega ${marker}`, cpf],
  );
  target = row?.client_pk ?? 0;
});

describe('search by names without accents, in another order, and by a piece of the CPF', () => {
  it('finds the client in the palette and in the list (pt-BR)', async () => {
    const page = await openApp();
    await login(page);
    await page.keyboard.press('Control+k');
    const field = page.getByRole('combobox', { name: 'Buscar cliente ou comando' });
    await field.waitFor();
    await page.keyboard.type(`nobrega CONCEICAO ${marker}`);
    const found = page.locator(`[data-palette-list] [data-group="name"] [data-option="client-${target}"]`);
    await found.waitFor();
    expect(await found.textContent()).toContain('Conceição Araújo Nóbrega');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'search-palette-folded-pt');
    await page.keyboard.press('Escape');

    await openClients(page, false);
    await searchBox(page).fill(`araujo conceicao ${marker}`);
    await page.locator('[data-search-kind="name"]').waitFor();
    await rowOf(page, target).waitFor();
    await expect.poll(() => page.locator('[data-pager-rows]').getAttribute('data-total')).toBe('1');
    await screenshot(page, 'search-list-folded-pt');

    await searchBox(page).fill(cpf.slice(3, 9));
    await page.locator('[data-search-kind~="document"]').waitFor();
    await rowOf(page, target).waitFor();
    expect(await page.locator('[data-search-kind]').textContent()).toContain('CPF/CNPJ');
    await screenshot(page, 'search-list-cpf-part-pt');
    expect(errorsOf(page)).toEqual([]);
  });

  it('lists a name search best match first with no column claiming the order; a header click sorts by it', async () => {
    const word = uniqueWord();
    const inserted = await sql<{ client_pk: number }>(
      `insert into client (client_type, client_status, client_name, client_lastname, client_doc1, offices_pk)
         select 0, 0, name, $1, doc, (select min(offices_pk) from offices)
           from unnest(array['Zuleica Ordem', 'Ana Ordem Prado'], array[$2, $3]) as t(name, doc) returning client_pk`,
      [word, randomCpf(), randomCpf()],
    );
    const [zuleica, ana] = inserted.map((row) => row.client_pk);
    const page = await openApp();
    await openClients(page);
    await searchBox(page).fill(`zuleica ordem ${word}`);
    await rowOf(page, zuleica ?? 0).waitFor();
    const sorted = page.locator(
      `${clientsGrid} [role="columnheader"][aria-sort="ascending"], ${clientsGrid} [role="columnheader"][aria-sort="descending"]`,
    );
    // The rows are in match order: no header says ▲ or ▼, and the list says how they are ordered.
    await expect.poll(() => sorted.count()).toBe(0);
    await page.locator('[data-match-order]').waitFor();
    expect(await page.locator('[data-match-order]').textContent()).toContain('Mais parecidos primeiro');
    expect(await page.locator(`${clientsGrid} [role="columnheader"]`).first().textContent()).not.toMatch(/[▲▼]/);
    await screenshot(page, 'search-list-match-order');

    // Both clients of the word, then Nome clicked: sorted by name, and the header says so.
    await searchBox(page).fill(`ordem ${word}`);
    await rowOf(page, ana ?? 0).waitFor();
    await page.locator('[data-match-order]').waitFor();
    await page.locator(`${clientsGrid} [role="columnheader"][data-column="client_complete_name"] button`).click();
    const nameHeader = page.locator(`${clientsGrid} [role="columnheader"][data-column="client_complete_name"]`);
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await page.locator('[data-match-order]').waitFor({ state: 'detached' });
    const order = () =>
      page
        .locator(`${clientsGrid} [role="row"][data-client-pk]`)
        .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-client-pk'))));
    await expect.poll(order).toEqual([ana, zuleica]);
    await screenshot(page, 'search-list-sorted-by-name');
    expect(errorsOf(page)).toEqual([]);
  });

  it('finds the client in the list and the palette in English', async () => {
    const page = await openApp();
    const { core } = await useE2eHost();
    await core.settings.set({ language: 'en' });
    await page.reload();
    await openClients(page);
    expect(await searchBox(page).getAttribute('placeholder')).toContain('CPF/CNPJ, code or user name');
    await searchBox(page).fill(`${marker.toUpperCase()} nobrega`);
    await rowOf(page, target).waitFor();
    expect(await page.locator('[data-search-kind]').textContent()).toBe('By name');
    await screenshot(page, 'search-list-folded-en');

    await page.locator('[data-action="open-palette"]').click();
    await page
      .getByRole('combobox', { name: 'Search a client or a command' })
      .fill(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}`);
    await page.locator(`[data-palette-list] [data-group="document"] [data-option="client-${target}"]`).waitFor();
    await screenshot(page, 'search-palette-cpf-part-en');
    await core.settings.set({ language: 'pt-BR' });
    expect(errorsOf(page)).toEqual([]);
  });
});
