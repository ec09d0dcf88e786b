import type { FeatureLocales } from '../../i18n/locale-types.ts';

/** Strings used across screens. */
export const locales: FeatureLocales = {
  'pt-BR': {
    appName: 'Provider Desk',
    loading: 'Carregando…',
    retry: 'Tentar de novo',
    cancel: 'Cancelar',
    close: 'Fechar',
    save: 'Salvar',
  },
  en: {
    appName: 'Provider Desk',
    loading: 'Loading…',
    retry: 'Try again',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
  },
};
