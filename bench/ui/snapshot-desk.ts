// What the front-desk and second-copy phases share: the built page in browser mode on the bench's PGlite snapshot,
// a signed-in Chromium tab allowed to use the clipboard, "Copiar PIX" checked, and the card closed after a call.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { readPixBrCode } from '../../shared/billing/pix-br-code.ts';
import { launchChromium } from '../../tests/support/browser.ts';
import { buildRenderer } from '../../tests/support/build-renderer.ts';
import { signInWithDemo } from '../../tests/support/login-page.ts';
import type { RunningService } from '../../server/service.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { ensurePgliteSnapshot } from '../common/pglite-cache.ts';
import { logProgress } from '../common/progress-log.ts';
import { benchPasswords } from '../common/service-settings.ts';
import { timeCopyToClipboard, type StepTimes } from './front-desk-page.ts';
import { loginFormSelector } from './ui-first-screen.ts';
import { startDeskStack, startSnapshotService } from './ui-stack.ts';

/** Where the phases leave their screenshots and raw figures (the e2e suite's test-results/, or DESK_E2E_OUT_DIR). */
export const outDir = process.env.DESK_E2E_OUT_DIR ?? fileURLToPath(new URL('../../test-results/', import.meta.url));

/** The card's open-invoices section. */
export const pendingSection = '[data-card-section="pending-invoices"]';

/**
 * The end of a caller query over `client c`: an unpaid invoice, spread over the whole table (a multiplicative order,
 * so not only the lowest numbers), at most `$1` rows.
 */
export const callerWithUnpaidInvoice = `exists (select 1 from invoice i where i.client_pk = c.client_pk
    and i.invoice_state = 0 and i.invoice_date_credit is null and coalesce(i.invoice_amount_paid, 0) = 0)
  order by (c.client_pk * 7919) % 100003 limit $1`;

/** What a phase runs against: the service on the snapshot and a signed-in tab of the page in browser mode. */
export interface SnapshotDesk {
  service: RunningService;
  /** Makes a new signed-in tab (the phase closes its context). */
  signedInPage: () => Promise<Page>;
}

/** A signed-in tab in browser mode, allowed to read and write the clipboard (as the e2e suite's). */
async function signedInPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'pt-BR' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(loginFormSelector).waitFor({ timeout: 60_000 });
  await signInWithDemo(page, 'admin', benchPasswords.staff);
  return page;
}

/**
 * Builds the page, starts the service on the `options.clients` snapshot, the desk's browser host and Chromium, runs
 * `phase` (`name` names the progress lines), and stops them all after it, also on Ctrl+C.
 */
export async function onSnapshotDesk<T>(
  options: BenchOptions,
  name: string,
  phase: (desk: SnapshotDesk) => Promise<T>,
): Promise<T> {
  logProgress(`${name}: building the renderer (vite)`);
  await buildRenderer({ production: true });
  const snapshot = await ensurePgliteSnapshot(options.clients, options.seed, false);
  logProgress(`${name}: starting the service on the ${options.clients.toLocaleString('en-US')}-client snapshot`);
  const service = await startSnapshotService(snapshot.path);
  const stack = await startDeskStack(service);
  const browser = await launchChromium();
  const stop = async (): Promise<void> => {
    await browser.close();
    await stack.close();
    await service.close();
  };
  // Why: on Ctrl+C Chromium and the service must not outlive the bench.
  const unregister = registerCleanup(stop);
  try {
    await mkdir(outDir, { recursive: true });
    return await phase({ service, signedInPage: () => signedInPage(browser, stack.host.url) });
  } finally {
    unregister();
    await stop();
  }
}

/** Clicks the card's first "Copiar PIX", timed to the code on the clipboard, which must be a valid PIX code. */
export async function copyFirstPix(page: Page): Promise<StepTimes & { text: string }> {
  const copyPix = page.locator(`${pendingSection} [data-action="copy-pix"]`).first();
  await copyPix.waitFor();
  const copied = await timeCopyToClipboard(page, () => copyPix.click());
  // Why read it back: a figure is only worth having when what landed on the clipboard is a valid PIX code.
  if (!readPixBrCode(copied.text).valid) throw new Error('the clipboard held a PIX code whose CRC does not verify');
  return copied;
}

/** The call is over: closes the client's card tab, which ends its client-area session (outside the timed steps). */
export async function closeCard(page: Page, clientPk: number): Promise<void> {
  await page.locator(`[data-card-tab="${clientPk}"] [data-action="close-card"]`).click();
  await page.locator(`[data-card-tab="${clientPk}"]`).waitFor({ state: 'detached' });
}
