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
  share: {
    failed: 'A fatura não foi enviada: {{message}}',
  },
  line: 'Linha digitável',
  invalidBarcode: 'Código de barras inválido (dígito verificador não confere): a linha digitável não pode ser copiada.',
  invalidPix: 'Código PIX inválido (não é um BR Code ou o CRC não confere): não pode ser copiado.',
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
