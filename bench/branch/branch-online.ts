// The online half of the branch-link phase: the clerk signs in over the branch link, main's background refresh reads
// every client into the copy while the clerk pages the grid about once a second, then the clerk opens a few
// customers (their invoices land in the copy). The session is remembered, so the offline starts find it.
import { setTimeout as sleep } from 'node:timers/promises';
import type { DeskCore } from '../../electron/core/create-desk-core.ts';
import { benchPageSize } from '../common/list-cases.ts';
import { logProgress } from '../common/progress-log.ts';
import { benchPasswords } from '../common/service-settings.ts';
import { summarize } from '../common/stats.ts';
import type { Maybe, RefreshFigures } from './branch-figures.ts';
import { call, within } from './branch-core.ts';
import type { Caller } from './branch-service.ts';

/** The clerk's pace: one grid page about every second. */
const clerkEveryMs = 1000;

/** How long after sign-in a refresh that shows no progress is taken as not running at all. */
const noRefreshAfterMs = 20_000;

/** Why the core's figure is missing when main runs no refresh after sign-in. */
export const notRunning = "main's core ran no background refresh after sign-in (cache:state showed none)";

/** Signs the demo profile's operator in, remembered (the next start restores the session). */
export async function signIn(core: DeskCore): Promise<void> {
  await call(core, 'session:login', {
    profileId: 'demo',
    username: 'admin',
    password: benchPasswords.staff,
    remember: true,
  });
}

/** Runs a clerk's call as is; a bench-driven refresh passes one that counts the calls in flight. */
type Around = <T>(work: () => Promise<T>) => Promise<T>;

/** One grid page, timed (ms). */
async function clerkPage(core: DeskCore, turn: number, around: Around): Promise<number> {
  const started = performance.now();
  await around(() => call(core, 'clients:list', { start: (turn % 20) * benchPageSize, limit: benchPageSize }));
  return performance.now() - started;
}

/** The clerk's pages at their pace until `until` says stop (at most `most`), each timed. */
export async function clerkWhile(
  core: DeskCore,
  until: () => boolean,
  most: number,
  around: Around = (work) => work(),
): Promise<number[]> {
  const samples: number[] = [];
  for (let turn = 0; !until() && samples.length < most; turn += 1) {
    const took = await clerkPage(core, turn, around);
    samples.push(took);
    await sleep(Math.max(0, clerkEveryMs - took));
  }
  return samples;
}

/**
 * Right after sign-in: how long main's background refresh takes to read every client over the branch link, and the
 * clerk's grid pages meanwhile against the same number once it finished. `limitMs` bounds the wait.
 */
export async function measureRefresh(core: DeskCore, clients: number, limitMs: number): Promise<Maybe<RefreshFigures>> {
  const signedInAt = performance.now();
  await signIn(core);
  const first = await call(core, 'cache:state', {});
  if (first.status !== 'on')
    return { notMeasured: `main's copy is not kept (cache:state answers '${first.status}' after sign-in)` };
  let doneAt: number | undefined;
  let failure: string | undefined;
  let seenRefresh = false;
  const watch = (async () => {
    while (doneAt === undefined && failure === undefined && performance.now() - signedInAt < limitMs) {
      const state = await call(core, 'cache:state', {});
      seenRefresh ||= state.refresh !== null || state.lastRefreshAt !== null;
      if (state.lastRefreshAt !== null && state.refresh === null) doneAt = performance.now();
      else if (!seenRefresh && performance.now() - signedInAt > noRefreshAfterMs) failure = notRunning;
      else await sleep(200);
    }
  })().catch((error: unknown) => {
    failure = error instanceof Error ? error.message : String(error);
  });
  const stopWhen = (): boolean =>
    doneAt !== undefined || failure !== undefined || performance.now() - signedInAt > limitMs;
  const during = await clerkWhile(core, stopWhen, Number.POSITIVE_INFINITY);
  await watch;
  if (failure) return { notMeasured: failure === notRunning ? notRunning : `cache:state failed: ${failure}` };
  if (doneAt === undefined)
    return { notMeasured: `the background refresh had not completed ${Math.round(limitMs / 1000)} s after sign-in` };
  const refreshMs = doneAt - signedInAt;
  logProgress(`branch: background refresh of ${clients} clients took ${(refreshMs / 1000).toFixed(1)} s`);
  const state = await call(core, 'cache:state', {});
  if (state.clients < clients)
    return { notMeasured: `the refresh completed holding ${state.clients} of ${clients} clients` };
  if (during.length < 3)
    return { notMeasured: `the refresh took ${(refreshMs / 1000).toFixed(1)} s: too short for the clerk's pages` };
  const after = await clerkWhile(core, () => false, during.length);
  const duringRefresh = summarize(during);
  const withoutRefresh = summarize(after);
  return {
    driver: 'core',
    clients,
    refreshMs,
    duringRefresh,
    withoutRefresh,
    slowdown: duringRefresh.p50 / withoutRefresh.p50,
  };
}

/** The clerk takes calls from `callers` online: finds each by CPF, opens the card's client area and its invoices. */
export async function openCallers(core: DeskCore, callers: readonly Caller[]): Promise<void> {
  for (const caller of callers) {
    const found = await call(core, 'clients:search', { text: caller.cpf, limit: 5 });
    if (!found.groups.some((group) => group.rows.some((row) => row.client_pk === caller.clientPk)))
      throw new Error('a caller’s CPF did not find them online');
    const opened = await within(
      60_000,
      'customer:open online',
      call(core, 'customer:open', { username: caller.username, clientPk: caller.clientPk }),
    );
    await call(core, 'customer:invoices', { customerId: opened.customerId, start: 0, limit: 20 });
    await call(core, 'customer:close', { customerId: opened.customerId });
  }
}
