/** Minutes after which an invoice from the local copy is offered with a warning, when the setting is absent (issue 46). */
export const defaultStaleMinutes = 60;

/**
 * Whether an invoice read from the local copy at `cachedAt` is too old to hand out without a warning: more than
 * `staleMinutes` have passed (it may have been paid or replaced since). An invoice the server answered (no
 * `cachedAt`) never is.
 */
export function isStaleCopy(cachedAt: number | undefined, now: number, staleMinutes: number): boolean {
  return cachedAt !== undefined && now - cachedAt > staleMinutes * 60_000;
}
