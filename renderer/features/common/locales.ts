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
    settingsSaveFailed: 'Não foi possível guardar a configuração: {{message}}',
    // What each error code means and what to do (the message itself comes from main).
    errors: {
      NETWORK: { title: 'Sem comunicação com o servidor', help: 'Verifique a conexão com a internet e tente de novo.' },
      TIMEOUT: {
        title: 'O servidor demorou demais',
        help: 'Tente de novo em instantes; se continuar, avise o suporte do provedor.',
      },
      CANCELLED: { title: 'Operação cancelada', help: 'Faça de novo quando quiser.' },
      SESSION_EXPIRED: { title: 'Sessão expirada', help: 'Digite a senha na janela que se abriu para continuar.' },
      AUTH_FAILED: { title: 'Usuário ou senha incorretos', help: 'Confira o usuário e a senha.' },
      RATE_LIMITED: { title: 'Muitas tentativas', help: 'Aguarde o tempo indicado e tente de novo.' },
      ACCESS_DENIED: { title: 'Sem permissão', help: 'Peça acesso ao administrador do sistema do provedor.' },
      NOT_FOUND: { title: 'Não encontrado', help: 'Confira o endereço e o prefixo do servidor nas configurações.' },
      VALIDATION: { title: 'Dados inválidos', help: 'Corrija os campos indicados e tente de novo.' },
      SERVER: {
        title: 'Erro no servidor',
        help: 'Tente de novo; se continuar, copie o diagnóstico (Configurações) para o suporte.',
      },
      PROTOCOL: {
        title: 'Resposta inesperada do servidor',
        help: 'Confira o endereço do servidor; se estiver certo, copie o diagnóstico (Configurações) para o suporte.',
      },
      NOT_SIGNED_IN: { title: 'Você não entrou', help: 'Entre em um servidor para continuar.' },
      UNAVAILABLE: { title: 'Indisponível', help: 'Este recurso não existe neste modo do aplicativo.' },
      INTERNAL: { title: 'Erro do aplicativo', help: 'Copie o diagnóstico (Configurações) e envie ao suporte.' },
    },
  },
  en: {
    appName: 'Provider Desk',
    loading: 'Loading…',
    retry: 'Try again',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    settingsSaveFailed: 'Could not keep the setting: {{message}}',
    errors: {
      NETWORK: { title: 'No connection to the server', help: 'Check the internet connection and try again.' },
      TIMEOUT: {
        title: 'The server took too long',
        help: 'Try again in a moment; if it keeps happening, tell the provider’s support.',
      },
      CANCELLED: { title: 'Cancelled', help: 'Do it again whenever you want.' },
      SESSION_EXPIRED: { title: 'Session expired', help: 'Type the password in the dialog that opened to go on.' },
      AUTH_FAILED: { title: 'Wrong user name or password', help: 'Check the user name and the password.' },
      RATE_LIMITED: { title: 'Too many attempts', help: 'Wait the time shown and try again.' },
      ACCESS_DENIED: { title: 'Not allowed', help: 'Ask the administrator of the provider’s system for access.' },
      NOT_FOUND: { title: 'Not found', help: 'Check the server’s address and path prefix in the settings.' },
      VALIDATION: { title: 'Invalid data', help: 'Correct the fields named and try again.' },
      SERVER: {
        title: 'Server error',
        help: 'Try again; if it keeps happening, copy the diagnostics (Settings) for support.',
      },
      PROTOCOL: {
        title: 'Unexpected answer from the server',
        help: 'Check the server’s address; if it is right, copy the diagnostics (Settings) for support.',
      },
      NOT_SIGNED_IN: { title: 'Not signed in', help: 'Sign in to a server to go on.' },
      UNAVAILABLE: { title: 'Not available', help: 'This does not exist in this mode of the app.' },
      INTERNAL: { title: 'Error of the app', help: 'Copy the diagnostics (Settings) and send them to support.' },
    },
  },
};
