import { defineConfig } from 'vitest/config';

// Test suites: pure unit tests, integration tests against the real provider service over loopback
// HTTP on both storage engines (PGlite in-process, and a PostgreSQL server started by tests/support),
// and end-to-end tests of the built page in Chromium through browser mode (tests/e2e).
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'electron/**/*.test.ts',
            'renderer/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/support/postgres-global-setup.ts'],
          // Why: one provider service (one PGlite, one PostgreSQL database) per worker, shared by the
          // files that worker runs; a fresh PGlite per file would cost seconds and hundreds of MB each.
          pool: 'forks',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'packaging',
          include: ['tests/packaging/**/*.test.ts'],
          environment: 'node',
          // Why: names the run's one pack, which this suite and the shell suite's packaged-app tests share.
          globalSetup: ['./tests/packaging/support/pack-run.ts'],
          // Why long: the pack smoke test builds the app and runs electron-builder once per run.
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'shell',
          include: ['tests/shell/**/*.shell.test.ts'],
          environment: 'node',
          // Why: the global setup builds the app (main, preload, service, production page) as
          // `npm run build` does; each test then runs it in the stand-in Electron host (tests/shell/stand-in).
          // The packaged-app tests run the run's one pack (tests/packaging/support/shared-pack.ts).
          globalSetup: ['./tests/shell/support/build-app.ts', './tests/packaging/support/pack-run.ts'],
          pool: 'forks',
          // Why one at a time: each app run is a Chromium and often a demo service with PGlite.
          fileParallelism: false,
          maxWorkers: 1,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // Why: the global setup builds the renderer once; each worker then runs one provider service,
          // one browser-mode host and one Chromium, shared by all its files (tests/e2e/support/app.ts).
          globalSetup: ['./tests/e2e/support/global-setup.ts'],
          pool: 'forks',
          isolate: false,
          // Why one worker: the host is one "machine" (one signed-in operator, one settings file), so
          // the files take turns; Chromium and PGlite are also too heavy to run several of at once.
          fileParallelism: false,
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
