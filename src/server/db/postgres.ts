import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, type Db, migrationsFolder, type QueryText } from './client';
import { CONNECT_TIMEOUT_MS, guardPool } from './connection-loss';
import * as schema from './schema';

/** The advisory lock nodes take to apply migrations one at a time ("migrate" as a number). */
const MIGRATION_LOCK_KEY = 0x6d696772;

/**
 * Runs `apply` (the migrations) while holding a session advisory lock on a connection of its own (not the pool's,
 * which may have a single connection), so nodes starting together on pending migrations apply them
 * one after the other: the second finds them applied. The lock ends with its connection.
 */
async function migrateOneAtATime(url: string, apply: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await apply();
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Opens a node-postgres pool on DATABASE_URL and applies the migrations (one node at a time). */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // a client losing its connection (server restart, failover) must not crash the process, idle or
  // held; the pool replaces it on the next query, and a request that can't get one in time fails (503)
  const pool = guardPool(new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true }), (error, what) =>
    console.warn(`${what}: ${error.message}`),
  );
  const db = drizzle(pool, { schema }) as unknown as Db;
  await migrateOneAtATime(url, () => migrate(db as never, { migrationsFolder }));
  // node-postgres parses a named statement once per pooled connection
  const queryText: QueryText = async ({ name, text }, params) => {
    const result = await pool.query<[string | null]>({ name, text, values: params, rowMode: 'array' });
    return result.rows[0]?.[0] ?? undefined;
  };
  return { db, queryText, kind: 'postgres', pool, url, close: () => pool.end() };
}
