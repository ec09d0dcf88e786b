import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/language.ts';

// Why here: i18next reads its typing options from this augmentation, beside the init they describe. The
// namespaces themselves (ResourceNamespaceMap) are declared by each feature's locales/pt-BR.ts, so `t()`
// keys, namespaces and interpolation values are checked by `tsc` against the Portuguese strings.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
  }
}

/** What a language file exports: `ptBR` from locales/pt-BR.ts, `en` from locales/en.ts. */
const exportOf: Record<Language, string> = { 'pt-BR': 'ptBR', en: 'en' };

// Why a glob: each feature keeps its strings in its own `locales/` folder (its namespace is the folder
// name), so features add strings without editing a central file. The shell's own strings live in
// app/locales/ (namespace `app`), the grid toolkit's in grid/locales/ (namespace `grid`).
const modules = import.meta.glob<Record<string, Record<string, unknown>>>(
  ['../features/*/locales/*.ts', '../app/locales/*.ts', '../grid/locales/*.ts', '../privacy/locales/*.ts'],
  { eager: true },
);

/** The i18next resources of every feature, by language and namespace. */
export function featureResources(): Record<Language, Record<string, Record<string, unknown>>> {
  const resources: Record<Language, Record<string, Record<string, unknown>>> = { 'pt-BR': {}, en: {} };
  for (const [path, module] of Object.entries(modules)) {
    const match = /(?:features\/([^/]+)|(app|grid|privacy))\/locales\/([^/]+)\.ts$/.exec(path);
    const namespace = match?.[1] ?? match?.[2];
    const language = match?.[3] as Language | undefined;
    if (!namespace || !language || !(language in exportOf)) continue;
    const strings = module[exportOf[language]];
    if (strings) resources[language][namespace] = strings;
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
