import type { Language } from '../../../shared/language.ts';

/** A journal time (ISO, UTC) in the office's own clock: dd/mm/aaaa hh:mm:ss in pt-BR, the language's form otherwise. */
export function localDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(date);
}
