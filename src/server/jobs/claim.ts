import { type AdminJobKind, ADMIN_JOB_KINDS, JOB_KIND_LABELS } from '@shared/api/jobs';
import type { SessionUser } from '@shared/api/session-user';
import type pg from 'pg';
import type { Database, Db } from '../db/client';
import { auditedWrite } from '../platform/audit/audited-write';
import { AppError, conflict } from '../lib/errors';
import { announceJob } from './job-events';
import * as repo from './jobs.repo';

/**
 * How a run of a recorded kind is claimed, for every kind alike:
 * - one active run of a kind at a time, across nodes: the unique index on admin_jobs (kind) over
 *   active rows refuses a second;
 * - a run whose heartbeat is older than STALE_AFTER_MS (two minutes) died with its process, and is
 *   marked failed by the next claim of its kind;
 * - a scheduled claim is taken under the kind's advisory lock, so of nodes looking together one
 *   claims, and is skipped while a run of the kind started within its interval.
 */

/** Why a person's claim was refused: a run of the kind is active. */
export interface BusyMessage {
  message: string;
  code: string;
}

/** The 409 a person gets while a run of `kind` is active ('A profile spider is already running'). */
export function busyOf(kind: AdminJobKind): BusyMessage {
  return { message: `A ${JOB_KIND_LABELS[kind]} is already running`, code: 'JOB_RUNNING' };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Claims a run of `kind` with `params` for `user` (null: the server's own schedule): marks a stale
 * run of the kind failed, then inserts the running row, audited. A live run of the kind makes it
 * a 409 with `busy`.
 */
export async function claimRun(
  db: Db,
  user: SessionUser | null,
  kind: AdminJobKind,
  params: Record<string, unknown>,
  busy: BusyMessage = busyOf(kind),
): Promise<Awaited<ReturnType<typeof repo.insertRunning>>> {
  for (const id of await repo.failStale(db, kind)) await announceJob(db, id);
  try {
    return await auditedWrite(
      db,
      user,
      (tx) => repo.insertRunning(tx, kind, params, user ? (user.originalUser ?? user).id : null),
      (job) => ({ action: 'admin-job.start', targetType: 'admin-job', targetId: job.id, details: { kind, params } }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(busy.message, busy.code);
    throw error;
  }
}

/** What one look of a schedule did: claimed a run, or not because another claim holds the kind's lock, one started within the interval, or one is running. */
export type TickResult = 'started' | 'locked' | 'recent' | 'running';

/** The advisory lock space of scheduled claims ("jobs" as a number); the second key is the kind's place in ADMIN_JOB_KINDS. */
const CLAIM_LOCK_SPACE = 0x6a6f6273;

const claiming = new WeakMap<Db, Set<AdminJobKind>>();

/**
 * One look of the schedule of `kind`: under the kind's advisory lock (a dedicated pooled connection
 * on PostgreSQL; on the embedded database, one process, an in-process guard), calls `claim` unless
 * a run of the kind started within `notWithinMs`. The lock is held until `claim` has its row, so of
 * nodes looking together exactly one claims. A 409 from `claim` (a run is active) is 'running'.
 */
export async function claimScheduled<T>(
  database: Pick<Database, 'db' | 'pool'>,
  kind: AdminJobKind,
  notWithinMs: number,
  claim: () => Promise<T>,
): Promise<{ tick: 'started'; claimed: T } | { tick: Exclude<TickResult, 'started'> }> {
  const { db, pool } = database;
  const kinds = claiming.get(db) ?? new Set<AdminJobKind>();
  claiming.set(db, kinds);
  if (kinds.has(kind)) return { tick: 'locked' };
  kinds.add(kind);
  const key = [CLAIM_LOCK_SPACE, ADMIN_JOB_KINDS.indexOf(kind)];
  let client: pg.PoolClient | undefined;
  try {
    client = pool ? await pool.connect() : undefined;
    if (client) {
      const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1, $2) as got', key);
      if (!rows[0]?.got) return { tick: 'locked' };
    }
    try {
      const last = await repo.lastStartedAt(db, kind);
      if (last && Date.now() - last.getTime() < notWithinMs) return { tick: 'recent' };
      return { tick: 'started', claimed: await claim() };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 409) return { tick: 'running' };
      throw error;
    } finally {
      await client?.query('select pg_advisory_unlock($1, $2)', key).catch(() => undefined);
    }
  } finally {
    client?.release();
    kinds.delete(kind);
  }
}
