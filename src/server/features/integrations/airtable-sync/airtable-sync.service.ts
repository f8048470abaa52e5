import {
  AIRTABLE_NOT_CONFIGURED,
  AIRTABLE_SECTIONS,
  type AirtableSection,
  type AirtableSyncStatus,
  SYNC_FAILED,
  type SyncSummary,
} from '@shared/api/integrations/airtable-sync';
import type { AdminJob } from '@shared/api/jobs';
import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import { oneAhead } from '@server/lib/one-ahead';
import { AirtableError } from '@server/integrations/airtable/airtable-client';
import { airtableSourceOf } from '@server/integrations/airtable/airtable-mapping';
import { AppError, conflict } from '@server/lib/errors';
import { defineJob } from '@server/jobs/define-job';
import type { JobHandle } from '@server/jobs/run-job';
import type { JobRunCounter } from '@server/platform/metrics';
import { clientImagesSyncer } from './client-images';
import { linkedRecordCounts } from './airtable-sync.repo';
import { clientsSyncer, episodesSyncer, type PageSyncer, talkingPointsSyncer, videosSyncer } from './row-sections';
import { syncChannelOf } from './sync-events';
import { AIRTABLE_PAGE_SIZE, SyncProgress } from './sync-progress';

/** What a sync needs of the app. */
export type SyncContext = Pick<AppContext, 'db' | 'database' | 'config' | 'storage' | 'airtable' | 'bus'> & { metrics: JobRunCounter };

const SYNCERS: Record<AirtableSection, (ctx: SyncContext, user: SessionUser | null) => Promise<PageSyncer>> = {
  clients: clientsSyncer,
  'client-images': clientImagesSyncer,
  'talking-points': talkingPointsSyncer,
  videos: videosSyncer,
  episodes: episodesSyncer,
};

/** The read caches a section's writes make stale. */
const CACHE_TAGS: Record<AirtableSection, string[]> = {
  clients: ['clients'],
  'client-images': ['clients'],
  'talking-points': ['clients'],
  videos: ['clients', 'videos'],
  episodes: ['clients'],
};

/** Whether Airtable is configured, the sections and their tables, and the schedule. */
export function syncStatus(ctx: Pick<AppContext, 'airtable' | 'config'>): AirtableSyncStatus {
  const { mapping, syncIntervalMinutes } = ctx.config.airtable;
  return {
    configured: ctx.airtable.configured,
    message: ctx.airtable.configured ? null : AIRTABLE_NOT_CONFIGURED,
    sections: AIRTABLE_SECTIONS.map((section) => ({ section, table: airtableSourceOf(mapping, section).table })),
    scheduleMinutes: syncIntervalMinutes,
  };
}

/** 409 with the plain "not configured" sentence when Airtable has no key or base. */
export function assertConfigured(ctx: Pick<AppContext, 'airtable'>): void {
  if (!ctx.airtable.configured) throw conflict(AIRTABLE_NOT_CONFIGURED, 'AIRTABLE_NOT_CONFIGURED');
}

/** An Airtable failure as an answer: 502 naming what went wrong (other errors pass). */
export function airtableFailure(error: unknown): unknown {
  return error instanceof AirtableError ? new AppError(502, `Airtable could not be read: ${error.message}`, 'AIRTABLE_FAILED') : error;
}

/** How long between two looks of the schedule, at most: a minute (or the interval, when shorter). */
const SCHEDULE_LOOK_MS = 60_000;

/**
 * The Airtable sync as a job: one section, or every section in order. Its schedule: every
 * AIRTABLE_SYNC_INTERVAL_MINUTES (0: off) one node syncs everything; each node looks every minute
 * (or every interval, when shorter), and a run started within the interval (by anyone) postpones it.
 */
