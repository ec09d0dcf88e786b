import { createStore } from '../../store/create-store.ts';
import { useStore } from '../../store/use-store.ts';

/** Whether the palette is open, and whether closing it gives the focus back to where it was. */
export interface PaletteState {
  readonly open: boolean;
  readonly returnFocus: boolean;
}

const state = createStore<PaletteState>({ open: false, returnFocus: true });

/** Opens the command palette (Ctrl+K, Cmd+K on macOS, or the top bar's search button). */
export function openPalette(): void {
  // Why a mark: the local measurement (and the bench) read the time from this request to the dialog painted.
  performance.mark('palette:open');
  if (!state.get().open) state.set({ open: true, returnFocus: true });
}

/**
 * Closes the command palette. Esc and a click outside give the focus back to where it was; choosing an option
 * does not (`returnFocus: false`), since what it opens (a card, the registration drawer) takes the focus.
 */
export function closePalette(returnFocus = true): void {
  state.set({ open: false, returnFocus });
}

/** The palette's state, re-rendering on change. */
export function usePaletteState(): PaletteState {
  return useStore(state);
}
