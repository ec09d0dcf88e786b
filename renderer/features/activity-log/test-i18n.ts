import i18next, { type i18n } from 'i18next';
import type { Language } from '../../../shared/language.ts';
import { featureResources } from '../../i18n/setup-i18n.ts';

/** An i18next of its own in `language` with every feature's real strings (for the unit tests of the log's words). */
export async function testI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: await featureResources(),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return instance;
}
