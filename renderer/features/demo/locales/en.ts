import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the embedded demo service, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  starting: 'Starting the demo server…',
  seeding: 'Preparing demo data: {{done}} of {{total}} clients',
  ready: 'The demo server is ready.',
  startingShort: 'Starting the demo…',
  seedingShort: 'Demo: {{done}} of {{total}} clients',
  failed: 'The demo server did not start: {{message}}',
  logins: 'Demo logins',
  loginsText: 'User {{user}}, password {{password}}. The data is made up and stays on this computer.',
} as const satisfies Translation<typeof ptBR>;
