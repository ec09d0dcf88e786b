import type { FeatureLocales } from '../../i18n/locale-types.ts';

/** Strings of the server profiles: the picker, the form and the list. */
export const locales: FeatureLocales = {
  'pt-BR': {
    profile: 'Servidor',
    add: 'Adicionar servidor',
    edit: 'Editar servidor',
    remove: 'Remover servidor',
    demoName: 'Demonstração (neste computador)',
    form: {
      addTitle: 'Novo servidor',
      editTitle: 'Editar servidor',
      name: 'Nome',
      nameHint: 'Como você reconhece este servidor, por exemplo Matriz ou Filial Centro.',
      adminUrl: 'Endereço da área administrativa',
      adminUrlHint: 'http:// ou https://, com porta se houver, por exemplo https://erp.provedor.com.br:8080',
      adminPrefix: 'Prefixo administrativo',
      adminPrefixHint: 'Quase sempre admin_ctl.',
      clientUrl: 'Endereço da área do cliente',
      clientUrlHint: 'Opcional; necessário para abrir a área de um cliente.',
      username: 'Usuário padrão',
      pinnedCertSha256: 'Certificado fixado (SHA-256)',
      pinHint:
        'Opcional. Só para um servidor com certificado próprio (autoassinado): a impressão digital SHA-256 que o provedor informou, 64 dígitos hexadecimais, com ou sem dois-pontos. Os endereços deste servidor passam a aceitar exatamente esse certificado e nenhum outro.',
      auth: 'Autenticação',
      authHint:
        'Quase sempre Sessão: o aplicativo entra uma vez e o servidor guarda a sessão. Escolha Basic só se o provedor disser que o servidor pede usuário e senha em cada pedido (autenticação HTTP Basic); a senha fica então só neste computador, e fica guardada, cifrada pelo sistema, apenas se você marcar “Manter conectado”.',
      authModes: { session: 'Sessão (login)', basic: 'HTTP Basic' },
      saveFailed: 'Não foi possível salvar o servidor.',
      preset: 'Preencher com o modelo',
      presetHint:
        'Preenche o prefixo e as portas usuais (8080 para a área administrativa, 80 para a do cliente); tudo pode ser mudado depois.',
      presets: { interface: 'Interface padrão (admin_ctl)', deployed: 'Produto implantado (controllrctl)' },
    },
    test: {
      title: 'Testar conexão',
      password: 'Senha para o teste',
      passwordHint: 'Opcional: com ela o teste também entra no servidor. Não é guardada.',
      run: 'Testar conexão',
      results: 'Resultado do teste de conexão',
    },
    errors: {
      required: 'Preencha este campo.',
      tooLong: 'Texto longo demais.',
      badAddress: 'Use um endereço http:// ou https:// (servidor, porta e caminho opcionais; sem usuário, ? ou #).',
      badPrefix: 'Use um ou mais trechos de letras, números, _ e -, separados por /.',
      badPin: 'Use a impressão digital SHA-256: 64 dígitos hexadecimais (0–9, A–F), com ou sem dois-pontos.',
      invalid: 'Valor inválido.',
    },
    confirmRemove: {
      title: 'Remover o servidor {{name}}?',
      text: 'O perfil, a senha e a sessão guardadas para ele são apagados deste computador, e a sessão é encerrada no servidor. Os dados no servidor não mudam.',
      confirm: 'Remover',
    },
    cleartext: {
      formTitle: 'Endereço sem criptografia',
      formText:
        'Com http:// para um servidor fora deste computador, as senhas e os dados dos clientes trafegam sem criptografia e podem ser lidos por quem estiver na rede. Use https:// se o servidor oferecer.',
      badge: 'Sem criptografia',
      badgeHint:
        'Este servidor usa http://: senhas e dados dos clientes trafegam sem criptografia. Peça ao provedor um endereço https://.',
    },
    list: {
      caption: 'Servidores cadastrados',
      name: 'Nome',
      address: 'Endereço',
      user: 'Usuário',
      actions: 'Ações',
      passwordKept: 'senha guardada',
      builtIn: 'embutido',
      basic: 'HTTP Basic',
      demoAddress: 'Neste computador, iniciado pelo aplicativo',
    },
  },
  en: {
    profile: 'Server',
    add: 'Add a server',
    edit: 'Edit the server',
    remove: 'Remove the server',
    demoName: 'Demo (on this computer)',
    form: {
      addTitle: 'New server',
      editTitle: 'Edit server',
      name: 'Name',
      nameHint: 'How you recognise this server, such as Head office or Downtown branch.',
      adminUrl: 'Administrative area address',
      adminUrlHint: 'http:// or https://, with a port if any, such as https://erp.provider.com:8080',
      adminPrefix: 'Administrative path prefix',
      adminPrefixHint: 'Nearly always admin_ctl.',
      clientUrl: 'Client area address',
      clientUrlHint: 'Optional; needed to open a customer’s area.',
      username: 'Default user name',
      pinnedCertSha256: 'Pinned certificate (SHA-256)',
      pinHint:
        'Optional. Only for a server with its own (self-signed) certificate: the SHA-256 fingerprint the provider gave you, 64 hex digits, with or without colons. This server’s addresses then accept exactly that certificate and no other.',
      auth: 'Authentication',
      authHint:
        'Nearly always Session: the app signs in once and the server keeps the session. Choose Basic only if the provider says the server asks for the user name and password on every request (HTTP Basic authentication); the password then stays on this computer only, and is kept, encrypted by the system, only if you tick “Keep me signed in”.',
      authModes: { session: 'Session (login)', basic: 'HTTP Basic' },
      saveFailed: 'Could not save the server.',
      preset: 'Fill in from a template',
      presetHint:
        'Fills in the prefix and the usual ports (8080 for the administrative area, 80 for the client area); everything can be changed afterwards.',
      presets: { interface: 'Standard interface (admin_ctl)', deployed: 'Deployed product (controllrctl)' },
    },
    test: {
      title: 'Test connection',
      password: 'Password for the test',
      passwordHint: 'Optional: with it the test also signs in to the server. It is not kept.',
      run: 'Test connection',
      results: 'Connection test result',
    },
    errors: {
      required: 'Fill in this field.',
      tooLong: 'The text is too long.',
      badAddress: 'Use an http:// or https:// address (host, optional port and path; no user, ? or #).',
      badPrefix: 'Use one or more parts of letters, digits, _ and -, separated by /.',
      badPin: 'Use the SHA-256 fingerprint: 64 hex digits (0–9, A–F), with or without colons.',
      invalid: 'Invalid value.',
    },
    confirmRemove: {
      title: 'Remove the server {{name}}?',
      text: 'The profile and the password and session kept for it are deleted from this computer, and the session is ended on the server. No data changes on the server.',
      confirm: 'Remove',
    },
    cleartext: {
      formTitle: 'Unencrypted address',
      formText:
        'With http:// to a server outside this computer, passwords and customers’ data travel unencrypted and anyone on the network can read them. Use https:// if the server offers it.',
      badge: 'Unencrypted',
      badgeHint:
        'This server uses http://: passwords and customers’ data travel unencrypted. Ask the provider for an https:// address.',
    },
    list: {
      caption: 'Saved servers',
      name: 'Name',
      address: 'Address',
      user: 'User',
      actions: 'Actions',
      passwordKept: 'password kept',
      builtIn: 'built in',
      basic: 'HTTP Basic',
      demoAddress: 'On this computer, started by the app',
    },
  },
};
