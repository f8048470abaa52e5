import type { AdminJob } from '@shared/api/jobs';
import type { AdminListPage } from '@shared/api/admin-lists';
import type { SessionUser } from '@shared/api/session-user';
import { importVideoBody } from '@shared/api/directory/videos/video-scan';
import {
  type SpiderVideo,
  spiderVideo,
  type VideoSpiderImportBody,
  type VideoSpiderImportResult,
  type VideoSpiderQuota,
  type VideoSpiderResult,
  type VideoSpiderResultsQuery,
  type VideoSpiderRunStarted,
} from '@shared/api/directory/videos/video-spider';
import type { AppContext } from '@server/context';
import { toAdminPage } from '@server/lib/admin-list';
import { AppError, badRequest } from '@server/lib/errors';
import { defineJob } from '@server/jobs/define-job';
import type { JobHandle } from '@server/jobs/run-job';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { recordContentChanges } from '@server/platform/update-log/content-changes';
import { insertImported } from './video-scan.repo';
import { scanYouTube, type VideoScanContext } from './video-scan.service';
import * as repo from './video-spider.repo';
import { unitsUsedToday, utcDay } from './youtube-quota';

/** What the video spider needs: the video scan's context (with the quota-counted YouTube client), today's budget, and the job-run counter. */
export type VideoSpiderContext = VideoScanContext & Pick<AppContext, 'metrics'> & { dailyQuota: number };

/** The message of a run stopped by the daily budget. */
export function quotaStopMessage(budget: number, left: number): string {
  return `Stopped: the daily YouTube quota of ${budget.toLocaleString('en-US')} units is used up; ${left} ${left === 1 ? 'client' : 'clients'} left`;
}

/** The message a run without YouTube answers (503). */
export const NOT_CONFIGURED_MESSAGE = "YouTube isn't configured: set YOUTUBE_API_KEY to scan for videos.";

/** Scan failures that hit every client alike: the run ends on them instead of trying each client in turn. */
const FATAL_SCAN_CODES = new Set(['YOUTUBE_NOT_CONFIGURED', 'YOUTUBE_REFUSED']);

/** Today's YouTube units spent, the daily budget, and whether YouTube is configured. */
export async function quotaToday(ctx: VideoSpiderContext): Promise<VideoSpiderQuota> {
  return { day: utcDay(), used: await unitsUsedToday(ctx.db), budget: ctx.dailyQuota, configured: ctx.youtube.configured };
}

/**
 * Starts a video-spider run over `clientIds` (every listed client without them) as a background
 * job: 503 without YouTube, 400 when no such client exists, 409 while another run is under way.
 */
export async function startRun(ctx: VideoSpiderContext, user: SessionUser, clientIds: number[] | undefined): Promise<VideoSpiderRunStarted> {
  if (!ctx.youtube.configured) throw new AppError(503, NOT_CONFIGURED_MESSAGE, 'YOUTUBE_NOT_CONFIGURED');
  const targets = await repo.clientsToScan(ctx.db, clientIds);
  if (targets.length === 0) throw badRequest(clientIds ? 'None of the chosen clients exists' : 'There are no listed clients to scan', 'NO_CLIENTS');
  const job: AdminJob = await videoSpiderJob.start(ctx, user, { clientIds, targets });
  return { jobId: job.id, total: targets.length };
}

/** The video spider as a job: the clients chosen (undefined: all) and those found to scan. */
const videoSpiderJob = defineJob<VideoSpiderContext, { clientIds: number[] | undefined; targets: { id: number; name: string }[] }, Record<string, unknown>>({
  kind: 'video-spider',
  singleton: true,
  paramsOf: ({ clientIds, targets }) => ({ clientIds: clientIds ?? 'all', total: targets.length }),
  run: (ctx, { targets }, job, user) => scanClients(ctx, user!, targets, job),
});

/**
 * The run: scans each client by name in turn (the profile's video scan), and records each result
 * the client has not saved as a 'video' finding. It stops before a scan that could go past the
 * daily budget (the counted client refuses it) or once YouTube says its quota is used up, and
 * when an admin cancels; a client whose
 * scan fails is counted and skipped. Answers the summary the job keeps.
 */
