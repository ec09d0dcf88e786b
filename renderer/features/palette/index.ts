// The palette feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { classifyQuery } from './classify-query.ts';
export { PaletteButton } from './palette-button.tsx';
export { PaletteHost } from './palette-host.tsx';
export { openPalette } from './palette-store.ts';
