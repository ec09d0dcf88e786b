import type { FeatureLocales } from '../i18n/locale-types.ts';

/** Strings of the shell: navigation, top bar, start-up. */
export const locales: FeatureLocales = {
  'pt-BR': {
    nav: {
      label: 'Navegação principal',
      dashboard: 'Painel',
      clients: 'Clientes',
      customerArea: 'Área do cliente',
      settings: 'Configurações',
    },
    topBar: {
      signedInAs: 'Usuário: {{user}}',
      profile: 'Perfil: {{profile}}',
      signOut: 'Sair',
      toDark: 'Usar tema escuro',
      toLight: 'Usar tema claro',
    },
    startup: {
      loading: 'Abrindo o Provider Desk…',
      failedTitle: 'O Provider Desk não conseguiu abrir',
      failedHelp:
        'O processo principal do aplicativo não respondeu. Tente de novo; se continuar, feche e abra o aplicativo.',
    },
    diagnosticsCopied: 'Diagnóstico copiado para a área de transferência.',
  },
  en: {
    nav: {
      label: 'Main navigation',
      dashboard: 'Dashboard',
      clients: 'Clients',
      customerArea: 'Customer area',
      settings: 'Settings',
    },
    topBar: {
      signedInAs: 'User: {{user}}',
      profile: 'Profile: {{profile}}',
      signOut: 'Sign out',
      toDark: 'Use the dark theme',
      toLight: 'Use the light theme',
    },
    startup: {
      loading: 'Opening Provider Desk…',
      failedTitle: 'Provider Desk could not open',
      failedHelp: 'The app’s main process did not answer. Try again; if it keeps failing, close and reopen the app.',
    },
    diagnosticsCopied: 'Diagnostics copied to the clipboard.',
  },
};
