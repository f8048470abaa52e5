import type { AdminListPage } from '@shared/api/admin-lists';
import {
  type AdminVideo,
  type AdminVideoEditBody,
  type AdminVideosQuery,
  type AdminVideoStatus,
  FEATURED_VIDEOS_FULL,
} from '@shared/api/directory/videos/admin-videos';
import type { SessionUser } from '@shared/api/session-user';
import { LIMITS } from '@shared/limits';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { toAdminPage } from '@server/lib/admin-list';
import { conflict, notFound } from '@server/lib/errors';
import { type AuditEvent, auditedWrite } from '@server/platform/audit/audited-write';
import { touchAndRecord, touchClient } from '../clients/client-writes';
import { type ContentChange, recordContentChanges } from '@server/platform/update-log/content-changes';
import * as repo from './admin-videos.repo';

type VideosContext = Pick<AppContext, 'db' | 'bus'>;

/** A video's state: unavailable once a browser reported it, else approved (toApprove 0) or pending. */
function statusOf(row: repo.AdminVideoRow): AdminVideoStatus {
  if (row.unavailableReason !== null) return 'unavailable';
  return row.toApprove === 0 ? 'approved' : 'pending';
}

/** A video row as the admin list answers it. */
function toAdminVideo(row: repo.AdminVideoRow): AdminVideo {
  const { toApprove: _, ...fields } = row;
  return {
    ...fields,
    status: statusOf(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** /admin/videos: one page of every client's videos. */
export async function listVideos(ctx: Pick<AppContext, 'db'>, query: AdminVideosQuery): Promise<AdminListPage<AdminVideo>> {
  const { items, count } = await repo.videoList.page(ctx.db, query);
  return toAdminPage(items.map(toAdminVideo), count, query);
}

/**
 * Approves (0) or disapproves (1) the selected videos in one audited transaction, like the single
 * approve and disapprove: each changed video's client is marked changed, the update log
 * gets each change of toApprove, and the read cache is told once. Ids unknown or already in that
 * state are skipped; the answer counts the videos changed.
 */
export async function setApprovals(ctx: VideosContext, user: SessionUser, ids: number[], action: 'approve' | 'disapprove'): Promise<{ changed: number }> {
  const toApprove = action === 'approve' ? 0 : 1;
  const changed = await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const rows = await repo.lockApprovalChanges(tx, ids, toApprove);
      await repo.setApprovals(
        tx,
        rows.map((r) => r.id),
        toApprove,
      );
      await touchAndRecord(tx, user, 'video', rows, (row) => ({ before: { toApprove: row.toApprove }, after: { toApprove } }));
      return rows;
    },
    (rows) => ({
      action: `video.bulk-${action}`,
      targetType: 'video',
      details: { ids: rows.map((r) => r.id), clientIds: [...new Set(rows.map((r) => r.clientId))] },
    }),
  );
  if (changed.length > 0) await ctx.bus.invalidate('videos');
  return { changed: changed.length };
}

/**
 * Why a video cannot be featured on the home page (it needs a title, a client name and a YouTube
 * or Vimeo id; the home page shows approved videos only), or null when it can.
 */
function cannotFeature(video: repo.AdminVideoRow, title: string): string | null {
  if (!title.trim()) return 'A featured video needs a title.';
  if (!video.clientName.trim()) return 'A featured video needs a client name: give the client a name first.';
  if (!video.youtubeId && !video.vimeoId) return 'A featured video needs a YouTube or Vimeo id: this video has neither, so the home page cannot show it.';
  if (video.toApprove !== 0) return 'Only approved videos appear on the home page: approve this video before featuring it.';
  return null;
}

/**
 * One audited write of one video: locks its row (404 when unknown), runs `change`, which answers the
 * fields before and after it (after null: deleted), marks the video's client changed and logs the
 * change in the update log; then the read cache is told.
 */
async function writeVideo(
  ctx: VideosContext,
  user: SessionUser,
  id: number,
  change: (tx: Tx, video: repo.AdminVideoRow) => Promise<Pick<ContentChange, 'before' | 'after'>>,
  describe: (video: repo.AdminVideoRow) => AuditEvent,
): Promise<void> {
  await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const video = await repo.lockRow(tx, id);
      if (!video) throw notFound('Video not found');
      const { before, after } = await change(tx, video);
      await touchClient(tx, video.clientId);
      await recordContentChanges(tx, user, 'edit', [
        { clientId: video.clientId, clientName: video.clientName, entityType: 'video', entityId: id, before, after },
      ]);
      return video;
    },
    describe,
  );
  await ctx.bus.invalidate('videos');
}

/**
 * Edits a video's title, description, keywords and featured mark, audited and in the update log;
 * its client is marked changed and the read cache (home page featured videos included) is told.
 * Marking a video featured is refused (409) when it cannot show on the home page or when
 * LIMITS.featuredVideosMax videos are featured already. 404 for an unknown video.
 */
export async function editVideo(ctx: VideosContext, user: SessionUser, id: number, body: AdminVideoEditBody): Promise<AdminVideo> {
  await writeVideo(
    ctx,
    user,
    id,
    async (tx, video) => {
      const before = { title: video.title, description: video.description, keywords: video.keywords, featured: video.featured };
      const after = {
        title: body.title,
        description: body.description ?? video.description,
        keywords: body.keywords ?? video.keywords,
        featured: body.featured ?? video.featured,
      };
      if (after.featured && !video.featured) {
        const reason = cannotFeature(video, after.title);
        if (reason) throw conflict(reason, 'VIDEO_CANNOT_BE_FEATURED');
        await repo.lockFeaturedPlaces(tx);
        if ((await repo.countFeatured(tx, id)) >= LIMITS.featuredVideosMax) throw conflict(FEATURED_VIDEOS_FULL, 'FEATURED_VIDEOS_FULL');
      }
      await repo.updateVideo(tx, id, after);
      return { before, after };
    },
    (video) => ({
      action: 'video.edit',
      targetType: 'video',
      targetId: id,
      details: { clientId: video.clientId, slug: video.clientSlug, fields: Object.keys(body) },
    }),
  );
  const saved = await repo.findRow(ctx.db, id);
  if (!saved) throw notFound('Video not found');
  return toAdminVideo(saved);
}

/**
 * Deletes a video, audited, with its title, description, ids and approval in the update log; its
 * client is marked changed and the read cache (profile and home page videos) is told. 404 for an
 * unknown video.
 */
export async function deleteVideo(ctx: VideosContext, user: SessionUser, id: number): Promise<void> {
  await writeVideo(
    ctx,
    user,
    id,
    async (tx, video) => {
      await repo.deleteVideo(tx, id);
      const { title, description, youtubeId, vimeoId, toApprove, featured, keywords } = video;
      return { before: { title, description, youtubeId, vimeoId, toApprove, featured, keywords }, after: null };
    },
    (video) => ({
      action: 'video.delete',
      targetType: 'video',
      targetId: id,
      details: { clientId: video.clientId, slug: video.clientSlug, title: video.title },
    }),
  );
}
