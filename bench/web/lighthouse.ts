import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@tests/helpers/chromium';

/** The figures of one Lighthouse run (mobile, default simulated throttling). */
export interface WebScore {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** What Lighthouse took as the largest contentful paint: the element's label and selector. */
  lcpElement: string;
}

/** Debian's Chromium, headless, with every host but 127.0.0.1 unresolvable (no network). */
const CHROME_FLAGS = [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/** A node as Lighthouse's audit details name it. */
interface NodeItem {
  type: 'node';
  nodeLabel?: string;
  selector?: string;
}

/** The LCP element of a run (audit largest-contentful-paint-element: a list whose first table holds the node), or 'none'. */
function lcpElementOf(details: unknown): string {
  const table = (details as { items?: { items?: { node?: NodeItem }[] }[] } | undefined)?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node ? `${node.nodeLabel ?? ''} (${node.selector ?? '?'})` : 'none';
}

/** The run with the median performance score (Lighthouse's guidance on variability: report the median of several runs). */
export function medianRun(runs: WebScore[]): WebScore {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.tbtMs - b.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** A page's median run, and the lowest and highest performance score, LCP and TBT of its runs. */
export interface PageScore extends WebScore {
  performanceRange: [number, number];
  lcpRange: [number, number];
  tbtRange: [number, number];
  runs: number;
  /** Why the runs left out of the figures failed (Lighthouse's error code, such as NO_LCP). */
  failedRuns: string[];
}

/** A run Lighthouse could not measure: its scores would read 0, so it is left out of the median and the ranges. */
interface FailedRun {
  failure: string;
}

function rangeOf(runs: WebScore[], figure: 'performance' | 'lcpMs' | 'tbtMs'): [number, number] {
  const values = runs.map((run) => run[figure]);
  return [Math.min(...values), Math.max(...values)];
}

/**
 * Runs Lighthouse `runs` times on each URL (the URLs interleaved, so a burst of load on the
 * machine doesn't land on one page) and keeps each page's median run.
 */
export async function lighthouseScores(urls: string[], runs = 1): Promise<PageScore[]> {
  const byUrl = urls.map((): (WebScore | FailedRun)[] => []);
  for (let run = 0; run < runs; run++) {
    const scores = await lighthouseOnce(urls);
    for (const [i, score] of scores.entries()) byUrl[i].push(score);
  }
  return byUrl.map((results, i) => {
    const all = results.filter((r): r is WebScore => !('failure' in r));
    if (all.length === 0) throw new Error(`Lighthouse measured no run of ${urls[i]}`);
    return {
      ...medianRun(all),
      performanceRange: rangeOf(all, 'performance'),
      lcpRange: rangeOf(all, 'lcpMs'),
      tbtRange: rangeOf(all, 'tbtMs'),
      runs: all.length,
      failedRuns: results.flatMap((r) => ('failure' in r ? [r.failure] : [])),
    };
  });
}

/** Runs Lighthouse (performance and accessibility, mobile defaults) once on each URL in turn, each in a fresh Chromium. */
async function lighthouseOnce(urls: string[]): Promise<(WebScore | FailedRun)[]> {
  const scores: (WebScore | FailedRun)[] = [];
  for (const url of urls) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError || categories.performance.score === null) {
        scores.push({ failure: runtimeError?.code ?? 'no performance score' });
        continue;
      }
      const summary = (audits['resource-summary'].details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      scores.push({
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue ?? 0,
        tbtMs: audits['total-blocking-time'].numericValue ?? 0,
        cls: audits['cumulative-layout-shift'].numericValue ?? 0,
        scriptBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
        lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
      });
    } finally {
      chrome.kill();
    }
  }
  return scores;
}
