import { channelNames as channels, eventNameList as eventNames, methodNameOf } from './channel-names.ts';
import type { EventName } from './contract.ts';
import type { BridgeCallOptions, BridgedDeskApi, CallOptions, DeskApi } from './desk-api.ts';
import type { Result } from './result.ts';

/** The three primitives a host gives the page: call a channel, cancel a call, listen to events. */
export interface BridgePrimitives {
  call(channel: string, input: unknown, callId: string | undefined): Promise<Result<unknown>>;
  cancel(callId: string): void;
  listen(event: EventName, listener: (payload: unknown) => void): () => void;
}

/** Builds a host's `window.desk` from the contract: exactly one named function per channel, plus cancel and on. */
export function buildDeskApi(bridge: BridgePrimitives): BridgedDeskApi {
  const api: Record<string, unknown> = {};
  for (const channel of channels) {
    api[methodNameOf(channel)] = (input: unknown, options?: BridgeCallOptions) =>
      bridge.call(channel, input ?? {}, options?.callId);
  }
  api.cancel = (callId: string) => bridge.cancel(callId);
  api.on = (event: EventName, listener: (payload: unknown) => void) => {
    // Why the check: only the contract's events exist; a typo must fail loudly, not listen forever.
    if (!(eventNames as readonly string[]).includes(event)) throw new Error(`unknown event ${String(event)}`);
    return bridge.listen(event, listener);
  };
  return Object.freeze(api) as BridgedDeskApi;
}

/**
 * The page's facade over a host's: a call given an AbortSignal gets a call id (unless it names one) and is
 * cancelled in main when the signal aborts; a call without a signal passes through unchanged.
 */
export function withCallSignals(host: BridgedDeskApi): DeskApi {
  const methods = host as unknown as Record<
    string,
    (input: unknown, options?: BridgeCallOptions) => Promise<Result<unknown>>
  >;
  const api: Record<string, unknown> = {};
  // Why a prefix per facade: a call id used again supersedes the call that had it in main, and a reloaded
  // page counts from 1 again while the old page's calls may still run.
  const prefix = Math.random().toString(36).slice(2, 8);
  let calls = 0;
  for (const channel of channels) {
    const method = methodNameOf(channel);
    // Why looked up at each call: a host (or a test's stand-in for one) answers for the methods it has.
    const call = (input: unknown, options: BridgeCallOptions | undefined) =>
      (methods[method] as (input: unknown, options?: BridgeCallOptions) => Promise<Result<unknown>>)(input, options);
    api[method] = (input: unknown, options: CallOptions = {}) => {
      const { signal, callId: named, idPrefix = method } = options;
      if (!signal) return call(input, named === undefined ? undefined : { callId: named });
      calls += 1;
      const callId = named ?? `${idPrefix}-${prefix}-${calls}`;
      const cancel = (): void => host.cancel(callId);
      signal.addEventListener('abort', cancel, { once: true });
      const answer = call(input, { callId });
      // Why after the call went: main cancels only a call it knows; a signal aborted already cancels at once.
      if (signal.aborted) cancel();
      return answer.finally(() => signal.removeEventListener('abort', cancel));
    };
  }
  api.cancel = (callId: string) => host.cancel(callId);
  api.on = (event: EventName, listener: (payload: unknown) => void) => host.on(event, listener);
  return Object.freeze(api) as DeskApi;
}
