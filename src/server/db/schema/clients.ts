import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAtColumn } from './columns';

/** An executive profile in the directory. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    headline: text('headline').notNull().default(''),
    narrativeBio: text('narrative_bio').notNull().default(''),
    localimage: text('localimage'),
    profileImage: text('profile_image'),
    linkedinImgUrl: text('linkedin_img_url'),
    featured: boolean('featured').notNull().default(false),
    goaCategories: text('goa_categories').array().notNull().default(sql`'{}'::text[]`),
    linkedinUrl: text('linkedin_url'),
    instagramUrl: text('instagram_url'),
    facebookUrl: text('facebook_url'),
    websiteUrl: text('website_url'),
    youtubeUrl: text('youtube_url'),
    bookUrl: text('book_url'),
    recordid: text('recordid'),
    sampleQuestions: text('sample_questions').notNull().default(''),
    /** When an admin archived the profile (null: live). An archived profile is listed nowhere. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The booking desk asks the guest to approve each show before the host hears yes. */
    approvesEachShow: boolean('approves_each_show').notNull().default(false),
    /** The guest's time zone (IANA), for their calendar invitations; null: UTC. */
    timeZone: text('time_zone'),
    /** Shown in the directory: not archived, a bio, no 'writing in progress' marker, no hourglass symbol. */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(
        sql`archived_at IS NULL AND btrim(narrative_bio) <> '' AND (name || ' ' || headline || ' ' || narrative_bio) !~* 'writing in progress' AND narrative_bio !~ '[⌛⏳]'`,
      ),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_slug_key').on(t.slug),
    index('clients_listed_order_idx').on(t.featured.desc(), t.name).where(sql`listed`),
    uniqueIndex('clients_recordid_key').on(t.recordid),
    // the search index refreshes from rows changed since its last read
    index('clients_updated_idx').on(t.updatedAt),
    index('clients_categories_idx').using('gin', t.goaCategories),
    // the admin directory's default order, and its search (and JOE's) on name, slug and headline
    index('clients_name_idx').on(t.name, t.id),
    index('clients_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('clients_slug_trgm_idx').using('gin', sql`${t.slug} gin_trgm_ops`),
    index('clients_headline_trgm_idx').using('gin', sql`${t.headline} gin_trgm_ops`),
    // which uploads are in use (assets, auto-delete's orphan files)
    index('clients_localimage_idx').on(t.localimage).where(sql`localimage IS NOT NULL`),
    index('clients_profile_image_idx').on(t.profileImage).where(sql`profile_image IS NOT NULL`),
  ],
);

/** A profile's former slugs: /profile/{old} redirects to the current slug after a rename. */
export const clientSlugRedirects = pgTable(
  'client_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    clientId: belongsTo('client_id', () => clients.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index('client_slug_redirects_client_idx').on(t.clientId)],
);

/** Pictures shown in a profile's Media Pics grid. */
export const mediaImages = pgTable(
  'media_images',
  {
    id: serial('id').primaryKey(),
    clientId: belongsTo('client_id', () => clients.id),
    url: text('url'),
    localFilename: text('local_filename'),
    alt: text('alt').notNull().default(''),
    caption: text('caption').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('media_images_client_id_idx').on(t.clientId, t.position),
    index('media_images_created_idx').on(t.createdAt, t.id),
    index('media_images_local_filename_idx').on(t.localFilename).where(sql`local_filename IS NOT NULL`),
    index('media_images_url_idx').on(t.url).where(sql`url IS NOT NULL`),
  ],
);

/** Talking points of a profile. */
export const talkingPoints = pgTable(
  'talking_points',
  {
    id: serial('id').primaryKey(),
    clientId: belongsTo('client_id', () => clients.id),
    talkingPointTitle: text('talking_point_title').notNull(),
    talkingPointFull: text('talking_point_full').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** The Airtable record it was synced from (upserted by it); null when made here. */
    recordid: text('recordid'),
  },
  (t) => [
    index('talking_points_client_id_idx').on(t.clientId, t.position),
    uniqueIndex('talking_points_recordid_key').on(t.recordid),
    // admin search across every client's talking points
    index('talking_points_title_trgm_idx').using('gin', sql`${t.talkingPointTitle} gin_trgm_ops`),
    index('talking_points_full_trgm_idx').using('gin', sql`${t.talkingPointFull} gin_trgm_ops`),
  ],
);

/** Profile keywords, shown as pills in the order they were stored. */
export const profileKeywords = pgTable(
  'profile_keywords',
  {
    id: serial('id').primaryKey(),
    clientId: belongsTo('client_id', () => clients.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('profile_keywords_client_name_key').on(t.clientId, t.name)],
);

/** A social-media account of the client. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    clientId: belongsTo('client_id', () => clients.id),
    platform: text('platform').notNull(),
    handle: text('handle').notNull().default(''),
    url: text('url').notNull(),
    followers: integer('followers'),
  },
  (t) => [uniqueIndex('social_accounts_client_platform_key').on(t.clientId, t.platform)],
);

/** Press coverage of the client. */
export const prItems = pgTable(
  'pr_items',
  {
    id: serial('id').primaryKey(),
    clientId: belongsTo('client_id', () => clients.id),
    title: text('title').notNull(),
    outlet: text('outlet').notNull().default(''),
    url: text('url'),
    publishedOn: date('published_on'),
  },
  (t) => [index('pr_items_client_id_idx').on(t.clientId, t.publishedOn)],
);

/** Awards the client has received. */
export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    clientId: belongsTo('client_id', () => clients.id),
    title: text('title').notNull(),
    issuer: text('issuer').notNull().default(''),
    year: integer('year'),
    url: text('url'),
  },
  (t) => [index('awards_client_id_idx').on(t.clientId)],
);
