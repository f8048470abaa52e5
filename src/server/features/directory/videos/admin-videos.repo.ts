import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AdminVideosQuery } from '@shared/api/directory/videos/admin-videos';
import type { DbOrTx } from '@server/db/client';
import { clients, videos } from '@server/db/schema';
import { type AdminListStep, cutPage, defineAdminList, idsOf, ilikeContains } from '@server/lib/admin-list';

const columns = {
  id: videos.id,
  title: videos.title,
  description: videos.description,
  clientId: videos.clientId,
  clientName: clients.name,
  clientSlug: clients.slug,
  youtubeId: videos.youtubeId,
  vimeoId: videos.vimeoId,
  localThumbnail: videos.localThumbnail,
  thumbnailUrl: videos.thumbnailUrl,
  toApprove: videos.toApprove,
  unavailableReason: videos.unavailableReason,
  featured: videos.featured,
  keywords: videos.keywords,
  publishedAt: videos.publishedAt,
  createdAt: videos.createdAt,
};

/** A video row as the admin list reads it, before its status is named. */
export type AdminVideoRow = NonNullable<Awaited<ReturnType<typeof findRow>>>;

/** The status filter as SQL (also the /admin dashboard's count of pending videos): each matches an index of migration 0007 (approval + created, or the partial unavailable one). */
export function statusWhere(status: AdminVideosQuery['status']): SQL | undefined {
  if (status === 'pending') return and(eq(videos.toApprove, 1), isNull(videos.unavailableReason));
  if (status === 'approved') return eq(videos.toApprove, 0);
  if (status === 'unavailable') return isNotNull(videos.unavailableReason);
  return undefined;
}

/** The source filter as SQL: YouTube first, then Vimeo, else neither. */
function sourceWhere(source: AdminVideosQuery['source']): SQL | undefined {
  if (source === 'youtube') return isNotNull(videos.youtubeId);
  if (source === 'vimeo') return and(isNull(videos.youtubeId), isNotNull(videos.vimeoId));
  if (source === 'other') return and(isNull(videos.youtubeId), isNull(videos.vimeoId));
  return undefined;
}

/** Every client's videos joined to their client. */
function selectRows(db: DbOrTx) {
  return db.select(columns).from(videos).innerJoin(clients, eq(clients.id, videos.clientId)).$dynamic();
}

/** Every client's videos, newest first (or by title, publication, client), filtered by status, client, source and featured, searched by title. */
export const videoList = defineAdminList({
  count: idsOf(videos),
  filters: {
    status: statusWhere,
    clientId: (id: number) => eq(videos.clientId, id),
    source: sourceWhere,
    featured: (featured: boolean) => eq(videos.featured, featured),
    q: (term: string) => ilikeContains(videos.title, term),
  },
  sorts: {
    title: (dir) => [dir(videos.title), dir(videos.id)],
    published: (dir, query) => [sql`${videos.publishedAt} ${sql.raw(query.dir)} nulls last`, dir(videos.id)],
    client: (dir) => [dir(clients.name), desc(videos.createdAt), desc(videos.id)],
    created: (dir) => [dir(videos.createdAt), dir(videos.id)],
  },
  page: (db: DbOrTx, step: AdminListStep<AdminVideosQuery>) => cutPage(selectRows(db), step),
});

/** The select of one page of the list (exported so a test can EXPLAIN it). */
export function pageSelect(db: DbOrTx, query: AdminVideosQuery) {
  return cutPage(selectRows(db), videoList.step(query));
}

/** One video as the admin list shows it, undefined when unknown. */
export async function findRow(db: DbOrTx, id: number) {
  const rows = await selectRows(db).where(eq(videos.id, id)).limit(1);
  return rows[0];
}

/** Locks the video's row for this transaction and answers it as the admin list shows it; undefined when unknown. */
export async function lockRow(db: DbOrTx, id: number) {
  const rows = await selectRows(db).where(eq(videos.id, id)).for('update', { of: videos });
  return rows[0];
}

/**
 * The videos of `ids` whose approval state is not `toApprove` yet, locked for this transaction,
 * with their client's name (ids unknown or already in that state are left out).
 */
export function lockApprovalChanges(tx: DbOrTx, ids: number[], toApprove: 0 | 1) {
  return tx
    .select({ id: videos.id, clientId: videos.clientId, clientName: clients.name, title: videos.title, toApprove: videos.toApprove })
    .from(videos)
    .innerJoin(clients, eq(clients.id, videos.clientId))
    .where(and(inArray(videos.id, ids), ne(videos.toApprove, toApprove)))
    .orderBy(asc(videos.id))
    .for('update', { of: videos });
}

/** Sets the approval state of the videos of `ids`. */
export async function setApprovals(tx: DbOrTx, ids: number[], toApprove: 0 | 1): Promise<void> {
  if (ids.length > 0) await tx.update(videos).set({ toApprove }).where(inArray(videos.id, ids));
}

/**
 * How many places of the home page's featured videos are taken, besides the video `exceptId`:
 * approved videos marked featured (a disapproved one keeps its mark but leaves the home page).
 */
export async function countFeatured(tx: DbOrTx, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(videos)
    .where(and(eq(videos.featured, true), eq(videos.toApprove, 0), ne(videos.id, exceptId)));
  return Number(row?.n ?? 0);
}

/** Serialises featuring videos across transactions, so two editors cannot both take the last featured place. */
export async function lockFeaturedPlaces(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('videos:featured'))`);
}

/** The fields an admin edit writes. */
export interface VideoEdit {
  title: string;
  description: string;
  keywords: string[];
  featured: boolean;
}

/** Writes an admin edit of a video. */
export async function updateVideo(tx: DbOrTx, id: number, edit: VideoEdit): Promise<void> {
  await tx.update(videos).set(edit).where(eq(videos.id, id));
}

/** Deletes the video `id` (its reports go with it, by cascade). */
export async function deleteVideo(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(videos).where(eq(videos.id, id));
}
