import { defineConfig } from 'vitest/config';

/** Unit and route tests (the route tests run on PGlite, or on PostgreSQL with TEST_DATABASE_URL). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
    // tests must not depend on the order they run in: vitest prints the seed of a failing run to replay it
    sequence: { shuffle: true },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
