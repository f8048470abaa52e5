import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type EvidenceGrade, RELEASED_BOOKING_EVIDENCE } from '@shared/api/directory/appearances/evidence';
import { VERIFIED_BASIS_LABELS, type VerifiedBasis } from '@shared/api/directory/appearances/feeds';
import type { AppearanceVerification } from '@shared/api/directory/podcasts/podcasts';
import { appearanceMatches, bookings, episodes, feedEpisodes, podcastFeeds } from '@server/db/schema';
import { episodeSourceUrl } from './feeds/episode-source';

/** A booking published with this feed item as its release: its release link is the item's page or audio. */
const releasedHere = sql`${bookings.status} = 'published' AND ${bookings.releaseUrl} IN (${feedEpisodes.link}, ${feedEpisodes.enclosureUrl})`;

/**
 * An appearance's grade of evidence (evidence.ts), over `episodes`: confirmed when a verified match
 * rests on a person tag, or on a booking whose release the feed showed in this very item (the
 * booking published with the item's link); matched when a verified match rests on anything else;
 * self-reported with no feed item or no verified match judged under the current rules. Its match is
 * found by the match's episode index.
 */
export const appearanceGrade = sql<EvidenceGrade>`CASE WHEN ${episodes.feedEpisodeId} IS NULL THEN 'self-reported' ELSE COALESCE((SELECT CASE WHEN ${appearanceMatches.basis} = 'person-tag' OR (${appearanceMatches.basis} IN ('host-booking', 'booking') AND ${releasedHere}) THEN 'confirmed' ELSE 'matched' END FROM ${appearanceMatches} JOIN ${feedEpisodes} ON ${feedEpisodes.id} = ${appearanceMatches.feedEpisodeId} LEFT JOIN ${bookings} ON ${bookings.id} = ${appearanceMatches.bookingId} WHERE ${and(eq(appearanceMatches.episodeId, episodes.id), eq(appearanceMatches.status, 'verified'), isNotNull(appearanceMatches.basis))} ORDER BY 1 LIMIT 1), 'self-reported') END`;

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
  grade: appearanceGrade,
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
  grade: EvidenceGrade;
};

/** What a graded appearance rests on in words: a booking's detected release, else its match's basis. */
function evidenceOf(basis: VerifiedBasis, grade: EvidenceGrade): string {
  return grade === 'confirmed' && basis !== 'person-tag' ? RELEASED_BOOKING_EVIDENCE : VERIFIED_BASIS_LABELS[basis];
}

/**
 * An appearance's grade and verification as the API sends them, and the row without its columns:
 * what it rests on in words, and where the mark links (the episode on the show's own site, else its
 * audio; never an address only the feed item vouches for). Null: self-reported.
 */
export function withVerification<R extends VerificationRow>({ feedEpisodeId, sourceLink, sourceEnclosure, sourceFeed, sourceSite, basis, grade, ...rest }: R) {
  const verified: AppearanceVerification =
    feedEpisodeId === null || basis === null || sourceFeed === null || grade === 'self-reported'
      ? null
      : {
          sourceUrl: episodeSourceUrl({ link: sourceLink, enclosureUrl: sourceEnclosure }, { url: sourceFeed, siteUrl: sourceSite }),
          evidence: evidenceOf(basis, grade),
        };
  return { ...rest, grade: verified ? grade : ('self-reported' as const), verified };
}
