import { defineConfig } from 'vitest/config';

/** Browser flows in Chromium against the real built app (run `npm run build` first). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
