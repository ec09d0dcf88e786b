/**
 * End-to-end support: the built page in Chromium through browser mode, against a real provider service.
 *
 * How it fits together: the e2e project's global setup (global-setup.ts) builds the renderer into
 * dist/renderer. The first test of the worker starts, once for all files (e2e-host.ts), a provider
 * service (PGlite in memory, 300 demo clients, free ports), the main-process core with a temporary
 * data folder and a demo controller that points the built-in Demo profile at that service, the
 * browser-mode web host, and a headless Debian Chromium.
 *
 * In a test:
 *   const page = await openApp();          // a fresh tab, signed out, default settings (pt-BR, system theme)
 *   await login(page);                     // through the login screen with the Demo profile (admin)
 *   await screenshot(page, 'dashboard');   // test-results/screenshots/dashboard.png
 *   const { service } = await useE2eHost(); await service.engine.query('…');  // SQL on the service
 *   expect(await seriousA11yViolations(page)).toEqual([]);
 * Select elements by `name`, role or `data-*` rather than by text when the language does not matter.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { defaultSettings } from '../../../electron/settings/settings-store.ts';
import type { WebHost } from '../../../electron/web-host/web-host.ts';
import { signInWithDemo } from '../../support/login-page.ts';
import { e2ePasswords, useE2eHost } from './e2e-host.ts';

export { chooseProfile } from '../../support/login-page.ts';

export { e2ePasswords, useE2eHost } from './e2e-host.ts';

const screenshotDir = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));
const pageErrors = new WeakMap<Page, string[]>();
let openContext: BrowserContext | undefined;

/** Options of a fresh tab. */
export interface OpenOptions {
  /** The system colour scheme the page sees (the app follows it while its theme is `system`). */
  colorScheme?: 'light' | 'dark';
  /** Told the channel of every call the page makes to main, from before the page loads (browser mode's `POST /api/call`). */
  onCall?: (channel: string) => void;
  /** Another machine's core and page host than the shared one (the branch office's, tests/e2e/support/branch-link.ts). */
  on?: { core: DeskCore; host: WebHost };
}

/**
 * Opens the app in a fresh browser context: signed out, default settings. The context of the
 * previous call is closed (one tab at a time: the host is one machine with one operator).
 */
export async function openApp(options: OpenOptions = {}): Promise<Page> {
  const shared = await useE2eHost();
  const { browser, service } = shared;
  const { core, host } = options.on ?? shared;
  await openContext?.close();
  // Through the dispatcher: the sign-out also ends the idle lock; the drafts of earlier tests go too (main keeps
  // them across browser contexts, as it does across windows).
  await core.dispatcher.dispatch('session:logout', {});
  await core.drafts.clearAll();
  await core.settings.set(defaultSettings);
  // Why reduced motion: dialogs then appear without fading, so screenshots and contrast checks see them whole.
  // Why the service's time zone: the page judges "overdue" on the desk's calendar, the service (and the
  // tests' SQL) on the provider's. Offices sit in the provider's zone; a CI machine in UTC does not, and
  // between 00:00 and 03:00 UTC the two calendars differ by a day.
  openContext = await browser.newContext({
    viewport: { width: 1366, height: 800 },
    locale: 'pt-BR',
    timezoneId: service.config.timeZone,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
  });
  await openContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.origin });
  // Why 10 s: every step here takes well under a second; a missing element should fail soon, not in 30 s.
  openContext.setDefaultTimeout(10_000);
  const { onCall } = options;
  if (onCall)
    openContext.on('request', (request) => {
      if (!request.url().endsWith('/api/call')) return;
      // Why the channel alone: a call's input may hold a password, which no test record keeps.
      const channel = (request.postDataJSON() as { channel?: unknown } | null)?.channel;
      if (typeof channel === 'string') onCall(channel);
    });
  const page = await openContext.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(host.url);
  await page
    .getByRole('main')
    .first()
    // Why longer than other steps: the first load in a fresh context parses the whole bundle.
    .waitFor({ timeout: 30_000 })
    .catch((error: unknown) => {
      throw new Error(`the app did not open (page errors: ${errors.join(' | ') || 'none'})`, { cause: error });
    });
  return page;
}

/** Errors the page threw or logged since it opened. */
export function errorsOf(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

/** Signs in through the login screen with the Demo profile (admin by default) and waits for the shell. */
export async function login(page: Page, username = 'admin', password: string = e2ePasswords.staff): Promise<void> {
  await signInWithDemo(page, username, password);
}

/** Saves a PNG of the whole page to test-results/screenshots/<name>.png and answers its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(screenshotDir, `${name}.png`);
  await mkdir(dirname(path), { recursive: true });
  // Why wait for fonts and a frame: a screenshot taken mid-transition shows half-faded dialogs.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(resolve))));
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/** The axe violations of impact serious or critical on the page as it is now, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      // Why only a few nodes with their HTML and axe's summary: enough to find the culprit, short enough to read.
      const nodes = violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `\n  ${node.html.slice(0, 160)}\n    ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
        );
      const more = violation.nodes.length > 3 ? `\n  …and ${violation.nodes.length - 3} more` : '';
      return `${violation.id} (${violation.impact}): ${violation.help}${nodes.join('')}${more}`;
    });
}

/** Ends every operator session on the service, as if they had been idle too long. */
export async function expireOperatorSessions(): Promise<void> {
  const { service } = await useE2eHost();
  await service.engine.query(
    "update session set session_expires_at = now() - interval '1 minute' where session_area = 'admin' and session_ended_at is null",
  );
}

/** The drafts main keeps for the operator signed in now, as the page's `drafts:list` answers (none when signed out). */
export async function mainDrafts(): Promise<
  Array<{ form: string; subject: string; label: string; values: Record<string, unknown> }>
> {
  const { core } = await useE2eHost();
  const listed = await core.dispatcher.dispatch('drafts:list', {});
  return listed.ok ? (listed.data as { drafts: Awaited<ReturnType<typeof mainDrafts>> }).drafts : [];
}

/** Signs out and removes every profile of that name (a test's clean-up after it added one through the form). */
export async function removeProfilesNamed(name: string): Promise<void> {
  const { core } = await useE2eHost();
  await core.workspace.logout();
  const listed = await core.dispatcher.dispatch('profiles:list', {});
  const profiles = listed.ok ? (listed.data as { profiles: Array<{ id: string; name: string }> }).profiles : [];
  for (const profile of profiles.filter((item) => item.name === name))
    await core.dispatcher.dispatch('profiles:remove', { id: profile.id });
}

/**
 * Makes a client's row what a server that keeps password hashes only holds: its record answers no client-area
 * password (issue 42), so the app has none to open the customer's area with and offers to type it or set a new one.
 */
export async function keepHashOnly(clientPk: number): Promise<void> {
  const { service } = await useE2eHost();
  await service.engine.query('update client set client_password_sealed = null where client_pk = $1', [clientPk]);
}
