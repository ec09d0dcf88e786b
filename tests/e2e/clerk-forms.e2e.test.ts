import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueWord } from '../support/integration-kit.ts';
import { errorsOf, login, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';
import {
  clientForm,
  clientRow,
  clientsGrid,
  fieldError,
  formField,
  openClients,
  openNewClientForm,
  sql,
  typeDate,
  typePhone,
} from './support/registration-page.ts';

// Issue 42 §4, as a clerk meets it: a typed date that is no date is an error under its field, an empty birth date is
// sent only once the clerk agreed in words, dialogs put the focus where the next key belongs, the new client is shown
// with "Abrir ficha", a removal can be undone, and Enter opens the card wherever a client is listed.

const focusedField = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-field]')?.getAttribute('data-field') ?? null);
const focusedAction = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-action') ?? null);
const hash = (page: Page) => page.evaluate(() => window.location.hash);
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

async function clientsNamed(name: string) {
  return sql<{ client_pk: number; client_date_birth: string; client_status: number }>(
    "select client_pk::int as client_pk, to_char(client_date_birth, 'DD/MM/YYYY') as client_date_birth, client_status::int as client_status from client where client_name = $1",
    [name],
  );
}

async function todayOnService(): Promise<string> {
  const [row] = await sql<{ today: string }>("select to_char(current_date, 'DD/MM/YYYY') as today");
  return row?.today ?? '';
}

/** Fills the two required names of a new individual. */
async function fillNames(page: Page, name: string): Promise<void> {
  await formField(page, 'client_name').fill(name);
  await formField(page, 'client_lastname').fill('Teixeira');
  await typePhone(page);
}

/** The pairs of visible elements matching `selector` whose boxes overlap (something pushed over something else). */
async function overlapping(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const boxes = [...document.querySelectorAll(wanted)]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const found: string[] = [];
    for (const [index, a] of boxes.entries())
      for (const b of boxes.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        // A field and its own section (a clear button) share a box by design.
        const field = a.element.closest('.mantine-Input-wrapper');
        if (field && field === b.element.closest('.mantine-Input-wrapper')) continue;
        const apart =
          a.box.right <= b.box.left + 1 ||
          b.box.right <= a.box.left + 1 ||
          a.box.bottom <= b.box.top + 1 ||
          b.box.bottom <= a.box.top + 1;
        if (!apart) found.push(`${a.element.outerHTML.slice(0, 80)} × ${b.element.outerHTML.slice(0, 80)}`);
      }
    return found;
  }, selector);
}

/** Whether an input's placeholder is wider than the room its box gives it. */
async function placeholderCut(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return true;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width > room;
  });
}

