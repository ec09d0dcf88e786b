// ESLint flat config: typescript-eslint with type information for every area of the project.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.ci/', '.tsbuild/', 'dist/', 'out/', 'release/', 'coverage/', '.data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Why off: handlers implement promise-returning interfaces; `async` keeps thrown errors as rejections.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        // Why: one typed IPC contract is the only bridge between page and main (docs/architecture.md).
        { selector: "ImportSpecifier[imported.name='ipcMain']", message: 'Use the IPC contract in shared/ipc, not ipcMain.' },
        { selector: "ImportSpecifier[imported.name='ipcRenderer']", message: 'Use the IPC contract in shared/ipc, not ipcRenderer.' },
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Why: the page reaches main only through renderer/api (the contract's facade), never Node or Electron.
      'no-restricted-imports': ['error', { patterns: ['node:*', 'electron', 'undici', 'pg', 'fastify', '../../electron/*', '../../server/*'] }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      // Why: shared/ is pure TypeScript used by main, page and server alike: no I/O, no Node, no DOM.
      'no-restricted-imports': ['error', { patterns: ['node:*', 'electron', 'react', 'fastify', 'undici', 'pg', '@electric-sql/*'] }],
    },
  },
  {
    // Why: the two files that own the raw IPC objects; everything else goes through the contract.
    files: ['electron/preload.ts', 'electron/ipc/register-ipc.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }] },
  },
  {
    // Why: the stand-in Electron host implements ipcMain itself (tests/shell/stand-in).
    files: ['tests/shell/stand-in/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }] },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['eslint.config.js', 'vitest.config.ts', 'vite.config.ts', 'postcss.config.cjs'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
