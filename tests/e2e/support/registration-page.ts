import type { Locator, Page } from 'playwright-core';
import { login } from './app.ts';
import { useE2eHost } from './e2e-host.ts';

// Helpers of the registration e2e tests: the Clients screen, the registration drawer and its fields.

/** The grid of the Clients screen. */
export const clientsGrid = '[data-grid="clients"]';
/** A rendered client row of the grid. */
export const clientRow = `${clientsGrid} [role="row"][data-client-pk]`;

/** Signs in and opens the Clients screen with its first page on screen. */
export async function openClients(page: Page, signIn = true): Promise<void> {
  if (signIn) await login(page);
  await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
  await page.locator(`${clientsGrid}:not([aria-busy])`).waitFor();
  await page.locator(clientRow).first().waitFor();
}

/** The registration form (inside its drawer). */
export function clientForm(page: Page): Locator {
  return page.locator('form[data-form="client"]');
}

/** One input of the registration form, by column name. */
export function formField(page: Page, name: string): Locator {
  return clientForm(page).locator(`[data-field="${name}"]`);
}

/** The error message shown under a field (Mantine links it through aria-describedby). */
export async function fieldError(page: Page, name: string): Promise<string> {
  return inputError(page, formField(page, name));
}

/** The first phone row's number box (a new client's form opens with one empty row). */
export function firstPhoneNumber(page: Page): Locator {
  return formField(page, 'client_phones').locator('input[data-phone-number]').first();
}

/** Types a phone into the first phone row: a provider registers no customer without one (issue 42). */
export async function typePhone(page: Page, text = '(67) 99273-4796'): Promise<void> {
  await firstPhoneNumber(page).fill(text);
}

/** The error message shown under one input (Mantine links it through aria-describedby); '' when none. */
export async function inputError(page: Page, input: Locator): Promise<string> {
  const described = (await input.getAttribute('aria-describedby')) ?? '';
  const errorId = described.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return '';
  return (await page.locator(`[id="${errorId}"]`).textContent()) ?? '';
}

/** Opens the empty "new client" form from the Clients screen (a save with no birth date asks first: see typeBirthDate). */
export async function openNewClientForm(page: Page): Promise<void> {
  await page.locator('[data-action="new-client"]').click();
  await formField(page, 'client_name').waitFor();
}

/** Types a birth date (10/10/1990 unless told), so a new client's save does not stop at the empty-date question. */
export async function typeBirthDate(page: Page, text = '10/10/1990'): Promise<void> {
  await typeDate(page, 'client_date_birth', text);
}

/**
 * Registers Joana `lastname` with `cpf` while the server cannot be reached: types the form, saves, waits until the form
 * says it was kept as a pending draft (then `shot`), and closes it.
 */
export async function registerWhileOffline(
  page: Page,
  lastname: string,
  cpf: string,
  shot: () => Promise<unknown>,
): Promise<void> {
  await openNewClientForm(page);
  await formField(page, 'client_name').fill('Joana');
  await formField(page, 'client_lastname').fill(lastname);
  await formField(page, 'client_doc1').pressSequentially(cpf);
  await typeBirthDate(page);
  await typePhone(page);
  await clientForm(page).locator('[data-action="save"]').click();
  await clientForm(page).locator('[data-save-pending]').waitFor({ timeout: 60_000 });
  await shot();
  await clientForm(page).locator('[data-action="cancel"]').click();
  await clientForm(page).waitFor({ state: 'detached' });
}

/** Goes back to the Clients screen (after a create, the new client's card is on screen). */
export async function backToClients(page: Page): Promise<void> {
  await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
  await page.locator(`${clientsGrid}:not([aria-busy])`).waitFor();
}

/** Types a date into a date field as dd/mm/aaaa and leaves the field. */
export async function typeDate(page: Page, name: string, text: string): Promise<void> {
  const input = formField(page, name);
  await input.fill(text);
  await input.press('Tab');
}

/** Finds one client with the quick search (by its CPF/CNPJ) and opens it for editing with F2 (Enter and a double click open its card). */
export async function openClientForEditing(page: Page, doc: string): Promise<void> {
  await page.locator('input[name="quick-search"]').fill(doc);
  await page.locator('[data-search-kind="document"]').waitFor();
  const row = page.locator(clientRow).first();
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 1, clientRow);
  await row.click();
  await page.keyboard.press('F2');
  await formField(page, 'client_name').waitFor();
}

/** Sets the list's status toggle to every status (the list starts on active clients only). */
export async function showEveryStatus(page: Page): Promise<void> {
  await page.locator('[data-status-toggle]').getByText('Todos').click();
  await page.locator('[data-status-toggle="all"]').waitFor();
}

/** Runs SQL on the e2e provider service. */
export async function sql<Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> {
  const { service } = await useE2eHost();
  return service.engine.query<Row>(text, params);
}
