// The offline half of the branch-link phase: the link is down; the app starts on the data folder the online half left
// (a remembered session, a filled copy) and answers from the copy: the first grid page, the palette, and a caller's
// PIX from the invoices kept when their card was opened.
import { rm } from 'node:fs/promises';
import type { DeskCore } from '../../electron/core/create-desk-core.ts';
import { benchPageSize } from '../common/list-cases.ts';
import { logProgress } from '../common/progress-log.ts';
import { summarize } from '../common/stats.ts';
import type { CopySearch, Maybe, PaletteFigures, PixFigures, StartFigures } from './branch-figures.ts';
import { call, standInClipboard, startCore, within, type StandInClipboard } from './branch-core.ts';
import type { BranchService, Caller, ClerkText } from './branch-service.ts';

/** Longest a step may take before the phase gives up on it (the app's own timeouts are 20 s and 30 s). */
const stepLimitMs = 90_000;

const why = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The app started `starts` times with the link down; the last core is left running for the other figures. Each start
 * asks the first page as the grid does (renderer/features/clients/clients-page.tsx): the copy's page at once
 * (`source: 'cache'`, the placeholder painted with its "dados de HH:MM") and the server's page beside it. The figure is
 * the copy's page, the first one painted; when the server's page gave up and was answered by the copy is logged.
 */
export async function measureStarts(
  dataDir: string,
  service: BranchService,
  outage: 'reset' | 'blackhole',
  starts: number,
): Promise<{ figures: Maybe<StartFigures>; core: DeskCore | undefined; clipboard: StandInClipboard }> {
  const clipboard = standInClipboard();
  const samples: number[] = [];
  const serverSamples: number[] = [];
  let rows = 0;
  let total = 0;
  let core: DeskCore | undefined;
  for (let start = 0; start < starts; start += 1) {
    await core?.close();
    core = undefined;
    const started = performance.now();
    try {
      core = await startCore(dataDir, service, clipboard);
      const running = core;
      const timed = <T>(work: Promise<T>) => work.then((answer) => ({ answer, took: performance.now() - started }));
      const server = within(
        stepLimitMs,
        'clients:list',
        timed(call(running, 'clients:list', { start: 0, limit: benchPageSize })),
      );
      // Why caught here: the copy's page is awaited first; the server's failure is reported below, not unhandled.
      server.catch(() => undefined);
      const painted = await within(
        stepLimitMs,
        "clients:list 'cache'",
        timed(call(running, 'clients:list', { start: 0, limit: benchPageSize, source: 'cache' })),
      );
      const behind = await server;
      if (painted.answer.cachedAt === undefined || behind.answer.cachedAt === undefined)
        return {
          figures: { notMeasured: 'the first page came without cachedAt (not from the copy)' },
          core,
          clipboard,
        };
      samples.push(painted.took);
      serverSamples.push(behind.took);
      rows = painted.answer.rows.length;
      total = painted.answer.total;
    } catch (error) {
      return { figures: { notMeasured: `with the link down (${outage}): ${why(error)}` }, core, clipboard };
    }
  }
  const latency = summarize(samples);
  logProgress(
    `branch: start → first page from the copy (${outage}) p50 ${latency.p50.toFixed(0)} ms; the server's page, answered by the copy when it gave up, p50 ${summarize(serverSamples).p50.toFixed(0)} ms`,
  );
  return { figures: { outage, latency, rows, total }, core, clipboard };
}

/** The palette over the copy through the dispatcher: `clients:search` with `source: 'cache'`, each text. */
export async function measurePalette(
  core: DeskCore,
  texts: readonly ClerkText[],
  repeats: number,
): Promise<Maybe<PaletteFigures>> {
  try {
    const searches: CopySearch[] = [];
    const pooled: number[] = [];
    for (const text of texts) {
      const search = () => call(core, 'clients:search', { text: text.text, limit: 5, source: 'cache' });
      await search();
      const samples: number[] = [];
      let found = 0;
      for (let repeat = 0; repeat < repeats; repeat += 1) {
        const started = performance.now();
        const answer = await search();
        samples.push(performance.now() - started);
        found = answer.groups.reduce((sum, group) => sum + group.total, 0);
      }
      pooled.push(...samples);
      searches.push({ kind: text.kind, shown: text.shown, latency: summarize(samples), found });
    }
    return { searches, all: summarize(pooled) };
  } catch (error) {
    return { notMeasured: `clients:search from the copy: ${why(error)}` };
  }
}

/** CPF typed → PIX on the clipboard with the link down, for each caller opened online before. */
export async function measurePix(
  core: DeskCore,
  clipboard: StandInClipboard,
  callers: readonly Caller[],
  outage: 'reset' | 'blackhole',
): Promise<Maybe<PixFigures>> {
  const whole: number[] = [];
  const steps = { search: [] as number[], open: [] as number[], invoices: [] as number[], clipboard: [] as number[] };
  try {
    for (const caller of callers) {
      let at = performance.now();
      const lap = (into: number[]): void => {
        const now = performance.now();
        into.push(now - at);
        at = now;
      };
      const started = at;
      const found = await within(
        stepLimitMs,
        'clients:search',
        call(core, 'clients:search', { text: caller.cpf, limit: 5, source: 'cache' }),
      );
      lap(steps.search);
      const hit = found.groups.flatMap((group) => group.rows).find((row) => row.client_pk === caller.clientPk);
      if (!hit) throw new Error('the CPF did not find its client in the copy');
      const opened = await within(
        stepLimitMs,
        'customer:open',
        call(core, 'customer:open', { username: hit.client_username ?? caller.username, clientPk: caller.clientPk }),
      );
      lap(steps.open);
      if (opened.cachedAt === undefined) throw new Error('customer:open answered without cachedAt (not from the copy)');
      const invoices = await within(
        stepLimitMs,
        'customer:invoices',
        call(core, 'customer:invoices', { customerId: opened.customerId, start: 0, limit: 20 }),
      );
      lap(steps.invoices);
      const code = invoices.rows.find(
        (row) => typeof row.invoice_qrcode === 'string' && row.invoice_qrcode !== '' && !row.invoice_date_credit,
      )?.invoice_qrcode;
      if (typeof code !== 'string') throw new Error('the copy held no unpaid invoice with a PIX code');
      await call(core, 'clipboard:writeTemporary', { text: code });
      lap(steps.clipboard);
      if (clipboard.text !== code) throw new Error('the clipboard does not hold the PIX code');
      whole.push(performance.now() - started);
      await call(core, 'customer:close', { customerId: opened.customerId });
    }
  } catch (error) {
    return { notMeasured: `with the link down (${outage}): ${why(error)}` };
  }
  const latency = summarize(whole);
  logProgress(`branch: CPF typed → PIX on the clipboard from the copy (${outage}) p50 ${latency.p50.toFixed(0)} ms`);
  return {
    outage,
    latency,
    steps: {
      search: summarize(steps.search),
      open: summarize(steps.open),
      invoices: summarize(steps.invoices),
      clipboard: summarize(steps.clipboard),
    },
    callers: callers.length,
  };
}

/** Removes a core's data folder once it is closed. */
export async function closeAndRemove(core: DeskCore | undefined, dataDir: string): Promise<void> {
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
}
