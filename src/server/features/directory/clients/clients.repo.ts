import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { TESTIMONIAL_MIN_RATING } from '@shared/ratings';
import type { Database, DbOrTx } from '@server/db/client';
import { jsonObject, namedStatement, runNamed } from '@server/db/named-statement';
import {
  bookingFeedback,
  bookingRequests,
  bookings,
  clientSlugRedirects,
  clients,
  mediaImages,
  profileKeywords,
  talkingPoints,
  videos,
} from '@server/db/schema';
import { BatchLoader } from '@server/lib/read-cache';
import { clientFaceColumns, clientLinkColumns } from './client-columns';

/** The columns of a client that cards and profile answers both carry. */
const sharedColumns = {
  ...clientFaceColumns,
  linkedinImgUrl: clients.linkedinImgUrl,
  featured: clients.featured,
  goaCategories: clients.goaCategories,
};

const cardColumns = { ...sharedColumns, bioExcerpt: sql<string>`left(${clients.narrativeBio}, 400)` };

/** A client row as list queries return it. */
export type ClientCardRow = Awaited<ReturnType<typeof listListedClients>>['rows'][number];

/** Listed profiles (those the directory's hiding rules leave in), featured first then by name, one page at a time. */
export async function listListedClients(db: DbOrTx, page: { limit: number; offset: number; category?: string }) {
  const where = page.category ? and(eq(clients.listed, true), sql`${clients.goaCategories} @> array[${page.category}]::text[]`) : eq(clients.listed, true);
  const [rows, [{ total }]] = await Promise.all([
    db.select(cardColumns).from(clients).where(where).orderBy(desc(clients.featured), asc(clients.name), asc(clients.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return { rows, total };
}

/** Featured listed profiles, by name. */
export async function listFeaturedClients(db: DbOrTx, limit: number) {
  return db
    .select(cardColumns)
    .from(clients)
    .where(and(eq(clients.listed, true), eq(clients.featured, true)))
    .orderBy(asc(clients.name))
    .limit(limit);
}

/** A profile as the search index reads it: its card, the text it searches and whether it is listed. */
export type SearchRow = Awaited<ReturnType<typeof listSearchRows>>[number];

const searchColumns = { ...cardColumns, narrativeBio: clients.narrativeBio, listed: clients.listed, updatedAt: clients.updatedAt };

/** Up to `limit` listed profiles with ids above `afterId`, by id, as the search index reads them (its bulk build). */
export function listSearchRows(db: DbOrTx, afterId: number, limit: number) {
  return db
    .select(searchColumns)
    .from(clients)
    .where(and(eq(clients.listed, true), gt(clients.id, afterId)))
    .orderBy(asc(clients.id))
    .limit(limit);
}

/** Profiles, listed or not, updated after `since`, by id (the search index's refresh). */
export function listSearchRowsUpdatedSince(db: DbOrTx, since: Date) {
  return db.select(searchColumns).from(clients).where(gt(clients.updatedAt, since)).orderBy(asc(clients.id));
}

/** How many profiles are listed, and the database's clock (the search index's refresh mark). */
export async function countListedNow(db: DbOrTx): Promise<{ listed: number; now: Date }> {
  const [row] = await db
    .select({ listed: count(), now: sql<string>`now()`.mapWith((v: string | Date) => new Date(v)) })
    .from(clients)
    .where(eq(clients.listed, true));
  return row;
}

/** The ids of all listed profiles (the search index's check for deleted profiles). */
export async function listListedIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: clients.id }).from(clients).where(eq(clients.listed, true));
  return rows.map((r) => r.id);
}

/** Categories that are not offered as directory filters. */
export const HIDDEN_CATEGORIES = ['Lifestyle Coach', 'Personal Development'];

/** The distinct categories of listed profiles, by name, without the hidden ones. */
export async function listCategories(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: sql<string>`c` })
    .from(sql`${clients} cross join lateral unnest(${clients.goaCategories}) as c`)
    .where(and(eq(clients.listed, true), sql`c <> all(${sql.raw(`array[${HIDDEN_CATEGORIES.map((c) => `'${c}'`).join(',')}]`)})`))
    .orderBy(sql`c`);
  return rows.map((r) => r.name);
}

/** Every column of a client. */
const profileColumns = getTableColumns(clients);

/** A client row as profile reads return it. */
export type ClientRow = typeof clients.$inferSelect;

/** A media image as the profile carries it. */
export interface MediaImageRow {
  id: number;
  url: string | null;
  localFilename: string | null;
  alt: string;
  caption: string;
}

