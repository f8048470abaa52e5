import type { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, guardPool } from '../db/connection-loss';

type Warn = (error: Error, what: string) => void;

/** The adapter's pool (ended by the app on close) and the view of it the adapter is given. */
interface AdapterPool {
  pool: pg.Pool;
  forAdapter: Parameters<typeof createAdapter>[0];
}

/**
 * The Socket.IO postgres adapter's own pool (its LISTEN connection and its NOTIFYs), made safe for
 * a PostgreSQL restart. @socket.io/postgres-adapter 0.5 holds its LISTEN client with no `error`
 * listener (guardPool adds one), and when that client's connection ends it takes a new one
 * without releasing the dead one, which the pool then counts as in use for ever: after a restart
 * or two its two connections would be spent and every cross-node event would wait. So the adapter
 * gets a view of the pool whose `connect()` hands out clients that are released (and discarded)
 * when their connection ends, at most once.
 */
export function createAdapterPool(url: string, warn: Warn): AdapterPool {
  const pool = guardPool(new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true }), warn);
  const connect = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    const release = client.release;
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      release(error);
    };
    client.release = releaseOnce;
    client.once('end', () => releaseOnce(true));
    return client;
  };
  const forAdapter = { connect, query: pool.query.bind(pool) } as unknown as AdapterPool['forAdapter'];
  return { pool, forAdapter };
}
