/** The values worth keeping in a draft: without the omitted (secret) fields. */
export function draftValues(values: Record<string, unknown>, omit: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !omit.includes(key)));
}

/** Whether two sets of form values are the same (drafts hold plain JSON values, so JSON equality is enough). */
export function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (JSON.stringify(a[key] ?? '') !== JSON.stringify(b[key] ?? '')) return false;
  return true;
}
