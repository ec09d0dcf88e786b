import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer: built into dist/renderer, served by app://desk (Electron) or the browser-mode host.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  // Why ES module workers: the XLSX writer's worker (renderer/features/export/xlsx.worker.ts) is started with
  // `{ type: 'module' }` and emitted as a file of its own under assets/, so the CSP's script-src 'self' covers it.
  worker: { format: 'es' },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome140',
    sourcemap: true,
    // Why: a strict CSP (script-src 'self') forbids inline scripts, so no module preload polyfill.
    modulePreload: { polyfill: false },
    // Why: features are imported through their index.ts (docs/architecture.md), and a screen that takes one
    // export of a feature must not load the feature's other modules with it (the login screen would carry the
    // settings page and the profiles' address check with zod). These modules only declare things: importing
    // one runs nothing that matters unless what it exports is used. CSS and the app's own modules keep theirs.
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]renderer[\\/](features|grid|store|router|format|api)[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
    },
  },
});
