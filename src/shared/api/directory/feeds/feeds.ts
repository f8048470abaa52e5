import { z } from 'zod';

/**
 * Podcast feeds (issue 31): every show's RSS address, read on a schedule through the SSRF-guarded
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
export const feedPerson = z.object({
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
  'person-link': 'The feed names the guest and links to their profile or website',
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
export const matchEvidenceItem = z.object({ signal: z.enum(MATCH_SIGNALS), detail: z.string() });
export type MatchEvidenceItem = z.infer<typeof matchEvidenceItem>;

/** The evidence kept with a match: each signal found, strongest first. */
export const matchEvidence = z.array(matchEvidenceItem);
export type MatchEvidence = z.infer<typeof matchEvidence>;
