import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@server/db/client';
import { appearanceMatches, bookings, episodes, feedEpisodes, feedOwnershipTags, podcastFeeds } from '@server/db/schema';

/** The feed stored at `url`, locked until the transaction ends; undefined when none is. */
export async function lockFeedAt(tx: DbOrTx, url: string) {
  const [row] = await tx.select().from(podcastFeeds).where(eq(podcastFeeds.url, url)).for('update');
  return row;
}

/** The feed of `id`, locked until the transaction ends. */
export async function lockFeed(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(podcastFeeds).where(eq(podcastFeeds.id, id)).for('update');
  return row;
}

/** Stores the feed under its new address. */
export async function setFeedUrl(tx: DbOrTx, id: number, url: string): Promise<void> {
  await tx.update(podcastFeeds).set({ url }).where(eq(podcastFeeds.id, id));
}

/** The episodes of feed `from` whose GUID feed `into` has too, each with its twin. */
export async function twinEpisodes(tx: DbOrTx, from: number, into: number): Promise<{ from: number; into: number }[]> {
  const twin = alias(feedEpisodes, 'twin');
  return tx
    .select({ from: feedEpisodes.id, into: twin.id })
    .from(feedEpisodes)
    .innerJoin(twin, and(eq(twin.feedId, into), eq(twin.guid, feedEpisodes.guid)))
    .where(eq(feedEpisodes.feedId, from));
}

/** The matches of some feed episodes, as merging weighs them. */
export async function matchesOfEpisodes(tx: DbOrTx, feedEpisodeIds: number[]) {
  if (feedEpisodeIds.length === 0) return [];
  return tx
    .select({
      id: appearanceMatches.id,
      feedEpisodeId: appearanceMatches.feedEpisodeId,
      clientId: appearanceMatches.clientId,
      status: appearanceMatches.status,
      decidedAt: appearanceMatches.decidedAt,
      episodeId: appearanceMatches.episodeId,
      madeAppearance: appearanceMatches.madeAppearance,
    })
    .from(appearanceMatches)
    .where(inArray(appearanceMatches.feedEpisodeId, feedEpisodeIds));
}

/** Deletes matches; the appearances of those that made them go too. */
export async function dropMatches(tx: DbOrTx, matches: { id: number; episodeId: number | null; madeAppearance: boolean }[]): Promise<void> {
  if (matches.length === 0) return;
  const made = matches.flatMap((m) => (m.madeAppearance && m.episodeId !== null ? [m.episodeId] : []));
  await tx.delete(appearanceMatches).where(
    inArray(
      appearanceMatches.id,
      matches.map((m) => m.id),
    ),
  );
  if (made.length > 0) await tx.delete(episodes).where(inArray(episodes.id, made));
}

/** Moves matches to other feed episodes, a statement per thousand. */
export async function moveMatches(tx: DbOrTx, moves: { id: number; feedEpisodeId: number }[]): Promise<void> {
  for (let i = 0; i < moves.length; i += 1_000) {
    const values = sql.join(
      moves.slice(i, i + 1_000).map((m) => sql`(${m.id}::int, ${m.feedEpisodeId}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`UPDATE ${appearanceMatches} SET feed_episode_id = v.episode_id FROM (VALUES ${values}) AS v(match_id, episode_id) WHERE ${appearanceMatches.id} = v.match_id`,
    );
  }
}

/** The feed episodes of `from` with a twin (same GUID) in `into`. */
const twinsOf = (from: number, into: number) =>
  sql`SELECT s.id FROM ${feedEpisodes} s JOIN ${feedEpisodes} t ON t.feed_id = ${into} AND t.guid = s.guid WHERE s.feed_id = ${from}`;

/** Ties the appearances of feed `from`'s episodes to their twins in feed `into`. */
export async function retieAppearances(tx: DbOrTx, from: number, into: number): Promise<void> {
  await tx
    .update(episodes)
    .set({
      feedEpisodeId: sql`(SELECT t.id FROM ${feedEpisodes} s JOIN ${feedEpisodes} t ON t.feed_id = ${into} AND t.guid = s.guid WHERE s.id = ${episodes.feedEpisodeId})`,
    })
    .where(sql`${episodes.feedEpisodeId} IN (${twinsOf(from, into)})`);
}

/** Deletes feed episodes (their remaining matches with them). */
export async function deleteFeedEpisodes(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(feedEpisodes).where(inArray(feedEpisodes.id, ids));
}

/** Moves every remaining episode of feed `from` to feed `into`; how many. */
export async function moveFeedEpisodes(tx: DbOrTx, from: number, into: number): Promise<number> {
  const rows = await tx.update(feedEpisodes).set({ feedId: into }).where(eq(feedEpisodes.feedId, from)).returning({ id: feedEpisodes.id });
  return rows.length;
}

/** Points the bookings with feed `from` to feed `into`; how many. */
export async function moveBookings(tx: DbOrTx, from: number, into: number): Promise<number> {
  const rows = await tx.update(bookings).set({ feedId: into }).where(eq(bookings.feedId, from)).returning({ id: bookings.id });
  return rows.length;
}

/** Gives feed `into` the podcast of feed `from` when it has none (the podcast's one feed moves). */
export async function movePodcast(
  tx: DbOrTx,
  from: { id: number; podcastId: number | null },
  into: { id: number; podcastId: number | null },
): Promise<boolean> {
  if (from.podcastId === null || into.podcastId !== null) return false;
  await tx.update(podcastFeeds).set({ podcastId: null }).where(eq(podcastFeeds.id, from.id));
  await tx.update(podcastFeeds).set({ podcastId: from.podcastId }).where(eq(podcastFeeds.id, into.id));
  return true;
}

/** What a feed can prove: an admin's trust, its owner's proof and the owner's address. */
type FeedStanding = Pick<typeof podcastFeeds.$inferSelect, 'id' | 'trustedAt' | 'provenAt' | 'ownerEmail'>;

/**
 * Carries what `from` could prove over to `into`: an admin's trust, its owner's proof (with the
 * owner's address) and the ownership tags given for it, so a move never loses a feed's standing.
 */
export async function carryTrust(tx: DbOrTx, from: FeedStanding, into: FeedStanding): Promise<void> {
  await tx
    .update(podcastFeeds)
    .set({ trustedAt: into.trustedAt ?? from.trustedAt, provenAt: into.provenAt ?? from.provenAt, ownerEmail: into.ownerEmail ?? from.ownerEmail })
    .where(eq(podcastFeeds.id, into.id));
  await tx.update(feedOwnershipTags).set({ feedId: into.id }).where(eq(feedOwnershipTags.feedId, from.id));
}

/** Deletes a feed. */
export async function deleteFeed(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(podcastFeeds).where(eq(podcastFeeds.id, id));
}
