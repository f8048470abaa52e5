import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { ReadCache } from './read-cache';

const CHANNEL = 'podium_cache';
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

type BusLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** Tells every app node that cached reads under a tag are stale. */
export interface InvalidationBus {
  invalidate(tag: string): Promise<void>;
  close(): Promise<void>;
}

/** A pooled client LISTENing on the channel, and a promise that settles when its connection is lost. */
interface Listener {
  client: pg.PoolClient;
  lost: Promise<unknown>;
}

/**
 * Invalidates the local read cache and, on PostgreSQL, every other node's through
 * LISTEN/NOTIFY. On the embedded database there is only one process, so local is all.
 * When the listening connection is lost the local cache is cleared at once and again once
 * listening anew (notifications sent meanwhile are lost); reconnection retries with a
 * backoff of 100 ms doubling to 5 s until it succeeds or the bus is closed.
 */
export async function createInvalidationBus(cache: ReadCache, pool: pg.Pool | undefined, log: BusLog): Promise<InvalidationBus> {
  if (!pool) {
    return {
      async invalidate(tag) {
        cache.invalidate(tag);
      },
      async close() {},
    };
  }
  const onMessage = (tag: string) => cache.invalidate(tag);
  const first = await openListener(pool, onMessage);
  const closing = new AbortController();
  const done = keepListening(first, { pool, onMessage, onGap: () => cache.clear(), log, signal: closing.signal }).catch((error: unknown) =>
    log.warn({ err: error }, 'cache invalidation listener stopped'),
  );
  return {
    async invalidate(tag) {
      cache.invalidate(tag);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, tag]);
    },
    async close() {
      closing.abort();
      await done;
    },
  };
}

interface Supervision {
  pool: pg.Pool;
  onMessage(tag: string): void;
  /** Called when notifications may have been missed. */
  onGap(): void;
  log: BusLog;
  signal: AbortSignal;
}

/** Takes a fresh client from the pool and LISTENs on it; its error handler stays attached, so a late error cannot crash the process. */
async function openListener(pool: pg.Pool, onMessage: (tag: string) => void): Promise<Listener> {
  const client = await pool.connect();
  const lost = new Promise<unknown>((resolve) => {
    client.on('error', resolve);
    client.on('end', () => resolve(new Error('connection ended')));
  });
  client.on('notification', (message) => {
    if (message.channel === CHANNEL && message.payload) onMessage(message.payload);
  });
  try {
    await client.query(`LISTEN ${CHANNEL}`);
  } catch (error) {
    client.release(true);
    throw error;
  }
  return { client, lost };
}

/** Waits for the listener's connection to be lost, then replaces it; on close, stops listening. */
async function keepListening(first: Listener, s: Supervision): Promise<void> {
  let listener: Listener | undefined = first;
  const closed = new Promise((resolve) => s.signal.addEventListener('abort', resolve, { once: true }));
  while (listener) {
    const error = await Promise.race([listener.lost, closed]);
    if (s.signal.aborted) {
      await listener.client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      listener.client.release(true);
      return;
    }
    listener.client.release(true);
    s.onGap();
    s.log.warn({ err: error }, 'cache invalidation listener lost; cache cleared, reconnecting');
    listener = await reconnect(s);
    if (listener) {
      s.onGap();
      s.log.info('cache invalidation listener reconnected; cache cleared');
    }
  }
}

/** A new listener, retrying with a growing pause; undefined once the bus is closed. */
async function reconnect(s: Supervision): Promise<Listener | undefined> {
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
    const slept = await sleep(delay, true, { signal: s.signal }).catch(() => false);
    if (!slept) return undefined;
    try {
      return await openListener(s.pool, s.onMessage);
    } catch (error) {
      s.log.warn({ err: error }, 'cache invalidation listener could not reconnect; retrying');
    }
  }
}
