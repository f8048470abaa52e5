import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPEARANCE_MATCH_STATUSES, FEED_SOURCES, type FeedPerson, MATCH_SIGNALS, type MatchEvidence, VERIFIED_BASES } from '../../../shared/api/directory/feeds/feeds';
import { bookingRequests, bookings } from './bookings';
import { users } from './users';
import { clients } from './clients';
import { oneOf } from '../value-check';

/** A podcast show. */
export const podcasts = pgTable(
  'podcasts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    host: text('host').notNull().default(''),
    description: text('description').notNull().default(''),
    websiteUrl: text('website_url'),
    imageUrl: text('image_url'),
    category: text('category').notNull().default(''),
    /** Who listens: the notes an editor keeps for pitching the show. */
    audienceNotes: text('audience_notes').notNull().default(''),
    /** Listening links (Apple, Spotify, RSS…). */
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('podcasts_name_key').on(t.name), index('podcasts_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/** Where an episode stands: planned (booked), recorded, or released (aired). */
export const EPISODE_RELEASE_STATUSES = ['planned', 'recorded', 'released'] as const;

/** An episode of a podcast, optionally featuring a client. */
export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    podcastId: integer('podcast_id')
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    url: text('url'),
    /** The air date. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    releaseStatus: text('release_status', { enum: EPISODE_RELEASE_STATUSES }).notNull().default('released'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Airtable record it was synced from (upserted by it); null when made here. */
    recordid: text('recordid'),
    /** The feed item this appearance was verified from; null: self-reported. */
    feedEpisodeId: integer('feed_episode_id').references(() => feedEpisodes.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('episodes_podcast_id_idx').on(t.podcastId, t.publishedAt),
    uniqueIndex('episodes_recordid_key').on(t.recordid),
    index('episodes_client_id_idx').on(t.clientId),
    index('episodes_published_idx').on(t.publishedAt, t.id),
    index('episodes_title_idx').on(t.title, t.id),
    index('episodes_status_published_idx').on(t.releaseStatus, t.publishedAt, t.id),
    index('episodes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('episodes_feed_episode_idx').on(t.feedEpisodeId).where(sql`feed_episode_id IS NOT NULL`),
    check('episodes_release_status_check', oneOf('release_status', EPISODE_RELEASE_STATUSES)),
  ],
);

/**
 * A show's RSS feed: a podcast's, or a booked show's (from the host's request or the
 * booking). Read by the feeds job through the SSRF-guarded fetcher: conditionally (etag,
 * lastModified), never more often than hourly (nextCheckAt), backing off after failures (failures,
 * with the last reason in plain words in `error`).
 */
export const podcastFeeds = pgTable(
  'podcast_feeds',
  {
    id: serial('id').primaryKey(),
    /** The address as given (http or https). */
    url: text('url').notNull(),
    /** The podcast it belongs to; null for a booked show with no podcast in the directory yet. */
    podcastId: integer('podcast_id').references(() => podcasts.id, { onDelete: 'set null' }),
    /** From the feed: the show's title, artwork, and `podcast:guid`. */
    title: text('title').notNull().default(''),
    imageUrl: text('image_url'),
    podcastGuid: text('podcast_guid'),
    /** The validators of the last full answer, sent back as If-None-Match / If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** When it was last read (any outcome), last read well, and when it may be read next. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    okAt: timestamp('ok_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    /** Failures in a row (0 after a good read), and the last one's reason in plain words. */
    failures: integer('failures').notNull().default(0),
    error: text('error'),
    /** How many episodes the feed has stored. */
    episodeCount: integer('episode_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The show's website as the feed gives it (the channel's `<link>`): an episode's link on this site, or the feed's, is the show's own. */
    siteUrl: text('site_url'),
    /** Where the feed came from (FEED_SOURCES): an admin's, a host's confirmed request, or a booking's feed address. */
    source: text('source', { enum: FEED_SOURCES }).notNull().default('admin'),
    /** When an admin added it to a podcast or trusted it; null: no admin vouched for it. */
    trustedAt: timestamp('trusted_at', { withTimezone: true }),
    /** When a read found its owner's tag (`podcast:txt` purpose verify); null: not proven. */
    provenAt: timestamp('proven_at', { withTimezone: true }),
    /** The email of the host whose tag proved it (their requests read "Verified show"); null when none, or an admin's tag. */
    ownerEmail: text('owner_email'),
  },
  (t) => [
    check('podcast_feeds_source_check', oneOf('source', FEED_SOURCES)),
    uniqueIndex('podcast_feeds_url_key').on(t.url),
    uniqueIndex('podcast_feeds_podcast_key').on(t.podcastId).where(sql`podcast_id IS NOT NULL`),
    // the feeds job: the feeds due
    index('podcast_feeds_due_idx').on(t.nextCheckAt),
  ],
);

/** An episode of a feed, stored once by its GUID (or, lacking one, its enclosure, link or title and date). */
export const feedEpisodes = pgTable(
  'feed_episodes',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => podcastFeeds.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    title: text('title').notNull(),
    /** Plain text (markup stripped), at most FEED_LIMITS.descriptionMax characters. */
    description: text('description').notNull().default(''),
    link: text('link'),
    enclosureUrl: text('enclosure_url'),
    imageUrl: text('image_url'),
    transcriptUrl: text('transcript_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The item's `podcast:person` tags. */
    persons: jsonb('persons').$type<FeedPerson[]>().notNull().default(sql`'[]'::jsonb`),
    /** A hash of what is stored: a re-read writes the row only when it changed. */
    contentHash: text('content_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feed_episodes_guid_key').on(t.feedId, t.guid),
    index('feed_episodes_feed_published_idx').on(t.feedId, t.publishedAt),
    // the weekly scan reads every episode in id order, a page at a time
    index('feed_episodes_seen_idx').on(t.firstSeenAt, t.id),
  ],
);

/**
 * A tag that proves who owns a feed (stored as its SHA-256 only): given to the host of a
 * confirmed request for their show's feed, or by an admin; found once in the feed's channel
 * (`podcast:txt` purpose verify) before it expires, it proves the feed.
 */
export const feedOwnershipTags = pgTable(
  'feed_ownership_tags',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => podcastFeeds.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The host's request it was given through; null: given by an admin. */
    requestId: integer('request_id').references(() => bookingRequests.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a read of the feed found it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('feed_ownership_tags_hash_key').on(t.tokenHash), index('feed_ownership_tags_feed_idx').on(t.feedId, t.createdAt)],
);

/**
 * A feed episode matched to a guest, with the signal and the evidence: verified (then `episodeId`
 * is the appearance it made or confirmed), suggested (held for review when `heldReason` is set), or
 * rejected (kept so it is never offered again). One per episode and guest.
 */
export const appearanceMatches = pgTable(
  'appearance_matches',
  {
    id: serial('id').primaryKey(),
    feedEpisodeId: integer('feed_episode_id')
      .notNull()
      .references(() => feedEpisodes.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPEARANCE_MATCH_STATUSES }).notNull(),
    /** The strongest signal found. */
    signal: text('signal', { enum: MATCH_SIGNALS }).notNull(),
    evidence: jsonb('evidence').$type<MatchEvidence>().notNull(),
    /** The booking of this guest with this show the episode belongs to, when one does. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The appearance (episodes row) it made or confirmed, once verified. */
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'set null' }),
    /** Who accepted or rejected it (null: verified by the matcher itself, or not decided). */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why a suggestion is held for review rather than published, in plain words (a feed that matched the guest too often at once); null: not held. */
    heldReason: text('held_reason'),
    /** Whether the appearance (`episodeId`) was made for this match, rather than the guest's own self-reported one linked to it. */
    madeAppearance: boolean('made_appearance').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What a verified match rests on (VERIFIED_BASES); null for a suggestion, a rejection, or a verification not yet judged under these rules. */
    basis: text('basis', { enum: VERIFIED_BASES }),
  },
  (t) => [
    uniqueIndex('appearance_matches_key').on(t.feedEpisodeId, t.clientId),
    // verified matches not yet judged under the current rules (the re-judging job's work)
    index('appearance_matches_unjudged_idx').on(t.id).where(sql`status = 'verified' AND basis IS NULL`),
    check('appearance_matches_basis_check', sql`basis IS NULL OR ${oneOf('basis', VERIFIED_BASES)}`),
    index('appearance_matches_client_idx').on(t.clientId, t.status),
    index('appearance_matches_episode_idx').on(t.episodeId).where(sql`episode_id IS NOT NULL`),
    // the held suggestions /admin/podcasts shows for review
    index('appearance_matches_held_idx').on(t.clientId).where(sql`held_reason IS NOT NULL AND status = 'suggested'`),
    check('appearance_matches_status_check', oneOf('status', APPEARANCE_MATCH_STATUSES)),
    check('appearance_matches_signal_check', oneOf('signal', MATCH_SIGNALS)),
  ],
);