/** A client by slug, without its search document; an archived one only with `includeArchived` (visitors never see it). */
export async function findClientBySlug(db: DbOrTx, slug: string, includeArchived = false): Promise<ClientRow | undefined> {
  const where = includeArchived ? eq(clients.slug, slug) : and(eq(clients.slug, slug), isNull(clients.archivedAt));
  const rows = await db.select(profileColumns).from(clients).where(where).limit(1);
  return rows[0];
}

/** The current slug of a client that used to have `oldSlug` (after a rename), or undefined. */
export async function findMovedSlug(db: DbOrTx, oldSlug: string): Promise<string | undefined> {
  const rows = await db
    .select({ slug: clients.slug })
    .from(clientSlugRedirects)
    .innerJoin(clients, eq(clients.id, clientSlugRedirects.clientId))
    .where(eq(clientSlugRedirects.oldSlug, oldSlug));
  return rows[0]?.slug;
}

/** The outer client's id inside correlated subqueries (drizzle would render a bare, ambiguous "id"). */
const outerClientId = sql.raw('"clients"."id"');

/** A client's media images in display order, as one JSON array (for one-query reads). */
const mediaImagesJson = sql<MediaImageRow[]>`coalesce((
  select json_agg(json_build_object('id', m.id, 'url', m.url, 'localFilename', m.local_filename, 'alt', m.alt, 'caption', m.caption) order by m.position, m.id)
  from ${mediaImages} m where m.client_id = ${outerClientId}), '[]'::json)`;

/**
 * A client's testimonials their hosts agreed to (quote, show, the host's name as given in their
 * request, and the host's rating), the latest agreed first, as one JSON array; the feedback's words
 * stay out, and so do a quote still waiting for its host and feedback rated below
 * TESTIMONIAL_MIN_RATING (never a testimonial, whatever was approved before). Inlined: the
 * statement is prepared as text, without parameters.
 */
const testimonialsJson = sql<TestimonialRow[]>`coalesce((
  select json_agg(json_build_object('quote', f.testimonial_quote, 'showName', b.show_name, 'hostName', coalesce(r.host_name, b.host_name), 'rating', f.rating) order by f.testimonial_agreed_at desc, f.booking_id)
  from ${bookingFeedback} f join ${bookings} b on b.id = f.booking_id left join ${bookingRequests} r on r.id = b.request_id
  where b.client_id = ${outerClientId} and f.testimonial_quote is not null and f.testimonial_agreed_at is not null and f.rating >= ${sql.raw(String(TESTIMONIAL_MIN_RATING))}), '[]'::json)`;

/** A testimonial its host agreed to, as the profile reads it. */
export type TestimonialRow = { quote: string; showName: string; hostName: string | null; rating: number };

/** The columns of a client that its profile answer carries. */
const detailColumns = {
  ...sharedColumns,
  narrativeBio: clients.narrativeBio,
  ...clientLinkColumns,
  recordid: clients.recordid,
  sampleQuestions: clients.sampleQuestions,
  // not in the answer: only admins see an archived profile
  archivedAt: clients.archivedAt,
};

/** A client as its profile reads it: the columns the answer carries and its media images. */
export type ProfileRow = Pick<ClientRow, keyof typeof detailColumns> & { mediaImages: MediaImageRow[]; testimonials: TestimonialRow[] };

/** The profiles of the slugs in a JSON array parameter, as one JSON array built by the database. */
const profilesBySlugs = namedStatement<'slugs'>(
  'profiles_by_slugs',
  sql`select coalesce(json_agg(${jsonObject({ ...detailColumns, mediaImages: mediaImagesJson, testimonials: testimonialsJson })}), '[]')::text from ${clients}
    where ${clients.slug} = any(array(select json_array_elements_text(${sql.placeholder('slugs')}::json)))`,
);

/** Profiles with their media images by slug (a batch of the loader below), in one prepared statement; unknown slugs are left out. */
async function findProfilesBySlugs(database: Pick<Database, 'queryText'>, slugs: string[]): Promise<Map<string, ProfileRow>> {
  const rows = JSON.parse((await runNamed(database, profilesBySlugs, { slugs: JSON.stringify(slugs) })) ?? '[]') as ProfileRow[];
  return new Map(rows.map((row) => [row.slug, row]));
}

/** Each database's loader of profiles by slug: the lookups of concurrent requests share one query. */
const profileLoaders = new WeakMap<Pick<Database, 'queryText'>, BatchLoader<ProfileRow>>();

