import type { z } from 'zod';
import { contract, type Channel } from '../../shared/ipc/contract.ts';
import { errorMessage } from '../../shared/ipc/error-messages.ts';
import type { Language } from '../../shared/language.ts';
import type { OperationError, Result } from '../../shared/ipc/result.ts';
import type { ErrorJournal } from '../diagnostics/error-journal.ts';
import { redact } from '../diagnostics/redact.ts';
import type { Operations } from '../operations/operation-types.ts';
import { ProviderError } from '../provider/provider-error.ts';

/** What the dispatcher needs besides the operations. */
export interface DispatcherDeps {
  operations: Operations;
  language: () => Language;
  journal: ErrorJournal;
  /** Told failures by their structure only (`redact`): never a body, a value or an error object. */
  log: { warn(message: string): void; error(message: string): void };
  /** Awaited before a call runs (the core's start-up, such as restoring a kept session). */
  ready?: (channel: Channel) => Promise<void>;
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

function inputError(error: z.ZodError, language: Language): OperationError {
  const fieldErrors = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'input',
    message: issue.message,
  }));
  return {
    code: 'VALIDATION',
    message: `${errorMessage('VALIDATION', language)} ${fieldErrors.map((item) => `${item.field}: ${item.message}`).join('; ')}`,
    fieldErrors,
  };
}

function providerError(error: ProviderError, language: Language): OperationError {
  const base = errorMessage(error.code, language, {
    seconds: error.retryAfter ?? '',
    status: error.status ?? '',
    fingerprint: error.fingerprint ?? '',
  });
  // Why the server's words come along: "Invalid filter: where[2]…" or a SQLSTATE tells the user more than a generic line.
  const detail =
    error.detail && ['VALIDATION', 'SERVER', 'NOT_FOUND', 'ACCESS_DENIED', 'PROTOCOL'].includes(error.code)
      ? ` (${error.detail})`
      : '';
  return {
    code: error.code,
    message: base + detail,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
  };
}

/** Builds the dispatcher shared by both hosts (Electron IPC and browser mode). */
export function createDispatcher(deps: DispatcherDeps): Dispatcher {
  const running = new Map<string, AbortController>();
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
      const controller = new AbortController();
      const id = typeof callId === 'string' && callIdPattern.test(callId) ? callId : undefined;
      if (id) {
        // Why: a call id used again supersedes the call that had it (a grid's newer query wins).
        running.get(id)?.abort();
        running.set(id, controller);
      }
      try {
        await deps.ready?.(channel);
        if (controller.signal.aborted) throw new ProviderError('CANCELLED');
        const handler = deps.operations[channel] as (args: unknown, call: { signal: AbortSignal }) => Promise<unknown>;
        return { ok: true, data: await handler(parsed.data, { signal: controller.signal }) };
      } catch (error) {
        if (error instanceof ProviderError) {
          if (error.code !== 'CANCELLED') deps.journal.add(channel, error.code, error);
          if (error.code === 'PROTOCOL' || error.code === 'SERVER') deps.log.warn(`${channel}: ${redact(error)}`);
          return { ok: false, error: providerError(error, language) };
        }
        // Why no error object for the log: electron-log prints its message and fields, which may quote data.
        deps.journal.add(channel, 'INTERNAL', error);
        deps.log.error(`${channel} failed: ${redact(error)}`);
        return { ok: false, error: { code: 'INTERNAL', message: errorMessage('INTERNAL', language) } };
      } finally {
        if (id && running.get(id) === controller) running.delete(id);
      }
    },
    cancel(callId) {
      if (typeof callId === 'string') running.get(callId)?.abort();
    },
  };
}
