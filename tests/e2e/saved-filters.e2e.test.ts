import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';

// Saved filters and the advanced JSON view against the real provider service: a filter saved under a
// name survives a page reload and, loaded again, gives the service's own total; a filter holding an
// oper code the app does not offer is kept and shown read-only; pasted JSON is validated with a message.

const grid = '[data-grid="clients"]';
const panel = '[data-filter-builder]';

/** A count from the service's database. */
async function countOf(text: string): Promise<number> {
  const { service } = await useE2eHost();
  const [row] = await service.engine.query<{ count: number }>(text, []);
  return row?.count ?? Number.NaN;
}

/** Opens the Clients screen and waits for the grid. */
async function openClients(page: Page): Promise<void> {
  await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
  await page.locator(`${grid}:not([aria-busy])`).waitFor();
}

/** Opens the filter builder on one of its tabs. */
async function openTab(page: Page, tab: 'conditions' | 'saved' | 'advanced'): Promise<void> {
  await page.locator('[data-action="open-filter-builder"]').click();
  await page.locator(panel).waitFor();
  await page.locator(`${panel} [data-tab="${tab}"]`).click();
}

describe('saved filters', () => {
  it('saves “Ativos Silva”, keeps it across a reload and loads it with the service’s total', async () => {
    const page = await openApp();
    await login(page);
    await openClients(page);

    await page.locator('[data-action="open-filter-builder"]').click();
    const builder = page.locator(panel);
    await builder.locator('[data-action="add-condition"]').click();
    await builder.locator('input[name="filter-value-2"]').fill('silva');
    await builder.locator('[data-tab="saved"]').click();
    await builder.locator('input[name="saved-filter-name"]').fill('Ativos Silva');
    await builder.locator('[data-action="save-filter"]').click();
    await builder.locator('[data-saved-filter="Ativos Silva"]').waitFor();
    await builder.locator('[data-tab="conditions"]').click();
    await builder.locator('[data-action="clear-filter"]').click();
    await builder.waitFor({ state: 'hidden' });
    expect(await page.locator('[data-filter-active]').count()).toBe(0);

    // A filter from a deployed server with an array oper (23): kept, shown read-only, never applied.
    const legacy = [{ field: 'client_status', oper: 23, value: [0, 1] }];
    await page.evaluate((where) => {
      const key = 'provider-desk.filters.saved.demo';
      const store = JSON.parse(localStorage.getItem(key) ?? '{}') as { filters: unknown[] };
      store.filters.push({ id: 'legacy', name: 'Legado do servidor', where });
      localStorage.setItem(key, JSON.stringify(store));
    }, legacy);

    await page.reload();
    await page.locator('nav[data-nav="main"]').or(page.locator('form[data-form="login"]')).first().waitFor();
    if ((await page.locator('form[data-form="login"]').count()) > 0) await login(page);
    await openClients(page);
    await openTab(page, 'saved');
    const saved = builder.locator('[data-saved-filter="Ativos Silva"]');
    await saved.waitFor();
    const readOnly = builder.locator('[data-saved-filter="Legado do servidor"]');
    expect(await readOnly.getAttribute('data-read-only')).toBe('');
    expect(await readOnly.locator('[data-saved-filter-note]').textContent()).toContain('operação de array');
    expect(await readOnly.locator('[data-action="load-saved-filter"]').isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'saved-filters');

    await saved.locator('[data-action="load-saved-filter"]').click();
    await builder.waitFor({ state: 'hidden' });
    const count = await countOf(
      "select count(*)::int as count from client where client_status = 0 and client_complete_name ilike '%silva%'",
    );
    expect(count).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-pager-rows]').getAttribute('data-total')).toBe(String(count));
    await expect.poll(() => page.locator('[data-filter-active]').getAttribute('data-filter-total')).toBe(String(count));
    expect(await page.locator('[data-filter-chips]').textContent()).toBe('Situação é AtivoENome completo contém silva');

    // The read-only filter is still stored exactly as it was.
    const kept = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('provider-desk.filters.saved.demo') ?? '{}') as {
          filters: { name: string; where: unknown }[];
        },
    );
    expect(kept.filters.find((filter) => filter.name === 'Legado do servidor')?.where).toEqual(legacy);
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows the where JSON, rejects pasted JSON without the AND joiner, and applies valid JSON', async () => {
    const page = await openApp();
    await login(page);
    await openClients(page);
    await openTab(page, 'advanced');
    const json = page.locator(`${panel} textarea[name="filter-json"]`);
    expect(JSON.parse(await json.inputValue())).toEqual([{ field: 'client_status', oper: 5, value: 0 }]);

    await json.fill(
      '[{"field":"client_status","oper":5,"value":0},{"field":"client_complete_name","oper":10,"value":"%silva%"}]',
    );
    await page.locator(`${panel} [data-action="use-json"]`).click();
    const problem = page.locator(`${panel} [data-json-problem]`);
    // In words, under the text box, which is outlined as wrong; never "where[1]: …" in the parser's English.
    await expect.poll(() => problem.textContent()).toContain('Item 2: as condições só se juntam com E (AND)');
    expect(await problem.textContent()).not.toMatch(/where|joiner|must be/);
    expect(await json.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-filter-active]').count()).toBe(0);
    await screenshot(page, 'filter-json');

    // A JSON syntax error: its place in words, never the parser's English ("Expected ',' or ']' …").
    await json.fill('[{"field":"client_status","oper":5,"value":0}\n{"field":"AND"}]');
    await page.locator(`${panel} [data-action="use-json"]`).click();
    await expect.poll(() => problem.textContent()).toContain('O texto não é um JSON válido (linha 2, coluna 1)');
    expect(await problem.textContent()).not.toMatch(/Expected|Unexpected|position|where/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // LIKE (case-sensitive) has no builder row: it is applied as a read-only custom filter chip.
    await json.fill('[{"field":"client_complete_name","oper":9,"value":"%Silva%"}]');
    await page.locator(`${panel} [data-action="use-json"]`).click();
    await page.locator(panel).waitFor({ state: 'hidden' });
    // The list's status toggle (active clients) still applies beside a custom filter.
    const count = await countOf(
      "select count(*)::int as count from client where client_status = 0 and client_complete_name like '%Silva%'",
    );
    await expect.poll(() => page.locator('[data-pager-rows]').getAttribute('data-total')).toBe(String(count));
    expect(await page.locator('[data-filter-chips]').textContent()).toContain('Filtro personalizado');
    expect(errorsOf(page)).toEqual([]);
  });
});