/** A client by slug with its media images and testimonials (read with the other slugs asked for at the same time); undefined for an unknown slug. */
export function findProfileBySlug(database: Pick<Database, 'queryText'>, slug: string): Promise<ProfileRow | undefined> {
  let loader = profileLoaders.get(database);
  if (!loader) {
    loader = new BatchLoader((slugs) => findProfilesBySlugs(database, slugs));
    profileLoaders.set(database, loader);
  }
  return loader.load(slug);
}

/** One list of a client, and whether the client is archived (hidden from visitors). */
export interface ClientList<T> {
  archived: boolean;
  list: T[];
}

/**
 * One list of a client in one query: undefined when the client does not exist, else the rows the
 * JSON aggregate `list` builds (it refers to the client as outerClientId), with the archived flag.
 */
async function clientList<T>(db: DbOrTx, id: number, list: SQL): Promise<ClientList<T> | undefined> {
  const rows = await db
    .select({ archived: sql<boolean>`${clients.archivedAt} is not null`, list: sql<T[]>`coalesce((${list}), '[]'::json)` })
    .from(clients)
    .where(eq(clients.id, id));
  return rows[0];
}

/** A client's media images in display order; undefined for an unknown client. */
export function listMediaImagesOf(db: DbOrTx, id: number) {
  return clientList<MediaImageRow>(db, id, sql`select ${mediaImagesJson}`);
}

/** A client's profile keywords in stored order; undefined for an unknown client. */
export function listProfileKeywordsOf(db: DbOrTx, id: number) {
  return clientList<{ name: string }>(
    db,
    id,
    sql`select json_agg(json_build_object('name', k.name) order by k.position, k.id) from ${profileKeywords} k where k.client_id = ${outerClientId}`,
  );
}

/** A client's talking points in order; undefined for an unknown client. */
export function listTalkingPointsOf(db: DbOrTx, id: number) {
  return clientList<{ id: number; talkingPointTitle: string; talkingPointFull: string }>(
    db,
    id,
    sql`select json_agg(json_build_object('id', p.id, 'talkingPointTitle', p.talking_point_title, 'talkingPointFull', p.talking_point_full) order by p.position, p.id)
        from ${talkingPoints} p where p.client_id = ${outerClientId}`,
  );
}

/** The keywords of a client's approved videos with their counts, most used first; undefined for an unknown client. */
export function listVideoTopicsOf(db: DbOrTx, id: number) {
  return clientList<{ name: string; count: number }>(
    db,
    id,
    sql`select json_agg(json_build_object('name', t.k, 'count', t.n) order by t.n desc, t.k)
        from (select k, count(*)::int as n from ${videos} v cross join lateral unnest(v.keywords) as k
              where v.client_id = ${outerClientId} and v.to_approve = 0 group by k) t`,
  );
}

/** A client's id, slug and name by slug or id. */
export async function findClientRef(db: DbOrTx, by: { slug: string } | { id: number }) {
  const where = 'slug' in by ? eq(clients.slug, by.slug) : eq(clients.id, by.id);
  const rows = await db
    .select({ id: clients.id, slug: clients.slug, name: clients.name, archived: sql<boolean>`${clients.archivedAt} is not null` })
    .from(clients)
    .where(where);
  return rows[0];
}

/** Whether a client is featured; undefined for an unknown client. */
export async function featuredOf(db: DbOrTx, id: number): Promise<boolean | undefined> {
  const [row] = await db.select({ featured: clients.featured }).from(clients).where(eq(clients.id, id));
  return row?.featured;
}

/** Sets whether a client is featured; returns the updated id, slug and name. */
export async function setFeatured(db: DbOrTx, id: number, featured: boolean) {
  const rows = await db
    .update(clients)
    .set({ featured, updatedAt: sql`now()` })
    .where(eq(clients.id, id))
    .returning({ id: clients.id, slug: clients.slug, name: clients.name, featured: clients.featured });
  return rows[0];
}

/** Rows that name a client, each with its client's name ('' for one gone), in one lookup. */
export async function withClientNames<R extends { clientId: number }>(db: DbOrTx, rows: R[]): Promise<(R & { clientName: string })[]> {
  if (rows.length === 0) return [];
  const names = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(inArray(clients.id, [...new Set(rows.map((r) => r.clientId))]));
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return rows.map((row) => ({ ...row, clientName: nameOf.get(row.clientId) ?? '' }));
}
