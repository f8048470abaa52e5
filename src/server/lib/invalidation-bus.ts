import type pg from 'pg';
import { type ListenerLog, listenOn } from '../db/pg-listener';
import type { ReadCache } from './read-cache';

const CHANNEL = 'podium_cache';

/** Tells every app node that cached reads under a tag are stale. */
export interface InvalidationBus {
  invalidate(tag: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Invalidates the local read cache and, on PostgreSQL, every other node's through
 * LISTEN/NOTIFY. On the embedded database there is only one process, so local is all.
 * When the listening connection is lost the local cache is cleared at once and again once
 * listening anew (notifications sent meanwhile are lost); reconnection retries with a
 * backoff of 100 ms doubling to 5 s until it succeeds or the bus is closed.
 */
export async function createInvalidationBus(cache: ReadCache, pool: pg.Pool | undefined, log: ListenerLog): Promise<InvalidationBus> {
  if (!pool) {
    return {
      async invalidate(tag) {
        cache.invalidate(tag);
      },
      async close() {},
    };
  }
  const stop = await listenOn({
    pool,
    channel: CHANNEL,
    onMessage: (tag) => cache.invalidate(tag),
    onGap: () => cache.clear(),
    log,
    name: 'cache invalidation',
  });
  return {
    async invalidate(tag) {
      cache.invalidate(tag);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, tag]);
    },
    close: stop,
  };
}
