import type { Channel, ChannelInput, ChannelOutput, EventName, EventPayload, MethodName } from './contract.ts';
import type { Result } from './result.ts';

/** Options of one call as they cross to a host: a call id lets `cancel` stop it; a second call with the same id supersedes the first. */
export interface BridgeCallOptions {
  callId?: string;
}

/** Options of one call as the page makes it: aborting `signal` cancels it in main (a superseded grid query, say), which answers CANCELLED. */
export interface CallOptions extends BridgeCallOptions {
  signal?: AbortSignal;
  /** How the call id made up for a signal begins (letters, digits, - and _): it tells main's log and the tests whose call it is. */
  idPrefix?: string;
}

/** The named operations the page may call, one per channel of the contract, taking options `O`. */
export type DeskMethods<O = CallOptions> = {
  [C in Channel as MethodName<C>]: (input: ChannelInput<C>, options?: O) => Promise<Result<ChannelOutput<C>>>;
};

/** `window.desk` as the page uses it: the contract's operations, cancellation, and main → page events. */
export type DeskApi<O = CallOptions> = DeskMethods<O> & {
  /** Cancels a call still running (its promise answers CANCELLED). */
  cancel(callId: string): void;
  /** Listens to a main → page event; returns the function that stops listening. */
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

// Why two shapes: Electron's context bridge copies plain data only, so an AbortSignal never reaches the
// preload; the page turns signals into call ids on its side (withCallSignals) before a call crosses.
/** A host's facade as built by buildDeskApi (the preload's `window.desk`, browser mode's): calls take a call id, not a signal. */
export type BridgedDeskApi = DeskApi<BridgeCallOptions>;
