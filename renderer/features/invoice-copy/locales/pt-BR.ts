/** Strings of the invoice's second copy (namespace `invoice-copy`), in Portuguese (Brazil): the type of every `t()` key. */
export const ptBR = {
  actions: {
    label: 'Segunda via da fatura {{id}}',
    copyPix: 'Copiar PIX',
    copyLine: 'Copiar linha digitável',
    print: 'Imprimir boleto',
    whatsApp: 'Enviar por WhatsApp',
    whatsAppTo: 'Enviar por WhatsApp para…',
    email: 'Enviar por e-mail',
  },
  // An invoice listed from the local copy (issue 46): its fetch time beside the actions, a warning past invoiceStaleMinutes.
  fromCopy: {
    note: 'Da cópia local de {{when}} ({{elapsed}}).',
    title: 'Fatura da cópia local',
    pix: 'Este PIX é da cópia local de {{when}} ({{elapsed}}). Pode ter sido pago ou substituído: confirme com o cliente.',
    line: 'Esta linha digitável é da cópia local de {{when}} ({{elapsed}}). Pode ter sido paga ou substituída: confirme com o cliente.',
    send: 'Esta fatura é da cópia local de {{when}} ({{elapsed}}). Pode ter sido paga ou substituída: confirme com o cliente antes de entregá-la.',
    proceed: 'Continuar mesmo assim',
  },
  share: {
    failed: 'A fatura não foi enviada: {{message}}',
  },
  line: 'Linha digitável',
  invalidBarcode: 'Código de barras inválido (dígito verificador não confere): a linha digitável não pode ser copiada.',
  pix: {
    receiver: 'PIX para {{name}} ({{city}}): {{key}}',
    keyKinds: {
      cpf: 'chave CPF {{key}}',
      cnpj: 'chave CNPJ {{key}}',
      phone: 'chave telefone {{key}}',
      email: 'chave e-mail {{key}}',
      random: 'chave aleatória {{key}}',
    },
    location: 'cobrança gerada pelo banco em {{host}}',
    noAmount: 'O código não traz o valor: o cliente digita {{amount}} no aplicativo do banco.',
    refused: {
      invalid:
        'O código PIX enviado pelo servidor está com defeito (fora das regras do Banco Central): ele não será copiado nem enviado ao cliente. Use a linha digitável ou peça ao financeiro um novo código.',
      amountDiffers:
        'O código PIX cobra {{code}}, mas a fatura é de {{invoice}}: ele não será copiado nem enviado ao cliente. Avise o financeiro.',
      amountUnknown:
        'O código PIX cobra {{code}}, mas a fatura não informa o valor para conferir: ele não será copiado nem enviado ao cliente.',
    },
  },
  copied: {
    pix: 'Código PIX copiado. A área de transferência será limpa em {{seconds}} s.',
    line: 'Linha digitável copiada. A área de transferência será limpa em {{seconds}} s.',
    failed: 'Não foi possível copiar: {{message}}',
  },
  boleto: {
    title: 'Boleto — segunda via',
    beneficiary: 'Beneficiário',
    payer: 'Pagador',
    due: 'Vencimento',
    amount: 'Valor do documento',
    ourNumber: 'Nosso número',
    invoice: 'Fatura',
    line: 'Linha digitável',
    barcode: 'Código de barras',
    pix: 'Pague com PIX',
    pixHint: 'Aponte a câmera do aplicativo do banco para o QR Code ou use o PIX copia e cola:',
    qrLoading: 'Gerando o QR Code…',
    qrFailed: 'Não foi possível gerar o QR Code.',
    print: 'Imprimir',
    savePdf: 'Salvar PDF',
    saved: 'PDF do boleto salvo.',
    saveFailed: 'Não foi possível salvar o PDF: {{message}}',
    close: 'Fechar',
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it (renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'invoice-copy': typeof ptBR;
  }
}
