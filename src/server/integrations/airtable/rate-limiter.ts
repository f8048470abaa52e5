/**
 * A limit of `limit` requests per rolling `windowMs`, counted so that it holds where the requests
 * arrive, whatever the latency: a request holds its slot while in flight and for `windowMs` after
 * it ended. As a request arrives before its answer ends, the next request on its slot arrives at
 * least `windowMs` later, so no window of `windowMs` at the server sees more than `limit`.
 */
interface RateLimiter {
  /** Resolves, in the order callers asked, when one request may start; call the answered `release` once it ended (success or not). */
  acquire(): Promise<() => void>;
}

/** How a rate limiter counts and waits (the clock and the wait are injected by its unit test). */
interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A limiter shared by every caller holding it (see RateLimiter). */
export function createRateLimiter({ limit, windowMs, now = () => performance.now(), sleep = realSleep }: RateLimiterOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A rate limit must be a whole number of at least 1, not ${limit}`);
  /** When the slots of ended requests free up, earliest first. */
  const freeAt: number[] = [];
  let inFlight = 0;
  let wake: (() => void) | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  function slot(): () => void {
    inFlight++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      inFlight--;
      freeAt.push(now() + windowMs);
      wake?.();
    };
  }

  async function take(): Promise<() => void> {
    for (;;) {
      const t = now();
      while (freeAt.length > 0 && freeAt[0]! <= t) freeAt.shift();
      if (inFlight + freeAt.length < limit) return slot();
      // every slot is taken: the earliest to free is the oldest ended one, else the next to end
      if (freeAt.length > 0) await sleep(freeAt[0]! - t);
      else await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  }

  return {
    acquire() {
      const turn = queue.then(take);
      queue = turn;
      return turn;
    },
  };
}
