/** Strings of the branch office's local copy (issue 46): the offline banner and its settings section, in Portuguese (Brazil): the type of every `t()` key. */
export const ptBR = {
  banner: {
    offlineToday: 'Sem conexão com o servidor. A cópia local deste computador é de {{time}}.',
    offlineYesterday: 'Sem conexão com o servidor. A cópia local deste computador é de ontem, {{time}}.',
    offlineOlder: 'Sem conexão com o servidor. A cópia local deste computador é de {{date}}, {{time}}.',
    offlineCopy: 'Sem conexão com o servidor. Consultas vêm da cópia local deste computador.',
    offlineNoCopy: 'Sem conexão com o servidor. Este computador não guarda cópia local: só o que já está na tela.',
    offlineHint:
      'Cada tela diz de quando são seus dados. O aplicativo tenta de novo sozinho; o que precisa do servidor fica desligado até ele voltar.',
    reconnecting: 'O servidor está demorando a responder; o aplicativo continua tentando.',
  },
  section: {
    title: 'Cópia local (filiais)',
    hint: 'Guardada cifrada neste computador, para consultar clientes e faturas quando o servidor não responde. Nada é enviado ao servidor a partir dela.',
    summary_one: '{{clients}} clientes, {{count}} cliente com faturas, {{size}}',
    summary_other: '{{clients}} clientes, {{count}} clientes com faturas, {{size}}',
    refreshedToday: 'atualizada às {{time}}',
    refreshedYesterday: 'atualizada ontem às {{time}}',
    refreshedOlder: 'atualizada em {{date}} às {{time}}',
    neverRefreshed: 'ainda não lida por inteiro',
    refreshing: 'Atualizando: {{done}} de {{total}} clientes',
    noKeychain: 'Este computador não oferece um cofre de senhas do sistema: nenhuma cópia local é guardada.',
    policy: 'Desligada pela TI',
    signedOut: 'Entre em um servidor para ver a cópia local.',
    wipe: 'Apagar cópia local',
    wipeTitle: 'Apagar a cópia local?',
    wipeText:
      'Os clientes e as faturas guardados neste computador serão apagados. Sem conexão, nada poderá ser consultado até o servidor voltar; com conexão, a cópia é refeita aos poucos.',
    wipeConfirm: 'Apagar',
    wiped: 'Cópia local apagada.',
    wipeFailed: 'Não foi possível apagar a cópia local: {{message}}',
    cacheDays: 'Apagar a cópia após quantos dias sem uso',
    cacheDaysHint: 'De 1 a 365 dias.',
    staleMinutes: 'Avisar antes de copiar um PIX da cópia local com mais de (minutos)',
    staleMinutesHint: 'De 5 a 1440 minutos: depois disso a fatura pode ter sido paga ou substituída.',
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it (renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'local-copy': typeof ptBR;
  }
}
