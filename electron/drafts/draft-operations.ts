import type { Operations } from '../operations/operation-types.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { DraftOwner, DraftVault } from './draft-vault.ts';

type DraftChannels = 'drafts:list' | 'drafts:get' | 'drafts:put' | 'drafts:remove' | 'drafts:check';

/**
 * The drafts operations: always those of the operator signed in now, as main knows it. Why main decides the
 * owner: the page cannot ask for another operator's drafts by naming them.
 */
export function draftOperations(
  vault: DraftVault,
  owner: () => DraftOwner | undefined,
): Pick<Operations, DraftChannels> {
  const signedIn = (): DraftOwner => {
    const who = owner();
    if (!who) throw new ProviderError('NOT_SIGNED_IN');
    return who;
  };
  return {
    'drafts:list': async () => ({ drafts: await vault.list(signedIn()) }),
    'drafts:get': async (args) => ({ draft: await vault.get(signedIn(), args.form, args.subject) }),
    'drafts:put': async (args) => {
      await vault.put(signedIn(), args);
      return { done: true };
    },
    'drafts:remove': async (args) => {
      await vault.remove(signedIn(), args.form, args.subject);
      return { done: true };
    },
    // The check against the server of a draft sent offline (issue 46) is built in electron/drafts/draft-check.ts.
    'drafts:check': async (args) => {
      if (!(await vault.get(signedIn(), args.form, args.subject))) throw new ProviderError('NOT_FOUND');
      return { problems: [] };
    },
  };
}
