import type { FeatureLocales } from '../../i18n/locale-types.ts';

/** Strings of the drafts kept while typing. */
export const locales: FeatureLocales = {
  'pt-BR': {
    guard: {
      title: 'Fechar sem salvar?',
      text: 'Há alterações não salvas neste formulário.',
      keepDraft: 'Fechar e guardar rascunho',
      discard: 'Descartar alterações',
      stay: 'Continuar editando',
    },
    offer: {
      title: 'Rascunhos não salvos',
      text: 'Estes formulários ficaram abertos sem salvar (o aplicativo foi fechado, a página recarregada ou a sessão expirou).',
      savedAt: 'digitado em {{when}}',
      continue: 'Continuar',
      discard: 'Descartar',
      later: 'Depois',
      cannotOpen: 'Abra a tela deste formulário para continuar o rascunho.',
    },
    banner: {
      title: 'Há um rascunho deste formulário',
      text: 'Digitado em {{when}}. Restaurar o que foi digitado?',
      restore: 'Restaurar',
      discard: 'Descartar rascunho',
    },
  },
  en: {
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
  },
};
