import { and, asc, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appearanceMatches, bookings, episodes, feedEpisodes, podcastFeeds } from '@server/db/schema';
import { inTimedBatches } from '@server/lib/loop-yield';

/** A stored feed. */
export type FeedRow = typeof podcastFeeds.$inferSelect;

/** An episode as it is written (its feed, GUID, content and content hash). */
export type EpisodeValues = Omit<typeof feedEpisodes.$inferInsert, 'id' | 'firstSeenAt' | 'updatedAt'> & { contentHash: string };

/** How many episodes one statement writes at most (fewer on the embedded database: see inTimedBatches). */
const EPISODE_BATCH = 500;

/** The feed of `id`; undefined when unknown. */
export async function findFeed(db: DbOrTx, id: number): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(podcastFeeds).where(eq(podcastFeeds.id, id));
  return row;
}

/** The feed of a podcast; undefined when it has none. */
export async function feedOfPodcast(db: DbOrTx, podcastId: number): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(podcastFeeds).where(eq(podcastFeeds.podcastId, podcastId));
  return row;
}

/**
 * Whether a feed is only a show the agency turned away: no podcast, not trusted, and every booking
 * with it declined, withdrawn or run out (nothing there can come out, so it is not read).
 */
const onlyTurnedAway = sql`(${podcastFeeds.podcastId} IS NULL AND ${podcastFeeds.trustedAt} IS NULL
  AND COALESCE((SELECT bool_and(${bookings.status} IN ('declined', 'cancelled', 'expired')) FROM ${bookings} WHERE ${bookings.feedId} = ${podcastFeeds.id}), false))`;

/** Up to `limit` feeds due at `now`, the longest waiting first; a show only turned away is left unread. */
export function dueFeeds(db: DbOrTx, now: Date, limit: number): Promise<Pick<FeedRow, 'id' | 'url'>[]> {
  return db
    .select({ id: podcastFeeds.id, url: podcastFeeds.url })
    .from(podcastFeeds)
    .where(and(lte(podcastFeeds.nextCheckAt, now), sql`NOT ${onlyTurnedAway}`))
    .orderBy(asc(podcastFeeds.nextCheckAt), asc(podcastFeeds.id))
    .limit(limit);
}

/** Every feed that belongs to no podcast (the booked shows'), by address. */
export function unattachedFeeds(db: DbOrTx): Promise<FeedRow[]> {
  return db.select().from(podcastFeeds).where(isNull(podcastFeeds.podcastId)).orderBy(asc(podcastFeeds.url));
}

/** An episode the feed has stored: its id, GUID, content hash and date. */
export interface StoredEpisode {
  id: number;
  guid: string;
  hash: string;
  publishedAt: Date | null;
}

/** Every episode the feed has stored. */
export function storedEpisodes(db: DbOrTx, feedId: number): Promise<StoredEpisode[]> {
  return db
    .select({ id: feedEpisodes.id, guid: feedEpisodes.guid, hash: feedEpisodes.contentHash, publishedAt: feedEpisodes.publishedAt })
    .from(feedEpisodes)
    .where(eq(feedEpisodes.feedId, feedId));
}

/** Deletes the episodes of `ids` that no match and no appearance refers to, a batch per statement (see inTimedBatches). */
export async function deleteUnreferencedEpisodes(tx: DbOrTx, ids: number[]): Promise<void> {
  await inTimedBatches(
    ids,
    async (batch) => {
      await tx
        .delete(feedEpisodes)
        .where(
          and(
            inArray(feedEpisodes.id, batch),
            notExists(tx.select({ one: sql`1` }).from(appearanceMatches).where(eq(appearanceMatches.feedEpisodeId, feedEpisodes.id))),
            notExists(tx.select({ one: sql`1` }).from(episodes).where(eq(episodes.feedEpisodeId, feedEpisodes.id))),
          ),
        );
    },
    EPISODE_BATCH,
  );
}

/**
 * Writes new and changed episodes by (feed, GUID), a batch per statement (see inTimedBatches); a
 * row whose content hash is unchanged is not written. Answers the ids inserted and the ids updated.
 */
export async function upsertEpisodes(tx: DbOrTx, rows: EpisodeValues[], now: Date): Promise<{ inserted: number[]; updated: number[] }> {
  const inserted: number[] = [];
  const updated: number[] = [];
  await inTimedBatches(
    rows,
    async (batch) => {
      const written = await tx
        .insert(feedEpisodes)
        .values(batch.map((row) => ({ ...row, firstSeenAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: [feedEpisodes.feedId, feedEpisodes.guid],
          set: {
            title: sql`excluded.title`,
            description: sql`excluded.description`,
            link: sql`excluded.link`,
            enclosureUrl: sql`excluded.enclosure_url`,
            imageUrl: sql`excluded.image_url`,
            transcriptUrl: sql`excluded.transcript_url`,
            publishedAt: sql`excluded.published_at`,
            persons: sql`excluded.persons`,
            contentHash: sql`excluded.content_hash`,
            updatedAt: sql`excluded.updated_at`,
          },
          setWhere: sql`${feedEpisodes.contentHash} <> excluded.content_hash`,
        })
        // xmax is 0 for a row this statement inserted, not for one it updated
        .returning({ id: feedEpisodes.id, inserted: sql<boolean>`(xmax = 0)` });
      for (const row of written) (row.inserted ? inserted : updated).push(row.id);
    },
    EPISODE_BATCH,
  );
  return { inserted, updated };
}

/** How many episodes the feed has stored. */
export async function countEpisodes(db: DbOrTx, feedId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(feedEpisodes).where(eq(feedEpisodes.feedId, feedId));
  return Number(row?.n ?? 0);
}

/** Changes a feed's read state (and, after a full read, what it says of the show). */
export async function updateFeed(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<FeedRow, 'id' | 'url' | 'podcastId' | 'createdAt' | 'source' | 'trustedAt' | 'provenAt' | 'ownerEmail'>>,
): Promise<void> {
  await db.update(podcastFeeds).set(values).where(eq(podcastFeeds.id, id));
}

/** Detaches the feed of a podcast (it stays known, as a booked show's would). */
export async function detachFeed(db: DbOrTx, podcastId: number): Promise<void> {
  await db.update(podcastFeeds).set({ podcastId: null }).where(eq(podcastFeeds.podcastId, podcastId));
}

/** The feeds of the podcasts of `ids`, by podcast. */
export async function feedsOfPodcasts(db: DbOrTx, ids: number[]): Promise<Map<number, FeedRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(podcastFeeds).where(inArray(podcastFeeds.podcastId, ids));
  return new Map(rows.map((row) => [row.podcastId!, row]));
}

/** Marks a feed trusted by an admin now (an earlier trust kept). */
export async function trustFeed(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(podcastFeeds)
    .set({ trustedAt: sql`coalesce(${podcastFeeds.trustedAt}, now())` })
    .where(eq(podcastFeeds.id, id));
}
