import { maskKinds, type MaskKind } from '../../shared/privacy/masks.ts';

/** What is masked on this machine: masking on or off, and which kinds of personal data. */
export interface MaskingPolicy {
  enabled: boolean;
  kinds: readonly MaskKind[];
}

/** Every kind masked: the policy before the setting is read, and whenever it cannot be (fail closed). */
export const maskEverything: MaskingPolicy = Object.freeze({ enabled: true, kinds: maskKinds });

/** True when values of this kind are shown masked under `policy`. */
export function isMasked(policy: MaskingPolicy, kind: MaskKind | undefined): kind is MaskKind {
  return kind !== undefined && policy.enabled && policy.kinds.includes(kind);
}
