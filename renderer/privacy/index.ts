// The privacy layer's public surface (below the features, beside grid, format and api): masking of personal
// data on screen and in exports, "Revelar" per field, and the masking policy. Features import this file.
export { MaskedValue, type MaskedValueProps } from './masked-value.tsx';
export { usePersonalValue, type PersonalValue, type PersonalValueInput } from './use-personal-value.ts';
export { RevealScope, useRevealScope, type RevealState } from './reveal-scope.tsx';
export { personalFieldText } from './personal-text.ts';
export { maskedText } from './mask-text.ts';
export { maskKindOfField, maskKindOfLogin, maskedClientFields } from './masked-fields.ts';
export { privacyStateKey, useMaskingPolicy, usePrivacyView } from './masking-policy.ts';
export { isMasked, maskEverything, type MaskingPolicy } from './masking-rules.ts';
export { isRevealShortcut, revealShortcutKeys } from './reveal-keys.ts';
export { journalExport, journalReveal, type ExportEvent, type RevealEvent } from './audit-events.ts';
