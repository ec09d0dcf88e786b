import type { FeatureLocales } from '../../i18n/locale-types.ts';

/** Strings of the app's updates (top bar and settings). */
export const locales: FeatureLocales = {
  'pt-BR': {
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
  },
  en: {
    section: 'Updates',
    sectionHint:
      'Installed version: {{version}}. Updates download by themselves and install when you restart or close the app.',
    sectionHintManual:
      'Installed version: {{version}}. This installation (a .deb package) is updated by the package manager: the app says when a new version exists and where to download it, but does not install it.',
    versionOnly: 'Version: {{version}}.',
    state: {
      idle: 'No check made yet.',
      disabled: 'Updates are turned off.',
      unconfigured: 'Enter the update address to receive new versions.',
      checking: 'Checking for updates…',
      'not-available': 'You have the latest version.',
      available: 'Version {{version}} available: downloading…',
      downloading: 'Downloading version {{version}}: {{percent}} %',
      downloaded: 'Version {{version}} is ready to install.',
      error: 'The update failed: {{reason}}',
      manual:
        'Version {{version}} is available. This installation (a .deb package) does not update itself: download the package from {{url}} and install it with the package manager (sudo apt install ./file.deb), or ask the administrator.',
      downgrade:
        'You have the latest version. The update address offers version {{version}}, older than the installed one; earlier versions are never installed.',
    },
    errors: {
      'feed-unreachable': 'the update address did not answer or has no versions for this system.',
      'feed-invalid': 'the update address answered something that is not a list of versions.',
      checksum: 'the downloaded file does not match the list of versions and was discarded.',
      signature: 'the downloaded file is not signed by the publisher and was discarded.',
      'feed-unsigned': 'the list of versions does not carry Provider Desk’s signature, so nothing was downloaded.',
      'feed-signature':
        'the signature of the list of versions does not match (the list was changed or signed with another key), so nothing was downloaded.',
      'feed-refused':
        'the update address is not accepted: use https://, a shared folder (file://) or http:// only for this computer.',
      other: 'unexpected error.',
    },
    errorDetail: 'Detail: {{message}}',
    nothingChanged: 'Nothing was changed; the installed version keeps working.',
    notes: 'What is new in version {{version}}',
    feedUrl: 'Update address',
    feedUrlHint:
      'The provider’s or head office’s server (https://) or a shared folder (file://). The app asks for confirmation in a window of its own before changing the address.',
    feedProblems: {
      address: 'This is not an address. Use https://…, file://… or http://localhost…',
      scheme: 'Use an https:// address, a shared folder (file://) or http:// only for this computer.',
      'http-remote':
        'http:// is accepted only for this computer (localhost). For a server on the network, use https:// or a shared folder (file://), so nobody on the way can swap the updates.',
    },
    feedNotConfirmed: 'The change was not confirmed; the address stays as it was.',
    saveFeed: 'Save address',
    channel: 'Channel',
    channels: { stable: 'Stable', beta: 'Beta (test versions)' },
    pinnedByPolicy: 'Set by the administrator in {{source}}.',
    disabledByPolicy: 'The administrator turned updates off on this computer ({{source}}).',
    invalidPolicy: 'The update policy in {{source}} has an error; updates stay off until the administrator fixes it.',
    check: 'Check for updates',
    restart: 'Restart to update',
    restartShort: 'Restart to update ({{version}})',
    downloadingShort: 'Update {{version}}: {{percent}} %',
    manualShort: 'Version {{version}} available',
    unsavedBlocks:
      'A form has unsaved changes. Save or discard them, then restart; the update is also installed when you close the app.',
    browserMode:
      'This copy does not update itself (browser mode or the portable version): the installed app is the one that receives updates.',
  },
};
