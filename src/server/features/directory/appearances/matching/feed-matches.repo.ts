import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appearanceMatches, clients, episodes, feedEpisodes, podcastFeeds, podcasts } from '@server/db/schema';

/** The show's name as the agency reads it: its podcast's, else the feed's title, else its address. */
const showName = sql<string>`coalesce(${podcasts.name}, nullif(${podcastFeeds.title}, ''), ${podcastFeeds.url})`;

/** A feed's show name; undefined for an unknown feed. */
export async function feedShowName(db: DbOrTx, feedId: number): Promise<string | undefined> {
  const rows = await db.select({ showName }).from(podcastFeeds).leftJoin(podcasts, eq(podcasts.id, podcastFeeds.podcastId)).where(eq(podcastFeeds.id, feedId));
  return rows[0]?.showName;
}

/** A match no person has confirmed: a suggestion (held or not), or verified by the matcher alone. */
const unconfirmed = or(eq(appearanceMatches.status, 'suggested'), and(eq(appearanceMatches.status, 'verified'), isNull(appearanceMatches.decidedAt)));

/** The matches of a feed (of one guest, when given). */
const ofFeed = (feedId: number, clientId?: number) =>
  and(
    sql`${appearanceMatches.feedEpisodeId} IN (SELECT ${feedEpisodes.id} FROM ${feedEpisodes} WHERE ${feedEpisodes.feedId} = ${feedId})`,
    clientId === undefined ? undefined : eq(appearanceMatches.clientId, clientId),
  );

const counted = (condition: ReturnType<typeof and>) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;

/** The guests a feed matched with their matches counted by where they stand, the most matched first; at most `limit`, and how many in all. */
export async function guestsOfFeed(db: DbOrTx, feedId: number, limit: number) {
  const held = and(eq(appearanceMatches.status, 'suggested'), isNotNull(appearanceMatches.heldReason));
  const rows = await db
    .select({
      clientId: appearanceMatches.clientId,
      name: clients.name,
      slug: clients.slug,
      held: counted(held),
      suggested: counted(and(eq(appearanceMatches.status, 'suggested'), isNull(appearanceMatches.heldReason))),
      verifiedByFeed: counted(and(eq(appearanceMatches.status, 'verified'), isNull(appearanceMatches.decidedAt))),
      accepted: counted(and(eq(appearanceMatches.status, 'verified'), isNotNull(appearanceMatches.decidedAt))),
      rejected: counted(eq(appearanceMatches.status, 'rejected')),
      heldReason: sql<string | null>`max(${appearanceMatches.heldReason}) FILTER (WHERE ${held})`,
      totalGuests: sql<number>`(count(*) OVER ())::int`,
    })
    .from(appearanceMatches)
    .innerJoin(clients, eq(clients.id, appearanceMatches.clientId))
    .where(ofFeed(feedId))
    .groupBy(appearanceMatches.clientId, clients.name, clients.slug)
    .orderBy(desc(sql`count(*)`), clients.name)
    .limit(limit);
  return { guests: rows.map(({ totalGuests: _all, ...guest }) => guest), totalGuests: rows[0]?.totalGuests ?? 0 };
}

/** The suggestions held for review, by feed and guest, the largest groups first; at most `limit`. */
export async function heldGroups(db: DbOrTx, limit: number) {
  return db
    .select({
      feedId: feedEpisodes.feedId,
      showName: sql<string>`min(${showName})`,
      clientId: appearanceMatches.clientId,
      name: clients.name,
      slug: clients.slug,
      held: sql<number>`count(*)::int`,
      reason: sql<string>`max(${appearanceMatches.heldReason})`,
    })
    .from(appearanceMatches)
    .innerJoin(feedEpisodes, eq(feedEpisodes.id, appearanceMatches.feedEpisodeId))
    .innerJoin(podcastFeeds, eq(podcastFeeds.id, feedEpisodes.feedId))
    .leftJoin(podcasts, eq(podcasts.id, podcastFeeds.podcastId))
    .innerJoin(clients, eq(clients.id, appearanceMatches.clientId))
    .where(and(eq(appearanceMatches.status, 'suggested'), isNotNull(appearanceMatches.heldReason)))
    .groupBy(feedEpisodes.feedId, appearanceMatches.clientId, clients.name, clients.slug)
    .orderBy(desc(sql`count(*)`), feedEpisodes.feedId, appearanceMatches.clientId)
    .limit(limit);
}

/** The guests with unconfirmed matches from a feed, by id. */
export async function unconfirmedGuests(tx: DbOrTx, feedId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ clientId: appearanceMatches.clientId })
    .from(appearanceMatches)
    .where(and(ofFeed(feedId), unconfirmed))
    .orderBy(appearanceMatches.clientId);
  return rows.map((r) => r.clientId);
}

/** The unconfirmed matches of a feed (of one guest, when given), locked until the transaction ends: each with its guest and the appearance it made or linked. */
export async function lockUnconfirmed(tx: DbOrTx, feedId: number, clientId?: number) {
  return tx
    .select({
      id: appearanceMatches.id,
      clientId: appearanceMatches.clientId,
      feedEpisodeId: appearanceMatches.feedEpisodeId,
      episodeId: appearanceMatches.episodeId,
      madeAppearance: appearanceMatches.madeAppearance,
    })
    .from(appearanceMatches)
    .where(and(ofFeed(feedId, clientId), unconfirmed))
    .orderBy(appearanceMatches.id)
    .for('update');
}

/** How many of a feed's matches (of one guest, when given) a person accepted. */
export async function countAccepted(tx: DbOrTx, feedId: number, clientId?: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(appearanceMatches)
    .where(and(ofFeed(feedId, clientId), eq(appearanceMatches.status, 'verified'), isNotNull(appearanceMatches.decidedAt)));
  return row?.n ?? 0;
}

/** A match's appearance, as rejecting undoes it. */
export interface MatchAppearance {
  episodeId: number;
  feedEpisodeId: number;
}

/** Deletes the appearances matches made (only while still tied to their feed episode); how many. */
export async function deleteAppearances(tx: DbOrTx, made: MatchAppearance[]): Promise<number> {
  if (made.length === 0) return 0;
  const rows = await tx
    .delete(episodes)
    .where(
      and(
        inArray(
          episodes.id,
          made.map((m) => m.episodeId),
        ),
        inArray(
          episodes.feedEpisodeId,
          made.map((m) => m.feedEpisodeId),
        ),
      ),
    )
    .returning({ id: episodes.id });
  return rows.length;
}

/** Unties the guests' own appearances that matches linked from their feed episodes: self-reported again; how many. */
export async function untieAppearances(tx: DbOrTx, linked: MatchAppearance[]): Promise<number> {
  if (linked.length === 0) return 0;
  const rows = await tx
    .update(episodes)
    .set({ feedEpisodeId: null })
    .where(
      and(
        inArray(
          episodes.id,
          linked.map((m) => m.episodeId),
        ),
        inArray(
          episodes.feedEpisodeId,
          linked.map((m) => m.feedEpisodeId),
        ),
      ),
    )
    .returning({ id: episodes.id });
  return rows.length;
}

/** Marks matches rejected by `decidedBy` now, their appearance cleared. */
export async function rejectMatches(tx: DbOrTx, ids: number[], decidedBy: number): Promise<void> {
  const BATCH = 5_000;
  for (let i = 0; i < ids.length; i += BATCH) {
    await tx
      .update(appearanceMatches)
      .set({ status: 'rejected', decidedBy, decidedAt: sql`now()`, episodeId: null })
      .where(inArray(appearanceMatches.id, ids.slice(i, i + BATCH)));
  }
}
