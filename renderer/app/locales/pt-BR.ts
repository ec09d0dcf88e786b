/** Strings of the shell: navigation, top bar, start-up, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
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
  linkNotice: {
    'mail-text-copied': {
      title: 'Mensagem copiada: cole no e-mail',
      message:
        'O texto era grande demais para ir junto no e-mail. O e-mail abriu sem o texto, que foi copiado: clique no corpo da mensagem e cole (Ctrl+V).',
    },
    'whatsapp-text-copied': {
      title: 'Mensagem copiada: cole na conversa',
      message:
        'O texto era grande demais para ir junto para o WhatsApp. A conversa abriu sem o texto, que foi copiado: clique na caixa de mensagem e cole (Ctrl+V).',
    },
    'link-not-opened': {
      title: 'O link não pôde ser aberto',
      message: 'Este computador não abriu o link. O texto da mensagem foi copiado: cole (Ctrl+V) onde for enviá-lo.',
    },
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    app: typeof ptBR;
  }
}
