import { execSync } from 'node:child_process';
import { join } from 'node:path';
import type { ClientCard } from '../src/shared/api/directory/clients/clients';
import { GOALS, printGoals } from './goals';
import { lighthouseScores } from './web/lighthouse';
import { startDemoServer } from './web/server';

const root = join(import.meta.dirname, '..');

/** How many Lighthouse runs per page: `--runs N` (default 3: the median of three, as the goals are stated). */
function runsWanted(): number {
  const at = process.argv.indexOf('--runs');
  const runs = at > 0 ? Number(process.argv[at + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1 || runs > 15) throw new Error('--runs takes a whole number from 1 to 15');
  return runs;
}

/**
 * `npm run bench:web [-- --runs N]`: builds, starts the compiled server on fresh demo data, runs
 * Lighthouse (mobile, simulated throttling) N times (default 3) on / and on a featured profile, and prints each
 * page's median run with the range of its performance scores, LCPs and TBTs (runs vary a lot on a
 * busy machine), and the median run's LCP element.
 */
async function main(): Promise<void> {
  const runs = runsWanted();
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const server = await startDemoServer(root);
  try {
    const featured = (await (await fetch(`${server.origin}/api/clients/featured`)).json()) as ClientCard[];
    if (featured.length === 0) throw new Error('the demo data has no featured profile');
    const pages = ['/', `/profile/${encodeURIComponent(featured[0].slug)}`];
    const scores = await lighthouseScores(
      pages.map((page) => `${server.origin}${page}`),
      runs,
    );
    console.log(`\nLighthouse, mobile, simulated throttling: the median of ${runs} run(s) per page`);
    console.table(
      scores.map((s, i) => ({
        page: pages[i],
        performance: s.performance,
        'performance range': `${s.performanceRange[0]}–${s.performanceRange[1]}`,
        accessibility: s.accessibility,
        'LCP (s)': (s.lcpMs / 1000).toFixed(2),
        'LCP range': s.lcpRange.map((ms) => (ms / 1000).toFixed(2)).join('–'),
        'TBT (ms)': Math.round(s.tbtMs),
        'TBT range': s.tbtRange.map(Math.round).join('–'),
        CLS: s.cls.toFixed(3),
        'script KB': (s.scriptBytes / 1024).toFixed(1),
      })),
    );
    for (const [i, s] of scores.entries()) console.log(`LCP element of ${pages[i]}: ${s.lcpElement}`);
    for (const [i, s] of scores.entries())
      if (s.failedRuns.length > 0)
        console.log(`Left out of ${pages[i]}: ${s.failedRuns.length} run(s) Lighthouse could not measure (${s.failedRuns.join(', ')})`);
    printGoals(
      `Each page's median against its goal (Lighthouse mobile, ${runs} run(s))`,
      scores.flatMap((s, i) => [
        { figure: `performance of ${pages[i]}`, measured: s.performance, bound: GOALS.lighthousePerformance, unit: 'points', atLeast: true },
        { figure: `LCP of ${pages[i]}`, measured: s.lcpMs / 1000, bound: GOALS.lcpS, unit: 's' },
        { figure: `total blocking time of ${pages[i]}`, measured: s.tbtMs, bound: GOALS.tbtMs, unit: 'ms' },
      ]),
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
