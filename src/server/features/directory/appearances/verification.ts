import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { VERIFIED_BASIS_LABELS, type VerifiedBasis } from '@shared/api/directory/appearances/feeds';
import type { AppearanceVerification } from '@shared/api/directory/podcasts/podcasts';
import { appearanceMatches, episodes, feedEpisodes, podcastFeeds } from '@server/db/schema';
import { episodeSourceUrl } from './feeds/episode-source';

/**
 * The columns that say how an appearance is known, for a query over `episodes` that left-joins
 * feed_episodes on feedEpisodeOfAppearance and podcast_feeds on feedOfAppearance: the feed item
 * it was verified from, its links and its feed's addresses, and what its verified match rests on
 * (null: no verified match judged under the current rules, so the appearance reads self-reported).
 */
export const verificationColumns = {
  feedEpisodeId: episodes.feedEpisodeId,
  sourceLink: feedEpisodes.link,
  sourceEnclosure: feedEpisodes.enclosureUrl,
  sourceFeed: podcastFeeds.url,
  sourceSite: podcastFeeds.siteUrl,
  basis: sql<VerifiedBasis | null>`(SELECT ${appearanceMatches.basis} FROM ${appearanceMatches} WHERE ${and(eq(appearanceMatches.episodeId, episodes.id), eq(appearanceMatches.status, 'verified'), isNotNull(appearanceMatches.basis))} LIMIT 1)`,
};

/** The left join to the feed item verificationColumns reads. */
export const feedEpisodeOfAppearance = eq(feedEpisodes.id, episodes.feedEpisodeId);

/** The left join to its feed. */
export const feedOfAppearance = eq(podcastFeeds.id, feedEpisodes.feedId);

type VerificationRow = {
  feedEpisodeId: number | null;
  sourceLink: string | null;
  sourceEnclosure: string | null;
  sourceFeed: string | null;
  sourceSite: string | null;
  basis: VerifiedBasis | null;
};

/**
 * An appearance's verification as the API sends it, and the row without its columns: what it rests
 * on in words, and where the mark links (the episode on the show's own site, else its audio; never
 * an address only the feed item vouches for). Null: self-reported.
 */
export function withVerification<R extends VerificationRow>({ feedEpisodeId, sourceLink, sourceEnclosure, sourceFeed, sourceSite, basis, ...rest }: R) {
  const verified: AppearanceVerification =
    feedEpisodeId === null || basis === null || sourceFeed === null
      ? null
      : {
          sourceUrl: episodeSourceUrl({ link: sourceLink, enclosureUrl: sourceEnclosure }, { url: sourceFeed, siteUrl: sourceSite }),
          evidence: VERIFIED_BASIS_LABELS[basis],
        };
  return { ...rest, verified };
}
