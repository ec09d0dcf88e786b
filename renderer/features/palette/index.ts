// The palette feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { classifyQuery } from './classify-query.ts';
