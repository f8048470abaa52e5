/** When the idle collector looks, and how often it may collect. */
export interface IdleCollectorOptions {
  /** How long without a request counts as idle (ms). */
  quietMs?: number;
  /** The least time between two collections (ms): a server that wakes and sleeps often is not collected each time. */
  minGapMs?: number;
  /** The collection to run; by default two full collections with `globalThis.gc` when node runs with --expose-gc, else nothing. */
  collect?: () => void;
  /** The clock, in ms. */
  now?: () => number;
}

/** What the server tells the idle collector: each request as it ends; `stop` on close. */
export interface IdleCollector {
  /** Marks activity: a request just ended. */
  touch(): void;
  /** Looks once: collects when there was activity since the last collection, none for `quietMs`, and `minGapMs` has passed. */
  check(): boolean;
  stop(): void;
}

/**
 * Two full collections back to back: the first frees the objects, and V8 gives their pages back to
 * the system only at the next (one alone left a test's 176 MB of garbage resident; two, none).
 */
function twoFullCollections(): (() => void) | undefined {
  const gc = (globalThis as { gc?: () => void }).gc;
  return gc
    ? () => {
        gc();
        gc();
      }
    : undefined;
}

/**
 * Full garbage collection once the server falls quiet after work. A burst of requests leaves
 * garbage that V8 keeps resident until its own idle-time reducer runs, several seconds to minutes
 * later, or until memory pressure, which an idle server never feels (about 20 MB of resident
 * memory after a visitor's first minute). Collecting at once, when no request is waiting, costs a
 * pause nobody sees; a busy server never falls quiet, so it is never paused by it.
 */
export function startIdleCollector(options: IdleCollectorOptions = {}): IdleCollector {
  const { quietMs = 2_000, minGapMs = 60_000, now = () => performance.now() } = options;
  const collect = options.collect ?? twoFullCollections();
  let lastActivity = Number.NEGATIVE_INFINITY;
  let lastCollection = Number.NEGATIVE_INFINITY;
  const check = () => {
    const at = now();
    if (!collect || lastActivity <= lastCollection || at - lastActivity < quietMs || at - lastCollection < minGapMs) return false;
    lastCollection = at;
    collect();
    return true;
  };
  // at most one timer: a request only notes the time (the hot path), and the timer, when it fires
  // before the server has been quiet for quietMs, waits the rest of it
  let timer: NodeJS.Timeout | undefined;
  const wait = (ms: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      const quietFor = now() - lastActivity;
      if (quietFor < quietMs) wait(quietMs - quietFor + 10);
      else check();
    }, ms);
    timer.unref();
  };
  return {
    touch: () => {
      lastActivity = now();
      if (!timer) wait(quietMs + 10);
    },
    check,
    stop: () => clearTimeout(timer),
  };
}
