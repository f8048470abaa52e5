import type { FastifyBaseLogger } from 'fastify';
import { defineJob } from '@server/jobs/define-job';
import { publishVerified } from './appearance-events';
import type { AppContext } from '@server/context';
import type { JobContext, JobHandle } from '@server/jobs/run-job';
import * as repo from './matches.repo';
import { loadGuestIndex, type MatchingContext, matchEpisodesWith } from './matches.service';

/** What the scan needs: matching's context and the job system's, and the bus that publishes the appearances it verifies. */
export type ScanContext = MatchingContext & JobContext & Pick<AppContext, 'events'> & { log: Pick<FastifyBaseLogger, 'warn'> };

/** What a scan did: episodes read, appearances verified, suggestions made; whether it was cancelled. */
interface ScanSummary extends Record<string, unknown> {
  episodes: number;
  verified: number;
  suggested: number;
  cancelled: boolean;
}

/** How many feed episodes a scan reads per page (each page matched in MATCH_BATCH batches, then its progress reported). */
export const SCAN_PAGE = 2_000;
/** How often the schedule looks whether a scan is due (the interval itself is APPEARANCE_SCAN_INTERVAL_HOURS). */
const SCHEDULE_LOOK_MS = 60 * 60 * 1000;

/** How the schedule looks for a due scan, every `hours` (APPEARANCE_SCAN_INTERVAL_HOURS); null (off) at 0. */
export function scanTiming(hours: number): { everyMs: number; notWithinMs: number } | null {
  if (hours === 0) return null;
  return { everyMs: Math.min(SCHEDULE_LOOK_MS, hours * 3_600_000), notWithinMs: hours * 3_600_000 };
}

/**
 * The scan: every stored feed episode, in id-ordered pages, matched against the guest index
 * (built once for the run), so that episodes naming a client with no booking become suggestions
 * in the client's history (and certain ones verified appearances). Rejected matches stay rejected.
 */
async function runScan(ctx: ScanContext, job: JobHandle): Promise<ScanSummary> {
  const index = await loadGuestIndex(ctx);
  const total = await repo.countEpisodes(ctx.db);
  const summary: ScanSummary = { episodes: 0, verified: 0, suggested: 0, cancelled: false };
  await job.progress(0, total, summary);
  let after = 0;
  for (;;) {
    const ids = await repo.episodeIdsAfter(ctx.db, after, SCAN_PAGE);
    if (ids.length === 0) break;
    const pass = await matchEpisodesWith(ctx, index, ids);
    summary.episodes += ids.length;
    summary.verified += pass.verified.length;
    await publishVerified(ctx, pass.verified, ctx.log);
    summary.suggested += pass.suggested;
    after = ids[ids.length - 1]!;
    await job.progress(summary.episodes, Math.max(total, summary.episodes), summary);
    if (await job.isCancelled()) {
      summary.cancelled = true;
      break;
    }
  }
  return summary;
}

/**
 * The weekly scan for appearances nobody booked, a recorded job (one at a time across
 * nodes), every APPEARANCE_SCAN_INTERVAL_HOURS (0: off).
 */
export const appearanceScanJob = defineJob<ScanContext, null, ScanSummary>({
  kind: 'appearance-scan',
  singleton: true,
  paramsOf: (_input, user) => ({ scheduled: user === null }),
  run: (ctx, _input, job) => runScan(ctx, job),
  schedule: {
    timing: (ctx) => scanTiming(ctx.config.feeds.scanIntervalHours),
    input: () => null,
    report: (summary, log) => log.info({ summary }, 'scan for appearances nobody booked finished'),
  },
});
