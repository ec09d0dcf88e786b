// Turns raw form-body values into what the field schemas expect (form bodies carry every value as text).

/** Trims a string and turns a blank one into undefined, meaning "not given"; other values pass unchanged. */
export function trimmedOrUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Turns an empty string into undefined and keeps everything else verbatim (passwords keep their spaces). */
export function nonEmptyOrUndefined(value: unknown): unknown {
  return value === '' ? undefined : value;
}

/** Like trimmedOrUndefined, but a string of decimal digits becomes a number; any other string is left for the schema to reject. */
export function formNumber(value: unknown): unknown {
  const trimmed = trimmedOrUndefined(value);
  return typeof trimmed === 'string' && /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}
