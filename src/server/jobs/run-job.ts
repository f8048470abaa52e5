import type { AdminJob, AdminJobKind } from '@shared/api/jobs';
import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { JobOutcome, JobRunCounter } from '../platform/metrics';
import { type BusyMessage, claimRun } from './claim';
import { announceJob } from './job-events';
import * as repo from './jobs.repo';

export type { NewFinding } from './jobs.repo';

/** What a job's worker gets: its id and params, and the ways to report progress and findings. */
export interface JobHandle {
  /** The job's row (0 for a run that keeps no row: the digest, the clean-up). */
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
type JobWorker = (job: JobHandle) => Promise<Record<string, unknown>>;

/** What running a job needs of the app: the database, and the counter of runs for /metrics. */
export type JobContext = Pick<AppContext, 'db'> & { metrics: JobRunCounter };

/** The heartbeat keeps ticking while a worker runs, so a slow step does not look like a dead process. */
const HEARTBEAT_MS = 30_000;

interface RunningJob {
  controller: AbortController;
  done: Promise<unknown>;
}

/** The workers this process runs, per database (one app per database). */
const runningByDb = new WeakMap<Db, Set<RunningJob>>();
const stopping = new WeakSet<Db>();

/** Keeps `job` in the process's set of running work on `db` until it ends. */
function track(db: Db, job: RunningJob): void {
  const set = runningByDb.get(db) ?? new Set<RunningJob>();
  runningByDb.set(db, set);
  set.add(job);
  job.done.finally(() => set.delete(job)).catch(() => undefined);
}

/**
 * Starts a job of `kind` with `params` and runs `worker` in the background of this process (the
 * request does not wait for it), after claiming it (`claimRun`: a live run of the kind makes this
 * a 409 with `busy`). Audited; how the run ended is counted in `ctx.metrics`.
 */
export async function startJob(
  ctx: JobContext,
  user: SessionUser | null,
  kind: AdminJobKind,
  params: Record<string, unknown>,
  worker: JobWorker,
  busy?: BusyMessage,
): Promise<AdminJob> {
  const row = await claimRun(ctx.db, user, kind, params, busy);
  runClaimed(ctx, row, worker, (summary) => summary).catch(() => undefined);
  return repo.toAdminJob(row);
}

/**
 * Runs the worker of a claimed job to its end: a heartbeat while it runs, progress recorded and
 * announced to the streams, then its summary (`summaryOf` its result) or its error stored. Answers
 * the worker's result, or throws its error; the outcome is counted in `ctx.metrics`.
 */
export async function runClaimed<R>(
  ctx: JobContext,
  row: { id: number; kind: AdminJobKind; params: Record<string, unknown> },
  worker: (job: JobHandle) => Promise<R>,
  summaryOf: (result: R) => Record<string, unknown>,
): Promise<R> {
  const { db } = ctx;
  const { id } = row;
  const controller = new AbortController();
  const handle: JobHandle = {
    id,
    params: row.params,
    signal: controller.signal,
    async progress(done, total, summary) {
      if (!(await repo.recordProgress(db, id, { done, total, summary }))) controller.abort();
      await announceJob(db, id);
    },
    addFindings: (findings) => repo.insertFindings(db, id, findings),
    async isCancelled() {
      if (controller.signal.aborted) return true;
      const found = await repo.findJob(db, id);
      if (found?.status !== 'running') controller.abort();
      return controller.signal.aborted;
    },
  };
  const heartbeat = setInterval(() => {
    repo.recordProgress(db, id, {}).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const run = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    let outcome: JobOutcome = 'succeeded';
    try {
      const result = await worker(handle);
      await repo.finishJob(db, id, 'succeeded', { summary: summaryOf(result) });
      return result;
    } catch (error) {
      outcome = 'failed';
      const message =
        controller.signal.aborted && stopping.has(db) ? 'The server stopped before the job finished' : error instanceof Error ? error.message : String(error);
      await repo.finishJob(db, id, 'failed', { error: message.slice(0, 500) }).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(heartbeat);
      await announceJob(db, id);
      // stopped by an admin: cancelled (stopped because the server shuts down: as it ended)
      ctx.metrics.jobRun(row.kind, controller.signal.aborted && !stopping.has(db) ? 'cancelled' : outcome);
    }
  })();
  track(db, { controller, done: run.catch(() => undefined) });
  return run;
}

/**
 * Runs work that keeps no row (the digest, the clean-up: every node runs its own) with a handle
 * whose progress and findings go nowhere, and counts its outcome as `kind` in `ctx.metrics`.
 * Answers its result, or throws its error. The app's close waits for it.
 */
export async function runUnrecorded<R>(ctx: JobContext, kind: string, worker: (job: JobHandle) => Promise<R>): Promise<R> {
  const controller = new AbortController();
  const handle: JobHandle = {
    id: 0,
    params: {},
    signal: controller.signal,
    progress: async () => undefined,
    addFindings: async () => undefined,
    isCancelled: async () => controller.signal.aborted,
  };
  const run = (async () => {
    try {
      const result = await worker(handle);
      ctx.metrics.jobRun(kind, 'succeeded');
      return result;
    } catch (error) {
      ctx.metrics.jobRun(kind, 'failed');
      throw error;
    }
  })();
  track(ctx.db, { controller, done: run.catch(() => undefined) });
  return run;
}

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
