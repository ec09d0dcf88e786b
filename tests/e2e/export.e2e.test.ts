import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/ipc/audit-schema.ts';
import { excelSerialText, readFirstSheet } from '../support/xlsx-sheet.ts';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';

// Export of the client grid against the real provider service: the whole filtered result as CSV (rows
// checked against the service's own database), as XLSX (a zip read back cell by cell), 2,000 clients in both
// formats under the page's strict CSP, and a cancelled or failed export that saves nothing and is journaled so.

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
  await expect
    .poll(() => page.locator('[data-pager-rows]').getAttribute('data-total'), { timeout: 10_000 })
    .toBe(String(expected));
  await page.locator(`${grid}:not([aria-busy])`).waitFor();
  await page.locator(rowSelector).first().waitFor();
}

/**
 * Picks a format in the export menu, keeps personal data masked (the default) and waits for the file the page
 * saves (`timeout`: how long the whole export may take; 2,000 rows take a few seconds).
 */
async function exportAs(page: Page, format: 'csv' | 'xlsx', timeout = 10_000): Promise<Download> {
  await page.locator('[data-action="export"]').click();
  await page.locator(`[data-export="${format}"]`).click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout }),
    page.locator('[data-action="export-start"]').click(),
  ]);
  return download;
}

/** The newest client-grid export in the audit journal (main's own reading of it). */
async function newestExportEntry(): Promise<AuditEntry | undefined> {
  const { core } = await useE2eHost();
  const listed = await core.dispatcher.dispatch('audit:list', { kind: 'export' });
  if (!listed.ok) throw new Error('audit:list failed');
  return (listed.data as { rows: AuditEntry[] }).rows.find((entry) => entry.scope === 'clients');
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
    // The search takes each word anywhere in the name (shared/search), and the export sends one ILIKE per word.
    const words = term.split(/\s+/).map((word) => `%${word}%`);
    const condition = `(select bool_and(client_complete_name ilike w) from unnest($1::text[]) w)`;
    const [{ count } = { count: -1 }] = await sql<{ count: number }>(
      // The list starts on active clients, and the export takes what the list shows.
      `select count(*)::int as count from client where client_status = 0 and ${condition}`,
      [words],
    );
    expect(count).toBeGreaterThan(1);
    const [first] = await sql<{ client_complete_name: string }>(
      `select client_complete_name from client where client_status = 0 and ${condition} order by client_name_key, client_pk limit 1`,
      [words],
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
    // The clerk is told the export worked, how many clients and under which name (the dialog has closed).
    const told = page.locator('.mantine-Notification-root', { hasText: 'Exportação concluída' });
    expect(await told.innerText()).toContain(
      `${count.toLocaleString('pt-BR')} clientes no arquivo ${csv.suggestedFilename()}`,
    );

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
    const seqBefore = (await newestExportEntry())?.seq ?? 0;

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
    // Journaled as what it was: a cancelled export, not a file that left the app.
    const entry = await newestExportEntry();
    expect(entry).toMatchObject({ kind: 'export', scope: 'clients', outcome: 'cancelled', formats: ['csv'] });
    expect(entry?.seq).toBeGreaterThan(seqBefore);
    await page.unroute('**/api/call');
    expect(errorsOf(page)).toEqual([]);
  });

  it('journals an export that fails as failed, and saves nothing', async () => {
    const { adminProxy } = await useE2eHost();
    const page = await openApp();
    await login(page);
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator(rowSelector).first().waitFor();
    const seqBefore = (await newestExportEntry())?.seq ?? 0;
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    // Why at the proxy: the server stops answering the list as the export starts, as a dropped link would do.
    adminProxy.inject({ kind: 'close-before', times: 1000, path: /\/client\/list/ });
    try {
      await page.locator('[data-action="export"]').click();
      await page.locator('[data-export="xlsx"]').click();
      await page.locator('[data-action="export-start"]').click();
      await page.locator('[data-export-dialog="failed"]').waitFor({ timeout: 60_000 });
    } finally {
      adminProxy.clearFaults();
    }
    await screenshot(page, 'export-failed');
    const entry = await newestExportEntry();
    expect(entry).toMatchObject({ kind: 'export', scope: 'clients', outcome: 'failed', formats: ['xlsx'] });
    expect(entry?.seq).toBeGreaterThan(seqBefore);
    expect(downloads).toBe(0);
    await page.locator('[data-action="export-close"]').click();
    // The activity log says it in words, under the export it was.
    await page.locator('nav[data-nav="main"] [data-route="activity-log"]').click();
    const row = page.locator('[data-page="activity-log"] tr[data-entry-kind="export"]').first();
    await expect
      .poll(() => row.textContent(), { timeout: 10_000 })
      .toContain('A exportação falhou: nenhum arquivo foi salvo');
    await screenshot(page, 'export-failed-activity-log');
  });
});

