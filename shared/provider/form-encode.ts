/** A typed request: field values the app may put into a form body. */
export type FormValues = Record<string, string | number | boolean | null | undefined | readonly unknown[] | object>;

/** Encodes a typed request as an `application/x-www-form-urlencoded` body; arrays and objects (the `where` filter) become JSON. */
export function encodeForm(values: FormValues): string {
  // Why not URLSearchParams: shared/ is typed without DOM or Node globals; percent-encoding every
  // reserved character is valid form encoding for every server.
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const text =
      value === null
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : typeof value === 'boolean'
            ? value
              ? '1'
              : '0'
            : String(value);
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
  }
  return pairs.join('&');
}
