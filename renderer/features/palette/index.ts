// The palette feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { PaletteButton } from './palette-button.tsx';
export { PaletteHost } from './palette-host.tsx';
