import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { lossyBranchLink, ShapedLink, type OutageMode } from '../../bench/compression/shaped-link.ts';
import type { RunningService } from '../../server/service.ts';
import { readPixBrCode } from '../../shared/billing/pix-br-code.ts';
import { formatCpf } from '../../shared/registration/cpf.ts';
import { registerWhileOffline } from '../e2e/support/registration-page.ts';
import { randomCpf, uniqueWord, untouchedDemoCustomer } from '../support/integration-kit.ts';
import { testPasswords, useService } from '../support/test-service.ts';
import type { HostReport } from './stand-in/control.ts';
import { userDataWithBranch } from './support/branch-profile.ts';
import { launchDesktop, type Desktop } from './support/desktop.ts';
import { pageErrors, shellScreenshot } from './support/page-checks.ts';

// Issue 46's branch clerk in the desktop app, as the branch offices run it: the real built app (main, preload, page)
// in the stand-in Electron host, whose safeStorage is available, so main keeps the local copy (browser mode keeps
// none). Its one profile reaches the test's provider service through two shaped links (bench/compression/
// shaped-link.ts: 10 Mbit/s, 80 ms round trip, 1% loss), one per area, which the test cuts and restores. The app
// runs with its own timeouts (5 s connect, 20 s headers), as a clerk's does. The browser-mode walk is
// tests/e2e/branch-clerk.e2e.test.ts; this one adds what only the desktop has: a quit and a start with the link
// down (the session kept with "Manter conectado", the copy opened with the key safeStorage wraps), the stand-in
// clipboard (main writes the PIX), the copy's files on disk, and the sign-out's wipe of the copy's folder.
// Each step leaves a screenshot in test-results/screenshots/branch-shell-*.png.

interface Customer {
  client_pk: number;
  client_doc1: string;
  client_complete_name: string;
  invoice_pk: number;
}

let service: RunningService;
let links: { admin: ShapedLink; client: ShapedLink };
let accented: Customer;
let others: Customer[];
const running: Desktop[] = [];

const cut = (mode: OutageMode): void => {
  links.admin.cut(mode);
  links.client.cut(mode);
};
const restore = (): void => {
  links.admin.restore();
  links.client.restore();
};

/**
 * Three untouched demo customers with an open invoice and a client-area password the record carries (the card opens
 * the area by itself); the first has an accented name, the one the clerk types without accents.
 */
async function pickCustomers(): Promise<{ accented: Customer; others: Customer[] }> {
  const candidates = await service.engine.query<Customer & { accented: boolean }>(
    `select c.client_pk, c.client_doc1, c.client_complete_name, i.invoice_pk,
            c.client_complete_name ~ '[ÁÀÂÃÉÊÍÓÔÕÚÇáàâãéêíóôõúç]' as accented
       from client c join lateral (
         select invoice_pk from invoice
          where client_pk = c.client_pk and invoice_state = 0 and invoice_date_credit is null
          order by invoice_date_due desc limit 1) i on true
      where ${untouchedDemoCustomer('c')} and c.client_status = 0 and c.client_type = 0
        and length(coalesce(c.client_doc1, '')) = 11 and c.client_password_sealed is not null
      order by md5(c.client_pk::text) limit 40`,
  );
  const found = candidates.find((candidate) => candidate.accented);
  if (!found) throw new Error('the test service has no untouched demo customer with an accented name');
  return { accented: found, others: candidates.filter((candidate) => candidate !== found).slice(0, 2) };
}

async function clientsWithCpf(cpf: string): Promise<number> {
  const [row] = await service.engine.query<{ n: number }>(
    'select count(*)::int as n from client where client_doc1 = $1',
    [cpf],
  );
  return row?.n ?? -1;
}

/** The copy's age label ("dados de 14:32", "dados de ontem, 18:05", or an older date). */
const dataAgeText = /^dados de /;
/** A text without its accents, as a clerk types it in a hurry ("Cecília Guimarães" → "Cecilia Guimaraes"). */
const withoutAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');
const option = (page: Page, group: string, key: string) =>
  page.locator(`[data-palette-list] [data-group="${group}"] [data-option="${key}"]`);
