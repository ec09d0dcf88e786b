import { writeFile } from 'node:fs/promises';
import type { Page, Request } from 'playwright-core';
import type { RunningService } from '../../server/service.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import { currentLoad } from '../common/machine.ts';
import { logProgress } from '../common/progress-log.ts';
import { benchPasswords } from '../common/service-settings.ts';
import {
  frontDeskKeystrokes,
  summarizeFrontDesk,
  type FrontDeskFigures,
  type CallTime,
  type FrontDeskSample,
} from './front-desk-figures.ts';
import { paletteMarks, timeStep, timeTyped, watchPainted } from './front-desk-page.ts';
import {
  callerWithUnpaidInvoice,
  closeCard,
  copyFirstPix,
  onSnapshotDesk,
  outDir,
  pendingSection as pending,
} from './snapshot-desk.ts';

interface Client {
  client_pk: number;
  client_doc1: string;
}

/**
 * Active individual clients with a client-area user name, an 11-digit CPF and an unpaid invoice, spread over the
 * whole table (a multiplicative order, so not only the lowest numbers), each looked for once.
 */
async function pickClients(service: RunningService, count: number): Promise<Client[]> {
  const rows = await service.engine.query<Client>(
    `select c.client_pk, c.client_doc1 from client c
      where c.client_type = 0 and c.client_status = 0 and length(c.client_doc1) = 11
        and coalesce(c.client_username, '') <> ''
        and ${callerWithUnpaidInvoice}`,
    [count],
  );
  if (rows.length < count) throw new Error(`the snapshot holds ${rows.length} fitting clients, ${count} needed`);
  return rows;
}

const cardHeader = (pk: number): string => `[data-card-header="${pk}"]`;
const askPassword = '[data-card-session="ask"] form[data-form="open-customer"] input[name="password"]';

/**
 * One pass of the flow for one client: the F1 baseline, Ctrl+K, the CPF, Enter, the password when asked (`expectAsk`:
 * the client's first call), "Copiar PIX"; then the card is closed.
 */
async function frontDeskPass(
  page: Page,
  client: Client,
  expectAsk: boolean,
  shoot?: (name: string) => Promise<void>,
): Promise<FrontDeskSample> {
  const shortcuts = await timeStep(page, '[role="dialog"]:not([data-palette])', () => page.keyboard.press('F1'));
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').waitFor({ state: 'detached' });

  const palette = await timeStep(page, '[data-palette]', () => page.keyboard.press('Control+k'));
  const marks = await paletteMarks(page);
  const option = `[data-palette-list] [data-group="document"] [data-option="client-${client.client_pk}"]`;
  const row = await timeTyped(page, option, client.client_doc1);
  // Why wait for it to be the active option: Enter opens the active one, as the operator sees it highlighted.
  await page.locator(`${option}[aria-selected="true"]`).waitFor();
  await shoot?.('front-desk-palette-row');
  const calls: CallTime[] = [];
  const record = (request: Request): void => {
    if (!request.url().endsWith('/api/call')) return;
    // Why the channel name alone: the body of customer:open holds the password, which no record may keep.
    const channel = (request.postDataJSON() as { channel?: unknown } | null)?.channel;
    calls.push({ channel: typeof channel === 'string' ? channel : 'unknown', ms: request.timing().responseEnd });
  };
  // Why from here when main knows the password: the card opens the client area as soon as it shows.
  if (!expectAsk) page.on('requestfinished', record);
  // Why an in-page watch armed before Enter: whichever comes (the password form or, when main holds the password,
  // the open invoices) is stamped when painted, not when a Playwright poll at growing intervals happens to see it.
  const sessionShown = await watchPainted(page, `${askPassword}, ${pending} [data-pending-totals]`);
  const header = await timeStep(page, cardHeader(client.client_pk), () => page.keyboard.press('Enter'));

  // A first call: main does not know the client-area password (these rows keep a hash only), so the card asks for it
  // inline, focused. A next call: main holds the one typed before, and the card opens the area itself.
  const shownAt = await sessionShown();
  let passwordToInvoicesMs = 0;
  let invoicesAt: number;
  const passwordAsked = (await page.locator(askPassword).count()) > 0;
  if (passwordAsked !== expectAsk)
    throw new Error(`the card ${passwordAsked ? 'asked' : 'did not ask'} for the client-area password`);
  if (passwordAsked) {
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'password');
    await page.keyboard.type(benchPasswords.client);
    page.on('requestfinished', record);
    const opened = await timeStep(page, `${pending} [data-pending-totals]`, () => page.keyboard.press('Enter'));
    passwordToInvoicesMs = opened.paintAt - opened.startAt;
    invoicesAt = opened.paintAt;
  } else invoicesAt = shownAt;
  page.off('requestfinished', record);

  const copied = await copyFirstPix(page);
  await shoot?.('front-desk-card-copied');
  await closeCard(page, client.client_pk);
  return {
    baselineModalMs: shortcuts.paintAt - shortcuts.startAt,
    paletteMs: palette.paintAt - palette.startAt,
    paletteMarksMs: marks,
    cpfToRowMs: row.paintAt - row.startAt,
    enterToHeaderMs: header.paintAt - header.startAt,
    headerToInvoicesMs: invoicesAt - header.paintAt,
    passwordToInvoicesMs,
    copyToClipboardMs: copied.paintAt - copied.startAt,
    lastDigitToClipboardMs: copied.paintAt - row.startAt,
    passwordAsked,
    passwordStepCalls: calls,
  };
}

