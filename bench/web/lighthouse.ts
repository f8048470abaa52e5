import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/helpers/chromium';

/** The figures of one Lighthouse run (mobile, default simulated throttling). */
export interface WebScore {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
}

/** Debian's Chromium, headless, with every host but 127.0.0.1 unresolvable (no network). */
const CHROME_FLAGS = [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/** Runs Lighthouse (performance and accessibility, mobile defaults) on each URL in turn, each in a fresh Chromium. */
export async function lighthouseScores(urls: string[]): Promise<WebScore[]> {
  const scores: WebScore[] = [];
  for (const url of urls) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      const summary = (audits['resource-summary'].details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      scores.push({
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue ?? 0,
        tbtMs: audits['total-blocking-time'].numericValue ?? 0,
        cls: audits['cumulative-layout-shift'].numericValue ?? 0,
        scriptBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      });
    } finally {
      chrome.kill();
    }
  }
  return scores;
}
