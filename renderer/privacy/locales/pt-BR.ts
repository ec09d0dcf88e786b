/** Strings of the masking of personal data, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  reveal: 'Revelar',
  revealField: 'Revelar {{field}}',
  revealHint: 'Alt+V revela o campo em foco; fica registrado no registro de atividades',
  revealing: 'Registrando…',
  revealFailed: 'O valor não foi mostrado: não foi possível registrá-lo no registro de atividades ({{message}}).',
  masked: 'mascarado',
  settings: {
    title: 'Dados pessoais',
    hint: 'CPF/CNPJ, RG/IE, telefones, e-mails, nascimento e número do endereço aparecem mascarados; "Revelar" mostra um campo de um cliente e fica no registro de atividades.',
    enabled: 'Mascarar dados pessoais nesta máquina',
    kinds: 'Campos mascarados',
    pinned: 'Definido pela política de TI ({{source}})',
    invalid: 'A política de TI ({{source}}) não é válida: todos os dados pessoais ficam mascarados até ser corrigida.',
    loadFailed: 'Não foi possível ler a configuração de mascaramento: tudo fica mascarado.',
    passwordHint: 'Desligar o mascaramento, ou de um campo, pede a sua senha e fica no registro de atividades.',
    everything: 'todos os dados pessoais',
    confirmTitle: 'Mostrar dados pessoais sem máscara',
    confirmText:
      'Digite a sua senha para mostrar sem máscara: {{what}}. A mudança fica no registro de atividades com o seu nome.',
    password: 'Sua senha',
    confirm: 'Mostrar sem máscara',
    cancel: 'Cancelar',
    wrongPassword: 'Senha incorreta.',
    rateLimited: 'Muitas tentativas erradas. Espere {{seconds}} s e tente de novo.',
    confirmFailed: 'Não foi possível confirmar a senha: {{message}}',
    saveFailed: 'O mascaramento não foi alterado: {{message}}',
  },
  shortcut: { reveal: 'Revelar o dado pessoal do campo em foco (fica registrado)' },
  export: {
    content: 'Dados pessoais no arquivo',
    masked: 'Mascarados (recomendado)',
    unmasked: 'Sem máscara',
    statementMasked:
      'O arquivo conterá dados pessoais mascarados (CPF/CNPJ, RG/IE, telefones, e-mails, nascimento, número).',
    statementUnmasked:
      'O arquivo conterá dados pessoais SEM máscara. Guarde-o com cuidado; a escolha fica no registro de atividades.',
    maskingOff: 'O mascaramento está desligado nesta máquina: o arquivo conterá dados pessoais sem máscara.',
    start: 'Exportar',
    cancel: 'Cancelar',
  },
  kinds: {
    taxId: 'CPF/CNPJ',
    idDocument: 'RG/IE',
    phone: 'Telefones',
    email: 'E-mails',
    birthDate: 'Data de nascimento',
    streetNumber: 'Número do endereço',
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    privacy: typeof ptBR;
  }
}
