import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appearanceMatches, feedEpisodes, podcastFeeds, podcasts } from '@server/db/schema';
import { newestFirst } from '@server/lib/ordering';

/**
 * One page of the client's suggested appearances with their episode, show (the podcast's name, else
 * the feed's title), feed and hold: those not held first, each newest episode first; and how many in all.
 */
export async function suggestionsOf(db: DbOrTx, clientId: number, page: { limit: number; offset: number }) {
  const waiting = and(eq(appearanceMatches.clientId, clientId), eq(appearanceMatches.status, 'suggested'));
  const rows = db
    .select({
      id: appearanceMatches.id,
      evidence: appearanceMatches.evidence,
      showName: sql<string>`coalesce(${podcasts.name}, nullif(${podcastFeeds.title}, ''), ${podcastFeeds.url})`,
      episodeTitle: feedEpisodes.title,
      publishedAt: feedEpisodes.publishedAt,
      link: feedEpisodes.link,
      enclosureUrl: feedEpisodes.enclosureUrl,
      heldReason: appearanceMatches.heldReason,
      feed: {
        url: podcastFeeds.url,
        siteUrl: podcastFeeds.siteUrl,
        source: podcastFeeds.source,
        trustedAt: podcastFeeds.trustedAt,
        provenAt: podcastFeeds.provenAt,
      },
    })
    .from(appearanceMatches)
    .innerJoin(feedEpisodes, eq(feedEpisodes.id, appearanceMatches.feedEpisodeId))
    .innerJoin(podcastFeeds, eq(podcastFeeds.id, feedEpisodes.feedId))
    .leftJoin(podcasts, eq(podcasts.id, podcastFeeds.podcastId))
    .where(waiting)
    .orderBy(sql`${appearanceMatches.heldReason} IS NOT NULL`, ...newestFirst(feedEpisodes.publishedAt, appearanceMatches.id))
    .limit(page.limit)
    .offset(page.offset);
  const [[counted], list] = await Promise.all([db.select({ total: count() }).from(appearanceMatches).where(waiting), rows]);
  return { rows: list, total: counted?.total ?? 0 };
}

/** A match's client, or undefined for an unknown match. */
export async function matchClientId(db: DbOrTx, matchId: number): Promise<number | undefined> {
  const rows = await db.select({ clientId: appearanceMatches.clientId }).from(appearanceMatches).where(eq(appearanceMatches.id, matchId));
  return rows[0]?.clientId;
}
