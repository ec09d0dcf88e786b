/** Whether the page runs on macOS, where Cmd (⌘) takes Ctrl's place in shortcuts. */
export function isMacPlatform(userAgent: string = navigator.userAgent): boolean {
  return /Mac OS X|Macintosh/.test(userAgent);
}

/** Whether a key press opens the palette: Ctrl+K anywhere, and Cmd+K on macOS (no Alt, no Shift). */
export function isPaletteShortcut(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean },
  mac: boolean,
): boolean {
  if (event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return false;
  // Why Cmd only on macOS: elsewhere the Meta key is the Windows key, and Windows keeps Win+K for itself.
  return event.ctrlKey || (mac && event.metaKey);
}

/** The palette's keys as shown to the user: Ctrl + K, or ⌘ + K on macOS. */
export function paletteKeys(mac: boolean): readonly string[] {
  return [mac ? '⌘' : 'Ctrl', 'K'];
}
