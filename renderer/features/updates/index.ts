// The updates feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { UpdateIndicator } from './update-indicator.tsx';
export { UpdateSection } from './update-section.tsx';
