import type { Settings } from '../../shared/ipc/contract.ts';
import type { PrivacyView } from '../../shared/ipc/privacy-schema.ts';
import { maskKinds } from '../../shared/privacy/masks.ts';
import type { PolicyResult } from '../update/update-policy.ts';

/**
 * Masking as the page applies it: IT's policy file (the update policy's `maskPersonalData`, `maskedFields`)
 * wins over the user's settings, which default to everything masked. Why an invalid policy masks everything:
 * a typo in IT's file must never turn masking off (fail closed), and the settings screen says the file is invalid.
 */
export function privacyViewOf(settings: Settings, policy: PolicyResult): PrivacyView {
  if (policy.kind === 'invalid')
    return {
      enabled: true,
      kinds: [...maskKinds],
      enabledPinned: true,
      kindsPinned: true,
      policySource: policy.source,
      policyInvalid: true,
    };
  const pinned = policy.kind === 'policy' ? policy.policy : undefined;
  const enabled = pinned?.maskPersonalData ?? settings.maskPersonalData ?? true;
  const chosen = pinned?.maskedFields ?? settings.maskedFields ?? maskKinds;
  return {
    enabled,
    // Why in the masks' own order, each once: the view reads the same whatever order a file or the page gave.
    kinds: maskKinds.filter((kind) => chosen.includes(kind)),
    enabledPinned: pinned?.maskPersonalData !== undefined,
    kindsPinned: pinned?.maskedFields !== undefined,
    policySource: policy.kind === 'policy' ? policy.source : null,
    policyInvalid: false,
  };
}
