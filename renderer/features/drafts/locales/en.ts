import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the drafts kept while typing, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  guard: {
    title: 'Close without saving?',
    text: 'This form has unsaved changes.',
    keepDraft: 'Close and keep a draft',
    discard: 'Discard changes',
    stay: 'Keep editing',
  },
  offer: {
    title: 'Unsaved drafts',
    text: 'These forms were left open without saving (the app was closed, the page reloaded or the session expired).',
    savedAt: 'typed on {{when}}',
    continue: 'Continue',
    discard: 'Discard',
    later: 'Later',
    cannotOpen: 'Open this form’s screen to continue the draft.',
  },
  banner: {
    title: 'This form has a draft',
    text: 'Typed on {{when}}. Restore what was typed?',
    restore: 'Restore',
    discard: 'Discard draft',
  },
} as const satisfies Translation<typeof ptBR>;
