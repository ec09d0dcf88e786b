import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer: built into dist/renderer, served by app://desk (Electron) or the browser-mode host.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome140',
    sourcemap: true,
    // Why: a strict CSP (script-src 'self') forbids inline scripts, so no module preload polyfill.
    modulePreload: { polyfill: false },
  },
});
