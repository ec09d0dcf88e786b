import { channelNames as channels, eventNameList as eventNames, methodNameOf } from './channel-names.ts';
import type { EventName } from './contract.ts';
import type { DeskApi } from './desk-api.ts';
import type { Result } from './result.ts';

/** The three primitives a host gives the page: call a channel, cancel a call, listen to events. */
export interface BridgePrimitives {
  call(channel: string, input: unknown, callId: string | undefined): Promise<Result<unknown>>;
  cancel(callId: string): void;
  listen(event: EventName, listener: (payload: unknown) => void): () => void;
}

/** Builds `window.desk` from the contract: exactly one named function per channel, plus cancel and on. */
export function buildDeskApi(bridge: BridgePrimitives): DeskApi {
  const api: Record<string, unknown> = {};
  for (const channel of channels) {
    api[methodNameOf(channel)] = (input: unknown, options?: { callId?: string }) => bridge.call(channel, input ?? {}, options?.callId);
  }
  api.cancel = (callId: string) => bridge.cancel(callId);
  api.on = (event: EventName, listener: (payload: unknown) => void) => {
    // Why the check: only the contract's events exist; a typo must fail loudly, not listen forever.
    if (!(eventNames as readonly string[]).includes(event)) throw new Error(`unknown event ${String(event)}`);
    return bridge.listen(event, listener);
  };
  return Object.freeze(api) as DeskApi;
}
