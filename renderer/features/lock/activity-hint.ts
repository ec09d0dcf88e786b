/** How often, at most, the page tells main it saw input: a quarter of the idle time, and never more than 5 s apart. */
export function hintEveryMs(idleSeconds: number): number {
  return Math.min(5_000, (idleSeconds * 1000) / 4);
}

/**
 * Tells main of the operator's input, at most once per `everyMs` (the first input after a quiet spell at once).
 * Why a hint: main's own idle timer decides the lock (electron/lock/idle-watch.ts); pointer moves come dozens of
 * times a second and need not each cross the bridge.
 */
export function activityHint(everyMs: number, send: () => void, now: () => number = Date.now): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < everyMs) return;
    last = at;
    send();
  };
}
