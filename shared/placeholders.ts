/**
 * The one placeholder syntax of every message catalogue: `{{name}}`, as i18next writes it in the page's
 * locales, so a sentence moves between main's catalogues (shared/) and the page's without a change.
 */
const placeholder = /\{\{(\w+)\}\}/g;

/** A message with its `{{name}}` placeholders filled from `params`; a placeholder with no value stays as written. */
export function fillPlaceholders(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(placeholder, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
