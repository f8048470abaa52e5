import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '@shared/api/session-user';
import {
  type ImportVideoFields,
  type ScanBody,
  type ScannedVideo,
  type ScanPanel,
  VIDEO_SCAN_LIMITS,
  type VideoState,
} from '@shared/api/directory/videos/video-scan';
import { youtubeWatchUrl } from '@shared/youtube';
import { canApproveVideos, canHideVideos, canImportVideos, canUseVideoScanPanel } from '@shared/permissions';
import type { AppContext } from '@server/context';
import type { YouTubeClient, YouTubeFailure } from '@server/integrations/youtube/youtube-client';
import { YouTubeError } from '@server/integrations/youtube/youtube-client';
import { AppError, forbidden, notFound } from '@server/lib/errors';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { requireClient } from '../clients/clients.service';
import { recordEdit } from '@server/platform/update-log/content-changes';
import * as repo from './video-scan.repo';

/** What the video scan needs: the database, the read cache and its bus, YouTube, and a log for upstream failures. */
export type VideoScanContext = Pick<AppContext, 'db' | 'cache' | 'bus'> & { youtube: YouTubeClient; log: Pick<FastifyBaseLogger, 'warn'> };

/** The status, message and code a visitor of the scan gets for each YouTube failure: never a 500. */
const FAILURES: Record<YouTubeFailure, [status: 502 | 503, message: string, code: string]> = {
  not_configured: [503, 'YouTube is not configured', 'YOUTUBE_NOT_CONFIGURED'],
  quota: [503, 'The YouTube quota for today is used up. Please try again later.', 'YOUTUBE_QUOTA_EXCEEDED'],
  rejected: [502, 'YouTube refused the scan. Please check the YouTube API key.', 'YOUTUBE_REFUSED'],
  upstream: [502, 'YouTube is having trouble answering. Please try again.', 'YOUTUBE_UPSTREAM_ERROR'],
  malformed: [502, 'YouTube sent an answer the scan could not read. Please try again.', 'YOUTUBE_BAD_ANSWER'],
  unreachable: [503, 'YouTube could not be reached. Please try again.', 'YOUTUBE_UNREACHABLE'],
  timeout: [503, 'YouTube did not answer in time. Please try again.', 'YOUTUBE_TIMEOUT'],
};

/** The answer for a YouTube failure. */
function youtubeFailure(kind: YouTubeFailure): AppError {
  const [status, message, code] = FAILURES[kind];
  return new AppError(status, message, code);
}

/**
 * The scan panel of a client (the route lets in who may manage it, which is the panel's
 * audience): whether YouTube is configured, what the viewer may do, and the saved videos.
 */
export async function scanPanel(ctx: VideoScanContext, user: SessionUser, clientId: number): Promise<ScanPanel> {
  await requireClient(ctx, clientId);
  const rows = await repo.listSaved(ctx.db, clientId);
  return {
    youtubeConfigured: ctx.youtube.configured,
    can: { import: canImportVideos(user, clientId), approve: canApproveVideos(user), hide: canHideVideos(user, clientId) },
    videos: rows.map((r) => ({ ...r, publishedAt: r.publishedAt?.toISOString() ?? null })),
  };
}

/**
 * Searches YouTube for `clientName` (search.list, then videos.list for the statistics) on behalf
 * of the panel's audience (admin, owner, guest or team of that client). Results come newest
 * first, each marked with the client's saved video (dbVideoId, toApprove) when already imported.
 * 503 when YouTube is not configured; upstream failures are 502 or 503 with a plain message.
 */
export async function scanYouTube(ctx: VideoScanContext, user: SessionUser, { clientId, clientName }: ScanBody): Promise<ScannedVideo[]> {
  if (!canUseVideoScanPanel(user, clientId)) throw forbidden('You may not scan videos for this profile');
  await requireClient(ctx, clientId);
  if (!ctx.youtube.configured) throw youtubeFailure('not_configured');
  let found: Awaited<ReturnType<YouTubeClient['searchVideos']>>;
  try {
    found = await ctx.youtube.searchVideos(clientName, VIDEO_SCAN_LIMITS.maxResults);
  } catch (error) {
    if (!(error instanceof YouTubeError)) throw error;
    ctx.log.warn({ kind: error.kind, err: error.message }, 'YouTube scan failed');
    throw youtubeFailure(error.kind);
  }
  const saved = new Map(
    (
      await repo.savedStatesOf(
        ctx.db,
        clientId,
        found.map((v) => v.id),
      )
    ).map((s) => [s.youtubeId, s]),
  );
  return found
    .map((v) => ({ ...v, url: youtubeWatchUrl(v.id), dbVideoId: saved.get(v.id)?.id ?? null, toApprove: saved.get(v.id)?.toApprove ?? null }))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));
}

/**
 * Saves a scanned video for the client, pending approval, audited: admin, owner and the
 * client's guest (team members are refused: 403). Importing a YouTube video the client already
 * has changes nothing and answers the saved one with `created: false` (the route says 200, not 201).
 */
export async function importVideo(
  ctx: VideoScanContext,
  user: SessionUser,
  { clientId, ...video }: ImportVideoFields,
): Promise<VideoState & { created: boolean }> {
  if (!canImportVideos(user, clientId)) throw forbidden('You may not import videos for this profile');
  const client = await requireClient(ctx, clientId);
  const saved = await auditedWrite(
    ctx.db,
    user,
    (tx) => repo.insertImported(tx, clientId, video),
    (result) => ({
      action: 'video.import',
      targetType: 'video',
      targetId: result.id,
      details: { clientId, slug: client.slug, youtubeId: video.youtubeId, alreadySaved: !result.created },
    }),
  );
  return { videoId: saved.id, toApprove: saved.toApprove, created: saved.created };
}

/** What each approval action sets: approve 0 (shown on the profile); disapprove or hide 1 (not shown). */
const APPROVAL_STATES = { approve: 0, disapprove: 1, hide: 1 } as const;

/** An approval action on a video. */
export type ApprovalAction = keyof typeof APPROVAL_STATES;

/**
 * Approves, disapproves or hides a video, audited, and tells the read cache at once:
 * approve and disapprove for admin and owner; hide for the guest of the video's client, admin
 * and owner. 404 for an unknown video, 403 for anyone else.
 */
export async function setVideoApproval(ctx: VideoScanContext, user: SessionUser, id: number, action: ApprovalAction): Promise<VideoState> {
  if (action !== 'hide' && !canApproveVideos(user)) throw forbidden('Only admins may approve or disapprove videos');
  const video = await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const found = await repo.findVideoRef(tx, id);
      if (!found) throw notFound('Video not found');
      if (action === 'hide' && !canHideVideos(user, found.clientId)) throw forbidden('You may not hide the videos of this profile');
      const updated = await repo.setApproval(tx, id, APPROVAL_STATES[action]);
      if (!updated) throw notFound('Video not found');
      const toApprove = { before: { toApprove: found.toApprove }, after: { toApprove: updated.toApprove } };
      await recordEdit(tx, user, { clientId: found.clientId, entityType: 'video', entityId: id, ...toApprove });
      return updated;
    },
    (v) => ({ action: `video.${action}`, targetType: 'video', targetId: v.id, details: { clientId: v.clientId, slug: v.slug } }),
  );
  await ctx.bus.invalidate('videos');
  return { videoId: video.id, toApprove: video.toApprove };
}
