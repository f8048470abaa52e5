import { and, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { authTokens, bookingRequests, errorLog, navigationEvents, rateLimitHits, sessions } from '@server/db/schema';
import { defineJob } from '@server/jobs/define-job';
import type { JobContext } from '@server/jobs/run-job';
import type { JobRunCounter } from '@server/platform/metrics';

/** Rows deleted per statement by the log clean-up, so no run holds its locks for long. */
const LOG_DELETE_BATCH = 5_000;

/** Deletes expired sessions, spent or expired tokens older than a day, and stale rate-limit windows. */
export async function deleteExpiredAuthData(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await db
    .delete(authTokens)
    .where(
      or(lt(authTokens.expiresAt, sql`now() - interval '1 day'`), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, sql`now() - interval '1 day'`))),
    );
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, sql`now() - interval '1 day'`));
}

/**
 * Deletes the unconfirmed booking requests whose link expired more than a day ago (nobody can
 * confirm them any more, and the agency never saw them), and the joined ones as old (their message
 * lives in the thread they joined); their links go with them (cascade).
 */
export async function deleteExpiredBookingRequests(db: Db): Promise<void> {
  await db
    .delete(bookingRequests)
    .where(and(inArray(bookingRequests.status, ['unconfirmed', 'joined']), lt(bookingRequests.linkExpiresAt, sql`now() - interval '1 day'`)));
}

/**
 * Deletes error_log and navigation_events rows older than `retentionDays`, `batchSize` rows per
 * statement (each its own short transaction) until none is left.
 */
export async function deleteExpiredLogs(db: Db, retentionDays: number, batchSize = LOG_DELETE_BATCH): Promise<void> {
  const cutoff = sql`now() - make_interval(days => ${retentionDays})`;
  for (const [table, time] of [
    [errorLog, errorLog.createdAt],
    [navigationEvents, navigationEvents.visitedAt],
  ] as const) {
    let deleted = batchSize;
    while (deleted === batchSize) {
      const batch = db.select({ id: table.id }).from(table).where(lt(time, cutoff)).limit(batchSize);
      deleted = (await db.delete(table).where(inArray(table.id, batch)).returning({ id: table.id })).length;
    }
  }
}

/** What the clean-up needs: the database, how long logs are kept, and the counter of its runs. */
type CleanupContext = JobContext & { logRetentionDays: number };

/**
 * The clean-up as a job every node runs on its own: expired sessions and tokens, stale rate-limit
 * windows, logs past their retention, and unconfirmed booking requests a day past their link's expiry. Each part runs even when the other failed; a failed part
 * fails the run. Its schedule: at start, then every hour.
 */
const cleanupJob = defineJob<CleanupContext, undefined, Record<string, never>>({
  kind: 'cleanup',
  singleton: false,
  async run(ctx) {
    const failures: unknown[] = [];
    await deleteExpiredAuthData(ctx.db).catch((error: unknown) => failures.push(error));
    await deleteExpiredLogs(ctx.db, ctx.logRetentionDays).catch((error: unknown) => failures.push(error));
    await deleteExpiredBookingRequests(ctx.db).catch((error: unknown) => failures.push(error));
    if (failures.length) throw new AggregateError(failures, 'A part of the clean-up failed');
    return {};
  },
  schedule: { timing: () => ({ everyMs: 60 * 60 * 1000, atStart: true }), input: () => undefined },
});

/**
 * Runs the clean-up now and then every hour until the returned function is called; a failed run
 * is told to `onError`. Each run is counted in `runs` ('cleanup', failed when a part failed).
 */
export function scheduleCleanup(db: Db, logRetentionDays: number, onError: (error: unknown) => void, runs: JobRunCounter): () => void {
  return cleanupJob.scheduled(
    { db, metrics: runs, logRetentionDays },
    { info: () => undefined, warn: (details) => onError((details as { err?: unknown }).err) },
  );
}
