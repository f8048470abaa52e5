import { describe, expect, it } from 'vitest';
import { approximateSize } from './approximate-size';

describe('approximateSize', () => {
  it('counts strings at two bytes a character and buffers at their length, each with its slot', async () => {
    expect(await approximateSize('abcd')).toBe(8 + 8);
    expect(await approximateSize(Buffer.alloc(100))).toBe(100 + 8);
    expect(await approximateSize(null)).toBe(0);
  });

  it('adds up the keys and values of objects, arrays, maps and sets', async () => {
    // the object's slot, the key "id" (4 + 8) and its number (8); the array's slot and two strings (2 + 8 each)
    expect(await approximateSize({ id: 1 })).toBe(8 + 12 + 8);
    expect(await approximateSize(['a', 'b'])).toBe(8 + 10 + 10);
    expect(await approximateSize(new Map([['k', 1]]))).toBe(8 + 10 + 8);
    expect(await approximateSize(new Set([true]))).toBe(8 + 8);
  });

  it('counts an object met twice once, and survives a cycle', async () => {
    const shared = { name: 'x'.repeat(1000) };
    expect(await approximateSize([shared, shared])).toBe(8 + (await approximateSize(shared)));
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    expect(await approximateSize(cycle)).toBe(8 + 16);
  });

  it('weighs a big value whole, letting the event loop turn while it walks', async () => {
    // like the appearance matcher's index of guests, at 200,000 of them
    const index = new Map(Array.from({ length: 200_000 }, (_, i) => [`guest ${i}`, [{ id: i, name: 'n'.repeat(i % 100) }]]));
    let whole = 8;
    for (const [key, [guest]] of index) whole += 2 * key.length + 8 + 8 + (8 + 12 + 8) + (16 + 2 * guest.name.length + 8);
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    const weighed = await approximateSize(index);
    clearInterval(ticking);
    expect(weighed).toBe(whole);
    expect(turns).toBeGreaterThan(0);
  });

  it('grows with what a cached profile holds', async () => {
    const profile = (bio: string) => ({ slug: 'ada', name: 'Ada', bio, tags: ['ai', 'health'], photo: { width: 800, height: 800 } });
    expect((await approximateSize(profile('y'.repeat(5000)))) - (await approximateSize(profile('')))).toBe(10_000);
  });
});
