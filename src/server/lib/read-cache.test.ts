import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchLoader, ReadCache } from './read-cache';

afterEach(() => vi.useRealTimers());

describe('ReadCache', () => {
  it('loads once for concurrent misses and serves hits', async () => {
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1_000_000 });
    const load = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cache.get('k', [], load), cache.get('k', [], load)]);
    expect([a, b]).toEqual([42, 42]);
    expect(await cache.get('k', [], load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    // the concurrent miss shares the first load: it counts as a hit
    expect(cache.lookups).toEqual({ hits: 2, misses: 1 });
  });

  it('reloads after invalidation of a tag, after the ttl, and after a failure', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1_000_000 });
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get('k', ['clients'], load)).toBe(1);
    cache.invalidate('videos');
    expect(await cache.get('k', ['clients'], load)).toBe(1);
    cache.invalidate('clients');
    expect(await cache.get('k', ['clients'], load)).toBe(2);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('k', ['clients'], load)).toBe(3);
    await expect(cache.get('bad', [], async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('bad', [], load)).toBe(4);
  });

  it('evicts the least recently used entry past the limit', async () => {
    const cache = new ReadCache({ ttlMs: 10_000, maxEntries: 2, maxBytes: 1_000_000 });
    const load = vi.fn(async () => 'v');
    await cache.get('a', [], load);
    await cache.get('b', [], load);
    await cache.get('a', [], load);
    await cache.get('c', [], load);
    await cache.get('a', [], load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', [], load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('ReadCache in bytes', () => {
  /** A loaded value of about `kb` kilobytes (a string of 512 characters a kilobyte). */
  const ofKb = (kb: number) => async () => 'x'.repeat(512 * kb - 4);
  /** A lookup, then a wait until what it loaded is weighed (in the background). */
  const lookUp = async <T>(cache: ReadCache, key: string, load: () => Promise<T>, tags: string[] = []): Promise<T> => {
    const value = await cache.get(key, tags, load);
    await new Promise((resolve) => setImmediate(resolve));
    return value;
  };

  it('weighs each loaded value and evicts the least recently used past its bound in bytes', async () => {
    const cache = new ReadCache({ ttlMs: 10_000, maxEntries: 100, maxBytes: 10 * 1024 });
    await lookUp(cache, 'a', ofKb(4));
    await lookUp(cache, 'b', ofKb(4));
    expect(cache.bytes).toBe(8 * 1024);
    await lookUp(cache, 'a', ofKb(4));
    const load = vi.fn(ofKb(4));
    await lookUp(cache, 'c', load);
    // c pushed the total past 10 KB: b, the least recently used, went
    expect(cache.bytes).toBe(8 * 1024);
    await lookUp(cache, 'a', load);
    await lookUp(cache, 'c', load);
    expect(load).toHaveBeenCalledTimes(1);
    await lookUp(cache, 'b', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.bytes).toBeLessThanOrEqual(10 * 1024);
  });

  it('serves a value bigger than the whole bound without keeping it', async () => {
    const cache = new ReadCache({ ttlMs: 10_000, maxEntries: 100, maxBytes: 10 * 1024 });
    await lookUp(cache, 'small', ofKb(2));
    const load = vi.fn(ofKb(11));
    expect((await lookUp(cache, 'huge', load)).length).toBe(512 * 11 - 4);
    await lookUp(cache, 'huge', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.bytes).toBe(2 * 1024);
  });

  it('gives back the bytes of what an invalidation, a failure or a reload drops', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 100, maxBytes: 100 * 1024 });
    await lookUp(cache, 'a', ofKb(4), ['clients']);
    await lookUp(cache, 'b', ofKb(2), ['videos']);
    cache.invalidate('clients');
    expect(cache.bytes).toBe(2 * 1024);
    vi.setSystemTime(Date.now() + 1001);
    await lookUp(cache, 'b', ofKb(3), ['videos']);
    expect(cache.bytes).toBe(3 * 1024);
    await expect(cache.get('c', [], async () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(cache.bytes).toBe(3 * 1024);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});

describe('BatchLoader', () => {
  it('loads the keys asked for in one turn together, each once, in batches of at most maxBatch', async () => {
    const loadMany = vi.fn(async (keys: string[]) => new Map(keys.filter((k) => k !== 'gone').map((k) => [k, k.toUpperCase()])));
    const loader = new BatchLoader(loadMany, 3);
    const values = await Promise.all(['a', 'b', 'a', 'gone', 'c'].map((k) => loader.load(k)));
    expect(values).toEqual(['A', 'B', 'A', undefined, 'C']);
    expect(loadMany.mock.calls).toEqual([[['a', 'b', 'gone']], [['c']]]);
    expect(await loader.load('d')).toBe('D');
    expect(loadMany).toHaveBeenCalledTimes(3);
  });

  it('rejects every key of a failed batch, and loads again afterwards', async () => {
    let fail = true;
    const loader = new BatchLoader(async (keys: string[]) => {
      if (fail) throw new Error('down');
      return new Map(keys.map((k) => [k, 1]));
    });
    const results = await Promise.allSettled([loader.load('a'), loader.load('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load('a')).toBe(1);
  });
});
