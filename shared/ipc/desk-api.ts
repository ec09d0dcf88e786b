import type { Channel, ChannelInput, ChannelOutput, EventName, EventPayload, MethodName } from './contract.ts';
import type { Result } from './result.ts';

/** Options of one call: a call id lets the page cancel it (a superseded grid query, say). */
export interface CallOptions {
  callId?: string;
}

/** The named operations the page may call, one per channel of the contract. */
export type DeskMethods = {
  [C in Channel as MethodName<C>]: (input: ChannelInput<C>, options?: CallOptions) => Promise<Result<ChannelOutput<C>>>;
};

/** `window.desk`: the contract's operations, cancellation, and main → page events. */
export type DeskApi = DeskMethods & {
  /** Cancels a call still running (its promise answers CANCELLED). */
  cancel(callId: string): void;
  /** Listens to a main → page event; returns the function that stops listening. */
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};
