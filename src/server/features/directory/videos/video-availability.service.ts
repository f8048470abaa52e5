import type { SessionUser } from '@shared/api/session-user';
import type { UnavailableReport } from '@shared/api/directory/videos/video-scan';
import { canManageClient } from '@shared/permissions';
import type { YouTubeVideoStatus } from '@server/integrations/youtube/youtube-client';
import { badRequest, notFound } from '@server/lib/errors';
import { auditActorOf } from '@server/platform/audit/audited-write';
import { insertAudit } from '@server/platform/audit/audit.repo';
import { recordEdit } from '@server/platform/update-log/content-changes';
import * as repo from './video-availability.repo';
import { findVideoRef } from './video-scan.repo';
import type { VideoScanContext } from './video-scan.service';

/** A video is asked about at most once in this many hours, whoever reports it: each check spends YouTube quota. */
const CHECK_INTERVAL_HOURS = 24;

type VideoRef = NonNullable<Awaited<ReturnType<typeof findVideoRef>>>;

/**
 * Takes a browser's report that no thumbnail of a video could be shown as a hint, and
 * asks YouTube itself (videos.list part=status, 1 quota unit) before recording anything.
 *
 * Access decision: public, because visitors' browsers are the ones that see thumbnails fail. It is
 * kept harmless: the route is rate-limited per address and checks Origin like every write; the body
 * is validated (a known reason, a YouTube id that must be the video's own, at most 10 site-relative
 * or http(s) addresses); a pending video is unknown (404) to anyone who may not manage its client.
 * A report itself changes nothing: only YouTube's answer does. Private or removed marks the video
 * unavailable from now (`unavailable_since`, what the unavailable-videos rule counts from; a mark
 * keeps its first date); available clears a mark. A video without a YouTube id, YouTube not
 * configured, a video checked within CHECK_INTERVAL_HOURS, or no answer from YouTube: nothing is
 * recorded, and the reporter is told the same (the route's 204) either way. Changes are audited
 * (actor null for a visitor) with YouTube's answer and the addresses tried.
 */
export async function reportUnavailable(ctx: VideoScanContext, user: SessionUser | null, id: number, report: UnavailableReport): Promise<void> {
  const video = await findVideoRef(ctx.db, id);
  if (!video || (video.toApprove !== 0 && !canManageClient(user, video.clientId))) throw notFound('Video not found');
  if (report.youtubeId !== null && report.youtubeId !== video.youtubeId)
    throw badRequest('youtubeId: This is not the video’s YouTube id', 'YOUTUBE_ID_MISMATCH');
  if (!video.youtubeId || !ctx.youtube.configured) return;
  if (!(await repo.claimCheck(ctx.db, id, CHECK_INTERVAL_HOURS))) return;
  let status: YouTubeVideoStatus;
  try {
    status = await ctx.youtube.videoStatus(video.youtubeId);
  } catch (error) {
    await repo.releaseCheck(ctx.db, id);
    ctx.log.warn({ err: error, videoId: id }, 'YouTube could not confirm a video reported unavailable');
    return;
  }
  await recordStatus(ctx, user, video, report, status);
}

/** Records what YouTube answered of a reported video (a mark, or the end of one), with its update-log entry and audit. */
async function recordStatus(
  ctx: VideoScanContext,
  user: SessionUser | null,
  video: VideoRef,
  report: UnavailableReport,
  status: YouTubeVideoStatus,
): Promise<void> {
  const available = status === 'available';
  await ctx.db.transaction(async (tx) => {
    const wrote = available ? await repo.markAvailable(tx, video.id) : await repo.markUnavailable(tx, video.id, report.reason);
    if (!wrote) return;
    const change = { before: { unavailableReason: video.unavailableReason }, after: { unavailableReason: available ? null : report.reason } };
    await recordEdit(tx, user, { clientId: video.clientId, entityType: 'video', entityId: video.id, ...change });
    await insertAudit(tx, {
      ...auditActorOf(user),
      action: available ? 'video.mark-available' : 'video.mark-unavailable',
      targetType: 'video',
      targetId: video.id,
      details: { clientId: video.clientId, reason: report.reason, youtubeStatus: status, attemptedUrls: report.attemptedUrls },
    });
  });
}
