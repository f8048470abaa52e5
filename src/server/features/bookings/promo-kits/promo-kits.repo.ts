import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appearanceMatches, bookings, clients, episodes, feedEpisodes, podcastFeeds, podcasts, promoKits, users } from '@server/db/schema';

/** A row of promo_kits as stored. */
export type PromoKitRow = typeof promoKits.$inferSelect;

/**
 * What a kit of an appearance is made from: the appearance (an episodes row tied to a feed
 * episode), its feed item, the feed, the podcast, the guest, and the booking of the verified
 * match, if any. undefined when the episode is unknown or not tied to a feed item.
 */
export async function kitSource(db: DbOrTx, episodeId: number) {
  const [row] = await db
    .select({
      episodeId: episodes.id,
      clientId: episodes.clientId,
      episodeTitle: episodes.title,
      itemTitle: feedEpisodes.title,
      link: feedEpisodes.link,
      enclosureUrl: feedEpisodes.enclosureUrl,
      transcriptUrl: feedEpisodes.transcriptUrl,
      publishedAt: feedEpisodes.publishedAt,
      feedTitle: podcastFeeds.title,
      artworkUrl: podcastFeeds.imageUrl,
      podcastName: podcasts.name,
      podcastHost: podcasts.host,
      guestName: clients.name,
      guestSlug: clients.slug,
      localimage: clients.localimage,
      bookingId: bookings.id,
      bookingShow: bookings.showName,
      bookingHost: bookings.hostName,
    })
    .from(episodes)
    .innerJoin(feedEpisodes, eq(feedEpisodes.id, episodes.feedEpisodeId))
    .innerJoin(podcastFeeds, eq(podcastFeeds.id, feedEpisodes.feedId))
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .innerJoin(clients, eq(clients.id, episodes.clientId))
    .leftJoin(
      appearanceMatches,
      and(eq(appearanceMatches.episodeId, episodes.id), eq(appearanceMatches.clientId, episodes.clientId), eq(appearanceMatches.status, 'verified')),
    )
    .leftJoin(bookings, eq(bookings.id, appearanceMatches.bookingId))
    .where(eq(episodes.id, episodeId))
    .limit(1);
  return row;
}
export type KitSource = NonNullable<Awaited<ReturnType<typeof kitSource>>>;

/** Stores a kit unless its episode has one already; the row, or undefined when one was there. */
export async function insertKit(db: DbOrTx, values: typeof promoKits.$inferInsert): Promise<PromoKitRow | undefined> {
  const rows = await db.insert(promoKits).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/** Notes that the "ready" mail went. */
export async function markEmailed(db: DbOrTx, episodeId: number): Promise<void> {
  await db.update(promoKits).set({ emailedAt: sql`now()` }).where(eq(promoKits.episodeId, episodeId));
}

/** Keeps a card's new storage name (rendered again). */
export async function setCardKey(db: DbOrTx, episodeId: number, card: 'square' | 'wide', name: string): Promise<void> {
  await db
    .update(promoKits)
    .set(card === 'square' ? { squareKey: name } : { wideKey: name })
    .where(eq(promoKits.episodeId, episodeId));
}

/** The kit of an episode, with the client it belongs to; undefined when none. */
export async function findKit(db: DbOrTx, episodeId: number): Promise<PromoKitRow | undefined> {
  const [row] = await db.select().from(promoKits).where(eq(promoKits.episodeId, episodeId));
  return row;
}

/** A client's kits, newest first, with the show's name (the booking's, else the podcast's) and the episode's title and date. */
export function kitsOf(db: DbOrTx, clientId: number) {
  return db
    .select({
      kit: promoKits,
      showName: sql<string>`coalesce(${bookings.showName}, ${podcasts.name})`,
      episodeTitle: sql<string>`coalesce(${feedEpisodes.title}, ${episodes.title})`,
      publishedAt: sql<Date | null>`coalesce(${feedEpisodes.publishedAt}, ${episodes.publishedAt})`.mapWith((value: string | Date | null) =>
        value === null ? null : new Date(value),
      ),
    })
    .from(promoKits)
    .innerJoin(episodes, eq(episodes.id, promoKits.episodeId))
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .leftJoin(feedEpisodes, eq(feedEpisodes.id, episodes.feedEpisodeId))
    .leftJoin(bookings, eq(bookings.id, promoKits.bookingId))
    .where(eq(promoKits.clientId, clientId))
    .orderBy(desc(promoKits.createdAt), desc(promoKits.episodeId));
}

/** The client's verified appearances from a feed with no kit yet, the latest first (at most 50). */
export function kitlessOf(db: DbOrTx, clientId: number) {
  return db
    .selectDistinct({ episodeId: episodes.id, showName: podcasts.name, episodeTitle: episodes.title, publishedAt: episodes.publishedAt })
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .innerJoin(appearanceMatches, and(eq(appearanceMatches.episodeId, episodes.id), eq(appearanceMatches.status, 'verified')))
    .leftJoin(promoKits, eq(promoKits.episodeId, episodes.id))
    .where(and(eq(episodes.clientId, clientId), isNull(promoKits.episodeId), sql`${episodes.feedEpisodeId} IS NOT NULL`))
    .orderBy(sql`${episodes.publishedAt} desc nulls last`, desc(episodes.id))
    .limit(50);
}

/** Marks the client's unseen kits seen; how many. */
export async function markSeen(db: DbOrTx, clientId: number): Promise<number> {
  const rows = await db
    .update(promoKits)
    .set({ seenAt: sql`now()` })
    .where(and(eq(promoKits.clientId, clientId), isNull(promoKits.seenAt)))
    .returning({ id: promoKits.episodeId });
  return rows.length;
}

/** Notes the guest's own people's first use of the client's kits (`episodeId`: of that kit alone); the agency's visits never call it. */
export async function markGuestUsed(db: DbOrTx, clientId: number, episodeId?: number): Promise<void> {
  await db
    .update(promoKits)
    .set({ guestUsedAt: sql`now()` })
    .where(and(eq(promoKits.clientId, clientId), isNull(promoKits.guestUsedAt), episodeId === undefined ? undefined : eq(promoKits.episodeId, episodeId)));
}

/** The email addresses of the client's people: its active guest and team accounts. */
export async function clientPeopleOf(db: DbOrTx, clientId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.active, true), sql`${users.role} in ('guest', 'team')`))
    .orderBy(users.email);
  return rows.map((row) => row.email);
}
