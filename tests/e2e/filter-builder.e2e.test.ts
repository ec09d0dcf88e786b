import { describe, expect, it } from 'vitest';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';

// The visual filter builder against the real provider service: two conditions of different kinds,
// applied to the grid, whose total must match the service's own database.

const grid = '[data-grid="clients"]';

/** A count from the service's database. */
async function countOf(text: string): Promise<number> {
  const { service } = await useE2eHost();
  const [row] = await service.engine.query<{ count: number }>(text, []);
  return row?.count ?? Number.NaN;
}

describe('filter builder', () => {
  it('filters by status is Ativo AND full name contains silva, with the service’s total', async () => {
    const page = await openApp();
    await login(page);
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator(`${grid}:not([aria-busy])`).waitFor();

    await page.locator('[data-action="open-filter-builder"]').click();
    const panel = page.locator('[data-filter-builder]');
    await panel.waitFor();
    // The first condition starts as "Situação é Ativo".
    expect(await panel.locator('select[name="filter-field-1"]').inputValue()).toBe('client_status');
    expect(await panel.locator('select[name="filter-value-1"]').inputValue()).toBe('0');
    await panel.locator('[data-action="add-condition"]').click();
    await panel.locator('select[name="filter-field-2"]').selectOption('client_complete_name');
    await panel.locator('select[name="filter-op-2"]').selectOption('contains');
    await panel.locator('input[name="filter-value-2"]').fill('silva');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'filter-builder-panel');
    await panel.locator('[data-action="apply-filter"]').click();
    await panel.waitFor({ state: 'hidden' });

    const count = await countOf(
      "select count(*)::int as count from client where client_status = 0 and client_complete_name ilike '%silva%'",
    );
    expect(count).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-pager-rows]').getAttribute('data-total')).toBe(String(count));
    await expect.poll(() => page.locator('[data-filter-active]').getAttribute('data-filter-total')).toBe(String(count));
    expect(await page.locator('[data-filter-chips]').textContent()).toBe('Situação é AtivoENome completo contém silva');
    await page.locator(`${grid}:not([aria-busy])`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'filter-builder');

    // Removing a chip leaves the other condition applied (and the list's status toggle, on active clients, applies again).
    await page.locator('[data-filter-chip]').first().getByRole('button').click();
    const silva = await countOf(
      "select count(*)::int as count from client where client_status = 0 and client_complete_name ilike '%silva%'",
    );
    await expect.poll(() => page.locator('[data-pager-rows]').getAttribute('data-total')).toBe(String(silva));
    expect(errorsOf(page)).toEqual([]);
  });

  it('looks right in the dark theme', async () => {
    const page = await openApp({ colorScheme: 'dark' });
    await login(page);
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator(`${grid}:not([aria-busy])`).waitFor();
    await page.locator('[data-action="open-filter-builder"]').click();
    const panel = page.locator('[data-filter-builder]');
    await panel.waitFor();
    await panel.locator('[data-action="add-condition"]').click();
    await panel.locator('select[name="filter-field-2"]').selectOption('client_complete_name');
    await panel.locator('select[name="filter-op-2"]').selectOption('contains');
    await panel.locator('input[name="filter-value-2"]').fill('silva');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'filter-builder-panel-dark');
    await panel.locator('[data-action="apply-filter"]').click();
    await panel.waitFor({ state: 'hidden' });
    await page.locator('[data-filter-chip]').first().waitFor();
    await page.locator(`${grid}:not([aria-busy])`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'filter-builder-dark');
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows why a filter is not applied and sends nothing', async () => {
    const page = await openApp();
    await login(page);
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator(`${grid}:not([aria-busy])`).waitFor();
    await page.locator('[data-action="open-filter-builder"]').click();
    const panel = page.locator('[data-filter-builder]');
    await panel.locator('select[name="filter-field-1"]').selectOption('client_date_cad');
    await panel.locator('input[name="filter-value-1"]').fill('31/02/2024');
    await panel.locator('[data-action="apply-filter"]').click();
    await expect.poll(() => panel.locator('[data-filter-problem]').textContent()).toContain('dd/mm/aaaa');
    expect(await page.locator('[data-filter-active]').count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });

  it('asks the service once for an applied filter and once for a new sort, and shows their rows', async () => {
    const page = await openApp();
    await login(page);
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator(`${grid}:not([aria-busy])`).waitFor();
    // Every first-page list call the page sends to the server (page 2 is asked for ahead when the page is idle; the
    // local copy's placeholder, `source: 'cache'`, never reaches the service).
    const firstPages: { where: unknown; sort: unknown; dir: unknown }[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/call')) return;
      const body = request.postDataJSON() as { channel?: string; input?: Record<string, unknown> };
      if (body.channel === 'clients:list' && body.input?.start === 0 && body.input.source !== 'cache')
        firstPages.push({ where: body.input.where, sort: body.input.sort, dir: body.input.dir });
    });

    await page.locator('[data-action="open-filter-builder"]').click();
    const panel = page.locator('[data-filter-builder]');
    await panel.locator('select[name="filter-field-1"]').selectOption('client_complete_name');
    await panel.locator('select[name="filter-op-1"]').selectOption('contains');
    await panel.locator('input[name="filter-value-1"]').fill('santos');
    await panel.locator('[data-action="apply-filter"]').click();
    const santos = await countOf(
      "select count(*)::int as count from client where client_status = 0 and client_complete_name ilike '%santos%'",
    );
    await expect.poll(() => page.locator('[data-pager-rows]').getAttribute('data-total')).toBe(String(santos));
    await page.locator(`${grid}:not([aria-busy])`).waitFor();
    const names = await page.locator(`${grid} [role="row"][data-client-pk] [role="gridcell"]`).allTextContents();
    expect(names.some((text) => /santos/i.test(text))).toBe(true);
    const filtered = firstPages.filter((call) => JSON.stringify(call.where).includes('santos'));
    expect(filtered).toHaveLength(1);

    await page.locator('[role="columnheader"][data-column="client_doc1"] button').click();
    await page.locator('[role="columnheader"][data-column="client_doc1"][aria-sort="ascending"]').waitFor();
    await page.locator(`${grid}:not([aria-busy])`).waitFor();
    expect(firstPages.filter((call) => call.sort === 'client_doc1')).toHaveLength(1);
    expect(errorsOf(page)).toEqual([]);
  });
});
