import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import { readFirstSheet } from '../support/xlsx-sheet.ts';
import { testPasswords, useService } from '../support/test-service.ts';
import { userDataWithBranch } from './support/branch-profile.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';
import { pageErrors, shellScreenshot } from './support/page-checks.ts';

// The full XLSX export in the built app's window, under the window's CSP (served with every app:// answer):
// issue 42 found it never finished there, the XLSX writer's worker being made from a blob: URL. 2,000 clients,
// so the sheet is well past the size (about 160 kB) where that writer moved its compression to the worker.

const surname = 'Planilhada';
const count = 2000;

let service: RunningService;
let desktop: Desktop;
let page: Page;
let errors: string[];

beforeAll(async () => {
  service = await useService('pglite');
  await service.engine.query(
    `insert into client (client_name, client_lastname, client_status, offices_pk, client_date_cad)
     select 'Cliente ' || lpad(i::text, 4, '0'), $1, 0, 1, timestamp '2024-01-01 08:30:00' + make_interval(hours => i)
     from generate_series(1, $2::int) as i`,
    [surname, count],
  );
  const userData = await userDataWithBranch(service, 'desk-shell-export-');
  desktop = await launchDesktop({ userData });
  page = await desktop.window();
  errors = pageErrors(page);
});
afterAll(async () => {
  await desktop.kill();
  await service.engine.query('delete from client where client_lastname = $1', [surname]);
});

/** Keeps, in the page, every Blob handed to URL.createObjectURL (how the page saves a file), to read back. */
async function keepSavedFiles(): Promise<void> {
  await page.evaluate(() => {
    const kept: { type: string; bytes: number[] }[] = [];
    (window as unknown as { savedFiles: typeof kept }).savedFiles = kept;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob)
        void object
          .arrayBuffer()
          .then((buffer) => kept.push({ type: object.type, bytes: [...new Uint8Array(buffer)] }));
      return create(object);
    };
  });
}

const savedFiles = () =>
  page.evaluate(() => (window as unknown as { savedFiles: { type: string; bytes: number[] }[] }).savedFiles);

describe('the client export in Electron', () => {
  it('writes a 2,000-client XLSX file under the window’s CSP', async () => {
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(testPasswords.staff);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click({ timeout: 30_000 });
    await page.locator('input[name="quick-search"]').fill(surname);
    // The list pages through the closest 200 and says how many it found; the export takes them all.
    await expect
      .poll(() => page.locator('[data-search-more]').getAttribute('data-search-more'), { timeout: 30_000 })
      .toBe(String(count));
    await keepSavedFiles();

    await page.locator('[data-action="export"]').click();
    await page.locator('[data-export="xlsx"]').click();
    await page.locator('[data-action="export-start"]').click();
    await page.locator('[data-export-dialog]').waitFor({ state: 'hidden', timeout: 60_000 });
    await expect.poll(async () => (await savedFiles()).length, { timeout: 10_000 }).toBe(1);
    const [file] = await savedFiles();
    expect(file?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = readFirstSheet(new Uint8Array(file?.bytes ?? []));
    expect(sheet.rows).toHaveLength(count + 1);
    const registered = (sheet.rows[0] ?? []).findIndex((cell) => cell?.value === 'Cadastro');
    expect(sheet.rows[1]?.[registered]).toMatchObject({ kind: 'n', format: 'dd/mm/yyyy hh:mm' });
    await shellScreenshot(page, 'shell-export-done');
    expect(errors).toEqual([]);
  });
});
