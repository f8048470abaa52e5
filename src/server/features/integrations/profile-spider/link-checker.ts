import type { LinkCheck, SafeFetch } from '@server/integrations/safe-fetch/safe-fetch';

/** How politely links are checked: requests at once overall, and the pause between two requests to one host. */
export interface LinkCheckerOptions {
  concurrency: number;
  perHostGapMs: number;
}

/**
 * Checks links through the safe fetcher with at most `concurrency` requests at once, one request
 * at a time per host with a pause between them, and each address checked once per run.
 */
export function createLinkChecker(safe: SafeFetch, options: LinkCheckerOptions = { concurrency: 4, perHostGapMs: 250 }) {
  const results = new Map<string, Promise<LinkCheck>>();
  const hostTails = new Map<string, Promise<unknown>>();
  let active = 0;
  const waiting: (() => void)[] = [];

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (active >= options.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  }

  function hostOf(url: string): string {
    try {
      return new URL(url).host.toLowerCase();
    } catch {
      return '';
    }
  }

  /** Whether `url` answers (cached per address for the run). */
  return function check(url: string, signal?: AbortSignal): Promise<LinkCheck> {
    const known = results.get(url);
    if (known) return known;
    const host = hostOf(url);
    const previous = hostTails.get(host) ?? Promise.resolve();
    const result = previous.then(() => withSlot(() => safe.checkLink(url, signal)));
    const pause = () => new Promise((resolve) => setTimeout(resolve, options.perHostGapMs));
    hostTails.set(host, result.then(pause, pause));
    results.set(url, result);
    return result;
  };
}
