// LIKE patterns of the filter: a typed value is matched as itself inside `%…%`, `…%` or `%…`.

/** Escapes the LIKE wildcards `%` and `_` and the escape character `\`, so they match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The typed text of an escaped LIKE value (the inverse of `escapeLike`). */
export function unescapeLike(text: string): string {
  return text.replace(/\\([\\%_])/g, '$1');
}
