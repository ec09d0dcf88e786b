import { temporaryClipboard, type ClipboardPort } from '../../shared/billing/temporary-clipboard.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { Operations } from './operation-types.ts';

/**
 * `clipboard:writeTemporary`: main writes the system clipboard and clears it after 60 s if it still holds
 * what was written (a PIX code, a typeable line). Why in main: the page cannot read the clipboard back
 * once it lost the focus, main always can. Hosts without a clipboard of their own (browser mode: the
 * clipboard is the browser machine's, not the host's) give none, and the page writes it itself.
 */
export function clipboardOperations(
  clipboard: ClipboardPort | undefined,
  onError: (error: unknown) => void,
): Pick<Operations, 'clipboard:writeTemporary'> {
  const timers = {
    setTimeout: (run: () => void, ms: number): unknown => setTimeout(run, ms).unref(),
    clearTimeout: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
  };
  const copier = clipboard ? temporaryClipboard(clipboard, { timers, onError }) : undefined;
  return {
    'clipboard:writeTemporary': async ({ text }) => {
      if (!copier)
        throw new ProviderError('UNAVAILABLE', 'this host has no clipboard of its own; the page writes it', {
          ownWords: true,
        });
      return { holdMs: await copier.write(text) };
    },
  };
}
