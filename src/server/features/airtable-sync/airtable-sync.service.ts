import { AIRTABLE_NOT_CONFIGURED, AIRTABLE_SECTIONS, type AirtableSection, type AirtableSyncStatus, SYNC_FAILED, type SyncCounts, type SyncSummary } from '../../../shared/api/airtable-sync';
import type { AdminJob } from '../../../shared/api/admin-jobs';
import type { SessionUser } from '../../../shared/api/auth';
import type { AppContext } from '../../context';
import { AirtableError } from '../../integrations/airtable/airtable-client';
import { airtableSourceOf } from '../../integrations/airtable/airtable-mapping';
import { AppError, conflict } from '../../lib/errors';
import { type JobHandle, startJob } from '../admin-jobs/admin-jobs.service';
import type { JobRunCounter } from '../health/metrics';
import { clientImagesSyncer } from './client-images';
import type { Outcome } from './record-upsert';
import { clientsSyncer, episodesSyncer, type PageSyncer, talkingPointsSyncer, videosSyncer } from './row-sections';
import { syncChannelOf } from './sync-events';

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

/**
 * Starts a sync of `section` (or of every section in order) as a background job: 409 when
 * Airtable is not configured or a sync is running (on any node). `user` null: the schedule.
 */
export function startSync(ctx: SyncContext, user: SessionUser | null, section: AirtableSection | 'all'): Promise<AdminJob> {
  assertConfigured(ctx);
  return startJob(ctx, user, 'airtable-sync', { section, scheduled: user === null }, (job) => runSync(ctx, user, section, job));
}

const noCounts = (): SyncCounts => ({ new: 0, updated: 0, unchanged: 0, failed: 0 });

/** A run's state: records done and listed so far (the total grows as pages arrive), the counts. */
interface RunState {
  jobId: number;
  section: AirtableSection | 'all';
  done: number;
  total: number;
  counts: SyncCounts;
  sections: Record<string, SyncCounts>;
}

const summaryOf = (run: RunState): SyncSummary => ({ ...run.counts, section: run.section, sections: run.sections });

/** The worker: each section in turn; a section's `sync_complete` once it is done, `sync_all_complete` after everything. */
async function runSync(ctx: SyncContext, user: SessionUser | null, section: AirtableSection | 'all', job: JobHandle): Promise<SyncSummary> {
  const channel = syncChannelOf(ctx.database);
  const run: RunState = { jobId: job.id, section, done: 0, total: 0, counts: noCounts(), sections: {} };
  const sections = section === 'all' ? AIRTABLE_SECTIONS : [section];
  for (const current of sections) {
    if (await job.isCancelled()) return summaryOf(run);
    const finished = await runSection(ctx, user, current, job, run);
    if (!finished) return summaryOf(run);
    await channel.publish({ type: 'sync_complete', section: current });
  }
  if (section === 'all') await channel.publish({ type: 'sync_all_complete' });
  return summaryOf(run);
}

/** Tallies one outcome. */
function count(counts: SyncCounts, outcome: Outcome): void {
  counts[typeof outcome === 'string' ? outcome : 'failed']++;
}

/**
 * Lists the section's table page by page (Airtable gives no count: the total grows by each page as
 * it arrives) and syncs each page; progress, findings and cache invalidation after each page.
 * False when cancelled before the end; an Airtable failure throws (the job fails; what was written stays whole).
 */
async function runSection(ctx: SyncContext, user: SessionUser | null, section: AirtableSection, job: JobHandle, run: RunState): Promise<boolean> {
  const channel = syncChannelOf(ctx.database);
  const syncPage = await SYNCERS[section](ctx, user);
  const { table, fields } = airtableSourceOf(ctx.config.airtable.mapping, section);
  const counts = noCounts();
  run.sections[section] = counts;
  for await (const page of ctx.airtable.listRecords(table, { fields })) {
    run.total += page.length;
    const outcomes = await syncPage(page);
    outcomes.forEach((outcome) => {
      count(counts, outcome);
      count(run.counts, outcome);
    });
    const failures = outcomes.flatMap((outcome, i) => (typeof outcome === 'string' ? [] : [{ clientId: null, kind: SYNC_FAILED, detail: { recordid: page[i]!.id, section, message: outcome.failed } }]));
    if (failures.length) await job.addFindings(failures);
    run.done += page.length;
    await job.progress(run.done, run.total, summaryOf(run));
    if (outcomes.some((o) => o === 'new' || o === 'updated')) for (const tag of CACHE_TAGS[section]) await ctx.bus.invalidate(tag);
    await channel.publish({ type: 'progress', jobId: run.jobId, section, done: run.done, total: run.total, counts: { ...run.counts } });
    if (await job.isCancelled()) return false;
  }
  return true;
}