describe('registration dates', () => {
  it('keeps a typed date that is no day of the calendar and says so under the field; nothing is sent until it is fixed', async () => {
    const page = await openApp();
    await openClients(page);
    await openNewClientForm(page);
    const name = `Datas ${uniqueWord()}`;
    await fillNames(page, name);

    for (const typed of ['31/02/2000', '99/99/9999']) {
      await typeDate(page, 'client_date_birth', typed);
      expect(await formField(page, 'client_date_birth').inputValue()).toBe(typed);
      await expect
        .poll(() => fieldError(page, 'client_date_birth'))
        .toBe('Esta data não existe no calendário: confira o dia e o mês.');
    }
    await typeDate(page, 'client_date_birth', '12/05');
    await expect
      .poll(() => fieldError(page, 'client_date_birth'))
      .toBe('Data incompleta: digite o dia, o mês e o ano com quatro dígitos (dd/mm/aaaa).');
    await screenshot(page, 'registration-date-incomplete');

    await clientForm(page).locator('[data-action="save"]').click();
    await expect.poll(() => focusedField(page)).toBe('client_date_birth');
    expect(await clientsNamed(name)).toEqual([]);

    await typeDate(page, 'client_date_birth', '12/05/1987');
    await expect.poll(() => fieldError(page, 'client_date_birth')).toBe('');
    expect(await formField(page, 'client_date_birth').inputValue()).toBe('12/05/1987');
    await clientForm(page).locator('[data-action="save"]').click();
    await clientForm(page).waitFor({ state: 'detached' });
    expect(await clientsNamed(name)).toMatchObject([{ client_date_birth: '12/05/1987' }]);
    expect(errorsOf(page)).toEqual([]);
  });

  it('says it in English too', async () => {
    const page = await openApp();
    const { core } = await useE2eHost();
    await core.settings.set({ language: 'en' });
    try {
      await page.reload();
      await openClients(page);
      await openNewClientForm(page);
      await typeDate(page, 'client_date_birth', '30/02/1999');
      await expect
        .poll(() => fieldError(page, 'client_date_birth'))
        .toBe('This date does not exist in the calendar: check the day and the month.');
      await clientForm(page).locator('[data-action="save"]').click();
      await formField(page, 'client_date_birth').fill('');
      await formField(page, 'client_name').fill('Ann');
      await formField(page, 'client_lastname').fill('Lee');
      await typePhone(page);
      await clientForm(page).locator('[data-action="save"]').click();
      const ask = page.locator('[data-dialog="empty-date"]');
      await ask.waitFor();
      expect(await ask.textContent()).toContain('date of birth');
      await screenshot(page, 'registration-empty-date-confirm-en');
    } finally {
      await core.settings.set({ language: 'pt-BR' });
    }
  });

  it('asks before sending an empty birth date, in words naming the date the server would store; the safe button has the focus', async () => {
    const page = await openApp();
    await openClients(page);
    await openNewClientForm(page);
    await expect.poll(() => focusedField(page)).toBe('client_name');
    const name = `Semdata ${uniqueWord()}`;
    await fillNames(page, name);
    await clientForm(page).locator('[data-action="save"]').click();

    const ask = page.locator('[data-dialog="empty-date"]');
    await ask.waitFor();
    const today = await todayOnService();
    expect(await ask.textContent()).toContain('data de nascimento');
    expect(await ask.textContent()).toContain(today);
    await expect.poll(() => focusedAction(page)).toBe('fill-date');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'registration-empty-date-confirm');

    // "Preencher a data": back to the field, nothing sent.
    await page.keyboard.press('Enter');
    await ask.waitFor({ state: 'detached' });
    await expect.poll(() => focusedField(page)).toBe('client_date_birth');
    expect(await clientsNamed(name)).toEqual([]);

    // Sent empty once the clerk agreed: the server stored today, as the dialog said.
    await clientForm(page).locator('[data-action="save"]').click();
    await ask.locator('[data-action="send-without-date"]').click();
    await clientForm(page).waitFor({ state: 'detached' });
    const [saved] = await clientsNamed(name);
    expect(saved?.client_date_birth).toBe(today);

    // The new client is shown: its card, and the toast offers "Abrir ficha".
    await expect.poll(() => hash(page)).toBe(`#/card/${saved?.client_pk}`);
    const done = toast(page, name);
    await done.waitFor();
    expect(await done.locator('[data-action="open-card"]').textContent()).toBe('Abrir ficha');
    await screenshot(page, 'registration-created-card');
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await done.locator('[data-action="open-card"]').click();
    await expect.poll(() => hash(page)).toBe(`#/card/${saved?.client_pk}`);
    expect(errorsOf(page)).toEqual([]);
  });
});

