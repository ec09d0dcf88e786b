import type { FeatureLocales } from '../../i18n/locale-types.ts';

/** Strings of the embedded demo service. */
export const locales: FeatureLocales = {
  'pt-BR': {
    starting: 'Iniciando o servidor de demonstração…',
    seeding: 'Preparando dados de demonstração: {{done}} de {{total}} clientes',
    startingShort: 'Iniciando demonstração…',
    seedingShort: 'Demonstração: {{done}} de {{total}} clientes',
    failed: 'O servidor de demonstração não iniciou: {{message}}',
    logins: 'Acessos de demonstração',
    loginsText: 'Usuário {{user}}, senha {{password}}. Os dados são fictícios e ficam só neste computador.',
  },
  en: {
    starting: 'Starting the demo server…',
    seeding: 'Preparing demo data: {{done}} of {{total}} clients',
    startingShort: 'Starting the demo…',
    seedingShort: 'Demo: {{done}} of {{total}} clients',
    failed: 'The demo server did not start: {{message}}',
    logins: 'Demo logins',
    loginsText: 'User {{user}}, password {{password}}. The data is made up and stays on this computer.',
  },
};
