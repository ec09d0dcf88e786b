/** Strings of the app's updates (top bar and settings), in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  section: 'Atualizações',
  sectionHint:
    'Versão instalada: {{version}}. As atualizações são baixadas sozinhas e instaladas ao reiniciar ou ao fechar o programa.',
  sectionHintManual:
    'Versão instalada: {{version}}. Esta instalação (pacote .deb) é atualizada pelo gerenciador de pacotes: o programa avisa quando há uma versão nova e diz onde baixá-la, mas não a instala.',
  versionOnly: 'Versão: {{version}}.',
  state: {
    idle: 'Nenhuma verificação feita ainda.',
    disabled: 'As atualizações estão desativadas.',
    unconfigured: 'Informe o endereço de atualizações para receber novas versões.',
    checking: 'Procurando atualizações…',
    'not-available': 'Você está com a versão mais recente.',
    available: 'Versão {{version}} disponível: baixando…',
    downloading: 'Baixando a versão {{version}}: {{percent}} %',
    downloaded: 'A versão {{version}} está pronta para instalar.',
    error: 'A atualização falhou: {{reason}}',
    manual:
      'A versão {{version}} está disponível. Esta instalação (pacote .deb) não se atualiza sozinha: baixe o pacote em {{url}} e instale-o com o gerenciador de pacotes (sudo apt install ./arquivo.deb), ou peça ao administrador.',
    downgrade:
      'Você está com a versão mais recente. O endereço de atualizações oferece a versão {{version}}, mais antiga que a instalada; versões anteriores nunca são instaladas.',
  },
  errors: {
    'feed-unreachable': 'o endereço de atualizações não respondeu ou não tem versões para este sistema.',
    'feed-invalid': 'o endereço de atualizações respondeu algo que não é uma lista de versões.',
    checksum: 'o arquivo baixado não confere com a lista de versões e foi descartado.',
    signature: 'o arquivo baixado não tem a assinatura do fornecedor e foi descartado.',
    'feed-unsigned': 'a lista de versões não tem a assinatura do Provider Desk, então nada foi baixado.',
    'feed-signature':
      'a assinatura da lista de versões não confere (a lista foi alterada ou assinada com outra chave), então nada foi baixado.',
    'feed-too-large':
      'o endereço de atualizações respondeu um arquivo muito maior que qualquer lista de versões, então a leitura parou e nada foi baixado.',
    'feed-refused':
      'o endereço de atualizações não é aceito: use https://, uma pasta compartilhada (file://) ou http:// só para este computador.',
    other: 'erro inesperado.',
  },
  errorDetail: 'Detalhe: {{message}}',
  nothingChanged: 'Nada foi alterado; a versão instalada continua funcionando.',
  notes: 'Novidades da versão {{version}}',
  feedUrl: 'Endereço de atualizações',
  feedUrlHint:
    'Servidor do provedor ou da matriz (https://) ou pasta compartilhada (file://). O programa pede confirmação numa janela própria antes de trocar o endereço.',
  feedProblems: {
    address: 'Isto não é um endereço. Use https://…, file://… ou http://localhost…',
    scheme: 'Use um endereço https://, uma pasta compartilhada (file://) ou http:// só para este computador.',
    'http-remote':
      'http:// só é aceito para este computador (localhost). Para um servidor da rede, use https:// ou uma pasta compartilhada (file://): assim ninguém no caminho consegue trocar as atualizações.',
  },
  feedNotConfirmed: 'A troca não foi confirmada; o endereço continua o mesmo.',
  saveFeed: 'Salvar endereço',
  channel: 'Canal',
  channels: { stable: 'Estável', beta: 'Beta (versões de teste)' },
  pinnedByPolicy: 'Definido pelo administrador em {{source}}.',
  disabledByPolicy: 'O administrador desativou as atualizações neste computador ({{source}}).',
  invalidPolicy:
    'A política de atualizações em {{source}} está com erro; as atualizações ficam desativadas até o administrador corrigi-la.',
  check: 'Procurar atualizações',
  restart: 'Reiniciar para atualizar',
  restartShort: 'Reiniciar para atualizar ({{version}})',
  downloadingShort: 'Atualização {{version}}: {{percent}} %',
  manualShort: 'Versão {{version}} disponível',
  unsavedBlocks:
    'Há um formulário com alterações não salvas. Salve ou descarte as alterações e depois reinicie; a atualização também será instalada quando você fechar o programa.',
  browserMode:
    'Esta cópia não se atualiza sozinha (modo navegador ou versão portátil): o aplicativo instalado é que recebe as atualizações.',
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    updates: typeof ptBR;
  }
}
