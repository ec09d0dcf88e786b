import type { SessionState } from '../../shared/ipc/contract.ts';
import type { AuditChange } from '../../shared/ipc/audit-schema.ts';
import { maskKinds, type MaskKind } from '../../shared/privacy/masks.ts';
import type { AuditStore } from '../audit/audit-store.ts';
import type { Operations } from '../operations/operation-types.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import { readUpdatePolicy } from '../update/update-policy.ts';
import { privacyViewOf } from './privacy-view.ts';

/** What a change of masking needs: the settings, the journal, who is signed in, the lock, and the password check. */
export interface PrivacyChangeDeps {
  settings: SettingsStore;
  audit: AuditStore;
  session: () => SessionState;
  /** Whether the app is locked now (nothing changes under the lock). */
  locked: () => boolean;
  /** Checks the signed-in operator's password as the lock screen does; throws AUTH_FAILED or RATE_LIMITED. */
  checkPassword: (password: string, signal?: AbortSignal) => Promise<void>;
  /** Where IT's policy file is looked for. */
  policyPaths: () => readonly string[];
}

/** The kinds masked by the operator's own settings (IT's policy aside: what the operator's change does). */
function maskedBy(settings: {
  maskPersonalData?: boolean | undefined;
  maskedFields?: readonly MaskKind[] | undefined;
}) {
  if (settings.maskPersonalData === false) return [];
  const chosen = settings.maskedFields ?? maskKinds;
  return maskKinds.filter((kind) => chosen.includes(kind));
}

const passwordNeeded = (): ProviderError =>
  new ProviderError('VALIDATION', 'showing personal data whole takes your password', {
    fieldErrors: [{ field: 'password', message: 'is required' }],
    ownWords: true,
  });

/**
 * `privacy:set`: a change of masking. Any change that shows a kind of personal data whole (masking off, a kind
 * unticked) takes the signed-in operator's password, checked by the lock screen's own check (a fresh login at the
 * server, its verifier when the server cannot be reached, the same wrong-password wait), and never under the lock.
 * Every change is journaled (kind `privacy.masking`, before and after) before it is saved; a change the journal
 * refuses is not saved. Why (issue 43): anyone at an unlocked desk could otherwise turn masking off unseen.
 */
export function privacyChangeOperations(deps: PrivacyChangeDeps): Pick<Operations, 'privacy:set'> {
  return {
    'privacy:set': async (args, { signal }) => {
      if (deps.locked())
        throw new ProviderError('UNAVAILABLE', 'the app is locked: unlock it with your password first', {
          ownWords: true,
        });
      const current = await deps.settings.get();
      const change = {
        ...(args.maskPersonalData === undefined ? {} : { maskPersonalData: args.maskPersonalData }),
        ...(args.maskedFields === undefined ? {} : { maskedFields: args.maskedFields }),
      };
      const before = maskedBy(current);
      const after = maskedBy({ ...current, ...change });
      const state = deps.session();
      const operator = state.signedIn && state.profileId && state.username ? state : undefined;
      if (before.some((kind) => !after.includes(kind))) {
        if (!operator) throw new ProviderError('NOT_SIGNED_IN');
        if (args.password === undefined) throw passwordNeeded();
        await deps.checkPassword(args.password, signal);
      }
      const changes: AuditChange[] = [];
      const enabledBefore = current.maskPersonalData ?? true;
      const enabledAfter = change.maskPersonalData ?? enabledBefore;
      if (enabledBefore !== enabledAfter)
        changes.push({ field: 'maskPersonalData', before: String(enabledBefore), after: String(enabledAfter) });
      const kindsBefore = maskedBy({ maskedFields: current.maskedFields });
      const kindsAfter = maskedBy({ maskedFields: change.maskedFields ?? current.maskedFields });
      if (kindsBefore.join() !== kindsAfter.join())
        changes.push({ field: 'maskedFields', before: kindsBefore.join(','), after: kindsAfter.join(',') });
      // Why journaled first: a change that shows data whole must be on record before it holds.
      if (changes.length > 0 && operator?.profileId && operator.username)
        await deps.audit.append({
          operator: operator.username,
          profileId: operator.profileId,
          kind: 'privacy.masking',
          changes,
        });
      const saved = await deps.settings.set(change);
      return privacyViewOf(saved, await readUpdatePolicy(deps.policyPaths()));
    },
  };
}
