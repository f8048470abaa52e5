import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FEED_SOURCES, type FeedPerson } from '@shared/api/directory/appearances/feeds';
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
