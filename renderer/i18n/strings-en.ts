/** Every locale file of the English strings, by path (one chunk, loaded when the page speaks English: setup-i18n.ts). */
export const localeFiles = import.meta.glob<Record<string, Record<string, unknown>>>(
  ['../features/*/locales/en.ts', '../app/locales/en.ts', '../grid/locales/en.ts', '../privacy/locales/en.ts'],
  { eager: true },
);
