import { defineConfig } from 'vitest/config';

/** Browser flows in Chromium against the real built app (run `npm run build` first). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    pool: 'forks',
    // two files at a time, each with its own server and Chromium: a flow spends much of its time
    // waiting on the page, so two share the machine's two cores (about 680 s for all instead of
    // 830 s one at a time, each file 1.5–2× slower; the longest flow with the default timeout
    // took 29 s of its 60)
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // the flows poll for what a page shows; under load 1 s (vitest's default) is too short
    expect: { poll: { timeout: 10_000 } },
  },
});
