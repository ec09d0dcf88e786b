import type { Result } from '../../shared/ipc/result.ts';

// A scripted branch-office day (issue 46, "offline drafts replayed after reconnect: 0 duplicates, 0 lost"):
// registrations are saved while the link loses answers and then is down; each that fails becomes a pending draft, as
// the registration form makes it; at reconnect each draft is checked (drafts:check) and sent only when nothing is in
// the way, one send per draft. Then the server is read back: every registration must be there exactly once.
// Through main's dispatcher as the page calls it; the bench (bench/branch) may run it over its shaped link.

/** How the script reaches main: a dispatcher call, as the page makes it. */
export type DeskCall = (channel: string, input?: unknown) => Promise<Result<unknown>>;

/** The link under the script's control. */
export interface DraftsLink {
  /** The next `times` registrations reach the server, which saves them, but their answers are lost. */
  loseAnswers(times: number): void | Promise<void>;
  /** The link goes down: nothing reaches the server. */
  cut(): void | Promise<void>;
  /** The link is back. */
  restore(): void | Promise<void>;
}

/** What the script did and found. */
export interface OfflineDraftsOutcome {
  /** Registrations the clerk saved. */
  registrations: number;
  /** Of those, how many became pending drafts (the server did not answer). */
  drafts: number;
  /** Drafts sent after the check found nothing in the way. */
  sent: number;
  /** Drafts whose check found their client already on the server (their answer was lost): not sent again. */
  alreadyOnServer: number;
  /** Drafts still pending at the end (a check or send that failed). */
  stillPending: number;
  /** Registrations found more than once on the server, counted once per extra client. */
  duplicates: number;
  /** Registrations found nowhere on the server, nor pending. */
  lost: number;
}

const failedWithoutAnswer = (result: Result<unknown>): boolean =>
  !result.ok && (result.error.code === 'NETWORK' || result.error.code === 'TIMEOUT');

/**
 * Runs the script: `count` registrations made by `registration(index)` (each with its own CPF in `client_doc1`, as
 * the server stores it), the first `lostAnswers` of them with their answers lost, the rest with the link down.
 */
export async function runOfflineDrafts(
  call: DeskCall,
  link: DraftsLink,
  options: { count: number; lostAnswers: number; registration: (index: number) => Record<string, unknown> },
): Promise<OfflineDraftsOutcome> {
  const registrations = Array.from({ length: options.count }, (_, index) => options.registration(index));
  const subjects: string[] = [];
  const keepPending = async (index: number, values: Record<string, unknown>): Promise<void> => {
    const subject = `offline-script-${index}`;
    const put = await call('drafts:put', {
      form: 'client',
      subject,
      label: `Novo cliente: ${String(values.client_name)}`,
      values,
      savedAt: Date.now(),
      pending: true,
    });
    if (!put.ok) throw new Error(`the pending draft was not kept: ${put.error.code}`);
    subjects.push(subject);
  };
  const save = async (index: number): Promise<void> => {
    const values = registrations[index] as Record<string, unknown>;
    const result = await call('clients:create', values);
    if (result.ok) return;
    if (failedWithoutAnswer(result)) await keepPending(index, values);
    else throw new Error(`registration ${index} was refused: ${result.error.code}`);
  };

  await link.loseAnswers(options.lostAnswers);
  for (let index = 0; index < options.lostAnswers; index += 1) await save(index);
  await link.cut();
  for (let index = options.lostAnswers; index < options.count; index += 1) await save(index);
  await link.restore();

  // Reconnect: the clerk checks each draft and sends it with one click when nothing is in the way.
  let sent = 0;
  let alreadyOnServer = 0;
  for (const subject of subjects) {
    const address = { form: 'client', subject };
    const checked = await call('drafts:check', address);
    if (!checked.ok) continue;
    const { problems } = checked.data as { problems: Array<{ kind: string }> };
    if (problems.some((problem) => problem.kind === 'duplicate')) {
      // The clerk opens the existing record instead and discards the draft.
      alreadyOnServer += 1;
      await call('drafts:remove', address);
      continue;
    }
    if (problems.length > 0) continue;
    const draft = await call('drafts:get', address);
    if (!draft.ok) continue;
    const { draft: kept } = draft.data as { draft: { values: Record<string, unknown> } | null };
    if (!kept) continue;
    const result = await call('clients:create', kept.values);
    if (!result.ok) continue;
    sent += 1;
    await call('drafts:remove', address);
  }

  const left = await call('drafts:list', {});
  const pending = left.ok
    ? (left.data as { drafts: Array<{ subject: string; pending?: boolean }> }).drafts.filter(
        (draft) => draft.pending === true && subjects.includes(draft.subject),
      ).length
    : subjects.length;

  // Read back: each registration's CPF, exactly once on the server.
  let duplicates = 0;
  let lost = 0;
  for (const values of registrations) {
    const page = await call('clients:list', {
      start: 0,
      limit: 5,
      where: [{ field: 'client_doc1', oper: 5, value: values.client_doc1 }],
    });
    if (!page.ok) throw new Error(`the server could not be read back: ${page.error.code}`);
    const found = (page.data as { total: number }).total;
    if (found > 1) duplicates += found - 1;
    if (found === 0) lost += 1;
  }
  return {
    registrations: options.count,
    drafts: subjects.length,
    sent,
    alreadyOnServer,
    stillPending: pending,
    duplicates,
    lost: Math.max(0, lost - pending),
  };
}
