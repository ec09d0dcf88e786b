// The shortcuts feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { openShortcutsHelp } from './help-open-store.ts';
export { shortcutGroups } from './shortcut-list.ts';
export { ShortcutsHelp } from './shortcuts-help.tsx';
export { useGridHint } from './use-grid-hint.ts';
