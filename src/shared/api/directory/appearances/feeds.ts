import { z } from 'zod';

/**
 * Podcast feeds: every show's RSS address, read on a schedule through the SSRF-guarded
 * fetcher; their episodes, stored once by GUID; and the evidence that ties an episode to a guest.
 */

/** How often a feed may be read at most, and how long a failing feed waits at most before the next try. */
export const FEED_LIMITS = {
  /** No feed is read more often than this (ms): one hour. */
  minIntervalMs: 60 * 60 * 1000,
  /** A failing feed backs off doubling from the hour, up to this (ms): seven days. */
  maxBackoffMs: 7 * 24 * 60 * 60 * 1000,
  /** The longest description kept of an episode (characters), enough for matching and the evidence shown. */
  descriptionMax: 4_000,
} as const;

/** A `podcast:person` tag of an episode (or of its channel): who, in which role, and their link. */
const feedPerson = z.object({
  name: z.string(),
  /** host, guest… as the tag says (lower-cased); '' when not given. */
  role: z.string(),
  href: z.string().nullable(),
});
export type FeedPerson = z.infer<typeof feedPerson>;

/**
 * The signals that tie an episode to a guest, strongest first:
 * - person-link: a `podcast:person` tag links to the guest's profile or website;
 * - person-name: a `podcast:person` tag names the guest;
 * - name-in-title / name-in-description: the guest's name in the episode's text (accents and middle initials allowed for);
 * - booking-date: released near the recording date of a booking of that guest with that show.
 */
export const MATCH_SIGNALS = ['person-link', 'person-name', 'name-in-title', 'name-in-description', 'booking-date'] as const;
export type MatchSignal = (typeof MATCH_SIGNALS)[number];

/** How each signal reads to a person, in the evidence shown beside a suggestion or a Verified mark. */
export const MATCH_SIGNAL_LABELS: Record<MatchSignal, string> = {
  'person-link': 'A person tag in the feed links to the guest’s profile, website or social page',
  'person-name': 'The feed names the guest as a person on the episode',
  'name-in-title': 'The guest’s name is in the episode title',
  'name-in-description': 'The guest’s name is in the episode description',
  'booking-date': 'Released soon after a recording booked with this show',
};

/**
 * Where a match of an episode to a guest stands: verified (certain, or accepted by the guest's side
 * or an admin), suggested (waiting for them), or rejected (never offered again).
 */
export const APPEARANCE_MATCH_STATUSES = ['suggested', 'verified', 'rejected'] as const;
export type AppearanceMatchStatus = (typeof APPEARANCE_MATCH_STATUSES)[number];

/** One signal found, with what it matched in words ("Title: “Leading with Ana García”"). */
const matchEvidenceItem = z.object({ signal: z.enum(MATCH_SIGNALS), detail: z.string() });
export type MatchEvidenceItem = z.infer<typeof matchEvidenceItem>;

/** The evidence kept with a match: each signal found, strongest first. */
const matchEvidence = z.array(matchEvidenceItem);
export type MatchEvidence = z.infer<typeof matchEvidence>;

/**
 * Where a feed came from: added by an admin (a podcast's feed), or registered by a host's
 * confirmed request or a booking's feed address. Only an admin's is trusted from the start.
 */
export const FEED_SOURCES = ['admin', 'host-request', 'guest-booking'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

/** Where a feed came from, in words, as the agency reads it beside a suggestion or a feed. */
export const FEED_SOURCE_LABELS: Record<FeedSource, string> = {
  admin: 'Added by an admin',
  'host-request': 'From a host’s booking request',
  'guest-booking': 'From a guest’s booking',
};

/**
 * What a feed's episodes can prove: `unreviewed` (a host's or a booking's feed nobody vouched
 * for: its matches are suggestions only), `owner` (its host proved they own it: it verifies the
 * guests the agency booked with the show), `admin` (an admin added or trusted it: every rule
 * applies).
 */
export const FEED_TRUST_LEVELS = ['unreviewed', 'owner', 'admin'] as const;
export type FeedTrust = (typeof FEED_TRUST_LEVELS)[number];

/** A feed's trust in words. */
export const FEED_TRUST_LABELS: Record<FeedTrust, string> = {
  unreviewed: 'Not reviewed: its episodes only suggest appearances',
  owner: 'Its host proved they own it',
  admin: 'Trusted by an admin',
};

/**
 * What a verified appearance rests on: the show's own feed naming the guest in a person tag with
 * their link, the feed naming them with a booking (from a host's request, or another) or their
 * organisation, or a person of the agency or the guest accepting the feed's suggestion.
 */
export const VERIFIED_BASES = ['person-tag', 'host-booking', 'booking', 'organisation', 'accepted-by-agency', 'accepted-by-guest'] as const;
export type VerifiedBasis = (typeof VERIFIED_BASES)[number];

/** What a verified appearance rests on, in words: shown with every "Verified". */
export const VERIFIED_BASIS_LABELS: Record<VerifiedBasis, string> = {
  'person-tag': 'Named as guest in the show’s own feed',
  'host-booking': 'Named in the show’s own feed and booked by its host through the agency',
  booking: 'Named in the show’s own feed and booked with the show',
  organisation: 'Named in the show’s own feed with their organisation',
  'accepted-by-agency': 'Accepted by the agency from the show’s feed',
  'accepted-by-guest': 'Accepted by the guest from the show’s feed',
};

/** The host's proof that a feed is theirs: how long a tag waits to be found, and how many may wait per request (or admin) and feed. */
export const FEED_OWNERSHIP_LIMITS = { tagDays: 30, liveTagsMax: 5 } as const;

/** The one-line tag a show's owner pastes into the feed's channel to prove it is theirs (the Podcasting 2.0 way). */
export const ownershipTag = z.object({
  /** `<podcast:txt purpose="verify">podium-…</podcast:txt>` */
  tag: z.string(),
  /** ISO instant after which the tag no longer proves anything. */
  expiresAt: z.string(),
});
export type OwnershipTag = z.infer<typeof ownershipTag>;