/** Passes a round takes: 5 in full, 3 in a quick run. */
const perRound = (quick: boolean): number => (quick ? 3 : 5);

/**
 * The front-desk phase (issue 18): the built page in browser mode on the bench's PGlite snapshot, in Chromium;
 * one warm-up pass, then `options.runs` rounds of passes, each a different client, timed step by step.
 */
export async function runFrontDeskPhase(options: BenchOptions): Promise<FrontDeskFigures> {
  const loadAtStart = currentLoad();
  return onSnapshotDesk(options, 'front desk', async ({ service, signedInPage }) => {
    const size = perRound(options.quick);
    const clients = await pickClients(service, 1 + options.runs * size);
    // Why their sealed passwords dropped (on the bench's in-memory copy): this phase times a first call where the
    // card asks for the password, as on a server that keeps hashes only; the service now sends it in the record
    // (issue 42), and the call with none typed is the second-copy phase's.
    await service.engine.query('update client set client_password_sealed = null where client_pk = any($1::int[])', [
      clients.map((client) => client.client_pk),
    ]);
    const page = await signedInPage();
    logProgress('front desk: warm-up pass');
    // Why only the warm-up pass: a screenshot inside a timed pass would be part of its figures.
    const warmup = await frontDeskPass(page, clients[0] as Client, true, async (name) => {
      await page.screenshot({ path: `${outDir}/${name}.png` });
    });
    const samples: FrontDeskSample[][] = [];
    const returning: FrontDeskSample[][] = [];
    for (let run = 0; run < options.runs; run += 1) {
      logProgress(`front desk: round ${run + 1} of ${options.runs}, ${size} clients, each called twice`);
      const round: FrontDeskSample[] = [];
      const again: FrontDeskSample[] = [];
      const callers = clients.slice(1 + run * size, 1 + (run + 1) * size);
      for (const client of callers) round.push(await frontDeskPass(page, client, true));
      for (const client of callers) again.push(await frontDeskPass(page, client, false));
      samples.push(round);
      returning.push(again);
    }
    await page.context().close();
    const asked = samples.flat().some((sample) => sample.passwordAsked);
    const figures: FrontDeskFigures = {
      clients: options.clients,
      runs: options.runs,
      perRound: size,
      warmup,
      samples,
      figures: summarizeFrontDesk(samples),
      returning: { samples: returning, figures: summarizeFrontDesk(returning) },
      keystrokes: frontDeskKeystrokes(asked, benchPasswords.client.length),
      keystrokesIfPasswordKnown: frontDeskKeystrokes(false, 0),
      load: { start: loadAtStart, end: currentLoad() },
    };
    // Why a file: `--only` writes no report, and the hand-written section of docs/benchmarks.md is rendered from it.
    await writeFile(`${outDir}/front-desk-figures.json`, `${JSON.stringify(figures, null, 2)}\n`);
    return figures;
  });
}
