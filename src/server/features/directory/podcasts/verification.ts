import { and, eq, sql } from 'drizzle-orm';
import { MATCH_SIGNAL_LABELS, type MatchSignal } from '../../../../shared/api/directory/feeds/feeds';
import { safeLink } from '../../../../shared/api/fields';
import type { AppearanceVerification } from '../../../../shared/api/directory/podcasts/podcasts';
import { appearanceMatches, episodes, feedEpisodes, podcastFeeds } from '../../../db/schema';

/**
 * The columns that say how an appearance is known, for a query over `episodes` that left-joins
 * feed_episodes on feedEpisodeOfAppearance and podcast_feeds on feedOfAppearance: the feed item it was verified from (null: self-reported), its links, and the
 * signal of its verified match.
 */
export const verificationColumns = {
  feedEpisodeId: episodes.feedEpisodeId,
  sourceLink: feedEpisodes.link,
  sourceEnclosure: feedEpisodes.enclosureUrl,
  sourceFeed: podcastFeeds.url,
  signal: sql<MatchSignal | null>`(SELECT ${appearanceMatches.signal} FROM ${appearanceMatches} WHERE ${and(eq(appearanceMatches.episodeId, episodes.id), eq(appearanceMatches.status, 'verified'))} LIMIT 1)`,
};

/** The left join to the feed item verificationColumns reads. */
export const feedEpisodeOfAppearance = eq(feedEpisodes.id, episodes.feedEpisodeId);

/** The left join to its feed. */
export const feedOfAppearance = eq(podcastFeeds.id, feedEpisodes.feedId);

type VerificationRow = { feedEpisodeId: number | null; sourceLink: string | null; sourceEnclosure: string | null; sourceFeed: string | null; signal: MatchSignal | null };

/** An appearance's verification as the API sends it (only http(s) links), and the row without its columns. */
export function withVerification<R extends VerificationRow>({ feedEpisodeId, sourceLink, sourceEnclosure, sourceFeed, signal, ...rest }: R) {
  const verified: AppearanceVerification =
    feedEpisodeId === null
      ? null
      : {
          sourceUrl: safeLink(sourceLink) ?? safeLink(sourceEnclosure) ?? safeLink(sourceFeed),
          evidence: signal ? MATCH_SIGNAL_LABELS[signal] : 'Found in the show’s own feed',
        };
  return { ...rest, verified };
}
