import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCpf } from '../../shared/registration/cpf.ts';
import {
  errorsOf,
  keepHashOnly,
  login,
  openApp,
  screenshot,
  seriousA11yViolations,
  useE2eHost,
} from './support/app.ts';
import { holdCalls } from './support/hold-calls.ts';

interface DemoClient {
  client_pk: number;
  client_name: string;
  client_lastname: string;
  client_doc1: string;
  client_username: string;
}

/** An active individual demo client with a user name (the n-th by number), read from the service. */
async function demoClient(offset = 0): Promise<DemoClient> {
  const { service } = await useE2eHost();
  const rows = await service.engine.query<DemoClient>(
    `select client_pk, client_name, client_lastname, client_doc1, client_username from client
      where client_type = 0 and client_status = 0 and length(client_doc1) = 11 and coalesce(client_username, '') <> ''
      order by client_pk limit 1 offset $1`,
    [offset],
  );
  if (!rows[0]) throw new Error('the demo data holds no active individual client with a user name');
  return rows[0];
}

const dialogOf = (page: Page, name = 'Buscar clientes e comandos') => page.getByRole('dialog', { name });
const fieldOf = (page: Page, name = 'Buscar cliente ou comando') => page.getByRole('combobox', { name });
const option = (page: Page, group: string, key: string) =>
  page.locator(`[data-palette-list] [data-group="${group}"] [data-option="${key}"]`);
const hash = (page: Page) => page.evaluate(() => window.location.hash);

/** The option the combobox names as active (aria-activedescendant), by its data-option. */
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.querySelector('[data-palette-input]')?.getAttribute('aria-activedescendant');
    const element = id ? document.getElementById(id) : null;
    return element?.getAttribute('aria-selected') === 'true' ? element.getAttribute('data-option') : null;
  });

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await dialogOf(page).waitFor();
  await expect.poll(() => fieldOf(page).evaluate((input) => input === document.activeElement)).toBe(true);
}

