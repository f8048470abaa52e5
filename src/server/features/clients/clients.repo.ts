import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, mediaImages, profileKeywords, talkingPoints, videos } from '../../db/schema';

const cardColumns = {
  id: clients.id,
  slug: clients.slug,
  name: clients.name,
  headline: clients.headline,
  localimage: clients.localimage,
  profileImage: clients.profileImage,
  linkedinImgUrl: clients.linkedinImgUrl,
  featured: clients.featured,
  goaCategories: clients.goaCategories,
  bioExcerpt: sql<string>`left(${clients.narrativeBio}, 400)`,
};

/** A client row as list queries return it. */
export type ClientCardRow = Awaited<ReturnType<typeof listListedClients>>['rows'][number];

/** Listed profiles (SPEC §5 hiding rules), featured first then by name, one page at a time. */
export async function listListedClients(db: DbOrTx, page: { limit: number; offset: number; category?: string }) {
  const where = page.category
    ? and(eq(clients.listed, true), sql`${clients.goaCategories} @> array[${page.category}]::text[]`)
    : eq(clients.listed, true);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(clients)
      .where(where)
      .orderBy(desc(clients.featured), asc(clients.name), asc(clients.id))
      .limit(page.limit)
      .offset(page.offset),
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

/** How many full-text matches are ranked at most; broader terms rank an arbitrary subset this large. */
export const SEARCH_CANDIDATES = 1000;

/**
 * A prefix-aware tsquery from free text: every word must match, the last one as a prefix
 * (so results follow the user's typing). Returns undefined when no word is left.
 */
export function toPrefixTsQuery(q: string): string | undefined {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return undefined;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/**
 * Full-text search over listed profiles (name, headline and bio, weighted), ranked by
 * ts_rank with the name weighing most. Uses the GIN index; ranks at most SEARCH_CANDIDATES matches.
 */
export async function searchListedFullText(db: DbOrTx, q: string, page: { limit: number; offset: number }) {
  const tsquery = toPrefixTsQuery(q);
  if (!tsquery) return { rows: [], total: 0 };
  const tsq = sql`to_tsquery('english', ${tsquery})`;
  const candidates = db
    .select({ id: clients.id, rank: sql<number>`ts_rank(${clients.searchVector}, ${tsq})`.as('rank') })
    .from(clients)
    .where(and(eq(clients.listed, true), sql`${clients.searchVector} @@ ${tsq}`))
    .limit(SEARCH_CANDIDATES)
    .as('candidates');
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(candidates)
    .innerJoin(clients, eq(clients.id, candidates.id))
    .orderBy(desc(candidates.rank), asc(clients.name), asc(clients.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = rows[0]?.total ?? (page.offset > 0 ? await countFullText(db, tsq) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

async function countFullText(db: DbOrTx, tsq: ReturnType<typeof sql>) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(
      db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.listed, true), sql`${clients.searchVector} @@ ${tsq}`))
        .limit(SEARCH_CANDIDATES)
        .as('m'),
    );
  return n;
}

/**
 * Typo-tolerant name search: the nearest names by trigram word distance (GiST index, bounded),
 * kept when similar enough. Used when the words themselves match too little.
 */
export async function searchListedNamesFuzzy(db: DbOrTx, q: string, limit: number) {
  const nearest = db
    .select({ id: clients.id, distance: sql<number>`${q} <<-> ${clients.name}`.as('distance') })
    .from(clients)
    .where(eq(clients.listed, true))
    .orderBy(sql`${q} <<-> ${clients.name}`)
    .limit(100)
    .as('nearest');
  return db
    .select(cardColumns)
    .from(nearest)
    .innerJoin(clients, eq(clients.id, nearest.id))
    .where(sql`${nearest.distance} <= 0.5`)
    .orderBy(asc(nearest.distance), asc(clients.name))
    .limit(limit);
}

/** Categories that are not offered as directory filters (SPEC §5). */
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

/** A whole client row by slug. */
export async function findClientBySlug(db: DbOrTx, slug: string) {
  const rows = await db.select().from(clients).where(eq(clients.slug, slug)).limit(1);
  return rows[0];
}

/** A client's id, slug and name by slug or id. */
export async function findClientRef(db: DbOrTx, by: { slug: string } | { id: number }) {
  const where = 'slug' in by ? eq(clients.slug, by.slug) : eq(clients.id, by.id);
  const rows = await db.select({ id: clients.id, slug: clients.slug, name: clients.name }).from(clients).where(where);
  return rows[0];
}

/** A client's media images in display order. */
export async function listMediaImages(db: DbOrTx, clientId: number) {
  return db
    .select()
    .from(mediaImages)
    .where(eq(mediaImages.clientId, clientId))
    .orderBy(asc(mediaImages.position), asc(mediaImages.id));
}

/** A client's profile keywords in stored order. */
export async function listProfileKeywords(db: DbOrTx, clientId: number) {
  return db
    .select({ name: profileKeywords.name })
    .from(profileKeywords)
    .where(eq(profileKeywords.clientId, clientId))
    .orderBy(asc(profileKeywords.position), asc(profileKeywords.id));
}

/** A client's talking points in order. */
export async function listTalkingPoints(db: DbOrTx, clientId: number) {
  return db
    .select({
      id: talkingPoints.id,
      talkingPointTitle: talkingPoints.talkingPointTitle,
      talkingPointFull: talkingPoints.talkingPointFull,
    })
    .from(talkingPoints)
    .where(eq(talkingPoints.clientId, clientId))
    .orderBy(asc(talkingPoints.position), asc(talkingPoints.id));
}

/** The keywords of a client's approved videos with how many videos carry each, most used first. */
export async function listVideoTopics(db: DbOrTx, clientId: number) {
  return db
    .select({ name: sql<string>`k`, count: sql<number>`count(*)::int` })
    .from(sql`${videos} cross join lateral unnest(${videos.keywords}) as k`)
    .where(and(eq(videos.clientId, clientId), eq(videos.toApprove, 0)))
    .groupBy(sql`k`)
    .orderBy(sql`count(*) desc`, sql`k`);
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
