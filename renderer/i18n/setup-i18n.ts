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

/** The language i18next falls back to for a key a language lacks (the parity test allows none). */
const fallbackLanguage: Language = 'en';

type Strings = Record<string, unknown>;

// Why a glob (in strings-pt-br.ts and strings-en.ts): each feature keeps its strings in its own `locales/`
// folder (its namespace is the folder name), so features add strings without editing a central file. The
// shell's own strings live in app/locales/ (namespace `app`), the grid toolkit's in grid/locales/ (`grid`).
// Why one module per language, imported when needed: the login screen (the first paint) needs one language;
// both languages of every feature were a seventh of its JavaScript (issue 20).
const languageFiles: Record<Language, () => Promise<{ localeFiles: Record<string, Record<string, Strings>> }>> = {
  'pt-BR': () => import('./strings-pt-br.ts'),
  en: () => import('./strings-en.ts'),
};

/** The strings of `language` by namespace, loading its locale files. */
async function loadLanguage(language: Language): Promise<Record<string, Strings>> {
  const { localeFiles } = await languageFiles[language]();
  const resources: Record<string, Strings> = {};
  for (const [path, module] of Object.entries(localeFiles)) {
    const match = /(?:features\/([^/]+)|(app|grid|privacy))\/locales\/([^/]+)\.ts$/.exec(path);
    const namespace = match?.[1] ?? match?.[2];
    const strings = module[exportOf[language]];
    if (namespace && match?.[3] === language && strings) resources[namespace] = strings;
  }
  return resources;
}

/** The i18next resources of every feature, by language and namespace (the locale tests read all of them). */
export async function featureResources(): Promise<Record<Language, Record<string, Strings>>> {
  return { 'pt-BR': await loadLanguage('pt-BR'), en: await loadLanguage('en') };
}

/** Loads `language`'s strings into i18next unless they are there. */
async function ensureLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'common')) return;
  for (const [namespace, strings] of Object.entries(await loadLanguage(language)))
    i18next.addResourceBundle(language, namespace, strings, true, false);
}

/** Switches the page to `language`, loading its strings first. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLanguage(language);
  await i18next.changeLanguage(language);
}

/** Loads the fallback language's strings (a moment after the first screen: no key should need them). */
export function loadFallbackLanguage(): Promise<void> {
  return ensureLanguage(fallbackLanguage);
}

/** Starts i18next in Portuguese (or the saved language), English as the fallback; only that language is loaded. */
export async function setupI18n(language: Language): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    resources: { [language]: await loadLanguage(language) },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
