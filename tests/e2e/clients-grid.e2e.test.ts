import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { maskedText } from '../../renderer/privacy/mask-text.ts';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';
import { showEveryStatus } from './support/registration-page.ts';

// The client grid against the real provider service: paging, sorting, quick search, columns kept per
// profile, the detail panel and the keyboard. Expected rows come from the service's own database.

const grid = '[data-grid="clients"]';
const rowSelector = `${grid} [role="row"][data-client-pk]`;

/** Signs in and opens the Clients screen with its first page on screen. */
async function openClients(page: Page): Promise<void> {
  await login(page);
  await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
  await settled(page);
}

/** Waits until the grid shows a page that is not a placeholder of the previous one. */
async function settled(page: Page): Promise<void> {
  await page.locator(`${grid}:not([aria-busy])`).waitFor();
  await page.locator(rowSelector).first().waitFor();
}

/** The client numbers of the rows rendered now, top to bottom. */
function renderedPks(page: Page): Promise<number[]> {
  return page
    .locator(rowSelector)
    .evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.clientPk)));
}

/** The texts of one data column (0 = the first after the check boxes) in the rendered rows. */
function columnTexts(page: Page, columnIndex: number): Promise<string[]> {
  return page
    .locator(rowSelector)
    .evaluateAll(
      (rows, index) => rows.map((row) => row.querySelectorAll('[role="gridcell"]')[index + 1]?.textContent ?? ''),
      columnIndex,
    );
}

/** Runs SQL on the e2e provider service. */
async function sql<Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> {
  const { service } = await useE2eHost();
  return service.engine.query<Row>(text, params);
}

/** A count from the service's database. */
async function countOf(text: string, params: unknown[] = []): Promise<number> {
  const [row] = await sql<{ count: number }>(text, params);
  return row?.count ?? Number.NaN;
}

const pagerText = (page: Page) => page.locator('[data-pager-rows]').textContent();

/** The client numbers of the rendered rows whose check box is ticked, top to bottom. */
function checkedPks(page: Page): Promise<number[]> {
  return page
    .locator(rowSelector)
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelector<HTMLInputElement>('[data-check="row"]')?.checked)
        .map((row) => Number((row as HTMLElement).dataset.clientPk)),
    );
}

/** The header check box's state: checked, and whether it shows "some". */
function pageBox(page: Page): Promise<{ checked: boolean; indeterminate: boolean }> {
  return page.locator(`${grid} [data-check="page"]`).evaluate((box) => ({
    checked: (box as HTMLInputElement).checked,
    indeterminate: (box as HTMLInputElement).indeterminate,
  }));
}

/** The page's count of checked clients ('' while none is checked and it is not shown). */
async function checkedText(page: Page): Promise<string> {
  const count = page.locator('[data-checked-total]');
  return (await count.count()) === 0 ? '' : ((await count.textContent()) ?? '');
}

