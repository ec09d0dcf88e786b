import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';

// Export of the client grid against the real provider service: the whole filtered result as CSV (rows
// checked against the service's own database), as XLSX (a zip), and a cancelled export that saves nothing.

const grid = '[data-grid="clients"]';
const rowSelector = `${grid} [role="row"][data-client-pk]`;

/** Runs SQL on the e2e provider service. */
async function sql<Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> {
  const { service } = await useE2eHost();
  return service.engine.query<Row>(text, params);
}

/** The most common last name in the demo data: a quick search that matches several clients. */
async function commonSurname(): Promise<string> {
  const [row] = await sql<{ client_lastname: string }>(
    "select client_lastname from client where client_lastname <> '' group by 1 order by count(*) desc, 1 limit 1",
  );
  return row?.client_lastname ?? '';
}

/** Signs in, opens Clients and quick-searches `term`, waiting for the grid to show the result. */
async function searchClients(page: Page, term: string, expected: number): Promise<void> {
  await login(page);
  await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
  await page.locator('input[name="quick-search"]').fill(term);
  await expect.poll(() => page.locator('[data-pager-rows]').getAttribute('data-total')).toBe(String(expected));
  await page.locator(`${grid}:not([aria-busy])`).waitFor();
  await page.locator(rowSelector).first().waitFor();
}

/** Picks a format in the export menu, keeps personal data masked (the default) and waits for the file the page saves. */
async function exportAs(page: Page, format: 'csv' | 'xlsx'): Promise<Download> {
  await page.locator('[data-action="export"]').click();
  await page.locator(`[data-export="${format}"]`).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="export-start"]').click(),
  ]);
  return download;
}

/** The bytes of a download. */
async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** The fields of one CSV line (the demo data's names hold no separators or quotes). */
const fieldsOf = (line: string) =>
  line.split(';').map((field) => (field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field));

describe('client export', () => {
  it('exports the whole quick-search result as CSV and as XLSX', async () => {
    const term = await commonSurname();
    const pattern = `%${term}%`;
    const [{ count } = { count: -1 }] = await sql<{ count: number }>(
      // The list starts on active clients, and the export takes what the list shows.
      'select count(*)::int as count from client where client_status = 0 and client_complete_name ilike $1',
      [pattern],
    );
    expect(count).toBeGreaterThan(1);
    const [first] = await sql<{ client_complete_name: string }>(
      'select client_complete_name from client where client_status = 0 and client_complete_name ilike $1 order by client_complete_name, client_pk limit 1',
      [pattern],
    );
    const page = await openApp();
    await searchClients(page, term, count);

    const csv = await exportAs(page, 'csv');
    expect(csv.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await bytesOf(csv);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header = '', ...rows] = text.slice(0, -2).split('\r\n');
    expect(fieldsOf(header)[0]).toBe('Nome completo');
    expect(fieldsOf(header)).toContain('CPF/CNPJ');
    expect(rows).toHaveLength(count);
    expect(fieldsOf(rows[0] ?? '')[0]).toBe(first?.client_complete_name);
    await page.locator('[data-export-dialog]').waitFor({ state: 'hidden' });

    const xlsx = await exportAs(page, 'xlsx');
    expect(xlsx.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await bytesOf(xlsx)).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(errorsOf(page)).toEqual([]);
  });

  it('looks right in the dark theme: the menu and the running dialog', async () => {
    const page = await openApp({ colorScheme: 'dark' });
    await login(page);
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator(rowSelector).first().waitFor();
    // Why hold the call: the running dialog must stay on screen for the contrast check and the screenshot.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/call', async (route) => {
      const body = route.request().postDataJSON() as { callId?: string } | null;
      if (body?.callId?.startsWith('clients-export')) await held;
      await route.continue().catch(() => undefined);
    });
    await page.locator('[data-action="export"]').click();
    await page.locator('[data-export="csv"]').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'export-menu-dark');
    await page.locator('[data-export="csv"]').click();
    await page.locator('[data-export-dialog="choosing"]').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'export-choice-dark');
    await page.locator('[data-action="export-start"]').click();
    await page.locator('[data-export-dialog="running"]').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'export-progress-dark');
    await page.locator('[data-action="export-cancel"]').click();
    await page.locator('[data-export-dialog]').waitFor({ state: 'hidden' });
    release();
    await page.unroute('**/api/call');
    expect(errorsOf(page)).toEqual([]);
  });

  it('cancels an export mid-way: the running call is cancelled and nothing is saved', async () => {
    const page = await openApp();
    await login(page);
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator(rowSelector).first().waitFor();
    // Why hold the call: the demo data fits in one page, so the export's call waits until the test lets it go.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/call', async (route) => {
      const body = route.request().postDataJSON() as { callId?: string } | null;
      if (body?.callId?.startsWith('clients-export')) await held;
      await route.continue().catch(() => undefined);
    });
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });

    await page.locator('[data-action="export"]').click();
    await page.locator('[data-export="csv"]').click();
    await page.locator('[data-action="export-start"]').click();
    const dialog = page.locator('[data-export-dialog="running"]');
    await dialog.waitFor();
    expect(await page.locator('[data-export-total]').getAttribute('data-export-total')).not.toBe('');
    await screenshot(page, 'export-progress');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const cancelSent = page.waitForRequest(
      (request) => request.url().endsWith('/api/cancel') && String(request.postData()).includes('clients-export'),
    );
    await page.locator('[data-action="export-cancel"]').click();
    await cancelSent;
    await page.locator('[data-export-dialog]').waitFor({ state: 'hidden' });
    // The held call now answers: still no file.
    release();
    await page.waitForTimeout(2000);
    expect(downloads).toBe(0);
    await page.unroute('**/api/call');
    expect(errorsOf(page)).toEqual([]);
  });
});
