import type { Language } from '../../shared/language.ts';

/** A feature's strings in every language (every key must exist in each). */
export type FeatureLocales = Record<Language, Record<string, unknown>>;
