import { and, asc, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AppearanceMatchStatus, MatchEvidence, MatchSignal, VerifiedBasis } from '@shared/api/directory/appearances/feeds';
import type { DbOrTx } from '@server/db/client';
import { appearanceMatches, bookings, clients, episodes, feedEpisodes, podcastFeeds, socialAccounts } from '@server/db/schema';
import { feedTrustOf } from '../feeds/feed-trust';

/** A client as the guest index reads it. */
export interface GuestRow {
  id: number;
  slug: string;
  name: string;
  headline: string;
  websiteUrl: string | null;
  socialUrls: string[];
}

/** Every client not archived (or, with `ids`, those clients, archived or not), with their website and social links (profile's link columns and social accounts). */
export async function listGuests(db: DbOrTx, ids?: number[]): Promise<GuestRow[]> {
  return db
    .select({
      id: clients.id,
      slug: clients.slug,
      name: clients.name,
      headline: clients.headline,
      websiteUrl: clients.websiteUrl,
      socialUrls: sql<string[]>`array_remove(array[${clients.linkedinUrl}, ${clients.instagramUrl}, ${clients.facebookUrl}, ${clients.youtubeUrl}], null)
        || coalesce((SELECT array_agg(${socialAccounts.url}) FROM ${socialAccounts} WHERE ${socialAccounts.clientId} = ${clients.id}), '{}')`,
    })
    .from(clients)
    .where(ids ? inArray(clients.id, ids) : isNull(clients.archivedAt));
}

/** The stored feed episodes of `ids`, with what their feed can prove (its trust) and its addresses. */
export async function episodesByIds(db: DbOrTx, ids: number[]) {
  const rows = await db
    .select({
      id: feedEpisodes.id,
      feedId: feedEpisodes.feedId,
      title: feedEpisodes.title,
      description: feedEpisodes.description,
      link: feedEpisodes.link,
      enclosureUrl: feedEpisodes.enclosureUrl,
      publishedAt: feedEpisodes.publishedAt,
      persons: feedEpisodes.persons,
      feed: { url: podcastFeeds.url, siteUrl: podcastFeeds.siteUrl, trustedAt: podcastFeeds.trustedAt, provenAt: podcastFeeds.provenAt },
    })
    .from(feedEpisodes)
    .innerJoin(podcastFeeds, eq(podcastFeeds.id, feedEpisodes.feedId))
    .where(inArray(feedEpisodes.id, ids))
    .orderBy(asc(feedEpisodes.id));
  return rows.map(({ feed, ...row }) => ({ ...row, feed: { url: feed.url, siteUrl: feed.siteUrl, trust: feedTrustOf(feed) } }));
}

/** The ids of every stored episode of a feed, in id order. */
export async function episodeIdsOfFeed(db: DbOrTx, feedId: number): Promise<number[]> {
  const rows = await db.select({ id: feedEpisodes.id }).from(feedEpisodes).where(eq(feedEpisodes.feedId, feedId)).orderBy(asc(feedEpisodes.id));
  return rows.map((r) => r.id);
}

/** A stored feed episode, as matching and making its appearance read it. */
export type StoredEpisode = Awaited<ReturnType<typeof episodesByIds>>[number];

/** Up to `limit` feed episode ids after `afterId`, in id order (the weekly scan's pages). */
export async function episodeIdsAfter(db: DbOrTx, afterId: number, limit: number): Promise<number[]> {
  const rows = await db.select({ id: feedEpisodes.id }).from(feedEpisodes).where(gt(feedEpisodes.id, afterId)).orderBy(asc(feedEpisodes.id)).limit(limit);
  return rows.map((r) => r.id);
}

/** How many feed episodes are stored. */
export async function countEpisodes(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(feedEpisodes);
  return row?.n ?? 0;
}

/** The bookings with any of `feedIds` that may still lead to an episode, each with its feed. */
export async function bookingsOfFeeds(db: DbOrTx, feedIds: number[]) {
  const rows = await db
    .select({
      id: bookings.id,
      clientId: bookings.clientId,
      feedId: bookings.feedId,
      status: bookings.status,
      recordedOn: bookings.recordedOn,
      scheduledFor: bookings.scheduledFor,
      fromRequest: sql<boolean>`${bookings.requestId} IS NOT NULL`,
    })
    .from(bookings)
    .where(and(inArray(bookings.feedId, feedIds), notInArray(bookings.status, ['declined', 'cancelled', 'expired'])));
  return rows.map((row) => ({ ...row, feedId: row.feedId!, recordedOn: row.recordedOn ? new Date(`${row.recordedOn}T00:00:00Z`) : null }));
}

/** The matches already stored for `episodeIds`: their id, status and hold, by episode and client. */
export async function matchesOf(db: DbOrTx, episodeIds: number[]) {
  return db
    .select({
      id: appearanceMatches.id,
      feedEpisodeId: appearanceMatches.feedEpisodeId,
      clientId: appearanceMatches.clientId,
      status: appearanceMatches.status,
      heldReason: appearanceMatches.heldReason,
    })
    .from(appearanceMatches)
    .where(inArray(appearanceMatches.feedEpisodeId, episodeIds));
}

/** A match as the matcher found it. */
export interface NewMatch {
  feedEpisodeId: number;
  clientId: number;
  status: AppearanceMatchStatus;
  signal: MatchSignal;
  evidence: MatchEvidence;
  bookingId: number | null;
  /** Why a suggestion is held for review; null or absent: not held. */
  heldReason?: string | null;
  /** What a verified match rests on; null for a suggestion. */
  basis: VerifiedBasis | null;
}

