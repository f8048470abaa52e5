import { execSync } from 'node:child_process';
import { join } from 'node:path';
import type { ClientCard } from '../src/shared/api/clients';
import { lighthouseScores } from './web/lighthouse';
import { startDemoServer } from './web/server';

const root = join(import.meta.dirname, '..');

/**
 * `npm run bench:web`: builds, starts the compiled server on fresh demo data, runs Lighthouse
 * (mobile, simulated throttling) on / and on a featured profile, and prints one row per page.
 */
async function main(): Promise<void> {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const server = await startDemoServer(root);
  try {
    const featured = (await (await fetch(`${server.origin}/api/clients/featured`)).json()) as ClientCard[];
    if (featured.length === 0) throw new Error('the demo data has no featured profile');
    const pages = ['/', `/profile/${encodeURIComponent(featured[0].slug)}`];
    const scores = await lighthouseScores(pages.map((page) => `${server.origin}${page}`));
    console.log('\nLighthouse, mobile, simulated throttling');
    console.table(
      scores.map((s, i) => ({
        page: pages[i],
        performance: s.performance,
        accessibility: s.accessibility,
        'LCP (s)': (s.lcpMs / 1000).toFixed(2),
        'TBT (ms)': Math.round(s.tbtMs),
        CLS: s.cls.toFixed(3),
        'script KB': (s.scriptBytes / 1024).toFixed(1),
      })),
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
