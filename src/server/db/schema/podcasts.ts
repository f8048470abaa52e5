import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    index('episodes_podcast_id_idx').on(t.podcastId, t.publishedAt),
    uniqueIndex('episodes_recordid_key').on(t.recordid),
    index('episodes_client_id_idx').on(t.clientId),
    index('episodes_published_idx').on(t.publishedAt, t.id),
    index('episodes_title_idx').on(t.title, t.id),
    index('episodes_status_published_idx').on(t.releaseStatus, t.publishedAt, t.id),
    index('episodes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    check('episodes_release_status_check', oneOf('release_status', EPISODE_RELEASE_STATUSES)),
  ],
);
