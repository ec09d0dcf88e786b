/** The languages of the user interface. */
export type UiLanguage = 'pt-BR' | 'en';

/** A feature's strings in both languages (every key must exist in both). */
export interface FeatureLocales {
  'pt-BR': Record<string, unknown>;
  en: Record<string, unknown>;
}
