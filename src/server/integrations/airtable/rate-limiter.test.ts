import { expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

/** A clock that only moves when the limiter sleeps or the test moves it, so the test is exact and instant. */
function fakeClock() {
  const clock = {
    t: 0,
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.t += ms;
    },
  };
  return clock;
}

it('lets `limit` requests start at once, then one more each time a slot is a window past its request', async () => {
  const clock = fakeClock();
  const limiter = createRateLimiter({ limit: 5, windowMs: 1000, now: clock.now, sleep: clock.sleep });
  const starts: number[] = [];
  for (let i = 0; i < 12; i++) {
    const release = await limiter.acquire();
    starts.push(clock.t);
    release();
  }
  expect(starts).toEqual([0, 0, 0, 0, 0, 1000, 1000, 1000, 1000, 1000, 2000, 2000]);
});

it('counts the window from the end of a slow request, so slow answers cannot bunch arrivals', async () => {
  const clock = fakeClock();
  const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: clock.now, sleep: clock.sleep });
  const first = await limiter.acquire();
  const second = await limiter.acquire();
  let thirdAt: number | undefined;
  const third = limiter.acquire().then((release) => {
    thirdAt = clock.t;
    return release;
  });
  await Promise.resolve();
  expect(thirdAt).toBeUndefined();
  clock.t = 300;
  first();
  (await third)();
  expect(thirdAt).toBe(1300);
  second();
  first(); // a second release of the same slot changes nothing
  await limiter.acquire();
  expect(clock.t).toBe(2300);
});

it('shares one budget between concurrent callers, in the order they asked', async () => {
  const clock = fakeClock();
  const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: clock.now, sleep: clock.sleep });
  const order: string[] = [];
  await Promise.all(
    ['a', 'b', 'c', 'd', 'e'].map(async (name) => {
      const release = await limiter.acquire();
      order.push(`${name}@${clock.t}`);
      release();
    }),
  );
  expect(order).toEqual(['a@0', 'b@0', 'c@1000', 'd@1000', 'e@2000']);
});

it('refuses a limit below one', () => {
  expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow(RangeError);
});
