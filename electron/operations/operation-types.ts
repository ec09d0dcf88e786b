import type { Channel, ChannelArgs, ChannelOutput } from '../../shared/ipc/contract.ts';

/** What every operation gets besides its input: the signal that cancels it. */
export interface CallContext {
  /** Aborted when the page cancels the call; absent for a call that cannot be cancelled (it has no call id). */
  signal?: AbortSignal | undefined;
}

/** The handler of one channel: parsed input in, output out; failures are thrown ProviderErrors. */
export type OperationHandler<C extends Channel> = (
  args: ChannelArgs<C>,
  call: CallContext,
) => Promise<ChannelOutput<C>>;

/** One handler per channel of the contract (the compiler checks that none is missing). */
export type Operations = { [C in Channel]: OperationHandler<C> };
