import type { z } from 'zod';
import { contract, type Channel } from '../../shared/ipc/contract.ts';
import { checkProblemText } from '../../shared/ipc/connection-check-words.ts';
import { errorMessage } from '../../shared/ipc/error-messages.ts';
import { inputFieldWords, validationIssueText, validationSummary } from '../../shared/ipc/validation-words.ts';
import type { Language } from '../../shared/language.ts';
import type { OperationError, Result } from '../../shared/ipc/result.ts';
import type { ErrorJournal } from '../diagnostics/error-journal.ts';
import { redact } from '../diagnostics/redact.ts';
import type { CallContext, Operations } from '../operations/operation-types.ts';
import { loginRefusalReason } from '../provider/area-session.ts';
import { cookieRefusalAdvice } from '../provider/cookie-refusal.ts';
import { ProviderError } from '../provider/provider-error.ts';
import { rawFieldsKey } from '../provider/record-parser.ts';

/** What the dispatcher needs besides the operations. */
export interface DispatcherDeps {
  operations: Operations;
  language: () => Language;
  journal: ErrorJournal;
  /** Told failures by their structure only (`redact`): never a body, a value or an error object. */
  log: { warn(message: string): void; error(message: string): void };
  /** Awaited before a call runs (the core's start-up, such as restoring a kept session). */
  ready?: (channel: Channel) => Promise<void>;
  /**
   * Lets a call run (`admit` throws a ProviderError to refuse it) and decides whether its answer may be delivered
   * (`release` answers the error that replaces it): the idle lock's gate (electron/lock/lock-gate.ts).
   */
  gate?: {
    admit(channel: Channel): number | undefined;
    release(channel: Channel, admitted: number | undefined): ProviderError | undefined;
  };
  /**
   * Parses every answer with the contract's output schema and fails the call (INTERNAL, naming the paths)
   * when it drifts. For tests: by default on under vitest, off in the app, where the answers are typed by
   * the contract and parsing every page of a list again would only cost time.
   */
  checkOutputs?: boolean;
}

/** Runs contract calls: checks the channel, parses the input, runs the operation, answers a Result. */
export interface Dispatcher {
  /** Runs one call; `callId` (optional) lets `cancel` stop it. Never throws. */
  dispatch(channel: unknown, input: unknown, callId?: unknown): Promise<Result<unknown>>;
  /** Cancels a running call by its id (unknown ids are ignored). */
  cancel(callId: unknown): void;
}

const isChannel = (value: unknown): value is Channel => typeof value === 'string' && Object.hasOwn(contract, value);
const callIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A refused input: each issue's field (the key, for a form to put the message under its field) and its message in
 * the user's words; the message names the fields as their screens do (validation-words.ts), never a key or zod's text.
 */
function inputError(error: z.ZodError, language: Language): OperationError {
  const worded = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'input',
    label: inputFieldWords(issue.path, language),
    text: validationIssueText(issue, language),
  }));
  return {
    code: 'VALIDATION',
    message: `${errorMessage('VALIDATION', language)} ${validationSummary(worded)}`,
    fieldErrors: worded.map(({ field, text }) => ({ field, message: text })),
  };
}

function providerError(error: ProviderError, language: Language): OperationError {
  if (error.cookieRefusal) {
    // Why the check's words: the same advice as "Testar conexão" gives, naming the fix (the host name to use).
    const advice = cookieRefusalAdvice(error.cookieRefusal);
    return { code: error.code, message: checkProblemText(advice.problem, language, advice.params) };
  }
  // Why its own words: a LOCKED answer held back (its call began before the lock) is told apart from a refusal
  // under the lock, in the operator's language, by main itself (electron/lock/lock-gate.ts).
  if (error.code === 'LOCKED' && error.ownWords && error.detail) return { code: 'LOCKED', message: error.detail };
  const base = errorMessage(error.code, language, {
    seconds: error.retryAfter ?? '',
    status: error.status ?? '',
    fingerprint: error.fingerprint ?? '',
  });
  // Why the server's words come along: "Invalid filter: where[2]…" or a SQLSTATE tells the user more than a generic line.
  const reason = error.code === 'AUTH_FAILED' ? loginRefusalReason(error) : undefined;
  const detail = reason
    ? ` (${reason})`
    : error.detail && ['VALIDATION', 'SERVER', 'NOT_FOUND', 'ACCESS_DENIED', 'PROTOCOL'].includes(error.code)
      ? ` (${error.detail})`
      : '';
  return {
    code: error.code,
    message: base + detail,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
    // Why apart for a refused login: the sign-in screen words it in its own way, and the server's reason
    // ("Usuário já conectado em outra estação") is what the person needs, not the generic line (area-session.ts).
    ...(reason ? { detail: reason } : {}),
  };
}

