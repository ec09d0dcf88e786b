import type { FeatureLocales } from '../../i18n/locale-types.ts';

/** Strings of the settings screen. */
export const locales: FeatureLocales = {
  'pt-BR': {
    title: 'Configurações',
    appearance: 'Aparência',
    language: 'Idioma',
    languages: { 'pt-BR': 'Português (Brasil)', en: 'English' },
    theme: 'Tema',
    themes: { system: 'Do sistema', light: 'Claro', dark: 'Escuro' },
    zoom: 'Tamanho da interface',
    zoomHint: 'Aumente se o texto estiver pequeno; diminua para ver mais linhas.',
    servers: 'Servidores',
    serversHint:
      'Os servidores do provedor em que você entra. A senha só fica guardada se você marcou “Manter conectado”.',
    support: 'Suporte',
    supportHint:
      'Copia versão, sistema, servidor em uso e os últimos erros (nunca senhas ou dados de clientes) para enviar ao suporte.',
    copyDiagnostics: 'Copiar diagnóstico',
    copied: 'Diagnóstico copiado para a área de transferência.',
    copyFailed: 'Não foi possível copiar automaticamente. Selecione o texto abaixo e copie com Ctrl+C.',
    diagnosticsText: 'Diagnóstico',
  },
  en: {
    title: 'Settings',
    appearance: 'Appearance',
    language: 'Language',
    languages: { 'pt-BR': 'Português (Brasil)', en: 'English' },
    theme: 'Theme',
    themes: { system: 'System', light: 'Light', dark: 'Dark' },
    zoom: 'Interface size',
    zoomHint: 'Make it larger if the text is small; smaller to see more rows.',
    servers: 'Servers',
    serversHint: 'The provider’s servers you sign in to. A password is kept only if you ticked “Keep me signed in”.',
    support: 'Support',
    supportHint:
      'Copies the version, system, server in use and the last errors (never passwords or customer data) to send to support.',
    copyDiagnostics: 'Copy diagnostics',
    copied: 'Diagnostics copied to the clipboard.',
    copyFailed: 'Could not copy automatically. Select the text below and copy it with Ctrl+C.',
    diagnosticsText: 'Diagnostics',
  },
};
