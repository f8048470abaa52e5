import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { belongsTo, createdAtColumn } from './columns';

/** A video featuring a client; toApprove is 0 when approved, 1 when pending or hidden. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    clientId: belongsTo('client_id', () => clients.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    youtubeId: text('youtube_id'),
    vimeoId: text('vimeo_id'),
    localThumbnail: text('local_thumbnail'),
    hasTranscript: boolean('has_transcript').notNull().default(false),
    toApprove: integer('to_approve').notNull().default(1),
    featured: boolean('featured').notNull().default(false),
    /** Why the video is unavailable, set only once YouTube confirmed it (a visitor's report is a hint); null while available. */
    unavailableReason: text('unavailable_reason'),
    /** When the server confirmed it unavailable (the unavailable-videos rule counts from here); null while available. */
    unavailableSince: timestamp('unavailable_since', { withTimezone: true }),
    /** When a report last made the server ask YouTube (at most one check a video a day). */
    availabilityCheckedAt: timestamp('availability_checked_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** From the YouTube scan that imported the video. */
    channelTitle: text('channel_title'),
    thumbnailUrl: text('thumbnail_url'),
    viewCount: bigint('view_count', { mode: 'number' }),
    likeCount: bigint('like_count', { mode: 'number' }),
    createdAt: createdAtColumn(),
    /** The Airtable record it was synced from (upserted by it); null when found or added here. */
    recordid: text('recordid'),
  },
  (t) => [
    index('videos_client_id_idx').on(t.clientId, t.toApprove),
    uniqueIndex('videos_recordid_key').on(t.recordid),
    index('videos_featured_idx').on(t.featured, t.toApprove),
    uniqueIndex('videos_client_youtube_key').on(t.clientId, t.youtubeId),
    // the admin video list: newest first, by approval state, searched by title
    index('videos_created_idx').on(t.createdAt, t.id),
    index('videos_approval_created_idx').on(t.toApprove, t.createdAt, t.id),
    index('videos_unavailable_idx').on(t.createdAt).where(sql`unavailable_reason IS NOT NULL`),
    index('videos_unavailable_since_idx').on(t.unavailableSince, t.id).where(sql`unavailable_since IS NOT NULL`),
    index('videos_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('videos_published_idx').on(t.publishedAt, t.id),
    index('videos_title_idx').on(t.title, t.id),
    index('videos_local_thumbnail_idx').on(t.localThumbnail).where(sql`local_thumbnail IS NOT NULL`),
  ],
);

/** A keyword shared by key facts. */
export const keywords = pgTable('keywords', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('keywords_name_key'),
});

/** A short, quotable fact taken from a video. */
export const keyFacts = pgTable(
  'key_facts',
  {
    id: serial('id').primaryKey(),
    videoId: belongsTo('video_id', () => videos.id),
    fact: text('fact').notNull(),
  },
  (t) => [index('key_facts_video_id_idx').on(t.videoId), index('key_facts_fact_trgm_idx').using('gin', sql`${t.fact} gin_trgm_ops`)],
);

/** The keywords of each key fact. */
export const keyFactKeywords = pgTable(
  'key_fact_keywords',
  {
    keyFactId: belongsTo('key_fact_id', () => keyFacts.id),
    keywordId: belongsTo('keyword_id', () => keywords.id),
  },
  (t) => [primaryKey({ columns: [t.keyFactId, t.keywordId] }), index('key_fact_keywords_keyword_idx').on(t.keywordId)],
);