/** What an answer has that its channel's output schema refuses (paths and zod's words, never a value), if anything. */
function outputDrift(channel: Channel, data: unknown): string | undefined {
  const checked = contract[channel].output.safeParse(data);
  if (checked.success) return undefined;
  const issues = checked.error.issues
    .filter((issue) => !keptRaw(data, issue.path))
    .map((issue) => `${issue.path.map(String).join('.') || 'output'}: ${issue.message}`);
  return issues.length === 0 ? undefined : `${channel} answered outside the contract's output: ${issues.join('; ')}`;
}

// Why: a record's optional field of an unexpected type is kept raw for the page and named in the record's
// `_rawFields` (record-parser.ts, field notes); that is by design, not drift.
function keptRaw(data: unknown, path: readonly PropertyKey[]): boolean {
  const field = path.at(-1);
  const record = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)?.[key], data);
  const raw = (record as Record<string, unknown> | undefined)?.[rawFieldsKey];
  return typeof field === 'string' && Array.isArray(raw) && raw.includes(field);
}

/** Builds the dispatcher shared by both hosts (Electron IPC and browser mode). */
export function createDispatcher(deps: DispatcherDeps): Dispatcher {
  const running = new Map<string, AbortController>();
  // Why the default from vitest's own variable: suites build the core in many ways (kits, the e2e host,
  // the web host's test), and a check wired through each of them would be missed by the next one.
  const checkOutputs = deps.checkOutputs ?? process.env.VITEST === 'true';
  return {
    async dispatch(channel, input, callId) {
      const language = deps.language();
      if (!isChannel(channel))
        return {
          ok: false,
          error: { code: 'NOT_FOUND', message: `unknown operation ${String(channel).slice(0, 60)}` },
        };
      // Why parse in main: the page is never trusted; every input is checked against the contract here.
      const parsed = contract[channel].input.safeParse(input ?? {});
      if (!parsed.success) return { ok: false, error: inputError(parsed.error, language) };
      const id = typeof callId === 'string' && callIdPattern.test(callId) ? callId : undefined;
      // Why a controller only for a call with an id: `cancel` finds calls by id alone, so a call without one can
      // never be aborted, and a signal handed to undici costs a request tens of microseconds (docs/benchmarks.md).
      let controller: AbortController | undefined;
      if (id !== undefined) {
        controller = new AbortController();
        // Why: a call id used again supersedes the call that had it (a grid's newer query wins).
        running.get(id)?.abort();
        running.set(id, controller);
      }
      try {
        await deps.ready?.(channel);
        const admitted = deps.gate?.admit(channel);
        if (controller?.signal.aborted) throw new ProviderError('CANCELLED');
        const handler = deps.operations[channel] as (args: unknown, call: CallContext) => Promise<unknown>;
        let data: unknown;
        try {
          data = await handler(parsed.data, { signal: controller?.signal });
        } catch (error) {
          // Why a failure is held back too: its words may quote what was read or sent before the lock.
          throw deps.gate?.release(channel, admitted) ?? error;
        }
        const heldBack = deps.gate?.release(channel, admitted);
        if (heldBack) throw heldBack;
        if (checkOutputs) {
          const drift = outputDrift(channel, data);
          if (drift) {
            deps.log.error(drift);
            return { ok: false, error: { code: 'INTERNAL', message: drift } };
          }
        }
        return { ok: true, data };
      } catch (error) {
        if (error instanceof ProviderError) {
          // Why not LOCKED: calls refused under the lock are the lock working, not failures for the diagnostics.
          if (error.code !== 'CANCELLED' && error.code !== 'LOCKED') deps.journal.add(channel, error.code, error);
          if (error.code === 'PROTOCOL' || error.code === 'SERVER') deps.log.warn(`${channel}: ${redact(error)}`);
          return { ok: false, error: providerError(error, language) };
        }
        // Why no error object for the log: electron-log prints its message and fields, which may quote data.
        deps.journal.add(channel, 'INTERNAL', error);
        deps.log.error(`${channel} failed: ${redact(error)}`);
        return { ok: false, error: { code: 'INTERNAL', message: errorMessage('INTERNAL', language) } };
      } finally {
        if (id !== undefined && running.get(id) === controller) running.delete(id);
      }
    },
    cancel(callId) {
      if (typeof callId === 'string') running.get(callId)?.abort();
    },
  };
}
