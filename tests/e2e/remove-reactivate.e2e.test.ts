import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FormClient } from '../support/form-client.ts';
import { uniqueWord } from '../support/integration-kit.ts';
import { e2ePasswords, errorsOf, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';
import { clientRow, clientsGrid, openClients, showEveryStatus, sql } from './support/registration-page.ts';

// Remove (cur_client_status 0 → client_status 3) and reactivate (1 → 0) from the detail panel, the
// keyboard and, for several checked rows, in bulk, against the real provider service.

async function statusOf(clientPks: number[]): Promise<number[]> {
  const rows = await sql<{ client_pk: number; client_status: number }>(
    'select client_pk::int as client_pk, client_status::int as client_status from client where client_pk = any($1::bigint[]) order by client_pk',
    [clientPks],
  );
  return clientPks.map((pk) => rows.find((row) => row.client_pk === pk)?.client_status ?? -1);
}

/** Registers `count` active clients sharing a new surname, through the service as another operator; answers their numbers. */
async function newClients(count: number): Promise<{ surname: string; pks: number[] }> {
  const { service } = await useE2eHost();
  const other = new FormClient(service.adminUrl);
  await other.login('operador', e2ePasswords.staff);
  const surname = `Lote${uniqueWord()}`;
  const pks: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await other.post('/admin_ctl/client/create', {
      offices_pk: 1,
      client_type: 0,
      client_status: 0,
      client_name: `Cliente ${index + 1}`,
      client_lastname: surname,
    });
    pks.push(Number((answer.body.results as Array<{ client_pk: number }>)[0]?.client_pk));
  }
  return { surname, pks };
}

/** Shows only the clients whose name holds `term` (the quick search), once the grid settled. */
async function search(page: Page, term: string, expected: number): Promise<void> {
  await page.locator('input[name="quick-search"]').fill(term);
  await page.locator('[data-search-kind~="name"]').waitFor();
  await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length === count, [
    clientRow,
    expected,
  ] as const);
}

/** Checks the rows of the given clients with their check boxes. */
async function check(page: Page, pks: readonly number[]): Promise<void> {
  for (const pk of pks) await page.locator(`${clientRow}[data-client-pk="${pk}"] [data-check]`).click();
}

describe('remove and reactivate', () => {
  it('removes one client from the detail panel after a confirmation naming it, and reactivates it with Alt+R', async () => {
    const { surname, pks } = await newClients(1);
    const client = { client_pk: pks[0] ?? 0, client_complete_name: `Cliente 1 ${surname}` };
    const page = await openApp();
    await openClients(page);
    // Every status: the removed clients stay listed, so the same rows are reactivated.
    await showEveryStatus(page);
    await search(page, surname, 1);
    const row = page.locator(`${clientRow}[data-client-pk="${client.client_pk}"]`);
    await row.click();
    const panel = page.locator(`[data-client-detail="${client.client_pk}"]`);
    await panel.locator('[data-action="remove"]').click();

    const dialog = page.locator('[data-dialog="status-change"]');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(client.client_complete_name);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'remove-confirm');
    await dialog.locator('[data-action="confirm"]').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await statusOf([client.client_pk])).toEqual([3]);
    // The panel follows: the client now offers "reactivate".
    await panel.locator('[data-action="reactivate"]').waitFor();

    await page.locator(clientsGrid).focus();
    await page.keyboard.press('Alt+R');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-action-kind')).toBe('reactivate');
    await dialog.locator('[data-action="confirm"]').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await statusOf([client.client_pk])).toEqual([0]);
    expect(errorsOf(page)).toEqual([]);
  });

  it('removes several checked clients with progress and a result per row; one failure does not stop the others', async () => {
    const { adminProxy } = await useE2eHost();
    const { surname, pks } = await newClients(3);
    const page = await openApp();
    await openClients(page);
    // Every status: the removed clients stay listed, so the same rows are reactivated.
    await showEveryStatus(page);
    await search(page, surname, 3);
    await check(page, pks);
    await page.locator('[data-action="bulk-remove"]').click();

    const dialog = page.locator('[data-dialog="status-change"]');
    await dialog.waitFor();
    // The second removal finds the connection cut (writes are never retried); the third still goes.
    adminProxy.inject({ kind: 'close-before', times: 1, after: 1, path: /\/client\/delete$/ });
    try {
      await dialog.locator('[data-action="confirm"]').click();
      await dialog.locator('[data-summary]').waitFor();
    } finally {
      adminProxy.clearFaults();
    }
    const states = await dialog
      .locator('[data-bulk-row]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')));
    expect(states).toEqual(['done', 'failed', 'done']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'remove-bulk-result');
    expect(await statusOf(pks)).toEqual([3, 0, 3]);

    // "Desfazer" offers the two this run removed for reactivation, in a confirmation of its own.
    expect(await dialog.locator('[data-action="undo-remove"]').textContent()).toContain('2');
    await dialog.locator('[data-action="undo-remove"]').click();
    await page.locator('[data-dialog="status-change"][data-action-kind="reactivate"]').waitFor();
    await dialog.locator('[data-action="confirm"]').click();
    await dialog.locator('[data-summary]').waitFor();
    expect(await statusOf(pks)).toEqual([0, 0, 0]);
    await dialog.locator('[data-action="close"]').click();

    // The checked rows offer the same: remove again, then reactivate the removed ones with the bulk button.
    await page.locator('[data-action="bulk-remove"]').click();
    await dialog.locator('[data-action="confirm"]').click();
    await dialog.locator('[data-summary]').waitFor();
    await dialog.locator('[data-action="close"]').click();
    await page.locator('[data-action="clear-checks"]').click();
    await check(page, pks);
    expect(await page.locator('[data-action="bulk-reactivate"]').textContent()).toContain('(3)');
    await page.locator('[data-action="bulk-reactivate"]').click();
    await dialog.locator('[data-action="confirm"]').click();
    await dialog.locator('[data-summary]').waitFor();
    expect(await statusOf(pks)).toEqual([0, 0, 0]);
  });

  it('stops a bulk run on request: the running row finishes, the rest are not sent', async () => {
    const { adminProxy } = await useE2eHost();
    const { surname, pks } = await newClients(4);
    const page = await openApp();
    await openClients(page);
    // Every status: the removed clients stay listed, so the same rows are reactivated.
    await showEveryStatus(page);
    await search(page, surname, 4);
    await check(page, pks);
    await page.locator('[data-action="bulk-remove"]').click();
    const dialog = page.locator('[data-dialog="status-change"]');
    // The second removal is held at the server's door long enough to press Stop.
    adminProxy.inject({ kind: 'hold', holdMs: 2000, times: 1, after: 1, path: /\/client\/delete$/ });
    try {
      await dialog.locator('[data-action="confirm"]').click();
      await dialog.locator('[data-bulk-row][data-state="done"]').first().waitFor();
      await dialog.locator('[data-action="stop"]').click();
      await dialog.locator('[data-summary]').waitFor();
    } finally {
      adminProxy.clearFaults();
    }
    const states = await dialog
      .locator('[data-bulk-row]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')));
    expect(states).toEqual(['done', 'done', 'stopped', 'stopped']);
    expect(await statusOf(pks)).toEqual([3, 3, 0, 0]);
  });
});