/** Stores new matches; one already stored for an episode and client (rejected ones included) is left as it is. Answers the ids stored. */
export async function insertMatches(db: DbOrTx, rows: NewMatch[]) {
  if (rows.length === 0) return [];
  return db
    .insert(appearanceMatches)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: appearanceMatches.id, feedEpisodeId: appearanceMatches.feedEpisodeId, clientId: appearanceMatches.clientId });
}

/** Raises a suggestion to verified with its new evidence; false when it is no longer a suggestion, or is held for review. */
export async function upgradeSuggestion(db: DbOrTx, matchId: number, found: Pick<NewMatch, 'signal' | 'evidence' | 'bookingId' | 'basis'>): Promise<boolean> {
  const rows = await db
    .update(appearanceMatches)
    .set({ status: 'verified', ...found })
    .where(and(eq(appearanceMatches.id, matchId), eq(appearanceMatches.status, 'suggested'), isNull(appearanceMatches.heldReason)))
    .returning({ id: appearanceMatches.id });
  return rows.length > 0;
}

/** Holds a suggestion for review with its reason (one still waiting, not held yet). */
export async function holdSuggestion(db: DbOrTx, matchId: number, heldReason: string): Promise<void> {
  await db
    .update(appearanceMatches)
    .set({ heldReason })
    .where(and(eq(appearanceMatches.id, matchId), eq(appearanceMatches.status, 'suggested'), isNull(appearanceMatches.heldReason)));
}

/** A match's row, locked until the transaction ends; undefined when unknown. */
export async function lockMatch(tx: DbOrTx, matchId: number) {
  const rows = await tx.select().from(appearanceMatches).where(eq(appearanceMatches.id, matchId)).for('update');
  return rows[0];
}

/** Records a match's decision: its status, who decided (null: the matcher), the appearance it made (`madeAppearance`) or linked, and what a verified one rests on. */
export async function decideMatch(
  tx: DbOrTx,
  matchId: number,
  decision: { status: AppearanceMatchStatus; decidedBy: number | null; episodeId?: number; madeAppearance?: boolean; basis?: VerifiedBasis | null },
): Promise<void> {
  await tx
    .update(appearanceMatches)
    .set({ ...decision, decidedAt: decision.decidedBy === null ? null : sql`now()` })
    .where(eq(appearanceMatches.id, matchId));
}

/** A feed's podcast, title, address and trust. */
export async function feedOf(tx: DbOrTx, feedId: number) {
  const rows = await tx
    .select({
      podcastId: podcastFeeds.podcastId,
      title: podcastFeeds.title,
      url: podcastFeeds.url,
      trustedAt: podcastFeeds.trustedAt,
      provenAt: podcastFeeds.provenAt,
    })
    .from(podcastFeeds)
    .where(eq(podcastFeeds.id, feedId));
  return rows[0];
}

/** Makes `podcastId` the feed's podcast, unless the feed has one or the podcast has another feed. */
export async function attachFeed(tx: DbOrTx, feedId: number, podcastId: number): Promise<void> {
  await tx
    .update(podcastFeeds)
    .set({ podcastId })
    .where(and(eq(podcastFeeds.id, feedId), isNull(podcastFeeds.podcastId), sql`NOT EXISTS (SELECT 1 FROM podcast_feeds p WHERE p.podcast_id = ${podcastId})`));
}

/** The client's appearances on a podcast that may be the feed episode's: self-reported ones, and one already made from it (`made`: by a match). */
export async function appearanceCandidates(tx: DbOrTx, clientId: number, podcastId: number, feedEpisodeId: number) {
  return tx
    .select({
      id: episodes.id,
      title: episodes.title,
      url: episodes.url,
      feedEpisodeId: episodes.feedEpisodeId,
      made: sql<boolean>`EXISTS (SELECT 1 FROM ${appearanceMatches} WHERE ${appearanceMatches.episodeId} = ${episodes.id} AND ${appearanceMatches.madeAppearance})`,
    })
    .from(episodes)
    .where(
      and(eq(episodes.clientId, clientId), eq(episodes.podcastId, podcastId), or(isNull(episodes.feedEpisodeId), eq(episodes.feedEpisodeId, feedEpisodeId))),
    );
}

/** Ties an appearance to the feed episode it was verified from, and fills in the link (`url`: the show's own) and date it lacked. */
export async function linkAppearance(tx: DbOrTx, episodeId: number, episode: StoredEpisode, url: string | null): Promise<void> {
  await tx
    .update(episodes)
    .set({
      feedEpisodeId: episode.id,
      url: sql`coalesce(${episodes.url}, ${url})`,
      publishedAt: sql`coalesce(${episodes.publishedAt}, ${episode.publishedAt?.toISOString() ?? null}::timestamptz)`,
      releaseStatus: 'released',
    })
    .where(eq(episodes.id, episodeId));
}

/** Adds the appearance of a verified feed episode, linking to `url` (the show's own); its id. */
export async function insertAppearance(tx: DbOrTx, clientId: number, podcastId: number, episode: StoredEpisode, url: string | null): Promise<number> {
  const [row] = await tx
    .insert(episodes)
    .values({
      clientId,
      podcastId,
      feedEpisodeId: episode.id,
      title: episode.title,
      url,
      publishedAt: episode.publishedAt,
      releaseStatus: 'released',
    })
    .returning({ id: episodes.id });
  return row!.id;
}
