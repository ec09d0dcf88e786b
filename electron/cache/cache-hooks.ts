import type { ChannelArgs, ChannelOutput } from '../../shared/ipc/contract.ts';
import type { CallContext, Operations } from '../operations/operation-types.ts';
import type { CacheHost, CacheOwner } from './cache-host.ts';

type HookedChannels = 'session:login' | 'session:resume' | 'session:logout' | 'profiles:save' | 'profiles:remove';

/**
 * Wraps the operations that change who is signed in, so the local copy follows: a sign-in opens the operator's
 * copy (a different operator's, whose session ended, is wiped), a sign-out wipes it, a removed profile's copies go (once it is removed).
 * Why after the operation, whatever it answered or threw: a failed sign-in may still have ended a session, and the
 * copy must follow the session as it is, not as it was asked to be.
 */
export function withCacheHooks(
  operations: Pick<Operations, HookedChannels>,
  host: CacheHost,
  owner: () => CacheOwner | undefined,
): Pick<Operations, HookedChannels> {
  const following =
    <C extends HookedChannels>(channel: C, after?: (args: ChannelArgs<C>) => Promise<void>) =>
    async (args: ChannelArgs<C>, call: CallContext): Promise<ChannelOutput<C>> => {
      let answer: ChannelOutput<C>;
      try {
        answer = await (operations[channel] as Operations[C])(args, call);
      } finally {
        await host.follow(owner());
      }
      await after?.(args);
      return answer;
    };
  return {
    'session:login': following('session:login'),
    'session:resume': following('session:resume'),
    'session:logout': following('session:logout'),
    'profiles:save': following('profiles:save'),
    'profiles:remove': following('profiles:remove', (args) => host.removeProfile(args.id)),
  };
}
