/** The words a theme's name needs: the name of the server's default theme in the user's language. */
export interface ThemeWords {
  default: string;
}

/**
 * The client area's theme, as the provider's server names it, in words: its default theme ("default") in the
 * user's language, any other name with its separators as spaces (`azul_escuro` → "azul escuro").
 */
export function themeName(theme: string, words: ThemeWords): string {
  const name = theme.trim();
  if (name.toLowerCase() === 'default') return words.default;
  return name.replace(/[_-]+/g, ' ');
}
