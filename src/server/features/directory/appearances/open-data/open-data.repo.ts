import { and, count, eq, inArray, isNotNull, notLike, type SQL, sql } from 'drizzle-orm';
import type { EvidenceGrade } from '@shared/api/directory/appearances/evidence';
import type { DbOrTx } from '@server/db/client';
import { episodes, feedEpisodes, podcastFeeds, podcasts } from '@server/db/schema';
import { newestFirst } from '@server/lib/ordering';
import { MADE_UP_GUID_PREFIX } from '../feeds/feed-rss';
import { appearanceGrade, feedEpisodeOfAppearance, feedOfAppearance, verificationColumns } from '../verification';

/** The grades a show's own feed proved: what open data may publish. */
const PROVED: EvidenceGrade[] = ['confirmed', 'matched'];

/** A client's appearances of a grade in `grades` where `more` holds, newest first, at most `limit`, with their show, feed item and feed. */
function gradedAppearances(db: DbOrTx, clientId: number, grades: EvidenceGrade[], more: SQL | undefined, limit: number) {
  return db
    .select({
      title: episodes.title,
      publishedAt: episodes.publishedAt,
      podcastName: podcasts.name,
      feedTitle: podcastFeeds.title,
      feedGuid: podcastFeeds.podcastGuid,
      itemGuid: feedEpisodes.guid,
      feedUrl: podcastFeeds.url,
      feedSite: podcastFeeds.siteUrl,
      ...verificationColumns,
    })
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .innerJoin(feedEpisodes, feedEpisodeOfAppearance)
    .innerJoin(podcastFeeds, feedOfAppearance)
    .where(and(eq(episodes.clientId, clientId), inArray(appearanceGrade, grades), more))
    .orderBy(...newestFirst(episodes.publishedAt, episodes.id))
    .limit(limit);
}

/** A client's newest appearances a show's feed proved (confirmed or matched, never self-reported), at most `limit`. */
export function listProvedAppearances(db: DbOrTx, clientId: number, limit: number) {
  return gradedAppearances(db, clientId, PROVED, undefined, limit);
}

/**
 * A client's newest confirmed appearances that another feed can point at: the show's feed has a
 * `podcast:guid`, and the episode a GUID of its own (not one made up from its title and date).
 */
export function listConfirmedRemoteItems(db: DbOrTx, clientId: number, limit: number) {
  return gradedAppearances(db, clientId, ['confirmed'], and(isNotNull(podcastFeeds.podcastGuid), notLike(feedEpisodes.guid, `${MADE_UP_GUID_PREFIX}%`)), limit);
}

/** How many appearances of a client are confirmed. */
export async function countConfirmedAppearances(db: DbOrTx, clientId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(episodes)
    .where(and(eq(episodes.clientId, clientId), sql`${appearanceGrade} = 'confirmed'`));
  return row?.total ?? 0;
}
