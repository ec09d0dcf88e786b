import type { Language } from '../../shared/language.ts';

/** What the shell itself says in dialogs (the page has its own catalogues), in the two languages. */
export const shellWords = {
  'pt-BR': {
    startFailedTitle: 'O Provider Desk não pôde abrir',
    startFailed:
      'O aplicativo encontrou um erro ao iniciar e vai fechar. Abra-o de novo; se o erro continuar, envie ao suporte o arquivo de registro (log) indicado abaixo.',
    unresponsive: 'A janela do Provider Desk não está respondendo.',
    unresponsiveDetail:
      'Você pode esperar mais um pouco ou recarregar a janela. Rascunhos de formulários são guardados e voltam após recarregar.',
    reload: 'Recarregar',
    wait: 'Esperar',
    crashedAgain: 'A janela do Provider Desk parou de funcionar várias vezes seguidas.',
    crashedAgainDetail:
      'Recarregue para tentar de novo, ou feche o aplicativo. O registro (log) tem os detalhes para o suporte.',
    quit: 'Fechar o aplicativo',
  },
  en: {
    startFailedTitle: 'Provider Desk could not open',
    startFailed:
      'The app met an error while starting and will close. Open it again; if the error persists, send support the log file named below.',
    unresponsive: 'The Provider Desk window is not responding.',
    unresponsiveDetail:
      'You can wait a little longer or reload the window. Form drafts are kept and come back after the reload.',
    reload: 'Reload',
    wait: 'Wait',
    crashedAgain: 'The Provider Desk window stopped working several times in a row.',
    crashedAgainDetail: 'Reload to try again, or close the app. The log has the details for support.',
    quit: 'Close the app',
  },
} as const satisfies Record<Language, Record<string, string>>;
