/** Strings of the session: sign-in failures, the expired-session dialog, the connection state, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  signInErrors: {
    title: 'Não foi possível entrar',
    authFailed: 'Usuário ou senha incorretos. Confira o usuário e digite a senha de novo (maiúsculas contam).',
    unreachable:
      'Não foi possível falar com {{address}}. Verifique a conexão com a internet e o endereço do perfil; se o servidor estiver fora do ar, tente mais tarde.',
    wrongAddress:
      'O endereço respondeu, mas não como um servidor do provedor. Confira o endereço e o prefixo (por exemplo admin_ctl) no perfil.',
    rateLimited: 'Muitas tentativas erradas. Aguarde {{seconds}} s e tente de novo.',
    tryAgainNow: 'Você já pode tentar de novo.',
    refusedWithReason: 'O servidor recusou a entrada e disse: “{{reason}}”.',
    theServer: 'o servidor',
  },
  expired: {
    title: 'Sua sessão expirou',
    text: 'A sessão de {{user}} em {{profile}} terminou. Digite a senha para continuar de onde parou; nada do que você digitou se perde.',
    password: 'Senha',
    continue: 'Continuar',
    signOut: 'Sair',
  },
  connection: {
    label: 'Conexão com o servidor',
    online: 'Conectado',
    reconnecting: 'Servidor lento',
    offline: 'Sem conexão',
  },
  // Why one sentence for every action that needs the server (issue 46): the clerk learns it once, beside each button.
  needsServer: 'Precisa do servidor: sem conexão agora',
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    session: typeof ptBR;
  }
}