// Why its own clients: the e2e service holds 300 demo clients, and a file that small never showed that the XLSX
// writer's compression moved to a worker made from a blob: URL, which the page's CSP refuses (from about 160 kB).
const bulkSurname = 'Planilhada';
const bulkCount = 2000;

describe('client export of 2,000 clients', () => {
  beforeAll(async () => {
    await sql(
      `insert into client (client_name, client_lastname, client_status, offices_pk, client_date_cad, client_date_birth)
       select 'Cliente ' || lpad(i::text, 4, '0'), $1, 0, 1,
              timestamp '2024-01-01 08:30:00' + make_interval(hours => i), date '1970-01-01' + i
       from generate_series(1, $2::int) as i`,
      [bulkSurname, bulkCount],
    );
  });
  afterAll(async () => {
    await sql('delete from client where client_lastname = $1', [bulkSurname]);
  });

  it('writes every client as XLSX and as CSV under the strict CSP, with dates as dates and codes as numbers', async () => {
    const page = await openApp();
    // The list pages through the 200 closest matches and says how many there are; the export takes them all.
    await searchClients(page, bulkSurname, 200);
    await expect
      .poll(() => page.locator('[data-search-more]').getAttribute('data-search-more'))
      .toBe(String(bulkCount));
    await screenshot(page, 'search-more-note');
    // The client code column as well: a number field.
    await page.locator('[data-action="columns"]').click();
    await page.locator('[data-column-chooser] [data-column-pref="client_pk"] input[type="checkbox"]').check();
    await page.keyboard.press('Escape');
    const seqBefore = (await newestExportEntry())?.seq ?? 0;

    // Why hold the worker's script: the dialog's "writing the file" step stays on screen to be looked at.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/xlsx.worker-*.js', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const pending = exportAs(page, 'xlsx', 45_000);
    await page.locator('[data-export-writing]').waitFor({ timeout: 30_000 });
    await screenshot(page, 'export-writing');
    release();
    const xlsx = await pending.catch((error: unknown) => {
      throw new Error(`no XLSX file (page errors: ${errorsOf(page).join(' | ') || 'none'})`, { cause: error });
    });
    await page.unroute('**/assets/xlsx.worker-*.js');
    expect(xlsx.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = readFirstSheet(await bytesOf(xlsx));
    expect(sheet.rows).toHaveLength(bulkCount + 1);
    const header = (sheet.rows[0] ?? []).map((cell) => cell?.value);
    const registered = header.indexOf('Cadastro');
    const code = header.indexOf('Código');
    expect(registered).toBeGreaterThanOrEqual(0);
    expect(code).toBeGreaterThanOrEqual(0);
    const expected = await sql<{ client_pk: number; cad: string; client_complete_name: string }>(
      `select client_pk, to_char(client_date_cad, 'YYYY-MM-DD HH24:MI') as cad, client_complete_name
       from client where client_lastname = $1 order by client_complete_name, client_pk`,
      [bulkSurname],
    );
    for (const [index, row] of sheet.rows.slice(1).entries()) {
      const want = expected[index];
      expect(row[0]?.value).toBe(want?.client_complete_name);
      // A real date: a number with a date format, the same instant the server keeps (its own clock, no zone).
      expect(row[registered]).toMatchObject({ kind: 'n', format: 'dd/mm/yyyy hh:mm' });
      expect(excelSerialText(Number(row[registered]?.value))).toBe(want?.cad);
      expect(row[code]).toMatchObject({ kind: 'n', value: String(want?.client_pk) });
    }
    const done = await newestExportEntry();
    expect(done).toMatchObject({ outcome: 'done', rows: bulkCount, formats: ['xlsx'], unmasked: false });
    expect(done?.seq).toBeGreaterThan(seqBefore);
    await page.locator('[data-export-dialog]').waitFor({ state: 'hidden' });

    const csv = await exportAs(page, 'csv', 45_000);
    const lines = (await bytesOf(csv)).toString('utf8').slice(1, -2).split('\r\n');
    expect(lines).toHaveLength(bulkCount + 1);
    expect(await newestExportEntry()).toMatchObject({ outcome: 'done', rows: bulkCount, formats: ['csv'] });
    expect(errorsOf(page)).toEqual([]);
  }, 150_000);
});
