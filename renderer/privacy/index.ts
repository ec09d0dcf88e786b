// The privacy layer's public surface (below the features, beside grid, format and api): masking of personal
// data on screen and in exports, "Revelar" per field, and the masking policy. Features import this file.
export { MaskedValue } from './masked-value.tsx';
export { RevealScope } from './reveal-scope.tsx';
export { personalFieldText } from './personal-text.ts';
export { maskedText } from './mask-text.ts';
export { maskKindOfField, maskKindOfLogin } from './masked-fields.ts';
export { privacyStateKey, useMaskingPolicy, usePrivacyView } from './masking-policy.ts';
export { isMasked, type MaskingPolicy } from './masking-rules.ts';
export { journalExport, journalReveal } from './audit-events.ts';
export { formRevealFields, journalFormReveal } from './form-reveal.ts';
export { maskEverything } from './masking-rules.ts';
