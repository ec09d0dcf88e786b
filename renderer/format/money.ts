import type { Language } from '../../shared/language.ts';

const formatters = new Map<Language, Intl.NumberFormat>();

function currencyFormat(language: Language): Intl.NumberFormat {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' });
    formatters.set(language, format);
  }
  return format;
}

/**
 * An amount in reais as the language writes it: R$ 1.234,56 (pt-BR) or R$1,234.56 (en). Takes the
 * wire's decimal strings ("1234.56") and numbers; text that is no number is returned as given.
 */
export function formatMoney(amount: string | number | null | undefined, language: Language): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount.trim());
  if (!Number.isFinite(value)) return String(amount);
  return currencyFormat(language).format(value);
}

const countFormatters = new Map<string, Intl.NumberFormat>();

/** A whole count with the language's thousands separator: 1.234 (pt-BR) or 1,234 (en). */
export function formatCount(value: number, language: string): string {
  // Why cached: building an Intl.NumberFormat costs about a millisecond, and the pager formats on every render.
  let format = countFormatters.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    countFormatters.set(language, format);
  }
  return format.format(value);
}
