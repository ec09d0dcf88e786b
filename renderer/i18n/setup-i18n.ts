import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/language.ts';
import type { FeatureLocales } from './locale-types.ts';

// Why a glob: each feature keeps its strings in its own `locales.ts` (its namespace is the folder
// name), so features add strings without editing a central file. The shell's own strings live in
// app/locales.ts (namespace `app`), the grid toolkit's in grid/locales.ts (namespace `grid`).
const modules = import.meta.glob<{ locales: FeatureLocales }>(
  ['../features/*/locales.ts', '../app/locales.ts', '../grid/locales.ts'],
  { eager: true },
);

/** The i18next resources of every feature, by language and namespace. */
export function featureResources(): Record<Language, Record<string, Record<string, unknown>>> {
  const resources: Record<Language, Record<string, Record<string, unknown>>> = { 'pt-BR': {}, en: {} };
  for (const [path, module] of Object.entries(modules)) {
    const namespace = /(?:features\/([^/]+)|(app|grid))\/locales\.ts$/.exec(path)?.slice(1).find(Boolean);
    if (!namespace) continue;
    resources['pt-BR'][namespace] = module.locales['pt-BR'];
    resources.en[namespace] = module.locales.en;
  }
  return resources;
}

/** Starts i18next in Portuguese (or the saved language), English as the fallback. */
export async function setupI18n(language: Language): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: featureResources(),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
