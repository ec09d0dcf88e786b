// The demo feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { DemoProgress } from './demo-progress.tsx';
export { useDemoStatus } from './use-demo-status.ts';
export { usePrepareDemo } from './use-prepare-demo.ts';
