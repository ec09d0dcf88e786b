// A scripted run of registrations made while the link is down (issue 46): each fails to reach the server and is kept
// as a pending draft (drafts:put, pending); the link comes back and each is checked (drafts:check) and sent
// (clients:create) only when the check finds nothing, as the clerk's one click does. Some drafts are, on purpose, a
// client typed twice and a client the server already holds. Counted in the service's own table afterwards.
import { setTimeout as sleep } from 'node:timers/promises';
import type { DeskCore } from '../../electron/core/create-desk-core.ts';
import type { ChannelOutput } from '../../shared/ipc/contract.ts';
import { normalizeClientDocument } from '../../shared/registration/client-document.ts';
import { randomCpf } from '../../tests/support/integration-kit.ts';
import { registration } from '../../tests/support/main-process-kit.ts';
import { logProgress } from '../common/progress-log.ts';
import { summarize } from '../common/stats.ts';
import type { DraftsFigures, Maybe } from './branch-figures.ts';
import { call } from './branch-core.ts';
import type { BranchService } from './branch-service.ts';

/** Drafts in the scripted run. */
const draftCount = 200;

/** Of them, the ones typed twice (a second draft of the same person) and the ones the server already holds. */
const twins = 10;
const alreadyKnown = 10;

/** Rounds of check-and-send over what is still pending. */
const sendRounds = 5;

/** Runs the script on a signed-in core whose link `service` cuts and restores. */
export async function runOfflineDrafts(
  core: DeskCore,
  service: BranchService,
  knownCpfs: readonly string[],
): Promise<Maybe<DraftsFigures>> {
  const started = performance.now();
  // New people first; then some the server already holds; last, a second draft of the first few (typed twice).
  const fresh = Array.from({ length: draftCount - twins - alreadyKnown }, () => randomCpf());
  const known = Array.from({ length: alreadyKnown }, (_, index) => knownCpfs[index % knownCpfs.length] ?? randomCpf());
  const cpfs = [...fresh, ...known, ...fresh.slice(0, twins)];
  service.cut('reset');
  let reachedOffline = 0;
  const saves: number[] = [];
  const checks: number[] = [];
  const sends: number[] = [];
  const timed = async <T>(into: number[], work: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    try {
      return await work();
    } finally {
      into.push(performance.now() - at);
    }
  };
  try {
    for (const [index, cpf] of cpfs.entries()) {
      const values = registration({ client_doc1: cpf });
      const sent = await timed(saves, () => core.dispatcher.dispatch('clients:create', values));
      if ((index + 1) % 50 === 0) logProgress(`branch: drafts: ${index + 1} saved with the link down`);
      if (sent.ok) reachedOffline += 1;
      else
        await call(core, 'drafts:put', {
          form: 'client',
          subject: `offline-${index}`,
          label: `rascunho ${index}`,
          values,
          savedAt: Date.now(),
          pending: true,
        });
    }
  } finally {
    service.restore();
  }
  if (reachedOffline > 0)
    return { notMeasured: `${reachedOffline} registrations reached the server with the link down` };
  let created = 0;
  let held = 0;
  // As the clerk does at reconnect: each pending draft checked, then sent when the check finds nothing; a check or a
  // send the server did not answer (busy, the link not settled) is left pending and tried again in the next round.
  for (let round = 0; round < sendRounds; round += 1) {
    const { drafts } = await call(core, 'drafts:list', {});
    const pending = drafts.filter((one) => one.pending && one.subject.startsWith('offline-'));
    held = 0;
    for (const draft of pending) {
      const checked = await timed(checks, () =>
        core.dispatcher.dispatch('drafts:check', { form: draft.form, subject: draft.subject }),
      );
      if (checks.length % 50 === 0) logProgress(`branch: drafts: ${checks.length} checked, ${created} sent`);
      if (!checked.ok) continue;
      if ((checked.data as ChannelOutput<'drafts:check'>).problems.length > 0) {
        held += 1;
        continue;
      }
      const sent = await timed(sends, () => core.dispatcher.dispatch('clients:create', draft.values));
      if (!sent.ok) continue;
      created += 1;
      await call(core, 'drafts:remove', { form: draft.form, subject: draft.subject });
    }
    if (pending.length === held) break;
    await sleep(2000);
  }
  const stored = cpfs.map((cpf) => normalizeClientDocument(cpf, 0));
  const { rows } = await service.worker.call({
    type: 'sql',
    sql: 'select client_doc1 as doc, count(*)::int as n from client where client_doc1 = any($1) group by client_doc1',
    params: [stored],
  });
  const counts = new Map(rows.map((row) => [String(row.doc), Number(row.n)]));
  const distinct = new Set(stored);
  const duplicates = [...distinct].reduce((sum, doc) => sum + Math.max(0, (counts.get(doc) ?? 0) - 1), 0);
  const waiting = new Set(
    (await call(core, 'drafts:list', {})).drafts
      .filter((one) => one.subject.startsWith('offline-'))
      .map((one) => one.values.client_doc1)
      .map((doc) => normalizeClientDocument(typeof doc === 'string' ? doc : '', 0)),
  );
  // Lost: a person typed offline who is neither on the server nor waiting in a draft for the clerk.
  const lost = [...distinct].filter((doc) => (counts.get(doc) ?? 0) === 0 && !waiting.has(doc)).length;
  logProgress(
    `branch: ${draftCount} offline drafts: ${created} sent, ${held} held by the check, ${duplicates} duplicates, ${lost} lost`,
  );
  return {
    drafts: draftCount,
    created,
    held,
    duplicates,
    lost,
    ms: performance.now() - started,
    steps: { save: summarize(saves), check: summarize(checks), send: summarize(sends) },
  };
}
