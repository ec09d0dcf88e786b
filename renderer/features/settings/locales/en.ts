import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the settings screen, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
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
} as const satisfies Translation<typeof ptBR>;
