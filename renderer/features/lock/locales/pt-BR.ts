/** Strings of the idle lock, the sign-out confirmation and the privacy settings, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  screen: {
    title: 'Provider Desk está bloqueado',
    text: 'O aplicativo foi bloqueado para proteger os dados dos clientes. Digite a senha de {{user}} para continuar de onde parou: formulários, rascunhos e abas abertas continuam como estavam.',
    reasonIdle: 'Bloqueado depois de {{minutes}} min sem uso.',
    reasonIdleSeconds: 'Bloqueado depois de {{seconds}} s sem uso.',
    reasonSystem: 'Bloqueado porque o computador foi bloqueado ou suspenso.',
    reasonManual: 'Bloqueado a seu pedido.',
    password: 'Senha',
    unlock: 'Desbloquear',
    signOut: 'Sair',
    wrongPassword: 'Senha incorreta. Confira se o Caps Lock está ligado e digite de novo.',
    rateLimited: 'Muitas tentativas erradas. Aguarde {{seconds}} s e tente de novo.',
    offline:
      'O servidor não respondeu e esta sessão não guardou como conferir a senha sem ele. Verifique a conexão e tente de novo, ou saia.',
    failed: 'Não foi possível desbloquear: {{message}}',
    offlineNote: 'Sem conexão com o servidor: a senha é conferida neste computador.',
  },
  lockNow: 'Bloquear agora',
  signOut: {
    button: 'Sair',
    title: 'Sair do Provider Desk?',
    text: 'A sessão neste servidor termina e os dados de clientes em memória são apagados.',
    drafts_one: 'Você tem {{count}} rascunho não enviado.',
    drafts_other: 'Você tem {{count}} rascunhos não enviados.',
    keepDrafts: 'Manter meus rascunhos neste computador',
    keepDraftsHint: 'Ficam guardados de forma cifrada e expiram em {{days}} dias. Desmarcado, eles são apagados agora.',
    cancel: 'Cancelar',
    confirm: 'Sair',
  },
  settings: {
    title: 'Privacidade',
    hint: 'Bloqueio por inatividade e rascunhos de formulários, que podem conter dados pessoais (LGPD).',
    idleMinutes: 'Bloquear depois de (minutos sem uso)',
    idlePinned: 'Definido pela política da TI ({{minutes}} min).',
    draftDays: 'Apagar rascunhos depois de (dias)',
    keepDrafts: 'Manter os rascunhos ao sair (a confirmação de saída começa marcada)',
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    lock: typeof ptBR;
  }
}
