import { afterEach, describe, expect, it } from 'vitest';
import { type IdleCollector, startIdleCollector } from './idle-collector';

describe('the idle collector', () => {
  let clock = 0;
  let collections = 0;
  let collector: IdleCollector | undefined;
  const start = (options: { quietMs?: number; minGapMs?: number; collect?: () => void; now?: () => number } = {}) => {
    clock = 0;
    collections = 0;
    collector = startIdleCollector({ now: () => clock, collect: () => collections++, ...options });
    return collector;
  };
  afterEach(() => collector?.stop());

  it('collects once the server has been quiet for a while after a request, and not again until there is more work', () => {
    const idle = start({ quietMs: 2_000, minGapMs: 0 });
    expect(idle.check()).toBe(false);
    idle.touch();
    clock = 1_999;
    expect(idle.check()).toBe(false);
    clock = 2_000;
    expect(idle.check()).toBe(true);
    clock = 10_000;
    expect(idle.check()).toBe(false);
    expect(collections).toBe(1);
  });

  it('never collects while requests keep coming', () => {
    const idle = start({ quietMs: 2_000, minGapMs: 0 });
    for (clock = 0; clock < 60_000; clock += 500) {
      idle.touch();
      expect(idle.check()).toBe(false);
    }
    expect(collections).toBe(0);
  });

  it('leaves at least the least gap between two collections', () => {
    const idle = start({ quietMs: 1_000, minGapMs: 60_000 });
    idle.touch();
    clock = 1_000;
    expect(idle.check()).toBe(true);
    clock = 2_000;
    idle.touch();
    clock = 5_000;
    expect(idle.check()).toBe(false);
    clock = 61_000;
    expect(idle.check()).toBe(true);
    expect(collections).toBe(2);
  });

  it('does nothing without a way to collect (node without --expose-gc)', () => {
    const idle = start({ quietMs: 10, minGapMs: 0, collect: undefined });
    idle.touch();
    clock = 1_000;
    expect(idle.check()).toBe((globalThis as { gc?: unknown }).gc !== undefined);
  });

  it('collects on its own once requests stop, by the one timer the requests share', async () => {
    const idle = start({ quietMs: 20, minGapMs: 0, now: () => performance.now() });
    for (let i = 0; i < 5; i++) {
      idle.touch();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(collections).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(collections).toBe(1);
  });
});
