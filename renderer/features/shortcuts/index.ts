// The shortcuts feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { ShortcutsHelp } from './shortcuts-help.tsx';
