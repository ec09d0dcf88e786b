// What the invoice actions copy (a PIX code, a typeable line) should not sit on the clipboard for the next
// paste hours later: it is cleared after a while, but only if the clipboard still holds it (something the
// operator copied since is never touched). Used by main (Electron's clipboard) and by the page in browser mode.

/** How long a copied payment code stays on the clipboard. */
export const clipboardHoldMs = 60_000;

/** The clipboard as the clearing needs it (Electron's `clipboard`, or the page's navigator.clipboard, adapted). */
export interface ClipboardPort {
  readText(): string | Promise<string>;
  writeText(text: string): void | Promise<void>;
}

/** The timer functions (fake timers in tests). */
export interface TimerPort {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Writes texts to a clipboard and clears each after `holdMs` if the clipboard still holds it; a new write
 * replaces the pending clear. `onError` hears a clear that failed (a page that lost the focus cannot read).
 */
export function temporaryClipboard(
  clipboard: ClipboardPort,
  // Why the timers are passed in: shared code sees neither the DOM's nor Node's timer types.
  options: { timers: TimerPort; holdMs?: number; onError?: (error: unknown) => void },
) {
  const { timers } = options;
  const holdMs = options.holdMs ?? clipboardHoldMs;
  let pending: unknown;
  const clearIfStill = async (text: string): Promise<void> => {
    if ((await clipboard.readText()) === text) await clipboard.writeText('');
  };
  return {
    /** Writes `text` now and schedules its clearing; answers the hold in ms. */
    async write(text: string): Promise<number> {
      await clipboard.writeText(text);
      if (pending !== undefined) timers.clearTimeout(pending);
      pending = timers.setTimeout(() => {
        pending = undefined;
        clearIfStill(text).catch((error: unknown) => options.onError?.(error));
      }, holdMs);
      return holdMs;
    },
  };
}
