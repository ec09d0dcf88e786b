import { clipboardHoldMs, temporaryClipboard } from '../../../shared/billing/temporary-clipboard.ts';
import { desk } from '../../api/desk.ts';
import { unwrap, isDeskError } from '../../api/desk-error.ts';

// Browser mode: the page writes its own clipboard and clears it after the hold if reading it back still gives
// the same text. Best effort: a page that has lost the focus (or was never granted clipboard-read) cannot read
// it back, and then the text stays; in Electron main clears it, which always works.
const pageCopier = temporaryClipboard(
  {
    readText: () => navigator.clipboard.readText(),
    writeText: (text) => navigator.clipboard.writeText(text),
  },
  {
    timers: {
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
    // Why silent: clearing is a courtesy; failing it (no focus, no permission) must not alarm the operator.
    onError: () => undefined,
  },
);

/** Copies a payment code; it is cleared after 60 s if the clipboard still holds it. Answers the hold in ms. */
export async function copyTemporarily(text: string): Promise<number> {
  if (window.desk) {
    try {
      return unwrap(await desk.clipboardWriteTemporary({ text })).holdMs;
    } catch (error) {
      // A host without a clipboard of its own answers UNAVAILABLE: the page writes it, as in browser mode.
      if (!isDeskError(error, 'UNAVAILABLE')) throw error;
    }
  }
  await pageCopier.write(text);
  return clipboardHoldMs;
}
