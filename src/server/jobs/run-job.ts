import { type AdminJob, type AdminJobKind, JOB_KIND_LABELS } from '../../shared/api/operations/admin-jobs';
import type { SessionUser } from '../../shared/api/account/auth';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { auditedWrite } from '../features/operations/audit/audit.service';
import type { JobOutcome, JobRunCounter } from '../features/operations/health/metrics';
import { conflict } from '../lib/errors';
import * as repo from './jobs.repo';

export type { NewFinding } from './jobs.repo';

/** What a job's worker gets: its id and params, and the ways to report progress and findings. */
export interface JobHandle {
  readonly id: number;
  readonly params: Record<string, unknown>;
  /** Aborted once the job is found cancelled, or when the server shuts down: pass it to fetches. */
  readonly signal: AbortSignal;
  /** Records how far the job got (and, optionally, its summary so far); bumps the heartbeat. */
  progress(done: number, total: number, summary?: Record<string, unknown>): Promise<void>;
  /** Stores findings about clients. */
  addFindings(findings: repo.NewFinding[]): Promise<void>;
  /** Whether an admin cancelled the job (or the server is shutting down): check between steps and stop. */
  isCancelled(): Promise<boolean>;
}

/** The work of a job: runs to the end (or until cancelled) and answers the job's summary; a throw fails the job with its message. */
export type JobWorker = (job: JobHandle) => Promise<Record<string, unknown>>;

/** The heartbeat keeps ticking while a worker runs, so a slow step does not look like a dead process. */
const HEARTBEAT_MS = 30_000;

interface RunningJob {
  controller: AbortController;
  done: Promise<void>;
}

/** The workers this process runs, per database (one app per database). */
const runningByDb = new WeakMap<Db, Set<RunningJob>>();

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Starts a job of `kind` with `params` and runs `worker` in the background of this process (the
 * request does not wait for it). A running job of the kind whose heartbeat is older than two
 * minutes died with its process and is marked failed first; a live one makes this a 409. Audited;
 * how the run ended is counted in `ctx.metrics`.
 */
export async function startJob(ctx: Pick<AppContext, 'db'> & { metrics: JobRunCounter }, user: SessionUser | null, kind: AdminJobKind, params: Record<string, unknown>, worker: JobWorker): Promise<AdminJob> {
  await repo.failStale(ctx.db, kind);
  let row: Awaited<ReturnType<typeof repo.insertRunning>>;
  try {
    row = await auditedWrite(
      ctx.db,
      user,
      (tx) => repo.insertRunning(tx, kind, params, user ? (user.originalUser ?? user).id : null),
      (job) => ({ action: 'admin-job.start', targetType: 'admin-job', targetId: job.id, details: { kind, params } }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A ${JOB_KIND_LABELS[kind]} is already running`, 'JOB_RUNNING');
    throw error;
  }
  runInBackground(ctx.db, row.id, row.params, worker, (outcome) => ctx.metrics.jobRun(kind, outcome));
  return repo.toAdminJob(row);
}

function runInBackground(db: Db, id: number, params: Record<string, unknown>, worker: JobWorker, ended: (outcome: JobOutcome) => void): void {
  const controller = new AbortController();
  const handle: JobHandle = {
    id,
    params,
    signal: controller.signal,
    async progress(done, total, summary) {
      if (!(await repo.recordProgress(db, id, { done, total, summary }))) controller.abort();
    },
    addFindings: (findings) => repo.insertFindings(db, id, findings),
    async isCancelled() {
      if (controller.signal.aborted) return true;
      const row = await repo.findJob(db, id);
      if (row?.status !== 'running') controller.abort();
      return controller.signal.aborted;
    },
  };
  const heartbeat = setInterval(() => {
    repo.recordProgress(db, id, {}).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const set = runningByDb.get(db) ?? new Set<RunningJob>();
  runningByDb.set(db, set);
  const entry: RunningJob = { controller, done: Promise.resolve() };
  entry.done = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    let outcome: JobOutcome = 'succeeded';
    try {
      const summary = await worker(handle);
      await repo.finishJob(db, id, 'succeeded', { summary });
    } catch (error) {
      outcome = 'failed';
      const message = controller.signal.aborted && stopping.has(db) ? 'The server stopped before the job finished' : error instanceof Error ? error.message : String(error);
      await repo.finishJob(db, id, 'failed', { error: message.slice(0, 500) });
    } finally {
      // stopped by an admin: cancelled (stopped because the server shuts down: as it ended)
      ended(controller.signal.aborted && !stopping.has(db) ? 'cancelled' : outcome);
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      clearInterval(heartbeat);
      set.delete(entry);
    });
  set.add(entry);
}

const stopping = new WeakSet<Db>();

/**
 * At start on the embedded database, which only this process can open: jobs still marked active
 * died with the process before it (a crash, kill -9), so they are marked failed at once and can be
 * started again (resumed) without waiting for their heartbeat to go stale. On PostgreSQL other
 * nodes may be running them, so the two-minute heartbeat rule decides there.
 */
export async function failOrphanedJobs(ctx: Pick<AppContext, 'db' | 'config'>): Promise<void> {
  if (ctx.config.databaseUrl) return;
  await repo.failActive(ctx.db);
}

/** Stops this process's workers on `db` (the app is closing) and waits for them to end. */
export async function stopJobs(db: Db): Promise<void> {
  const set = runningByDb.get(db);
  if (!set || set.size === 0) return;
  stopping.add(db);
  for (const job of set) job.controller.abort();
  await Promise.all([...set].map((job) => job.done));
}

/** Waits for this process's workers on `db` to end (tests). */
export async function settleJobs(db: Db): Promise<void> {
  await Promise.all([...(runningByDb.get(db) ?? [])].map((job) => job.done));
}
