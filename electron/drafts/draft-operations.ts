import type { Operations } from '../operations/operation-types.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { Workspace } from '../session/workspace.ts';
import { checkDraft, type ReadClients } from './draft-check.ts';
import type { DraftOwner, DraftVault } from './draft-vault.ts';

type DraftChannels = 'drafts:list' | 'drafts:get' | 'drafts:put' | 'drafts:remove' | 'drafts:check';

/**
 * The drafts operations: always those of the operator signed in now, as main knows it. Why main decides the
 * owner: the page cannot ask for another operator's drafts by naming them.
 */
export function draftOperations(
  vault: DraftVault,
  owner: () => DraftOwner | undefined,
  workspace: Workspace,
): Pick<Operations, DraftChannels> {
  // Why straight to the server through the workspace (as admin-operations reads): the check must see the server as
  // it is now, never the local copy; and a failure (NETWORK, TIMEOUT) reaches the page as it is, so it says why.
  const read: ReadClients = async (where, limit, signal) =>
    (
      await workspace.admin('read', (api) =>
        api.listClients({ start: 0, limit, sort: 'client_pk', dir: 'ASC', where }, signal),
      )
    ).rows;
  const signedIn = (): DraftOwner => {
    const who = owner();
    if (!who) throw new ProviderError('NOT_SIGNED_IN');
    return who;
  };
  return {
    'drafts:list': async () => ({ drafts: await vault.list(signedIn()), persistent: vault.persistent }),
    'drafts:get': async (args) => ({ draft: await vault.get(signedIn(), args.form, args.subject) }),
    'drafts:put': async (args) => {
      await vault.put(signedIn(), args);
      return { done: true };
    },
    'drafts:remove': async (args) => {
      await vault.remove(signedIn(), args.form, args.subject);
      return { done: true };
    },
    // The check against the server of a draft sent offline (issue 46): electron/drafts/draft-check.ts.
    'drafts:check': async (args, { signal }) => {
      const draft = await vault.get(signedIn(), args.form, args.subject);
      if (!draft) throw new ProviderError('NOT_FOUND');
      // Why a signal of its own when none came: a call without a call id cannot be cancelled, and the check's reads take one.
      return { problems: await checkDraft(draft, read, signal ?? new AbortController().signal) };
    },
  };
}
