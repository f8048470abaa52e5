import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '@tests/helpers/databases';
import { createAdapterPool } from './adapter-pool';

type Connect = () => Promise<pg.PoolClient>;

/** Whether `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = promise.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
}

/** The server process behind a client's connection. */
function processId(client: pg.PoolClient): number {
  return (client as unknown as { processID: number }).processID;
}

/** Ends a client's connection from the server's side, as a restart would. */
async function terminate(pool: pg.Pool, client: pg.PoolClient): Promise<void> {
  await pool.query('select pg_terminate_backend($1)', [processId(client)]);
}

describe.skipIf(!testDatabaseUrl)('the Socket.IO adapter’s pool', () => {
  let ended = false;
  let adapterPool: ReturnType<typeof createAdapterPool>;
  let held: pg.PoolClient[] = [];
  const open = () => {
    ended = false;
    held = [];
    adapterPool = createAdapterPool(testDatabaseUrl!, () => undefined);
    const { connect, query } = adapterPool.forAdapter as unknown as { connect: Connect; query: pg.Pool['query'] };
    const holding: Connect = async () => {
      const client = await connect();
      held.push(client);
      return client;
    };
    return { connect: holding, query };
  };
  afterEach(async () => {
    // as the adapter does on close: its LISTEN client goes back, then the pool ends
    for (const client of held) client.release();
    if (!ended) await adapterPool.pool.end();
  });

  it('hands out one LISTEN client at a time: a second waits until the first one’s connection ends', async () => {
    const { connect, query } = open();
    const first = await connect();
    await first.query('LISTEN "socket.io#/"');
    const second = connect();
    expect(await settlesWithin(second, 300)).toBe(false);
    // the NOTIFYs still have a connection of their own
    expect((await query('select 1 as one')).rows).toEqual([{ one: 1 }]);

    await terminate(adapterPool.pool, first);
    const next = await second;
    await next.query('LISTEN "socket.io#/"');
    expect(processId(next)).not.toBe(processId(first));
  });

  it('ends the connection of a client whose query failed, and takes a fresh one after it', async () => {
    const { connect } = open();
    const client = await connect();
    const clientEnded = new Promise((resolve) => client.once('end', resolve));
    await expect(client.query('LISTEN')).rejects.toThrow();
    await clientEnded;
    expect(adapterPool.pool.totalCount).toBe(0);
    const fresh = await connect();
    await fresh.query('LISTEN "socket.io#/"');
    expect(adapterPool.pool.totalCount).toBe(1);
  });

  it('gives a client back to the pool as it was, so a NOTIFY with parameters can take it next', async () => {
    const { connect, query } = open();
    const client = await connect();
    await client.query('LISTEN "socket.io#/"');
    client.release();
    held = [];
    // the pool's only connection is the one the adapter gave back
    const notify = query('select pg_notify($1, $2) as sent', ['socket.io#/', '{}']);
    expect(await settlesWithin(notify, 2_000)).toBe(true);
    expect((await notify).rows).toEqual([{ sent: '' }]);
    expect(adapterPool.pool.totalCount).toBe(1);
  });

  it('never settles a connect once the pool is ending, so no retry outlives the app', async () => {
    const { connect } = open();
    const client = await connect();
    const waiting = connect();
    client.release();
    ended = true;
    await adapterPool.pool.end();
    expect(await settlesWithin(waiting, 300)).toBe(false);
    expect(await settlesWithin(connect(), 300)).toBe(false);
  });
});