const cardHeader = (pk: number) => `[data-card-header="${pk}"]`;
const pendingInvoices = '[data-card-section="pending-invoices"]';
const clientRows = '[data-grid="clients"]:not([aria-busy]) [role="row"][data-client-pk]';

/** The local copy's state as main answers `cache:state`, asked through the preload's bridge as the page asks. */
async function cacheState(page: Page): Promise<{ status: string; lastRefreshAt: number | null } | undefined> {
  return page.evaluate(async () => {
    const desk = (window as unknown as { desk: { cacheState(input: object): Promise<{ ok: boolean; data?: never }> } })
      .desk;
    const answer = await desk.cacheState({});
    return answer.ok ? answer.data : undefined;
  });
}

/** What main last wrote to the (stand-in) system clipboard. */
function lastClipboard(desktop: Desktop): string | undefined {
  return desktop.reports
    .filter((report): report is Extract<HostReport, { type: 'clipboard' }> => report.type === 'clipboard')
    .at(-1)?.text;
}

const lookDir = fileURLToPath(new URL('../../tmp/branch-shell/', import.meta.url));

/** A screenshot of the window, kept under test-results/screenshots and copied to tmp/branch-shell to look at. */
async function shot(page: Page, name: string): Promise<void> {
  const path = await shellScreenshot(page, `branch-shell-${name}`);
  await mkdir(lookDir, { recursive: true });
  await copyFile(path, join(lookDir, `${name}.png`));
}

