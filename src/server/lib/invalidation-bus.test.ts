import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openTestDatabase, testDatabaseUrl } from '@tests/helpers/databases';
import type { Database } from '../db/client';
import { createInvalidationBus } from './invalidation-bus';
import { ReadCache } from './read-cache';

/** A cache entry under `tag` whose value counts its loads: a new number means it was dropped. */
function counted(cache: ReadCache, tag: string): () => Promise<number> {
  let loads = 0;
  return () => cache.get(tag, [tag], async () => ++loads);
}

const quietLog = () => ({ warn: vi.fn(), info: vi.fn() });

/** A pooled client as far as the bus uses it: events, queries and release. */
class FakeClient extends EventEmitter {
  queries: string[] = [];
  released = false;
  async query(text: string) {
    this.queries.push(text);
  }
  release() {
    this.released = true;
  }
}

/** A pool whose connect() hands out the given clients or errors in turn (a promise: once it settles), recording when it was called. */
function fakePool(outcomes: (FakeClient | Error | Promise<FakeClient>)[]) {
  const calls: number[] = [];
  const pool = {
    async connect() {
      calls.push(Date.now());
      const next = (await outcomes.shift()) ?? new Error('no more connections');
      if (next instanceof Error) throw next;
      return next;
    },
    async query() {},
  };
  return { pool: pool as unknown as pg.Pool, calls };
}

describe('with a fake pool', () => {
  it.each(['error', 'end'])("clears the cache on the listener's '%s' and again once listening on a fresh client", async (event) => {
    const first = new FakeClient();
    const second = new FakeClient();
    // the fresh client comes when the test lets it: a busy machine may not reach the read in between first
    let connectSecond: () => void = () => undefined;
    const secondConnects = new Promise<FakeClient>((resolve) => {
      connectSecond = () => resolve(second);
    });
    const { pool } = fakePool([first, secondConnects]);
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
    const log = quietLog();
    const bus = await createInvalidationBus(cache, pool, log);
    const read = counted(cache, 'a');
    expect(await read()).toBe(1);

    expect(() => first.emit(event, new Error('terminated'))).not.toThrow();
    await vi.waitFor(() => expect(first.released).toBe(true));
    expect(await read()).toBe(2);

    connectSecond();
    await vi.waitFor(() => expect(log.info).toHaveBeenCalled());
    expect(second.queries).toEqual(['LISTEN podium_cache']);
    expect(await read()).toBe(3);
    second.emit('notification', { channel: 'podium_cache', payload: 'a' });
    expect(await read()).toBe(4);
    await bus.close();
  });

  it('retries a failing reconnection with a growing pause, and stops once closed', async () => {
    const first = new FakeClient();
    const { pool, calls } = fakePool([first, new Error('down'), new Error('down'), new Error('down')]);
    const bus = await createInvalidationBus(new ReadCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 }), pool, quietLog());
    first.emit('error', new Error('terminated'));
    await vi.waitFor(() => expect(calls).toHaveLength(4), { timeout: 2000 });
    const pauses = calls.slice(1).map((at, i) => at - calls[i]);
    expect(pauses[0]).toBeGreaterThanOrEqual(90);
    expect(pauses[1]).toBeGreaterThanOrEqual(190);
    expect(pauses[2]).toBeGreaterThanOrEqual(390);
    await bus.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(calls).toHaveLength(4);
  });

  it('stops listening on close', async () => {
    const client = new FakeClient();
    const bus = await createInvalidationBus(new ReadCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 }), fakePool([client]).pool, quietLog());
    await bus.close();
    expect(client.queries).toEqual(['LISTEN podium_cache', 'UNLISTEN podium_cache']);
    expect(client.released).toBe(true);
  });
});

describe.skipIf(!testDatabaseUrl)('on PostgreSQL', () => {
  let database: Database;
  let other: pg.Client;
  beforeAll(async () => {
    database = await openTestDatabase(inject('pgliteTemplate'));
    other = new pg.Client({ connectionString: database.url });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await database?.close();
  });

  it('recovers when its listening connection is killed: clears the cache, listens again and obeys NOTIFY', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
    const log = quietLog();
    const bus = await createInvalidationBus(cache, database.pool, log);
    const a = counted(cache, 'a');
    const b = counted(cache, 'b');
    expect(await a()).toBe(1);

    const killed = await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN podium_cache'`,
    );
    expect(killed.rowCount).toBe(1);
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalled());
    expect(await a()).toBe(2);

    await vi.waitFor(() => expect(log.info).toHaveBeenCalled(), { timeout: 3000 });
    expect(await a()).toBe(3);
    expect(await b()).toBe(1);
    await other.query(`select pg_notify('podium_cache', 'a')`);
    await expect.poll(a).toBe(4);
    expect(await b()).toBe(1);
    await bus.close();
  });
});