async function scanClients(
  ctx: VideoSpiderContext,
  user: SessionUser,
  targets: { id: number; name: string }[],
  job: JobHandle,
): Promise<Record<string, unknown>> {
  const tally = { clients: targets.length, scanned: 0, found: 0, failed: 0 };
  await job.progress(0, targets.length, tally);
  for (const [index, client] of targets.entries()) {
    if (await job.isCancelled()) return { ...tally, message: `Cancelled after ${tally.scanned} of ${targets.length} clients` };
    const left = targets.length - index;
    try {
      const results = await scanYouTube(ctx, user, { clientId: client.id, clientName: client.name });
      const fresh = results.filter((r) => r.dbVideoId === null).map(({ dbVideoId: _saved, toApprove: _state, ...video }) => video);
      await job.addFindings(fresh.map((video) => ({ clientId: client.id, kind: repo.VIDEO_FINDING, detail: video })));
      tally.scanned += 1;
      tally.found += fresh.length;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'YOUTUBE_QUOTA_EXCEEDED') return { ...tally, left, message: quotaStopMessage(ctx.dailyQuota, left) };
      if (FATAL_SCAN_CODES.has(error.code)) throw error;
      tally.failed += 1;
    }
    await job.progress(index + 1, targets.length, tally);
  }
  return { ...tally, message: `Scanned ${tally.scanned} of ${targets.length} clients: ${tally.found} new ${tally.found === 1 ? 'video' : 'videos'} to review` };
}

/** A finding's detail as a scanned video, or undefined when it is not one. */
function videoOf(detail: unknown): SpiderVideo | undefined {
  const parsed = spiderVideo.safeParse(detail);
  return parsed.success ? parsed.data : undefined;
}

/** One page of a run's results (the latest run without `jobId`), each with the client's saved copy if imported since. */
export async function listResults(ctx: Pick<VideoSpiderContext, 'db'>, query: VideoSpiderResultsQuery): Promise<AdminListPage<VideoSpiderResult>> {
  const jobId = query.jobId ?? (await repo.latestRunId(ctx.db));
  if (jobId === undefined) return toAdminPage([], { total: 0, totalCapped: false }, query);
  const { items, count } = await repo.resultsPage(ctx.db, jobId, query);
  const results = items.flatMap(({ detail, ...row }) => {
    const video = videoOf(detail);
    return video ? [{ ...row, video }] : [];
  });
  return toAdminPage(results, count, query);
}

/**
 * Imports the chosen results of a run as pending videos (toApprove 1), all or nothing: one
 * transaction with the update log of each saved video and one audit entry. A result the client
 * already saved, or that is not one of the run's, is skipped; a result that is not a valid video
 * (an untitled one) refuses the whole import with 422 and saves nothing.
 */
export async function importResults(ctx: Pick<VideoSpiderContext, 'db'>, user: SessionUser, body: VideoSpiderImportBody): Promise<VideoSpiderImportResult> {
  const saved = await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const created: { id: number; youtubeId: string; clientId: number }[] = [];
      const changes: Parameters<typeof recordContentChanges>[3] = [];
      for (const finding of await repo.findingsOf(tx, body.jobId, body.findingIds)) {
        const video = videoOf(finding.detail);
        const fields = importVideoBody.safeParse(video && { ...video, youtubeId: video.id, clientId: finding.clientId });
        if (!fields.success) throw new AppError(422, `Result ${finding.id} is not a video that can be imported`, 'VIDEO_SPIDER_BAD_RESULT');
        const { clientId, ...imported } = fields.data;
        const row = await insertImported(tx, clientId, imported);
        if (!row.created) continue;
        created.push({ id: row.id, youtubeId: imported.youtubeId, clientId });
        const { youtubeId, title, description, thumbnailUrl, publishedAt, channelTitle, viewCount, likes } = imported;
        changes.push({
          clientId,
          clientName: finding.clientName,
          entityType: 'video',
          entityId: row.id,
          before: null,
          after: { youtubeId, title, description, thumbnailUrl, publishedAt, channelTitle, viewCount, likeCount: likes, toApprove: 1 },
        });
      }
      await recordContentChanges(tx, user, 'import', changes);
      return created;
    },
    (created) => ({
      action: 'video-spider.import',
      targetType: 'admin-job',
      targetId: body.jobId,
      details: { videos: created, skipped: body.findingIds.length - created.length },
    }),
  );
  return { imported: saved.length, skipped: body.findingIds.length - saved.length };
}