export const syncJob = defineJob<SyncContext, AirtableSection | 'all', SyncSummary>({
  kind: 'airtable-sync',
  singleton: true,
  paramsOf: (section, user) => ({ section, scheduled: user === null }),
  run: (ctx, section, job, user) => runSync(ctx, user, section, job),
  schedule: {
    timing(ctx, log) {
      const minutes = ctx.config.airtable.syncIntervalMinutes;
      if (minutes === 0) return null;
      if (!ctx.airtable.configured) {
        log.warn({}, 'AIRTABLE_SYNC_INTERVAL_MINUTES is set but Airtable is not configured: the scheduled sync is off');
        return null;
      }
      return { everyMs: Math.min(SCHEDULE_LOOK_MS, minutes * 60_000), notWithinMs: minutes * 60_000 };
    },
    input: () => 'all',
    report: (summary, log) => log.info({ summary }, 'scheduled Airtable sync finished'),
  },
});

/**
 * Starts a sync of `section` (or of every section in order) as a background job: 409 when
 * Airtable is not configured or a sync is running (on any node). `user` null: the schedule.
 */
export function startSync(ctx: SyncContext, user: SessionUser | null, section: AirtableSection | 'all'): Promise<AdminJob> {
  assertConfigured(ctx);
  return syncJob.start(ctx, user, section);
}

/** What each section may expect to read: the rows linked to its records now (the client images come from the clients table). */
async function expectedRecords(ctx: SyncContext): Promise<Record<AirtableSection, number>> {
  const linked = await linkedRecordCounts(ctx.db);
  return { ...linked, 'client-images': linked.clients };
}

/**
 * The worker: each section in turn; a section's `sync_complete` once it is done, `sync_all_complete`
 * after everything. The summary names every section of the run from the start, with its state and counts.
 */
async function runSync(ctx: SyncContext, user: SessionUser | null, section: AirtableSection | 'all', job: JobHandle): Promise<SyncSummary> {
  const channel = syncChannelOf(ctx.database);
  const progress = new SyncProgress(section, section === 'all' ? AIRTABLE_SECTIONS : [section], await expectedRecords(ctx));
  await job.progress(0, 0, progress.summary());
  try {
    for (const { section: current } of progress.sections) {
      if ((await job.isCancelled()) || !(await runSection(ctx, user, current, job, progress))) {
        progress.stop('cancelled');
        return progress.summary();
      }
      await channel.publish({ type: 'sync_complete', section: current });
    }
  } catch (error) {
    progress.stop('failed');
    await job.progress(progress.records, progress.records, progress.summary());
    throw error;
  }
  if (section === 'all') await channel.publish({ type: 'sync_all_complete' });
  return progress.summary();
}

/**
 * Lists the section's table page by page (Airtable gives no count) and syncs each page; progress,
 * findings and cache invalidation after each page. False when cancelled before the end; an
 * Airtable failure throws (the job fails; what was written stays whole).
 */
async function runSection(ctx: SyncContext, user: SessionUser | null, section: AirtableSection, job: JobHandle, progress: SyncProgress): Promise<boolean> {
  const channel = syncChannelOf(ctx.database);
  // done and total: the records read so far (Airtable gives no count); the summary says how far the run is
  const report = () => job.progress(progress.records, progress.records, progress.summary());
  progress.start(section);
  await report();
  const syncPage = await SYNCERS[section](ctx, user);
  const { table, fields } = airtableSourceOf(ctx.config.airtable.mapping, section);
  // the next page is fetched while this one is written (Airtable's rate limit spaces the requests)
  for await (const page of oneAhead(ctx.airtable.listRecords(table, { fields, pageSize: AIRTABLE_PAGE_SIZE }))) {
    const outcomes = await syncPage(page);
    progress.page(section, outcomes);
    const failures = outcomes.flatMap((outcome, i) =>
      typeof outcome === 'string' ? [] : [{ clientId: null, kind: SYNC_FAILED, detail: { recordid: page[i]!.id, section, message: outcome.failed } }],
    );
    if (failures.length) await job.addFindings(failures);
    await report();
    if (outcomes.some((o) => o === 'new' || o === 'updated')) for (const tag of CACHE_TAGS[section]) await ctx.bus.invalidate(tag);
    await channel.publish({ type: 'progress', jobId: job.id, section, done: progress.records, total: progress.records, counts: { ...progress.counts } });
    if (await job.isCancelled()) return false;
  }
  progress.finish(section);
  await report();
  return true;
}
