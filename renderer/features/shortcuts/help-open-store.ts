import { createStore } from '../../store/create-store.ts';
import { useStore } from '../../store/use-store.ts';

const opened = createStore(false);

/** Opens the keyboard shortcuts dialog (from the command palette; F1 and the menu open it too). */
export function openShortcutsHelp(): void {
  opened.set(true);
}

/** Whether the shortcuts dialog is open, and the function that opens or closes it. */
export function useShortcutsHelpOpen(): [boolean, (open: boolean) => void] {
  return [useStore(opened), opened.set];
}
