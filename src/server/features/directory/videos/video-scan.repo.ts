import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportVideoFields } from '@shared/api/directory/videos/video-scan';
import type { DbOrTx } from '@server/db/client';
import { clients, videos } from '@server/db/schema';

/** A saved video as the scan panel lists it. */
const savedColumns = {
  id: videos.id,
  youtubeId: videos.youtubeId,
  vimeoId: videos.vimeoId,
  localThumbnail: videos.localThumbnail,
  thumbnailUrl: videos.thumbnailUrl,
  title: videos.title,
  description: videos.description,
  publishedAt: videos.publishedAt,
  channelTitle: videos.channelTitle,
  viewCount: videos.viewCount,
  likes: videos.likeCount,
  toApprove: videos.toApprove,
  unavailableReason: videos.unavailableReason,
};

/** A client's videos with their scan details, newest first (undated ones last). */
export function listSaved(db: DbOrTx, clientId: number) {
  return db.select(savedColumns).from(videos).where(eq(videos.clientId, clientId)).orderBy(sql`${videos.publishedAt} desc nulls last`, desc(videos.id));
}

/** Which of these YouTube ids the client already saved: their video ids and states. */
export function savedStatesOf(db: DbOrTx, clientId: number, youtubeIds: string[]) {
  if (youtubeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: videos.id, youtubeId: videos.youtubeId, toApprove: videos.toApprove })
    .from(videos)
    .where(and(eq(videos.clientId, clientId), inArray(videos.youtubeId, youtubeIds)));
}

/** A scanned video to save for a client, as the import validated it. */
export type ImportedVideo = Omit<ImportVideoFields, 'clientId'>;

/**
 * Saves a scanned video for the client, pending (toApprove 1). When the client already has that
 * YouTube video (unique client and YouTube id) nothing changes and the saved one is answered.
 */
export async function insertImported(tx: DbOrTx, clientId: number, v: ImportedVideo): Promise<{ id: number; toApprove: number; created: boolean }> {
  const inserted = await tx
    .insert(videos)
    .values({
      clientId,
      youtubeId: v.youtubeId,
      title: v.title,
      description: v.description,
      thumbnailUrl: v.thumbnailUrl,
      publishedAt: new Date(v.publishedAt),
      channelTitle: v.channelTitle,
      viewCount: v.viewCount,
      likeCount: v.likes,
      toApprove: 1,
    })
    .onConflictDoNothing({ target: [videos.clientId, videos.youtubeId] })
    .returning({ id: videos.id, toApprove: videos.toApprove });
  if (inserted[0]) return { ...inserted[0], created: true };
  const [existing] = await tx
    .select({ id: videos.id, toApprove: videos.toApprove })
    .from(videos)
    .where(and(eq(videos.clientId, clientId), eq(videos.youtubeId, v.youtubeId)));
  return { ...existing, created: false };
}

/** A video's client, state, YouTube id and reported unavailability; undefined when unknown. */
export async function findVideoRef(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: videos.id, clientId: videos.clientId, toApprove: videos.toApprove, youtubeId: videos.youtubeId, unavailableReason: videos.unavailableReason })
    .from(videos)
    .where(eq(videos.id, id));
  return rows[0];
}

/**
 * Sets a video approved (0) or pending (1), and marks its client changed (updated_at) so every
 * reader of the profile knows; the video's id, state and client, undefined for an unknown video.
 */
export async function setApproval(tx: DbOrTx, id: number, toApprove: 0 | 1) {
  const [video] = await tx
    .update(videos)
    .set({ toApprove })
    .where(eq(videos.id, id))
    .returning({ id: videos.id, toApprove: videos.toApprove, clientId: videos.clientId });
  if (!video) return undefined;
  const [client] = await tx.update(clients).set({ updatedAt: sql`now()` }).where(eq(clients.id, video.clientId)).returning({ slug: clients.slug });
  return { ...video, slug: client.slug };
}
