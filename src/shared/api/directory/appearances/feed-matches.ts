import { z } from 'zod';
import { bodyId } from '@shared/api/fields';

/**
 * What a feed matched, for the agency on /admin/podcasts: each guest's matches from one feed by
 * where they stand, the suggestions held for review (a feed that matched a guest too often at
 * once), and rejecting a feed's matches, or one guest's from it, in one step.
 */

/** A guest's matches from one feed, counted by where they stand. */
const feedMatchGuest = z.object({
  clientId: z.number(),
  name: z.string(),
  slug: z.string(),
  /** Suggestions held for review. */
  held: z.number(),
  /** Suggestions waiting for an answer, not held. */
  suggested: z.number(),
  /** Verified by the matcher, which no person accepted. */
  verifiedByFeed: z.number(),
  /** Accepted by a person (the guest's side or an admin). */
  accepted: z.number(),
  rejected: z.number(),
  /** Why the held ones are held, in words; null when none is. */
  heldReason: z.string().nullable(),
});
export type FeedMatchGuest = z.infer<typeof feedMatchGuest>;

/** GET /api/admin/podcast-feeds/{id}/matches: the guests the feed matched, the most matched first (at most FEED_MATCH_GUESTS_SHOWN). */
export const feedMatches = z.object({
  feedId: z.number(),
  /** The show: its podcast's name, else the feed's title, else its address. */
  showName: z.string(),
  guests: z.array(feedMatchGuest),
  /** How many guests the feed matched in all. */
  totalGuests: z.number(),
});
export type FeedMatches = z.infer<typeof feedMatches>;

/** The most guests one feed's matches list. */
export const FEED_MATCH_GUESTS_SHOWN = 200;

/** POST /api/admin/podcast-feeds/{id}/reject-matches body: one guest's matches from the feed, or (no clientId) all of them. */
export const rejectFeedMatchesBody = z.strictObject({ clientId: bodyId('Choose a guest').optional() });
export type RejectFeedMatchesBody = z.infer<typeof rejectFeedMatchesBody>;

/** What rejecting a feed's matches did: how many it rejected, the appearances they had made removed, and the ones a person accepted, kept. */
export const rejectFeedMatchesResult = z.object({
  rejected: z.number(),
  appearancesRemoved: z.number(),
  keptAccepted: z.number(),
});
export type RejectFeedMatchesResult = z.infer<typeof rejectFeedMatchesResult>;

/** A guest's suggestions from one feed held for review, with the reason. */
const heldMatchGroup = z.object({
  feedId: z.number(),
  showName: z.string(),
  clientId: z.number(),
  name: z.string(),
  slug: z.string(),
  held: z.number(),
  reason: z.string(),
});
export type HeldMatchGroup = z.infer<typeof heldMatchGroup>;

/** GET /api/admin/podcast-feeds/held: the held groups, the largest first (at most HELD_GROUPS_SHOWN). */
export const heldMatchGroupList = z.array(heldMatchGroup);

/** The most held groups listed at once. */
export const HELD_GROUPS_SHOWN = 100;
