// ESLint flat config: typescript-eslint with type information for every area of the project.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = fileURLToPath(new URL('.', import.meta.url));
const features = readdirSync(new URL('renderer/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureFiles = (pattern) => `${root}renderer/features/${pattern}`;

// The renderer's dependency direction (docs/architecture.md): app → features → grid, format, api, store,
// router, i18n, privacy → shared. A feature is reached only through its index.ts, by the app and other features alike.
// Why import-x's no-restricted-paths: it checks the file an import resolves to, so `../clients/paging.ts` and
// `../../features/clients/paging.ts` are the same reach (core no-restricted-imports sees only the text), and
// the zones are written once here for every feature folder there is. Import cycles are checked by
// tests/unit/architecture/import-cycles.test.ts, because import-x/no-cycle skips type-only imports.
const rendererZones = [
  ...features.map((name) => ({
    target: `./renderer/features/${name}`,
    from: [featureFiles(`!(${name})/**`)],
    except: [featureFiles('*/index.ts')],
    message: 'Another feature is imported through its index.ts only.',
  })),
  {
    target: ['./renderer/app', './renderer/main.tsx'],
    from: [featureFiles('*/**')],
    except: [featureFiles('*/index.ts')],
    message: 'The app imports a feature through its index.ts only.',
  },
  {
    target: [
      './renderer/features',
      './renderer/grid',
      './renderer/format',
      './renderer/api',
      './renderer/store',
      './renderer/router',
      './renderer/i18n',
      './renderer/privacy',
    ],
    from: './renderer/app',
    message: 'Only main.tsx imports the app; features and the layers below them never do.',
  },
  {
    target: [
      './renderer/grid',
      './renderer/format',
      './renderer/api',
      './renderer/store',
      './renderer/router',
      './renderer/i18n',
      './renderer/privacy',
    ],
    from: './renderer/features',
    message: 'The layers below the features (grid, format, api, store, router, i18n, privacy) never import a feature.',
  },
];

export default tseslint.config(
  // Why test-results/ and tmp/: git ignores them too; the shell tests build the whole app into test-results/.
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.ci/',
      '.tsbuild/',
      'dist/',
      'out/',
      'release/',
      'coverage/',
      '.data/',
      'test-results/',
      'tmp/',
    ],
  },
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
        {
          selector: "ImportSpecifier[imported.name='ipcMain']",
          message: 'Use the IPC contract in shared/ipc, not ipcMain.',
        },
        {
          selector: "ImportSpecifier[imported.name='ipcRenderer']",
          message: 'Use the IPC contract in shared/ipc, not ipcRenderer.',
        },
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    // Why the node resolver: every relative import names its file with its extension, so nothing TypeScript-specific is needed.
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Why: the page reaches main only through renderer/api (the contract's facade), never Node or Electron.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'electron', 'undici', 'pg', 'fastify', '../../electron/*', '../../server/*'] },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: rendererZones }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      // Why: shared/ is pure TypeScript used by main, page and server alike: no I/O, no Node, no DOM.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'electron', 'react', 'fastify', 'undici', 'pg', '@electric-sql/*'] },
      ],
    },
  },
  {
    // Why: the two files that own the raw IPC objects; everything else goes through the contract.
    files: ['electron/preload.ts', 'electron/ipc/register-ipc.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // Why: the stand-in Electron host implements ipcMain itself (tests/shell/stand-in), and its probe apps
    // (tests/shell/fixtures) use it raw to show each rule it models.
    files: ['tests/shell/stand-in/**/*.ts', 'tests/shell/fixtures/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
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
