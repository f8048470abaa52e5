import { defineConfig } from 'vitest/config';

/**
 * Unit and route tests (the route tests run on PGlite, or on PostgreSQL with TEST_DATABASE_URL),
 * in two projects:
 * - server: the route, server and shared tests share their workers' module graph (isolate: false).
 *   Each file still builds its own app on its own database; what it saves is importing the whole
 *   server again for each of ~80 files (about 4 s each, half the run).
 * - client: the React tests keep a module graph of their own per file, as their stores (toasts,
 *   notifications, sockets) are module state.
 */
/** Files a run leaves out, comma-separated (npm test's lanes: `scripts/test/run-all.ts`); vitest's --exclude does not reach the projects. */
const excludedByRun = (process.env.PODIUM_TEST_EXCLUDE ?? '').split(',').filter(Boolean);

export default defineConfig({
  // @server, @client, @shared and @tests, as tsconfig.json's paths declare them
  resolve: { tsconfigPaths: true },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**', ...excludedByRun],
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
    // tests must not depend on the order they run in: vitest prints the seed of a failing run to replay it
    sequence: { shuffle: true },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'server', include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}'], setupFiles: ['src/client/test-setup.ts'] },
      },
    ],
  },
});
