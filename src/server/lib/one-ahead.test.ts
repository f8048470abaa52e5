import { describe, expect, it } from 'vitest';
import { oneAhead } from './one-ahead';

/** Three pages, each taking `ms` to fetch, logging when each fetch starts and ends; `failAt` throws instead of that page. */
function pages(log: string[], ms: number, failAt?: number) {
  return (async function* () {
    try {
      for (let page = 1; page <= 3; page++) {
        log.push(`fetch ${page}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        if (page === failAt) throw new Error(`page ${page} failed`);
        yield page;
      }
    } finally {
      log.push('source closed');
    }
  })();
}

describe('oneAhead', () => {
  it('asks for the next page while the caller works on the one it has, and ends with the source', async () => {
    const log: string[] = [];
    for await (const page of oneAhead(pages(log, 5))) {
      log.push(`work ${page}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // the look-ahead past page 3 finds the end, while page 3 is worked on
    expect(log).toEqual(['fetch 1', 'fetch 2', 'work 1', 'fetch 3', 'work 2', 'source closed', 'work 3']);
  });

  it('throws a failed page when the caller asks for it, after the pages before it are worked on', async () => {
    const log: string[] = [];
    const worked: number[] = [];
    await expect(
      (async () => {
        for await (const page of oneAhead(pages(log, 1, 2))) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          worked.push(page);
        }
      })(),
    ).rejects.toThrow('page 2 failed');
    expect(worked).toEqual([1]);
  });

  it('closes the source when the caller stops early, without an unhandled failure of the page asked ahead', async () => {
    const log: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      for await (const page of oneAhead(pages(log, 1, 2))) {
        if (page === 1) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(log).toEqual(['fetch 1', 'fetch 2', 'source closed']);
    expect(unhandled).toEqual([]);
  });
});