describe('remove, undo, and the keys', () => {
  it('puts the focus on Cancelar in the remove confirmation, and the toast after it offers Desfazer', async () => {
    const page = await openApp();
    await openClients(page);
    await openNewClientForm(page);
    const name = `Desfaz ${uniqueWord()}`;
    await fillNames(page, name);
    await typeDate(page, 'client_date_birth', '01/01/1980');
    await clientForm(page).locator('[data-action="save"]').click();
    await clientForm(page).waitFor({ state: 'detached' });
    const [created] = await clientsNamed(name);
    const pk = created?.client_pk ?? 0;

    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator('input[name="quick-search"]').fill(name);
    const row = page.locator(`${clientRow}[data-client-pk="${pk}"]`);
    await row.click();
    await page.locator(`[data-client-detail="${pk}"] [data-action="remove"]`).click();
    const dialog = page.locator('[data-dialog="status-change"]');
    await dialog.waitFor();
    await expect.poll(() => focusedAction(page)).toBe('cancel');
    await screenshot(page, 'remove-confirm-focus');
    // Enter on the focused button cancels: nothing removed.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect((await clientsNamed(name))[0]?.client_status).toBe(0);

    await page.locator(`[data-client-detail="${pk}"] [data-action="remove"]`).click();
    await dialog.locator('[data-action="confirm"]').click();
    await dialog.waitFor({ state: 'detached' });
    expect((await clientsNamed(name))[0]?.client_status).toBe(3);
    // The detail panel follows (Removido, Reativar); the list of active clients no longer holds it, and says where it is.
    await page.locator(`[data-client-detail="${pk}"] [data-action="reactivate"]`).waitFor();
    await page.locator('[data-grid-state="empty"] [data-action="show-every-status"]').click();
    await page.locator(`${clientRow}[data-client-pk="${pk}"] [data-status="3"]`).waitFor();
    const removed = toast(page, 'foi removido');
    await removed.waitFor();
    await screenshot(page, 'remove-undo-toast');
    await removed.locator('[data-action="undo-remove"]').click();
    await expect.poll(async () => (await clientsNamed(name))[0]?.client_status).toBe(0);
    await toast(page, 'foi reativado').waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it('Enter opens the card from a grid row, a double click too, F2 edits, and the hint line says so', async () => {
    const page = await openApp();
    await openClients(page);
    const hint = await page.locator('[data-grid-hint]').textContent();
    expect(hint).toContain('Enter: abrir a ficha');
    expect(hint).toContain('F2: editar');
    expect(hint).not.toContain('Enter: editar');

    const first = page.locator(clientRow).first();
    const pk = await first.getAttribute('data-client-pk');
    await first.dblclick();
    await expect.poll(() => hash(page)).toBe(`#/card/${pk}`);

    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator(clientRow).first().waitFor();
    await page.locator(clientsGrid).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('F2');
    await page.locator('form[data-form="client"][data-mode="edit"]').waitFor();
    await expect.poll(() => focusedField(page)).toBe('client_name');
    await page.keyboard.press('Escape');
    await clientForm(page).waitFor({ state: 'detached' });

    // The palette's recent client (the card opened above) opens with Enter too.
    await page.keyboard.press('Control+k');
    const recent = page.locator(`[data-palette-list] [data-group="recent"] [data-option="client-${pk}"]`);
    await recent.waitFor();
    await expect.poll(() => recent.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => hash(page)).toBe(`#/card/${pk}`);
  });
});

describe('the client list', () => {
  it('starts on active clients with a one-click toggle; the dashboard card says what it counts', async () => {
    const [counts] = await sql<{ active: number; all: number; inactive: number }>(
      'select count(*) filter (where client_status = 0)::int as active, count(*)::int as all, count(*) filter (where client_status <> 0)::int as inactive from client',
    );
    const page = await openApp();
    await login(page);
    const card = page.locator('[data-stat="clients-total"]');
    await card.waitFor();
    expect(await card.textContent()).toContain('Clientes ativos');
    expect(await card.textContent()).toContain(counts?.active.toLocaleString('pt-BR'));
    expect(await card.textContent()).toContain(counts?.all.toLocaleString('pt-BR'));

    await openClients(page, false);
    const toggle = page.locator('[data-status-toggle]');
    expect(await toggle.locator('input:checked').getAttribute('value')).toBe('active');
    await expect.poll(() => page.locator('[data-pager-rows]').getAttribute('data-total')).toBe(String(counts?.active));
    const statuses = await page
      .locator(`${clientRow} [data-status]`)
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['0']));

    await toggle.getByText('Inativos').click();
    await expect
      .poll(() => page.locator('[data-pager-rows]').getAttribute('data-total'))
      .toBe(String(counts?.inactive));
    await toggle.getByText('Todos').click();
    await expect.poll(() => page.locator('[data-pager-rows]').getAttribute('data-total')).toBe(String(counts?.all));
    expect(errorsOf(page)).toEqual([]);
  });

  it('keeps the first column in view when scrolled sideways, and cuts nothing at 1366 × 768', async () => {
    const page = await openApp();
    await page.setViewportSize({ width: 1366, height: 768 });
    await openClients(page);
    await screenshot(page, 'clients-1366');
    const cut = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(await cut('header')).toBe(false);
    expect(await cut('[data-grid-hint]')).toBe(false);
    expect(await overlapping(page, 'header button, header a, header [data-badge], header input')).toEqual([]);
    // The top row of the list, with a search typed (its "Buscando…" label takes room too).
    await page.locator('input[name="quick-search"]').fill('silva');
    await page.locator('[data-search-kind~="name"]').waitFor();
    expect(
      await overlapping(page, '[data-page="clients"] > :first-child :is(button, input, [data-search-kind])'),
    ).toEqual([]);
    expect(await placeholderCut(page, 'input[name="go-to-page"]')).toBe(false);
    await page.locator('input[name="quick-search"]').fill('');

    const scroller = page.locator('[data-grid-scroll]');
    const nameCell = page.locator(`${clientRow}`).first().locator('[role="gridcell"]').nth(1);
    const before = await nameCell.boundingBox();
    await scroller.evaluate((element) => element.scrollBy({ left: 600 }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const after = await nameCell.boundingBox();
    expect(after?.x).toBe(before?.x);
    const header = page.locator('[role="columnheader"][data-column="client_complete_name"]');
    expect((await header.boundingBox())?.x).toBe(before?.x);
    await screenshot(page, 'clients-1366-scrolled');

    await openNewClientForm(page);
    expect(await cut('[data-drawer="registration"] .mantine-Drawer-content')).toBe(false);
    await screenshot(page, 'registration-1366');
  });
});
