import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '@server/db/client';
import journal from '@server/db/migrations/meta/_journal.json';
import { appliedMigrations } from '../database/admin-database.repo';

/** How long /readyz waits for the database before it answers 503. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Whether the node may take traffic, and why not. */
export type Readiness = { ready: true } | { ready: false; message: string };

const TIMED_OUT = Symbol('timed out');

/** `promise`'s value, or TIMED_OUT once `ms` passed (a later failure of `promise` is ignored). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this node is ready: not draining, and the database answers within `timeoutMs` with
 * every migration of this build applied (Drizzle's own rule: its newest applied migration is at
 * least this build's newest; a database a newer build migrated further is ready too).
 */
export async function readiness(db: Db, draining: boolean, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  if (draining) return { ready: false, message: 'This node is shutting down: send requests to another one' };
  const applied = await within(appliedMigrations(db), timeoutMs).catch(() => undefined);
  if (applied === undefined) return { ready: false, message: 'The database cannot be reached' };
  if (applied === TIMED_OUT) return { ready: false, message: `The database did not answer within ${timeoutMs / 1000} s` };
  const latest = journal.entries[journal.entries.length - 1];
  if (latest && (applied.newest === null || applied.newest < latest.when || applied.count < journal.entries.length)) {
    return { ready: false, message: `The database lacks this version's migrations (up to ${latest.tag}); they run when a node starts` };
  }
  return { ready: true };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = header && /^Bearer /i.test(header) ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(presented), digest(token));
}
