/**
 * Runs the library comparison of the search (ours against MiniSearch) in a process of its own with the
 * garbage collector exposed, bounded in time.
 * Run: npm run bench:libraries
 */
import { spawnSync } from 'node:child_process';

const SCRIPTS = ['bench/libraries/search.ts'];
const TIME_LIMIT_MS = 290_000;

for (const script of SCRIPTS) {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, ...process.argv.slice(2)], { stdio: 'inherit', timeout: TIME_LIMIT_MS });
  if (run.status !== 0) {
    console.error(`${script} ${run.signal ? `stopped by ${run.signal} (time limit ${TIME_LIMIT_MS / 1000} s)` : `exited with ${run.status}`}`);
    process.exitCode = 1;
  }
}
