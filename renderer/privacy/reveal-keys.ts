/** The reveal shortcut on a focused masked field: Alt+V ("ver"); Alt+R already reactivates a client in the grid. */
export const revealShortcutKeys = ['Alt', 'V'] as const;

/** True for the reveal shortcut. Why the key's code: on macOS Alt+V types "√", so `key` is not "v" there. */
export function isRevealShortcut(event: {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  code: string;
}): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === 'KeyV';
}
