/** Strings used across screens, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  appName: 'Provider Desk',
  loading: 'Carregando…',
  retry: 'Tentar de novo',
  cancel: 'Cancelar',
  close: 'Fechar',
  save: 'Salvar',
  settingsSaveFailed: 'Não foi possível guardar a configuração: {{message}}',
  // A read answered from this computer's local copy (issue 46): when its oldest row was fetched.
  dataAge: {
    today: 'dados de {{time}}',
    yesterday: 'dados de ontem, {{time}}',
    older: 'dados de {{date}}, {{time}}',
    hint: 'Cópia local deste computador, buscada nessa hora: o servidor não respondeu, ou ainda não respondeu.',
    hintShown: 'Lido do servidor nessa hora, antes de a conexão cair: pode ter mudado desde então.',
  },
  // The same moment inside a sentence of another screen ("… da cópia local de {{when}} …").
  when: { today: '{{time}}', yesterday: 'ontem, {{time}}', older: '{{date}}, {{time}}' },
  elapsed: {
    minutes_one: 'há {{count}} min',
    minutes_other: 'há {{count}} min',
    hours_one: 'há {{count}} h',
    hours_other: 'há {{count}} h',
    days_one: 'há {{count}} dia',
    days_other: 'há {{count}} dias',
  },
  // What each error code means and what to do (the message itself comes from main).
  errors: {
    NETWORK: { title: 'Sem comunicação com o servidor', help: 'Verifique a conexão com a internet e tente de novo.' },
    CERT_UNTRUSTED: {
      title: 'Certificado não confiável',
      help: 'Confirme a impressão digital com o provedor antes de fixá-la no perfil do servidor.',
    },
    SERVER_UNAVAILABLE: { title: 'Servidor indisponível', help: 'Tente de novo em instantes.' },
    COOKIE_REFUSED: {
      title: 'Cookie da sessão recusado',
      help: 'O servidor aceitou o login, mas o cookie da sessão não vale para o endereço do perfil: use “Testar conexão” no perfil para ver o que corrigir.',
    },
    BASIC_UNSUPPORTED: {
      title: 'Autenticação Basic não aceita',
      help: 'Edite o servidor e escolha “Sessão (login)” em Autenticação.',
    },
    SERVER_BUSY: { title: 'Servidor ocupado', help: 'Nada foi alterado; tente de novo em instantes.' },
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
    LOCKED: {
      title: 'Aplicativo bloqueado',
      help: 'Desbloqueie com a sua senha; se era uma gravação, confira se ela foi feita antes de repetir.',
    },
    INTERNAL: { title: 'Erro do aplicativo', help: 'Copie o diagnóstico (Configurações) e envie ao suporte.' },
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    common: typeof ptBR;
  }
}
