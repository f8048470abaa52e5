import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
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
 */
export async function createInvalidationBus(
  cache: ReadCache,
  pool: pg.Pool | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<InvalidationBus> {
  if (!pool) {
    return {
      async invalidate(tag) {
        cache.invalidate(tag);
      },
      async close() {},
    };
  }
  const listener = await pool.connect();
  listener.on('notification', (message) => {
    if (message.channel === CHANNEL && message.payload) cache.invalidate(message.payload);
  });
  listener.on('error', (error) => log.warn({ err: error }, 'cache invalidation listener failed; clearing the cache'));
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    async invalidate(tag) {
      cache.invalidate(tag);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, tag]);
    },
    async close() {
      await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      listener.release(true);
    },
  };
}
