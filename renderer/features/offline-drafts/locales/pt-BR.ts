/** Strings of the registrations sent while the server did not answer (issue 46), in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  count_one: '{{count}} cadastro esperando o servidor',
  count_other: '{{count}} cadastros esperando o servidor',
  panel: {
    title: 'Cadastros esperando o servidor',
    text: 'Feitos sem conexão. Confira cada um com o servidor e envie com um clique; nada é enviado sozinho.',
    offline: 'Sem conexão com o servidor: “Conferir” e “Enviar” voltam quando ele responder.',
    savedAt: 'guardado em {{when}}',
  },
  memoryOnly: {
    short: 'Guardados só até fechar o aplicativo',
    panel:
      'Guardados só até fechar o aplicativo: este computador não tem cofre de senhas do sistema para cifrá-los no disco. Confira e envie antes de fechar.',
  },
  action: {
    check: 'Conferir',
    send: 'Enviar',
    discard: 'Descartar',
    confirmDiscard: 'Descartar mesmo',
    review: 'Revisar',
    openExisting: 'Abrir cadastro {{pk}}',
  },
  reason: {
    offline: 'Sem conexão com o servidor',
    checkFirst: 'Confira antes de enviar',
    blocked: 'Resolva o que a conferência apontou',
  },
  problem: {
    duplicateDocument: 'Este {{document}} já é do cliente {{pk}} – {{name}}: abra esse cadastro em vez de criar outro.',
    duplicateUsername: 'O usuário deste cadastro já é do cliente {{pk}} – {{name}}: revise e escolha outro.',
    changed: 'Mudou no servidor desde que você abriu: {{fields}}. Revise antes de enviar.',
    removed: 'Este cliente não existe mais no servidor: não há onde gravar estas alterações.',
    otherField: 'outro campo',
    unknownName: 'nome não lido',
  },
  state: {
    checking: 'Conferindo com o servidor…',
    clear: 'Conferido: nada impede o envio.',
    sending: 'Enviando…',
    noAnswer: 'O servidor não respondeu; nada foi enviado. Confira de novo antes de enviar.',
    needsForm: 'Falta digitar de novo a senha ou corrigir um campo: abra o cadastro em “Revisar”.',
    refused: 'O servidor recusou o envio: {{message}}',
  },
  sent: {
    title: 'Enviado',
    create: 'Cliente {{name}} cadastrado (nº {{pk}}).',
    edit: 'Cadastro de {{name}} salvo.',
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'offline-drafts': typeof ptBR;
  }
}
