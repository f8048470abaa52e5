import { and, asc, count, desc, eq, getTableColumns, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { AdminJob, AdminJobKind, AdminJobStatus, AdminJobsQuery, JobFinding, JobFindingsQuery } from '@shared/api/jobs';
import type { DbOrTx } from '../db/client';
import { adminJobFindings, adminJobs, clients } from '../db/schema';
import { cappedCount, pageWindow } from '../lib/admin-list';

/** How old a running job's heartbeat may get before the job counts as dead with its process. */
export const STALE_AFTER_MS = 2 * 60_000;

const ACTIVE: AdminJobStatus[] = ['queued', 'running'];

/** The error of a job whose process died under it. */
const DEAD_JOB_ERROR = 'The job stopped unexpectedly: its server went away';

type JobRow = typeof adminJobs.$inferSelect;

/**
 * A job's number among the runs of its kind (1 for the first sync, 2 for the next…), counted from
 * the kind + created index at read time. Jobs are never deleted, so a run keeps its number.
 */
// the outer row named in full: drizzle writes a one-table select's columns bare, which the subquery would take for its own
const runNumber = sql<number>`(select count(*)::int from admin_jobs as earlier where earlier.kind = admin_jobs.kind and earlier.id <= admin_jobs.id)`;

/** A job row with its run number, as the queries below read it. */
const withRunNumber = { ...getTableColumns(adminJobs), runNumber };
type NumberedJobRow = JobRow & { runNumber: number };

/** A job row as the API answers it (dates as ISO strings). */
export function toAdminJob(row: NumberedJobRow): AdminJob {
  return {
    id: row.id,
    runNumber: row.runNumber,
    kind: row.kind,
    status: row.status,
    params: row.params,
    done: row.done,
    total: row.total,
    summary: row.summary,
    error: row.error,
    startedBy: row.startedBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Marks the active job of `kind` failed when its heartbeat is older than STALE_AFTER_MS; answers the ids it marked. */
export async function failStale(db: DbOrTx, kind: AdminJobKind): Promise<number[]> {
  const rows = await db
    .update(adminJobs)
    .set({ status: 'failed', error: DEAD_JOB_ERROR, finishedAt: sql`now()` })
    .where(
      and(eq(adminJobs.kind, kind), inArray(adminJobs.status, ACTIVE), lt(adminJobs.heartbeatAt, sql`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`)),
    )
    .returning({ id: adminJobs.id });
  return rows.map((row) => row.id);
}

/** When the last run of `kind` was claimed (the kind + created index), or null. */
export async function lastStartedAt(db: DbOrTx, kind: AdminJobKind): Promise<Date | null> {
  const [row] = await db.select({ at: adminJobs.createdAt }).from(adminJobs).where(eq(adminJobs.kind, kind)).orderBy(desc(adminJobs.createdAt)).limit(1);
  return row?.at ?? null;
}

/** Inserts a running job (the unique index refuses a second active job of the same kind). */
export async function insertRunning(db: DbOrTx, kind: AdminJobKind, params: Record<string, unknown>, startedBy: number | null): Promise<NumberedJobRow> {
  const [row] = await db
    .insert(adminJobs)
    .values({ kind, params, startedBy, status: 'running', startedAt: sql`now()`, heartbeatAt: sql`now()` })
    .returning({ id: adminJobs.id });
  // read back: the insert's own statement does not see the new row when counting
  return (await findJob(db, row!.id))!;
}

/** One job with its run number, or undefined. */
export async function findJob(db: DbOrTx, id: number): Promise<NumberedJobRow | undefined> {
  const [row] = await db.select(withRunNumber).from(adminJobs).where(eq(adminJobs.id, id));
  return row;
}

/** Records progress of a running (or just cancelled) job and bumps its heartbeat; answers false when the job is no longer running. */
export async function recordProgress(db: DbOrTx, id: number, fields: { done?: number; total?: number; summary?: Record<string, unknown> }): Promise<boolean> {
  const rows = await db
    .update(adminJobs)
    .set({ ...fields, heartbeatAt: sql`now()` })
    // a cancelled job still takes the progress of the step it was on (its worker stops after it)
    .where(and(eq(adminJobs.id, id), inArray(adminJobs.status, ['running', 'cancelled'])))
    .returning({ status: adminJobs.status });
  return rows[0]?.status === 'running';
}

/** Ends a running job with `status`; a job already ended (cancelled) keeps its status but takes the summary. */
export async function finishJob(
  db: DbOrTx,
  id: number,
  status: 'succeeded' | 'failed',
  fields: { summary?: Record<string, unknown>; error?: string | null },
): Promise<void> {
  const ended = await db
    .update(adminJobs)
    .set({ ...fields, status, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(and(eq(adminJobs.id, id), eq(adminJobs.status, 'running')))
    .returning({ id: adminJobs.id });
  if (ended.length === 0 && fields.summary) await db.update(adminJobs).set({ summary: fields.summary }).where(eq(adminJobs.id, id));
}

/** Marks every active job failed (jobs whose process is known to be gone). */
export async function failActive(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(adminJobs)
    .set({ status: 'failed', error: DEAD_JOB_ERROR, finishedAt: sql`now()` })
    .where(inArray(adminJobs.status, ACTIVE))
    .returning({ id: adminJobs.id });
  return rows.length;
}

/** Cancels an active job; answers the row when it was active, else undefined. */
export async function cancelJob(db: DbOrTx, id: number): Promise<NumberedJobRow | undefined> {
  const [row] = await db
    .update(adminJobs)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(adminJobs.id, id), inArray(adminJobs.status, ACTIVE)))
    .returning(withRunNumber);
  return row;
}

/** One page of job history, newest first (the kind + createdAt index, or the primary key). */
export async function listJobs(db: DbOrTx, query: AdminJobsQuery, hiddenKinds: readonly AdminJobKind[] = []) {
  const where = and(query.kind ? eq(adminJobs.kind, query.kind) : undefined, hiddenKinds.length ? notInArray(adminJobs.kind, [...hiddenKinds]) : undefined);
  const dir = query.dir === 'asc' ? asc : desc;
  const order = query.kind ? [dir(adminJobs.createdAt), dir(adminJobs.id)] : [dir(adminJobs.id)];
  const { offset, limit } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select(withRunNumber)
      .from(adminJobs)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    cappedCount(db, db.select({ id: adminJobs.id }).from(adminJobs).where(where).$dynamic(), query),
  ]);
  return { items: rows.map(toAdminJob), count: total };
}

/** A finding as a worker reports it. */
export interface NewFinding {
  clientId: number | null;
  kind: string;
  detail: Record<string, unknown>;
}

/** Stores findings of a job. */
export async function insertFindings(db: DbOrTx, jobId: number, findings: NewFinding[]): Promise<void> {
  if (findings.length === 0) return;
  await db.insert(adminJobFindings).values(findings.map((f) => ({ jobId, clientId: f.clientId, kind: f.kind, detail: f.detail })));
}

/** One page of a job's findings (optionally of one kind), oldest first, with their clients, and the count of each kind. */
export async function listFindings(db: DbOrTx, jobId: number, query: JobFindingsQuery) {
  const where = and(eq(adminJobFindings.jobId, jobId), query.kind ? eq(adminJobFindings.kind, query.kind) : undefined);
  const dir = query.dir === 'desc' ? desc : asc;
  const { offset, limit } = pageWindow(query);
  const [rows, total, kinds] = await Promise.all([
    db
      .select({
        id: adminJobFindings.id,
        jobId: adminJobFindings.jobId,
        clientId: adminJobFindings.clientId,
        clientName: clients.name,
        clientSlug: clients.slug,
        kind: adminJobFindings.kind,
        detail: adminJobFindings.detail,
        createdAt: adminJobFindings.createdAt,
      })
      .from(adminJobFindings)
      .leftJoin(clients, eq(clients.id, adminJobFindings.clientId))
      .where(where)
      .orderBy(dir(adminJobFindings.id))
      .limit(limit)
      .offset(offset),
    cappedCount(db, db.select({ id: adminJobFindings.id }).from(adminJobFindings).where(where).$dynamic(), query),
    db.select({ kind: adminJobFindings.kind, n: count() }).from(adminJobFindings).where(eq(adminJobFindings.jobId, jobId)).groupBy(adminJobFindings.kind),
  ]);
  const items: JobFinding[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { items, count: total, counts: Object.fromEntries(kinds.map((k) => [k.kind, Number(k.n)])) };
}
