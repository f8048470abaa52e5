import type { AdminJob, AdminJobKind } from '@shared/api/jobs';
import type { SessionUser } from '@shared/api/session-user';
import type { Database } from '../db/client';
import { type BusyMessage, busyOf, claimRun, claimScheduled, type TickResult } from './claim';
import { repeat } from './repeat';
import type { insertRunning } from './jobs.repo';
import { type JobContext, type JobHandle, runClaimed, runUnrecorded, startJob } from './run-job';

/** What a schedule logs: a run that did something (info) and a run that failed (warn). */
interface ScheduleLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** When a job runs by itself, or null when its schedule is off (`timing` may log why). */
interface JobSchedule<C, I, R> {
  /** How often to look, whether once at start too, and (a recorded job) how long after a run of its kind the next may start. */
  timing(ctx: C, log: ScheduleLog): { everyMs: number; atStart?: boolean; notWithinMs?: number } | null;
  /** The input of a scheduled run. */
  input(ctx: C): I;
  /** Logs what a scheduled run did, when worth saying. */
  report?(result: R, log: ScheduleLog): void;
}

interface JobSpecBase<C, I, R> {
  /** The work: runs to the end or until `job` says it is cancelled; `user` is null for the schedule. */
  run(ctx: C, input: I, job: JobHandle, user: SessionUser | null): Promise<R>;
  schedule?: JobSchedule<C, I, R>;
}

/**
 * A recorded job: one run of its kind at a time across nodes (claimed by the one rule of
 * `claim.ts`), kept in admin_jobs with its params, progress, heartbeat, findings and summary, and
 * shown on the job pages.
 */
interface RecordedJobSpec<C, I, R> extends JobSpecBase<C, I, R> {
  kind: AdminJobKind;
  singleton: true;
  /** The params its row keeps, from the input and who started it. */
  paramsOf(input: I, user: SessionUser | null): Record<string, unknown>;
  /** The summary its row keeps, from the result (default: the result itself). */
  summaryOf?(result: R): Record<string, unknown>;
  /** What a person is told while a run of the kind is active (default: 'A … is already running'). */
  busy?: BusyMessage;
}

/**
 * Work every node runs on its own, keeping no row (the digest, the clean-up, the booking holds, the
 * host replies' mail, a host's lost links mailed after the answer, re-judging verified
 * appearances); its runs are counted.
 */
interface LocalJobSpec<C, I, R> extends JobSpecBase<C, I, R> {
  kind: 'cleanup' | 'message-digest' | 'booking-holds' | 'booking-replies' | 'booking-links-resend' | 'appearance-rejudge' | 'busy-calendars';
  singleton: false;
}

/** A job as defineJob makes it: the ways to run it, each claiming and counting it by the same rules. */
interface DefinedJob<C extends JobContext, I, R> {
  readonly kind: string;
  /** Starts a recorded run in the background: its row at once; 409 while one of the kind is active. */
  start(ctx: C, user: SessionUser | null, input: I): Promise<AdminJob>;
  /** Runs and waits for its result (a recorded job is claimed first: 409 while one of the kind is active). */
  run(ctx: C, user: SessionUser | null, input: I): Promise<R>;
  /**
   * One look of the schedule: a local job runs; a recorded one runs when `claimScheduled` claims it
   * (answers why not otherwise).
   */
  tick(ctx: C & ScheduleContext, notWithinMs: number, log: ScheduleLog): Promise<TickResult>;
  /** Starts the job's schedule, if it has one and it is on: answers the function that stops it. */
  scheduled(ctx: C & ScheduleContext, log: ScheduleLog): () => void;
}

/** What a schedule needs besides the job's own context: the database, whose pool holds a recorded job's claim lock. */
interface ScheduleContext {
  database?: Pick<Database, 'db' | 'pool'>;
}

type Row = Awaited<ReturnType<typeof insertRunning>>;

/**
 * Declares a background task, as every one of the server's is declared (the spiders, the sync,
 * the CSV import, moving uploads, auto-delete, the digest, the clean-up): its kind, its work,
 * whether it is recorded and claimed across nodes (`singleton`), and its schedule.
 */
export function defineJob<C extends JobContext, I, R>(spec: RecordedJobSpec<C, I, R> | LocalJobSpec<C, I, R>): DefinedJob<C, I, R> {
  const summaryOf = (result: R): Record<string, unknown> => (spec.singleton && spec.summaryOf ? spec.summaryOf(result) : (result as Record<string, unknown>));
  const recorded = (): RecordedJobSpec<C, I, R> => {
    if (!spec.singleton) throw new Error(`A ${spec.kind} keeps no row`);
    return spec;
  };
  const claim = (ctx: C, user: SessionUser | null, input: I): Promise<Row> => {
    const { kind, paramsOf, busy } = recorded();
    return claimRun(ctx.db, user, kind, paramsOf(input, user), busy ?? busyOf(kind));
  };
  const runRow = (ctx: C, user: SessionUser | null, input: I, row: Row) => runClaimed(ctx, row, (job) => spec.run(ctx, input, job, user), summaryOf);

  const job: DefinedJob<C, I, R> = {
    kind: spec.kind,
    start(ctx, user, input) {
      const { kind, paramsOf, busy } = recorded();
      return startJob(ctx, user, kind, paramsOf(input, user), async (handle) => summaryOf(await spec.run(ctx, input, handle, user)), busy);
    },
    async run(ctx, user, input) {
      if (!spec.singleton) return runUnrecorded(ctx, spec.kind, (handle) => spec.run(ctx, input, handle, user));
      return runRow(ctx, user, input, await claim(ctx, user, input));
    },
    async tick(ctx, notWithinMs, log) {
      const input = spec.schedule!.input(ctx);
      let result: R;
      if (spec.singleton) {
        if (!ctx.database) throw new Error(`The schedule of ${spec.kind} needs the database`);
        const claimed = await claimScheduled(ctx.database, spec.kind, notWithinMs, () => claim(ctx, null, input));
        if (claimed.tick !== 'started') return claimed.tick;
        result = await runRow(ctx, null, input, claimed.claimed);
      } else {
        result = await job.run(ctx, null, input);
      }
      spec.schedule?.report?.(result, log);
      return 'started';
    },
    scheduled(ctx, log) {
      const timing = spec.schedule?.timing(ctx, log);
      if (!timing) return () => undefined;
      return repeat({
        everyMs: timing.everyMs,
        atStart: timing.atStart,
        run: async () => void (await job.tick(ctx, timing.notWithinMs ?? 0, log)),
        onError: (error) => log.warn({ err: error }, `scheduled ${spec.kind} failed`),
      });
    },
  };
  return job;
}
