import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, guardPool } from '../db/connection-loss';

type Warn = (error: Error, what: string) => void;

/**
 * The adapter's connections: one holds its LISTEN, the others carry its NOTIFYs. With one for
 * NOTIFYs, two nodes at 500 messages/s queued them past the connect timeout, and the adapter drops
 * a NOTIFY it cannot send (a fifth of the messages never crossed).
 */
const ADAPTER_CONNECTIONS = 4;

/** The adapter's pool (ended by the app on close) and the view of it the adapter is given. */
interface AdapterPool {
  pool: pg.Pool;
  forAdapter: Parameters<typeof createAdapter>[0];
}

/** Resolves once `client`'s connection has ended. */
function endOf(client: pg.PoolClient): Promise<void> {
  return new Promise((resolve) => client.once('end', () => resolve()));
}

/**
 * The Socket.IO postgres adapter's own pool (its LISTEN connection and its NOTIFYs), made safe for
 * a PostgreSQL restart. @socket.io/postgres-adapter 0.5 takes its LISTEN client from `connect()`
 * and, when that client's connection ends, takes a new one; it has three faults this view mends:
 * - It never releases a client whose connection ended, so the pool would count it in use for
 *   ever: a client here is released (and discarded) when its connection ends, at most once.
 * - When a LISTEN fails it leaves that client checked out and open, and tries again: a failed
 *   query here ends the client's connection, so nothing leaks and no channel goes unheard.
 * - A LISTEN that fails because the connection ended makes it try again twice (once for the
 *   failure, once for the end), and it would then hold two LISTEN clients: both of the pool's
 *   connections, leaving none for the NOTIFYs that carry events to the other nodes. Here a
 *   second `connect()` waits until the LISTEN client before it has ended.
 * Once the pool is ending, `connect()` never settles, so no retry outlives the app.
 */
export function createAdapterPool(url: string, warn: Warn): AdapterPool {
  const pool = guardPool(new pg.Pool({ connectionString: url, max: ADAPTER_CONNECTIONS, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true }), warn);
  /** The end of the LISTEN client given out last, until it comes. */
  let listening: Promise<void> | undefined;
  let ending = false;
  const endPool = pool.end.bind(pool);
  pool.end = (() => {
    ending = true;
    return endPool();
  }) as typeof pool.end;
  const connect = async (): Promise<pg.PoolClient> => {
    while (listening) await listening;
    if (ending) return new Promise<never>(() => undefined);
    const client = await pool.connect();
    const ended = endOf(client);
    listening = ended;
    void ended.then(() => {
      if (listening === ended) listening = undefined;
    });
    const release = client.release;
    const query = client.query;
    let released = false;
    // once given back, the client is the pool's again as it was (a NOTIFY may take it next)
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.query = query;
      release(error);
    };
    client.release = releaseOnce;
    client.once('end', () => releaseOnce(true));
    client.query = ((...args: Parameters<typeof query>) => {
      const result = query.apply(client, args) as unknown;
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        releaseOnce(true);
        throw error;
      });
    }) as typeof client.query;
    return client;
  };
  const forAdapter = { connect, query: pool.query.bind(pool) } as unknown as AdapterPool['forAdapter'];
  return { pool, forAdapter };
}

/**
 * Socket.IO's adapter across the nodes sharing `url`, on a pool of its own (createAdapterPool),
 * which the app ends on close. `onError` hears the adapter's own errors.
 */
export function createPostgresAdapter(url: string, warn: Warn, onError: (error: Error) => void): { pool: pg.Pool; adapter: ReturnType<typeof createAdapter> } {
  const { pool, forAdapter } = createAdapterPool(url, warn);
  return { pool, adapter: createAdapter(forAdapter, { errorHandler: onError }) };
}
