import { defineConfig } from 'vitest/config';

/** Files a run leaves out, comma-separated (npm test splits the flows in two: `scripts/test/run-all.ts`). */
const excludedByRun = (process.env.PODIUM_TEST_EXCLUDE ?? '').split(',').filter(Boolean);

/** Browser flows in Chromium against the real built app (run `npm run build` first). */
export default defineConfig({
  // @server, @client, @shared and @tests, as tsconfig.json's paths declare them
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    exclude: ['node_modules/**', ...excludedByRun],
    globalSetup: ['tests/e2e/global-setup.ts'],
    pool: 'forks',
    // one file at a time: two at a time took about 680 s instead of 830, but each file ran 1.5–2×
    // slower and a clean-clone run failed twice on timing (a toast's shown time, a row not found)
    fileParallelism: false,
    // the files share their worker's modules, so one Chromium serves them all (tests/e2e/harness.ts)
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // the flows poll for what a page shows; under load 1 s (vitest's default) is too short
    expect: { poll: { timeout: 10_000 } },
  },
});