/** Every file under a folder, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Files under `dir` whose bytes hold any of the texts, in UTF-8 or UTF-16 (Chromium keeps some storage in UTF-16). */
async function filesHolding(dir: string, texts: readonly string[]): Promise<string[]> {
  const needles = texts.flatMap((text) => [Buffer.from(text, 'utf8'), Buffer.from(text, 'utf16le')]);
  const hits: string[] = [];
  for (const file of await filesUnder(dir)) {
    const bytes = await readFile(file).catch(() => Buffer.alloc(0));
    if (needles.some((needle) => bytes.includes(needle))) hits.push(relative(dir, file));
  }
  return hits;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Opens a customer's card through the palette by its CPF, and waits for its open invoices (read through the link). */
async function openCardByCpf(page: Page, customer: Customer): Promise<void> {
  await page.keyboard.press('Control+k');
  // Why into the input and not the keyboard: on a busy machine the first keys came before the dialog took the focus.
  await page.locator('[data-palette-input]').pressSequentially(formatCpf(customer.client_doc1));
  await option(page, 'document', `client-${customer.client_pk}`).waitFor({ timeout: 30_000 });
  await page.keyboard.press('Enter');
  await page.locator(cardHeader(customer.client_pk)).waitFor({ timeout: 30_000 });
  await page.locator(`${pendingInvoices} tbody tr[data-row-key="${customer.invoice_pk}"]`).waitFor({ timeout: 30_000 });
}

/** Closes every open card. */
async function closeCards(page: Page): Promise<void> {
  const closeCard = page.locator('[data-card-tabs] [data-action="close-card"]');
  while ((await closeCard.count()) > 0) {
    const open = await closeCard.count();
    await closeCard.first().click();
    await expect.poll(() => closeCard.count()).toBe(open - 1);
  }
}

/**
 * With the link down: the palette finds the accented customer by a name typed without accents, from the copy, with
 * its age; the card opens from the copy and its PIX goes to the system clipboard through main, with its fetch time
 * beside it. Answers how long the palette took to list the customer (ms).
 */
async function findAndCopyPix(page: Page, desktop: Desktop, label: string): Promise<number> {
  await page.keyboard.press('Control+k');
  const typedAt = performance.now();
  await page
    .locator('[data-palette-input]')
    .pressSequentially(withoutAccents(accented.client_complete_name).toLowerCase());
  // Why any group: a client whose card was opened today is listed under "Clientes recentes", ahead of the name group.
  const hit = page.locator(`[data-palette-list] [data-option="client-${accented.client_pk}"]`);
  // Why a minute: with a silent link the first read of the server only fails at main's 20 s headers timeout.
  await hit.waitFor({ timeout: 60_000 });
  const listedAfter = performance.now() - typedAt;
  await expect
    .poll(() => page.locator('[data-palette-status]').textContent(), { timeout: 60_000 })
    .toMatch(/^\d+ clientes? encontrados?\.$/);
  const paletteAge = page.getByRole('dialog', { name: 'Buscar clientes e comandos' }).locator('[data-data-age]');
  expect(await paletteAge.textContent()).toMatch(dataAgeText);
  await page.locator('[data-offline-banner="offline"]').waitFor({ timeout: 60_000 });
  await shot(page, `${label}-palette-from-copy`);

  await hit.click();
  await page.locator(cardHeader(accented.client_pk)).waitFor({ timeout: 30_000 });
  const pending = page.locator(pendingInvoices);
  await pending.locator(`tbody tr[data-row-key="${accented.invoice_pk}"]`).waitFor({ timeout: 60_000 });
  expect(await pending.locator('[data-data-age]').first().textContent()).toMatch(dataAgeText);
  const actions = page.locator(`[data-invoice-actions="${accented.invoice_pk}"]`);
  expect(await actions.locator('[data-from-copy]').textContent()).toMatch(/^Da cópia local de \d{2}:\d{2} \(/);
  const before = lastClipboard(desktop);
  await actions.locator('[data-action="copy-pix"]').click();
  // Main writes the code to the system clipboard (clipboard:writeTemporary): the stand-in's clipboard holds it.
  await expect.poll(() => lastClipboard(desktop), { timeout: 10_000 }).not.toBe(before);
  expect(readPixBrCode(lastClipboard(desktop) ?? '')).toMatchObject({ valid: true });
  expect(await page.locator('[data-dialog="stale-invoice"]').count()).toBe(0);
  await shot(page, `${label}-card-pix-from-copy`);
  return listedAfter;
}

beforeAll(async () => {
  service = await useService('pglite');
  ({ accented, others } = await pickCustomers());
  links = {
    admin: await ShapedLink.start(service.adminUrl, lossyBranchLink),
    client: await ShapedLink.start(service.clientUrl, lossyBranchLink),
  };
});

afterAll(async () => {
  await Promise.all(running.splice(0).map((desktop) => desktop.kill()));
  await Promise.all([links?.admin.close(), links?.client.close()]);
});

describe('a branch clerk at the desktop app whose link goes down', () => {
  it('works from the local copy with the link down, across a quit and a start, and catches up when it comes back', async () => {
    const userData = await userDataWithBranch(
      { adminUrl: links.admin.url, clientUrl: links.client.url },
      'desk-shell-branch-',
    );
    const copyDir = join(
      userData,
      'cache',
      'branch',
      createHash('sha256').update('admin', 'utf8').digest('hex').slice(0, 32),
    );
    const times: Record<string, number> = {};

    // Morning: sign in through the link, keeping the session ("Manter conectado"), as a branch desk does.
    const first = await launchDesktop({ userData });
    running.push(first);
    let page = await first.window();
    let errors = pageErrors(page);
    // Why: a step that fails on a busy machine is read from its screen, not guessed at.
    onTestFailed(async () => {
      if (!page.isClosed()) await shot(page, 'failed').catch(() => undefined);
    });
    await page.locator('form[data-form="login"]').waitFor({ timeout: 30_000 });
    const keep = page.getByRole('checkbox', { name: 'Manter conectado' });
    await expect.poll(() => keep.isDisabled(), { timeout: 30_000 }).toBe(false);
    await page.locator('input[name="password"]').fill(testPasswords.staff);
    await keep.check();
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('nav[data-nav="main"]').waitFor({ timeout: 60_000 });
    // The stand-in's safeStorage is available, so main keeps a local copy for this operator, in its own folder.
    await expect.poll(async () => (await cacheState(page))?.status, { timeout: 30_000 }).toBe('on');
    expect(await exists(copyDir)).toBe(true);
    await shot(page, '01-signed-in');

    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator(clientRows).first().waitFor({ timeout: 60_000 });
    await shot(page, '02-clients-online');
    for (const customer of [...others, accented]) await openCardByCpf(page, customer);
    await shot(page, '03-card-online');
    await closeCards(page);
    // The background refresh has read the whole list (and the units a registration needs) into the copy.
    await expect.poll(async () => (await cacheState(page))?.lastRefreshAt ?? null, { timeout: 120_000 }).not.toBeNull();

    // The link goes down: a cut cable (blackhole), nothing answers; the app waits on its own timeouts.
    cut('blackhole');
    const cutAt = performance.now();
    times.paletteSilentLink = await findAndCopyPix(page, first, '04-blackhole');
    await page.locator('[data-connection="offline"]').waitFor();
    times.cutToBannerAndPix = performance.now() - cutAt;

    // The client list answers from the copy with its age.
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator('.mantine-SegmentedControl-root').getByText('Todos', { exact: true }).click();
    await page.locator(clientRows).first().waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-data-age]').first().textContent()).toMatch(dataAgeText);
    await shot(page, '05-clients-from-copy');

    // A walk-in customer registers: the save cannot reach the server, the form keeps it as a pending draft.
    const lastname = `Araújo ${uniqueWord()}`;
    const cpf = randomCpf();
    await registerWhileOffline(page, lastname, cpf, () => shot(page, '06-registration-pending'));
    expect(await page.locator('[data-pending-count]').textContent()).toBe('1 cadastro esperando o servidor');
    expect(await clientsWithCpf(cpf)).toBe(0);
    expect(errors).toEqual([]);

    // Now the router refuses (reset), and the clerk quits the app with the link down.
    cut('reset');
    expect(await first.quit()).toBe(0);

    // The app starts again with the link down: the session comes back from what was kept, the copy opens with the
    // key safeStorage wraps, and the grid is painted from it with its age under the banner.
    const startedAt = performance.now();
    const second = await launchDesktop({ userData });
    running.push(second);
    page = await second.window();
    errors = pageErrors(page);
    await page.locator('nav[data-nav="main"]').waitFor({ timeout: 60_000 });
    times.startToShell = performance.now() - startedAt;
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator(clientRows).first().waitFor({ timeout: 60_000 });
    await page.locator('[data-data-age]').first().waitFor({ timeout: 60_000 });
    times.startToGridFromCopy = performance.now() - startedAt;
    expect(await page.locator('[data-data-age]').first().textContent()).toMatch(dataAgeText);
    await page.locator('[data-offline-banner="offline"]').waitFor({ timeout: 60_000 });
    times.startToBanner = performance.now() - startedAt;
    await shot(page, '07-restart-grid-from-copy');
    // The draft waits across the restart.
    let count = page.locator('[data-pending-count]');
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe('1 cadastro esperando o servidor');
    times.paletteRefusedLink = await findAndCopyPix(page, second, '08-restart');

    // The copy's files hold no name or CPF in clear: not the copy's SQLite files, nor anything else of the data folder.
    const secrets = [
      accented.client_complete_name,
      withoutAccents(accented.client_complete_name),
      accented.client_doc1,
      formatCpf(accented.client_doc1),
      `Joana ${lastname}`,
      cpf,
    ];
    expect(await filesUnder(copyDir)).not.toEqual([]);
    expect(await filesHolding(copyDir, secrets)).toEqual([]);
    expect(await filesHolding(userData, secrets)).toEqual([]);

    // Once more with a silent link (a blackhole: the server's reads only fail at main's 20 s headers timeout): quit,
    // start, and the grid from the copy with its age, then the banner.
    expect(errors).toEqual([]);
    cut('blackhole');
    expect(await second.quit()).toBe(0);
    const silentAt = performance.now();
    const third = await launchDesktop({ userData });
    running.push(third);
    page = await third.window();
    errors = pageErrors(page);
    await page.locator('nav[data-nav="main"]').waitFor({ timeout: 60_000 });
    times.silentStartToShell = performance.now() - silentAt;
    await page.locator('nav[data-nav="main"] [data-route="clients"]').click();
    await page.locator(clientRows).first().waitFor({ timeout: 60_000 });
    await page.locator('[data-data-age]').first().waitFor({ timeout: 60_000 });
    times.silentStartToGridFromCopy = performance.now() - silentAt;
    expect(await page.locator('[data-data-age]').first().textContent()).toMatch(dataAgeText);
    await shot(page, '09-silent-restart-grid-from-copy');
    // The server's page is awaited with no answer: a few seconds on, the clerk is told it is slow, long before the
    // headers timeout says it is down.
    await page.locator('[data-offline-banner="reconnecting"]').waitFor({ timeout: 60_000 });
    times.silentStartToSlowBanner = performance.now() - silentAt;
    await shot(page, '09-silent-restart-slow-banner');
    await page.locator('[data-offline-banner="offline"]').waitFor({ timeout: 90_000 });
    times.silentStartToBanner = performance.now() - silentAt;
    count = page.locator('[data-pending-count]');
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe('1 cadastro esperando o servidor');
    await shot(page, '09-silent-restart-banner');

    // The link comes back: main's probe finds the server, the banner goes, the draft still waits for the clerk.
    restore();
    await page.locator('[data-connection="online"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-offline-banner]').waitFor({ state: 'detached' });
    expect(await count.textContent()).toBe('1 cadastro esperando o servidor');
    expect(await clientsWithCpf(cpf)).toBe(0);
    await shot(page, '10-link-back');

    // The clerk checks the draft against the server and sends it with one click: the client is on the server, once.
    await count.click();
    const draft = page.locator('[data-pending-panel] [data-pending-draft]', { hasText: `Joana ${lastname}` });
    await draft.locator('[data-action="check-draft"]').click();
    await draft.locator('[data-check="clear"]').waitFor({ timeout: 60_000 });
    await shot(page, '11-draft-checked');
    await draft.locator('[data-action="send-draft"]').click();
    await draft.waitFor({ state: 'detached', timeout: 60_000 });
    await count.waitFor({ state: 'detached' });
    expect(await clientsWithCpf(cpf)).toBe(1);
    await shot(page, '12-draft-sent');

    // Sign-out wipes this operator's copy: its folder is gone.
    await page.keyboard.press('Escape');
    await page.locator('[data-action="sign-out"]').click();
    const confirm = page.locator('[data-action="confirm-sign-out"]');
    const form = page.locator('form[data-form="login"]');
    await Promise.race([form.waitFor({ timeout: 30_000 }), confirm.waitFor({ timeout: 30_000 })]);
    if (await confirm.isVisible()) await confirm.click();
    await form.waitFor({ timeout: 30_000 });
    await expect.poll(() => exists(copyDir), { timeout: 30_000 }).toBe(false);
    // Nothing of the last operator's work stays on the login screen for the next person at the desk (the "sent"
    // notice named the new client).
    const loginText = await page.locator('body').innerText();
    expect(loginText).not.toContain(lastname);
    expect(loginText).not.toContain(accented.client_complete_name);
    await shot(page, '13-signed-out');
    expect(errors).toEqual([]);
    console.info(
      `branch clerk (desktop) times, ms: ${JSON.stringify(times, (_key, value: unknown) => (typeof value === 'number' ? Math.round(value) : value))}`,
    );
    expect(await third.quit()).toBe(0);
  }, 600_000);
});
