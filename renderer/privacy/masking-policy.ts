import { maskKinds, type MaskKind } from '../../shared/privacy/masks.ts';
import { createStore } from '../store/create-store.ts';
import { useStore } from '../store/use-store.ts';

/** What is masked on this machine: masking on or off, and which kinds of personal data. */
export interface MaskingPolicy {
  enabled: boolean;
  kinds: readonly MaskKind[];
}

/** Every kind masked: the policy before the setting is read, and whenever it cannot be (fail closed). */
export const maskEverything: MaskingPolicy = Object.freeze({ enabled: true, kinds: maskKinds });

// Why a store outside React: the grid's cells, the export and the palette read it from anywhere, and the
// setting that feeds it is read once per sign-in (renderer/privacy/use-privacy-sync.ts).
/** The masking policy in force for the page. */
export const maskingPolicyStore = createStore<MaskingPolicy>(maskEverything);

/** True when values of this kind are shown masked under `policy`. */
export function isMasked(policy: MaskingPolicy, kind: MaskKind | undefined): kind is MaskKind {
  return kind !== undefined && policy.enabled && policy.kinds.includes(kind);
}

/** The masking policy in force, rendering again when it changes. */
export function useMaskingPolicy(): MaskingPolicy {
  return useStore(maskingPolicyStore);
}
