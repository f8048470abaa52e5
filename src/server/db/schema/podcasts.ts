import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('podcasts_name_key').on(t.name)],
);

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
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('episodes_podcast_id_idx').on(t.podcastId, t.publishedAt), index('episodes_client_id_idx').on(t.clientId)],
);
