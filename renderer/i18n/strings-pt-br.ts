/** Every locale file of the Portuguese strings, by path (one chunk, loaded when the page speaks Portuguese: setup-i18n.ts). */
export const localeFiles = import.meta.glob<Record<string, Record<string, unknown>>>(
  [
    '../features/*/locales/pt-BR.ts',
    '../app/locales/pt-BR.ts',
    '../grid/locales/pt-BR.ts',
    '../privacy/locales/pt-BR.ts',
  ],
  { eager: true },
);
