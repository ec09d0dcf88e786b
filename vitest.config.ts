import { defineConfig } from 'vitest/config';

// Test suites: pure unit tests, and integration tests against the real provider service over loopback
// HTTP on both storage engines (PGlite in-process, and a PostgreSQL server started by tests/support).
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'electron/**/*.test.ts'],
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
    ],
  },
});