describe('client grid', () => {
  it('pages through the clients with the service’s total, next, last and go to page', async () => {
    const page = await openApp();
    await openClients(page);
    await showEveryStatus(page);
    const count = await countOf('select count(*)::int as count from client');
    expect(await page.locator('[data-pager-rows]').getAttribute('data-total')).toBe(String(count));
    const firstPage = await sql<{ client_pk: number }>(
      'select client_pk from client order by client_name_key, client_pk limit 50',
    );
    expect((await renderedPks(page)).slice(0, 20)).toEqual(firstPage.slice(0, 20).map((row) => row.client_pk));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'clients-grid');

    await page.locator('[data-pager="next"]').click();
    await expect.poll(() => pagerText(page)).toContain('51–100');
    await settled(page);
    const second = await sql<{ client_pk: number }>(
      'select client_pk from client order by client_name_key, client_pk limit 50 offset 50',
    );
    expect((await renderedPks(page))[0]).toBe(second[0]?.client_pk);
    expect(await page.locator(rowSelector).first().getAttribute('aria-rowindex')).toBe('52');

    await page.locator('[data-pager="last"]').click();
    const lastPage = Math.ceil(count / 50);
    await expect.poll(() => page.locator('[data-pager-page]').getAttribute('data-pager-page')).toBe(String(lastPage));
    await settled(page);
    expect(await page.locator('[data-pager="next"]').isDisabled()).toBe(true);

    await page.locator('input[name="go-to-page"]').fill('3');
    await page.locator('input[name="go-to-page"]').press('Enter');
    await expect.poll(() => pagerText(page)).toContain('101–150');
    await page.locator('select[name="page-size"]').selectOption('100');
    await expect.poll(() => pagerText(page)).toContain('101–200');
    expect(errorsOf(page)).toEqual([]);
  });

  it('sorts by a column both ways, as the service orders it', async () => {
    const page = await openApp();
    await openClients(page);
    await showEveryStatus(page);
    const header = page.locator('[role="columnheader"][data-column="client_doc1"]');
    await header.locator('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await settled(page);
    const ascending = await sql<{ client_pk: number }>(
      'select client_pk from client order by client_doc1 asc, client_pk limit 15',
    );
    expect((await renderedPks(page)).slice(0, 15)).toEqual(ascending.map((row) => row.client_pk));

    await header.locator('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await renderedPks(page))[0]).not.toBe(ascending[0]?.client_pk);
    await settled(page);
    const descending = await sql<{ client_pk: number }>(
      'select client_pk from client order by client_doc1 desc, client_pk limit 15',
    );
    expect((await renderedPks(page)).slice(0, 15)).toEqual(descending.map((row) => row.client_pk));
    expect(
      await page.locator('[role="columnheader"][data-column="client_complete_name"]').getAttribute('aria-sort'),
    ).toBe('none');
  });

  it('searches by a piece of the name and by a punctuated CPF', async () => {
    const page = await openApp();
    await openClients(page);
    const search = page.locator('input[name="quick-search"]');
    // One word without a login's marks is searched as a name and as a user name (the palette's rule).
    await search.fill('silva');
    await page.locator('[data-search-kind~="name"]').waitFor();
    // The list starts on active clients.
    const count = await countOf(
      "select count(*)::int as count from client where client_status = 0 and (client_complete_name ilike '%silva%' or client_username ilike 'silva%')",
    );
    await expect.poll(() => page.locator('[data-pager-rows]').getAttribute('data-total')).toBe(String(count));
    await settled(page);
    const logins = await countOf("select count(*)::int as count from client where client_username ilike 'silva%'");
    if (logins === 0) for (const name of await columnTexts(page, 0)) expect(name.toLowerCase()).toContain('silva');

    const [person] = await sql<{ client_doc1: string }>(
      'select client_doc1 from client where client_status = 0 and client_type = 0 and length(client_doc1) = 11 order by client_pk limit 1',
    );
    const cpf = person?.client_doc1 ?? '';
    const punctuated = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    await search.fill(punctuated);
    await page.locator('[data-search-kind="document"]').waitFor();
    const same = await countOf(
      'select count(*)::int as count from client where client_status = 0 and client_doc1 = $1',
      [cpf],
    );
    await expect.poll(() => page.locator('[data-pager-rows]').getAttribute('data-total')).toBe(String(same));
    await settled(page);
    // Displayed CPFs are masked (issue 19); the search by the full CPF still finds them.
    for (const doc of await columnTexts(page, 1)) expect(doc).toBe(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);

    await search.fill('zz-no-such-client-zz');
    await page.locator('[data-grid-state="empty"]').waitFor();
    expect(await page.locator('[data-pager-rows]').getAttribute('data-total')).toBe('0');
  });

  it('looks busy (refresh spinner, dimmed rows) only once an answer is slow, never at the click', async () => {
    const page = await openApp();
    await openClients(page);
    // Why hold the answer: a held list call is a slow one, whatever the machine; the page must show it
    // as busy, but only after a moment (a quick answer then never animates a spinner or a dimming).
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/call', async (route) => {
      const body = route.request().postDataJSON() as { channel?: string } | null;
      if (body?.channel === 'clients:list') await held;
      await route.continue().catch(() => undefined);
    });
    await page.evaluate(() => {
      const seen: Record<string, number> = {};
      (window as { busySeen?: Record<string, number> }).busySeen = seen;
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element | null)?.closest('[role="columnheader"]')) seen.click ??= performance.now();
        },
        { capture: true },
      );
      new MutationObserver(() => {
        if (document.querySelector('[data-action="refresh"][data-loading]')) seen.spinner ??= performance.now();
        if (document.querySelector('[role="rowgroup"][data-dimmed]')) seen.dimmed ??= performance.now();
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-loading', 'data-dimmed'] });
    });
    const header = page.locator('[role="columnheader"][data-column="client_doc1"]');
    await header.locator('button').click();
    await page.locator('[data-action="refresh"][data-loading]').waitFor();
    await page.locator('[role="rowgroup"][data-dimmed]').waitFor();
    const seen = await page.evaluate(() => (window as { busySeen?: Record<string, number> }).busySeen ?? {});
    expect(seen.spinner! - seen.click!).toBeGreaterThanOrEqual(250);
    expect(seen.dimmed! - seen.click!).toBeGreaterThanOrEqual(250);
    expect(await page.locator(grid).getAttribute('aria-busy')).toBe('true');
    await screenshot(page, 'clients-grid-slow-answer');

    release();
    await settled(page);
    expect(await page.locator('[data-action="refresh"][data-loading]').count()).toBe(0);
    expect(await page.locator('[role="rowgroup"][data-dimmed]').count()).toBe(0);
    await page.unroute('**/api/call');
    expect(errorsOf(page)).toEqual([]);
  });

  it('keeps the chosen columns, their order and width after a reload', async () => {
    const page = await openApp();
    await openClients(page);
    await page.locator('[data-action="columns"]').click();
    const chooser = page.locator('[data-column-chooser]');
    await chooser.locator('[data-column-pref="client_type"] input[type="checkbox"]').uncheck();
    await chooser.locator('[data-column-pref="client_phones"] input[type="checkbox"]').check();
    await chooser.locator('[data-column-pref="client_mail"] [data-move="up"]').click();
    await screenshot(page, 'clients-columns');
    await page.keyboard.press('Escape');

    const edge = await page.locator('[data-resize="client_complete_name"]').boundingBox();
    if (!edge) throw new Error('no resize handle');
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + 80, edge.y + edge.height / 2, { steps: 5 });
    await page.mouse.up();
    const headers = () =>
      page
        .locator(`${grid} [role="columnheader"][data-column]`)
        .evaluateAll((cells) =>
          cells.map(
            (cell) => `${(cell as HTMLElement).dataset.column}:${Math.round(cell.getBoundingClientRect().width)}`,
          ),
        );
    const before = await headers();
    expect(before.some((entry) => entry.startsWith('client_type:'))).toBe(false);
    expect(before.some((entry) => entry.startsWith('client_phones:'))).toBe(true);
    expect(before.findIndex((entry) => entry.startsWith('client_mail:'))).toBeLessThan(
      before.findIndex((entry) => entry.startsWith('cli_addr_state:')),
    );
    expect(Number(before[0]?.split(':')[1])).toBeGreaterThan(260);

    await page.reload();
    await settled(page);
    expect(await headers()).toEqual(before);
  });

  it('opens every field of a client in the detail panel and moves with the keyboard', async () => {
    const page = await openApp();
    await openClients(page);
    await page.locator(rowSelector).nth(2).click();
    const panel = page.locator('aside[data-client-detail]');
    await panel.waitFor();
    const pk = Number(await page.locator(rowSelector).nth(2).getAttribute('data-client-pk'));
    expect(await panel.getAttribute('data-client-detail')).toBe(String(pk));
    expect(await panel.locator('[data-field]').count()).toBe(24);
    const [record] = await sql<{ client_doc1: string; client_mail: string }>(
      'select client_doc1, client_mail from client where client_pk = $1',
      [pk],
    );
    // The e-mail shows masked until revealed (issue 19; the reveal itself: privacy-masking.e2e.test.ts).
    expect(await panel.locator('[data-field="client_mail"] [data-personal-text]').textContent()).toBe(
      maskedText('email', record?.client_mail ?? '', 'detail'),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'clients-detail');

    await page.keyboard.press('ArrowDown');
    const next = await page.locator(rowSelector).nth(3).getAttribute('data-client-pk');
    await expect.poll(() => panel.getAttribute('data-client-detail')).toBe(next);
    expect(await page.locator(`${rowSelector}[aria-selected="true"]`).getAttribute('data-client-pk')).toBe(next);
    await page.keyboard.press('PageDown');
    await expect.poll(() => pagerText(page)).toContain('51–100');
    await page.keyboard.press('Control+f');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('quick-search');
    expect(errorsOf(page)).toEqual([]);
  });

  it('checks rows with their box, Ctrl+click, Shift+click, Space and Ctrl+A, and clears them with Escape', async () => {
    const page = await openApp();
    await openClients(page);
    const pks = await renderedPks(page);
    await page.locator(rowSelector).nth(1).locator('[data-check="row"]').click();
    await expect.poll(() => checkedPks(page)).toEqual([pks[1]]);
    await expect.poll(() => checkedText(page)).toBe('1 selecionado');
    expect(await page.locator('aside[data-client-detail]').count()).toBe(0);

    await page
      .locator(rowSelector)
      .nth(3)
      .click({ modifiers: ['Control'] });
    await page
      .locator(rowSelector)
      .nth(6)
      .click({ modifiers: ['Shift'] });
    await expect.poll(() => checkedPks(page)).toEqual([pks[1], pks[3], pks[4], pks[5], pks[6]]);
    await expect.poll(() => checkedText(page)).toBe('5 selecionados');
    expect(await pageBox(page)).toEqual({ checked: false, indeterminate: true });
    await page
      .locator(rowSelector)
      .nth(4)
      .click({ modifiers: ['Control'] });
    await expect.poll(() => checkedPks(page)).toEqual([pks[1], pks[3], pks[5], pks[6]]);

    await page.keyboard.press('ArrowDown');
    expect(await page.locator(`${rowSelector}[aria-selected="true"]`).getAttribute('data-client-pk')).toBe(
      String(pks[5]),
    );
    await page.keyboard.press(' ');
    await expect.poll(() => checkedPks(page)).toEqual([pks[1], pks[3], pks[6]]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'clients-grid-checks');

    await page.keyboard.press('Escape');
    await expect.poll(() => checkedPks(page)).toEqual([]);
    await expect.poll(() => checkedText(page)).toBe('');

    await page.keyboard.press('Control+a');
    await expect.poll(() => page.locator(grid).getAttribute('data-checked-count')).toBe('50');
    expect(await checkedPks(page)).toEqual(await renderedPks(page));
    expect(await pageBox(page)).toEqual({ checked: true, indeterminate: false });
    await page.locator(`${grid} [data-check="page"]`).click();
    await expect.poll(() => page.locator(grid).getAttribute('data-checked-count')).toBe('0');
    await page.locator(`${grid} [data-check="page"]`).click();
    await expect.poll(() => page.locator(grid).getAttribute('data-checked-count')).toBe('50');

    // The checks of one page stay while another is on screen.
    await page.locator('[data-pager="next"]').click();
    await expect.poll(() => pagerText(page)).toContain('51–100');
    await settled(page);
    expect(await pageBox(page)).toEqual({ checked: false, indeterminate: false });
    await page
      .locator(rowSelector)
      .first()
      .click({ modifiers: ['Control'] });
    await expect.poll(() => checkedText(page)).toBe('51 selecionados');
    await page.locator('[data-action="clear-checks"]').click();
    await expect.poll(() => page.locator(grid).getAttribute('data-checked-count')).toBe('0');
    expect(errorsOf(page)).toEqual([]);
  });

  it('looks right in the dark theme', async () => {
    const page = await openApp({ colorScheme: 'dark' });
    await openClients(page);
    await page.locator(grid).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.locator(`${rowSelector}[aria-selected="true"]`).waitFor();
    await page.keyboard.press(' ');
    await page
      .locator(rowSelector)
      .nth(4)
      .click({ modifiers: ['Control'] });
    await expect.poll(() => checkedPks(page)).toHaveLength(2);
    await screenshot(page, 'clients-grid-dark');
    await page.keyboard.press('Alt+Enter');
    await page.locator('aside[data-client-detail]').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
