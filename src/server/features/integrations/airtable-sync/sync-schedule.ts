import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../../db/client';
import { repeat } from '../../../jobs/repeat';
import { AppError } from '../../../lib/errors';
import { lastSyncStartedAt } from './airtable-sync.repo';

/** What the schedule needs: the database (for the lock and the last run), and a way to start a sync of everything. */
export interface SyncScheduleDeps {
  database: Pick<Database, 'db' | 'pool'>;
  /** Whether Airtable is configured (the schedule does nothing without it). */
  configured: boolean;
  /** Starts a sync of every section as the schedule (startSync(ctx, null, 'all')). */
  start(): Promise<unknown>;
}

/** The advisory lock the nodes take to decide which one starts a scheduled sync ("airtable" as a number). */
export const SYNC_LOCK_KEY = 0x61697274;
/** How often each node looks whether a scheduled sync is due. */
const TICK_MS = 60_000;

/** What a tick did: started a sync, or not because another node holds the lock, one started within the interval, or one is running. */
export type TickResult = 'started' | 'locked' | 'recent' | 'running';

const ticking = new WeakSet<object>();

/**
 * One look at the schedule: under the advisory lock (a dedicated pooled connection on PostgreSQL;
 * on the embedded database, one process, an in-process guard), starts a sync of everything unless
 * one started within `minutes`. The lock is held until the job's row exists, so of nodes ticking
 * together exactly one starts it.
 */
export async function tryScheduledSync(deps: SyncScheduleDeps, minutes: number): Promise<TickResult> {
  const { db, pool } = deps.database;
  if (ticking.has(db)) return 'locked';
  ticking.add(db);
  let client: pg.PoolClient | undefined;
  try {
    client = pool ? await pool.connect() : undefined;
    if (client) {
      const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [SYNC_LOCK_KEY]);
      if (!rows[0]?.got) return 'locked';
    }
    try {
      const last = await lastSyncStartedAt(db);
      if (last && Date.now() - last.getTime() < minutes * 60_000) return 'recent';
      await deps.start();
      return 'started';
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 409) return 'running';
      throw error;
    } finally {
      await client?.query('select pg_advisory_unlock($1)', [SYNC_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    client?.release();
    ticking.delete(db);
  }
}

/**
 * Every `minutes` (AIRTABLE_SYNC_INTERVAL_MINUTES; 0: off) one node syncs everything from Airtable
 * as the schedule. Each node looks every minute (or every `minutes`, when shorter); failures are
 * logged and the next look tries again. Answers the function that stops it.
 */
export function scheduleAirtableSync(deps: SyncScheduleDeps, minutes: number, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): () => void {
  if (minutes === 0) return () => undefined;
  if (!deps.configured) {
    log.warn('AIRTABLE_SYNC_INTERVAL_MINUTES is set but Airtable is not configured: the scheduled sync is off');
    return () => undefined;
  }
  return repeat({
    everyMs: Math.min(TICK_MS, minutes * 60_000),
    run: async () => {
      if ((await tryScheduledSync(deps, minutes)) === 'started') log.info('scheduled Airtable sync started');
    },
    onError: (error) => log.warn({ err: error }, 'scheduled Airtable sync could not start'),
  });
}