describe('command palette', () => {
  it('opens with Ctrl+K on commands that show their shortcuts, moves with the arrows, runs one with Enter, and Esc gives the focus back', async () => {
    const page = await openApp();
    await login(page);
    const clientsLink = page.locator('nav[data-nav="main"] [data-route="clients"]');
    await clientsLink.focus();
    await openPalette(page);

    const commands = page.locator('[data-palette-list] [data-group="commands"]');
    await commands.waitFor();
    expect(await commands.locator('[role="option"]').count()).toBe(8);
    expect(await option(page, 'commands', 'command-newClient').locator('[data-keys]').getAttribute('data-keys')).toBe(
      'Alt+N',
    );
    expect(await option(page, 'commands', 'command-goSettings').locator('kbd').allTextContents()).toEqual(['Alt', '4']);
    expect(await option(page, 'commands', 'command-shortcuts').locator('[data-keys]').getAttribute('data-keys')).toBe(
      'F1',
    );
    expect(await option(page, 'commands', 'command-signOut').locator('[data-keys]').count()).toBe(0);
    expect(await fieldOf(page).getAttribute('aria-expanded')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'palette-empty-light');

    // The arrows move the active option (the focus stays in the field); Esc closes and the focus is back.
    const first = await activeOption(page);
    expect(first).toMatch(/^(client|command)-/);
    await page.keyboard.press('ArrowDown');
    const second = await activeOption(page);
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(page)).toBe(first);
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'hidden' });
    await expect.poll(() => clientsLink.evaluate((link) => link === document.activeElement)).toBe(true);

    // Typing filters the commands, accents and case ignored; Enter runs the active one.
    await openPalette(page);
    await page.keyboard.type('configuracoes');
    await expect.poll(() => activeOption(page)).toBe('command-goSettings');
    await page.keyboard.press('Enter');
    await dialogOf(page).waitFor({ state: 'hidden' });
    await expect.poll(() => hash(page)).toBe('#/settings');

    // "Filtrar os clientes" goes to the clients and opens the filter builder there.
    await openPalette(page);
    await page.keyboard.type('filtrar');
    await expect.poll(() => activeOption(page)).toBe('command-filters');
    await page.keyboard.press('Enter');
    await page.locator('[data-filter-builder]').waitFor();
    expect(await hash(page)).toBe('#/clients');
    await page.keyboard.press('Escape');

    // The shortcuts list opens from its command.
    await openPalette(page);
    await page.keyboard.type('atalhos');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Atalhos do teclado' }).waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it('finds a client by a punctuated CPF, Enter opens its card, and it is then a recent client', async () => {
    const client = await demoClient(3);
    const page = await openApp();
    await login(page);
    await openPalette(page);
    await page.keyboard.type(formatCpf(client.client_doc1));
    const row = option(page, 'document', `client-${client.client_pk}`);
    await row.waitFor();
    expect(await row.textContent()).toContain(client.client_lastname);
    await expect.poll(() => activeOption(page)).toBe(`client-${client.client_pk}`);
    expect(await page.locator('[data-palette-status]').textContent()).toBe('1 cliente encontrado.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'palette-cpf-light');
    await page.keyboard.press('Enter');
    await dialogOf(page).waitFor({ state: 'hidden' });
    await expect.poll(() => hash(page)).toBe(`#/card/${client.client_pk}`);
    // The card itself, with the client's name in its header.
    const header = page.locator(`[data-card-header="${client.client_pk}"]`);
    await header.waitFor();
    expect(await header.locator('[data-card-name]').textContent()).toContain(client.client_lastname);

    await openPalette(page);
    await option(page, 'recent', `client-${client.client_pk}`).waitFor();
    await screenshot(page, 'palette-recent-light');
    expect(errorsOf(page)).toEqual([]);
  });

  it("paints a picked client's card from the search hit at once, and asks for the client-area password once the card has read the client", async () => {
    const client = await demoClient(4);
    // Why a hash only: a record that carries the password opens the area by itself; this test is about the ask.
    await keepHashOnly(client.client_pk);
    const page = await openApp();
    await login(page);
    // Why held: the card's own read of the client (call ids client-card…) must not be what paints it.
    const release = await holdCalls(page, 'client-card');
    await openPalette(page);
    await page.keyboard.type(client.client_doc1);
    await expect.poll(() => activeOption(page)).toBe(`client-${client.client_pk}`);
    await page.keyboard.press('Enter');
    const header = page.locator(`[data-card-header="${client.client_pk}"]`);
    await header.waitFor();
    expect(await header.locator('[data-card-name]').textContent()).toContain(client.client_lastname);
    // The hit may be older than what main knows of the client's password: the card waits for its own read
    // before it asks, so the form never shows (and takes the focus) for a client main can open by itself.
    await page.locator('[data-card-session="opening"]').waitFor();
    const password = page.locator('[data-card-session="ask"] form[data-form="open-customer"] input[name="password"]');
    expect(await password.count()).toBe(0);
    await screenshot(page, 'palette-card-from-hit');
    release();
    // This client's row keeps a hash only, so the card then asks for the password, focused.
    await password.waitFor();
    await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(errorsOf(page)).toEqual([]);
  });

  it('finds a client by a name fragment, by #code and by user name, each in its own group', async () => {
    const client = await demoClient(5);
    const page = await openApp();
    await login(page);
    await openPalette(page);

    const firstName = client.client_name.split(' ')[0] ?? client.client_name;
    await page.keyboard.type(`${firstName.toLowerCase()} ${client.client_lastname.slice(0, -1)}`);
    await option(page, 'name', `client-${client.client_pk}`).waitFor();

    await fieldOf(page).fill(`#${client.client_pk}`);
    await option(page, 'code', `client-${client.client_pk}`).waitFor();
    // The CPF of a client found by its code is personal data the default masking policy hides.
    expect(await option(page, 'code', `client-${client.client_pk}`).textContent()).not.toContain(
      formatCpf(client.client_doc1),
    );
    await expect.poll(() => page.locator('[data-palette-list] [data-group]').count()).toBe(1);

    await fieldOf(page).fill(client.client_username);
    await option(page, 'login', `client-${client.client_pk}`).waitFor();

    // A document with wrong check digits is said to be one, and not searched.
    const wrong = client.client_doc1.slice(0, 10) + String((Number(client.client_doc1[10]) + 1) % 10);
    await fieldOf(page).fill(formatCpf(wrong));
    await expect
      .poll(() => page.locator('[data-palette-status]').textContent())
      .toContain('dígitos verificadores não conferem');
    // Nothing listed (no command matches either): the empty listbox and its combobox stay valid ARIA.
    expect(await page.locator('[data-palette-list] [role="option"]').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Enter typed right after the code, before any answer, opens the client the answer names.
    await fieldOf(page).fill('');
    await page.keyboard.type(`#${client.client_pk}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => hash(page)).toBe(`#/card/${client.client_pk}`);
    expect(errorsOf(page)).toEqual([]);
  });

  it('opens from the top bar button, speaks English, and looks right in the dark theme', async () => {
    const page = await openApp({ colorScheme: 'dark' });
    const { core } = await useE2eHost();
    await core.settings.set({ language: 'en' });
    await page.reload();
    await login(page);
    await page.locator('[data-action="open-palette"]').click();
    const dialog = dialogOf(page, 'Search clients and commands');
    await dialog.waitFor();
    expect(await page.locator('[data-palette-list] [data-group="commands"] [role="presentation"]').textContent()).toBe(
      'Commands',
    );
    expect(await option(page, 'commands', 'command-goSettings').textContent()).toContain('Go to the settings');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'palette-empty-dark');

    await fieldOf(page, 'Search a client or a command').fill('Silva');
    await page.locator('[data-palette-list] [data-group="name"] [role="option"]').first().waitFor();
    await expect.poll(() => page.locator('[data-palette-status]').textContent()).toMatch(/clients? found\./);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'palette-results-dark');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await core.settings.set({ language: 'pt-BR' });
    expect(errorsOf(page)).toEqual([]);
  });

  it('opens from inside a text field of a screen, and Esc gives that field its focus and text back', async () => {
    const page = await openApp();
    await login(page);
    await page.keyboard.press('Alt+2');
    const quickSearch = page.locator('input[name="quick-search"]');
    await quickSearch.waitFor();
    await quickSearch.focus();
    await page.keyboard.type('abc');
    await openPalette(page);
    await page.keyboard.type('Silva');
    await page.locator('[data-palette-list] [data-group="name"] [role="option"]').first().waitFor();
    await expect.poll(() => page.locator('[data-palette-status]').textContent()).toContain('digite mais para afunilar');
    await screenshot(page, 'palette-results-light');
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'hidden' });
    await expect.poll(() => quickSearch.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await quickSearch.inputValue()).toBe('abc');
    expect(errorsOf(page)).toEqual([]);
  });
});
