import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
export async function listListedClients(db: Db, page: { limit: number; offset: number; category?: string }) {
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
export async function listFeaturedClients(db: Db, limit: number) {
  return db
    .select(cardColumns)
    .from(clients)
    .where(and(eq(clients.listed, true), eq(clients.featured, true)))
    .orderBy(asc(clients.name))
    .limit(limit);
}

/**
 * Full-text and trigram search over listed profiles, ranked: full-text rank on name, headline
 * and bio, plus name similarity so a misspelt name still matches. Both predicates use indexes.
 */
export async function searchListedClients(db: Db, q: string, page: { limit: number; offset: number }) {
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  const matches = sql`(${clients.searchVector} @@ ${tsq} OR ${clients.name} % ${q} OR ${q} <% ${clients.name})`;
  const where = and(eq(clients.listed, true), matches);
  const rank = sql`(ts_rank(${clients.searchVector}, ${tsq}) + word_similarity(${q}, ${clients.name}) * 2 + similarity(${clients.name}, ${q}))`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(clients)
      .where(where)
      .orderBy(desc(rank), asc(clients.name))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return { rows, total };
}

/** A whole client row by slug. */
export async function findClientBySlug(db: Db, slug: string) {
  const rows = await db.select().from(clients).where(eq(clients.slug, slug)).limit(1);
  return rows[0];
}

/** A client's id and slug by id. */
export async function findClientSlugById(db: Db, id: number) {
  const rows = await db.select({ id: clients.id, slug: clients.slug, name: clients.name }).from(clients).where(eq(clients.id, id));
  return rows[0];
}

/** A client's media images in display order. */
export async function listMediaImages(db: Db, clientId: number) {
  return db
    .select()
    .from(mediaImages)
    .where(eq(mediaImages.clientId, clientId))
    .orderBy(asc(mediaImages.position), asc(mediaImages.id));
}

/** A client's profile keywords in stored order. */
export async function listProfileKeywords(db: Db, clientId: number) {
  return db
    .select({ name: profileKeywords.name })
    .from(profileKeywords)
    .where(eq(profileKeywords.clientId, clientId))
    .orderBy(asc(profileKeywords.position), asc(profileKeywords.id));
}

/** A client's talking points in order. */
export async function listTalkingPoints(db: Db, clientId: number) {
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
export async function listVideoTopics(db: Db, clientId: number) {
  return db
    .select({ name: sql<string>`k`, count: sql<number>`count(*)::int` })
    .from(sql`${videos} cross join lateral unnest(${videos.keywords}) as k`)
    .where(and(eq(videos.clientId, clientId), eq(videos.toApprove, 0)))
    .groupBy(sql`k`)
    .orderBy(sql`count(*) desc`, sql`k`);
}

/** Sets whether a client is featured; returns the updated id, slug and name. */
export async function setFeatured(db: Db, id: number, featured: boolean) {
  const rows = await db
    .update(clients)
    .set({ featured, updatedAt: sql`now()` })
    .where(eq(clients.id, id))
    .returning({ id: clients.id, slug: clients.slug, name: clients.name, featured: clients.featured });
  return rows[0];
}
