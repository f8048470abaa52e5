import { eq, inArray } from 'drizzle-orm';
import type { EvidenceGrade } from '@shared/api/directory/appearances/evidence';
import type { AdminEpisodesQuery } from '@shared/api/directory/podcasts/admin-episodes';
import type { DbOrTx } from '@server/db/client';
import { clients, episodes, podcasts } from '@server/db/schema';
import { type AdminListStep, cutPage, defineAdminList, idsOf, ilikeContains } from '@server/lib/admin-list';
import { appearanceGrade } from '../appearances/verification';

/** An episode's stored fields an editor sets. */
export type EpisodeValues = Pick<typeof episodes.$inferInsert, 'podcastId' | 'clientId' | 'title' | 'description' | 'url' | 'publishedAt' | 'releaseStatus'>;

const columns = {
  id: episodes.id,
  title: episodes.title,
  description: episodes.description,
  url: episodes.url,
  publishedAt: episodes.publishedAt,
  releaseStatus: episodes.releaseStatus,
  createdAt: episodes.createdAt,
  podcastId: episodes.podcastId,
  podcastName: podcasts.name,
  clientId: episodes.clientId,
  clientName: clients.name,
  clientSlug: clients.slug,
  grade: appearanceGrade,
};

/** An episode with its podcast's name and its client's name and slug (null without a client). */
export type EpisodeRow = {
  id: number;
  title: string;
  description: string;
  url: string | null;
  publishedAt: Date | null;
  releaseStatus: 'planned' | 'recorded' | 'released';
  createdAt: Date;
  podcastId: number;
  podcastName: string;
  clientId: number | null;
  clientName: string | null;
  clientSlug: string | null;
  /** Its grade of evidence as an appearance (meaningful with a client). */
  grade: EvidenceGrade;
};

/** Episodes joined to their podcast and (optional) client. */
function selectRows(db: DbOrTx) {
  return db.select(columns).from(episodes).innerJoin(podcasts, eq(podcasts.id, episodes.podcastId)).leftJoin(clients, eq(clients.id, episodes.clientId));
}

/**
 * Every podcast's episodes, filtered by client, podcast and release status, searched by title. By
 * air date the (published_at, id) index serves both directions, so an undated episode (not
 * scheduled yet) counts as the latest: last going up, first going down. 'created' follows the id,
 * which grows with each insert (the primary key serves it).
 */
export const episodeList = defineAdminList({
  count: idsOf(episodes),
  filters: {
    clientId: (id: number) => eq(episodes.clientId, id),
    podcastId: (id: number) => eq(episodes.podcastId, id),
    releaseStatus: (status: EpisodeRow['releaseStatus']) => eq(episodes.releaseStatus, status),
    q: (term: string) => ilikeContains(episodes.title, term),
  },
  sorts: {
    title: (dir) => [dir(episodes.title), dir(episodes.id)],
    created: (dir) => [dir(episodes.id)],
    airDate: (dir) => [dir(episodes.publishedAt), dir(episodes.id)],
  },
  page: (db: DbOrTx, step: AdminListStep<AdminEpisodesQuery>): PromiseLike<EpisodeRow[]> => cutPage(selectRows(db).$dynamic(), step),
});

/** One episode with its podcast and client; undefined when unknown. */
export async function findRow(db: DbOrTx, id: number): Promise<EpisodeRow | undefined> {
  const rows = await selectRows(db).where(eq(episodes.id, id));
  return rows[0];
}

/** The episode's row locked until the transaction ends, with its podcast and client; undefined when unknown. */
export async function lockRow(tx: DbOrTx, id: number): Promise<EpisodeRow | undefined> {
  const rows = await selectRows(tx).where(eq(episodes.id, id)).for('update', { of: episodes });
  return rows[0];
}

/** The client an episode features (null for none); undefined for an unknown episode. */
export async function findClientId(db: DbOrTx, id: number): Promise<number | null | undefined> {
  const rows = await db.select({ clientId: episodes.clientId }).from(episodes).where(eq(episodes.id, id));
  return rows[0]?.clientId;
}

/** Adds an episode; its id. */
export async function insert(tx: DbOrTx, values: EpisodeValues): Promise<number> {
  const [row] = await tx.insert(episodes).values(values).returning({ id: episodes.id });
  return row.id;
}

/** Changes some of an episode's fields. */
export async function update(tx: DbOrTx, id: number, values: Partial<EpisodeValues>): Promise<void> {
  await tx.update(episodes).set(values).where(eq(episodes.id, id));
}

/** Deletes the episodes of `ids` that exist; answers them as they were, with podcast and client. */
export async function deleteMany(tx: DbOrTx, ids: number[]): Promise<EpisodeRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows(tx).where(inArray(episodes.id, ids)).for('update', { of: episodes });
  if (rows.length > 0)
    await tx.delete(episodes).where(
      inArray(
        episodes.id,
        rows.map((r) => r.id),
      ),
    );
  return rows;
}

/** The episodes of some podcasts, with podcast and client, locked until the transaction ends (a podcast delete takes them along). */
export async function lockEpisodesOfPodcasts(tx: DbOrTx, podcastIds: number[]): Promise<EpisodeRow[]> {
  if (podcastIds.length === 0) return [];
  return selectRows(tx).where(inArray(episodes.podcastId, podcastIds)).for('update', { of: episodes });
}

/** The name of a podcast; undefined when unknown. */
export async function podcastName(db: DbOrTx, podcastId: number): Promise<string | undefined> {
  const rows = await db.select({ name: podcasts.name }).from(podcasts).where(eq(podcasts.id, podcastId));
  return rows[0]?.name;
}
