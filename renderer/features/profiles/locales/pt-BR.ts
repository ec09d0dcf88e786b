/** Strings of the server profiles: the picker, the form and the list, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
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
  codes: {
    title: 'Significado dos códigos',
    intro:
      'O servidor envia situações e tipos como números (numa fatura, 2 pode ser “cancelada”). Escreva aqui o que cada número significa neste servidor: as telas mostram essas palavras. Um código sem significado não aparece; numa situação, aparece como “não informado pelo servidor (N)”.',
    preset: 'Começar do modelo',
    presetHint:
      'Trocar o modelo refaz a tabela abaixo. Os significados do modelo aparecem no idioma de quem lê; os que você escrever, como você escreveu.',
    presets: {
      none: 'Nenhum (tabela vazia)',
      service: 'Serviço do Provider Desk',
      controllr: 'Painel Controllr (só o documentado)',
    },
    controllrNote:
      'Do painel Controllr só estão documentados os códigos da situação do contrato e da criptografia do Wi-Fi. Os das faturas, das conexões e das ordens de suporte, escreva conforme o seu painel.',
    field: {
      invoice_state: 'Fatura: situação',
      invoice_type: 'Fatura: tipo',
      invoice_obs: 'Fatura: observação',
      contract_status: 'Contrato: situação',
      network_cpe_status: 'Conexão: situação',
      network_cpe_mac_status: 'Conexão: situação do MAC',
      network_cpe_ip_status: 'Conexão: situação do IP',
      network_cpe_authentication_type: 'Conexão: tipo de autenticação',
      network_cpe_lending: 'Conexão: comodato',
      network_cpe_wifi_encryption_type: 'Conexão: criptografia do Wi-Fi',
      network_cpe_fiber: 'Conexão: fibra',
      network_cpe_req_origin: 'Conexão: origem do pedido',
      os_done: 'Ordem de suporte: situação',
    },
    count: '{{count}} com significado',
    code: 'Código',
    label: 'Significado',
    cancels: 'Cancela a fatura',
    cancelsHint: 'Uma fatura com este código aparece como Cancelada, nunca como Vencida.',
    add: 'Adicionar código',
    remove: 'Remover o código {{code}}',
    removeEmpty: 'Remover esta linha',
    invalid: 'Confira a tabela de significados dos códigos: há linhas com erro.',
    errors: {
      missingCode: 'Informe o código (um número).',
      badCode: 'Use um número inteiro, por exemplo 2.',
      repeated: 'Este código já está na tabela.',
      tooLong: 'No máximo 80 caracteres.',
    },
  },
  test: {
    checkFields: 'Confira os campos marcados em vermelho.',
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
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    profiles: typeof ptBR;
  }
}
