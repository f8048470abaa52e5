import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { clients, keyFactKeywords, keyFacts, keywords, videos } from '@server/db/schema';

const videoColumns = {
  id: videos.id,
  title: videos.title,
  clientId: videos.clientId,
  clientName: clients.name,
  clientSlug: clients.slug,
  description: videos.description,
  keywords: videos.keywords,
  youtubeId: videos.youtubeId,
  vimeoId: videos.vimeoId,
  localThumbnail: videos.localThumbnail,
  hasTranscript: videos.hasTranscript,
  toApprove: videos.toApprove,
};

const hasSource = or(isNotNull(videos.youtubeId), isNotNull(videos.vimeoId));

/** Featured, approved videos that can be shown (a title and a source), newest first. */
export async function listFeaturedVideos(db: DbOrTx, limit: number) {
  return db
    .select(videoColumns)
    .from(videos)
    .innerJoin(clients, eq(clients.id, videos.clientId))
    .where(and(eq(videos.featured, true), eq(videos.toApprove, 0), ne(videos.title, ''), hasSource, isNull(clients.archivedAt)))
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(limit);
}

/** A client's videos, approved only unless `includePending`. */
export async function listClientVideos(db: DbOrTx, clientId: number, includePending: boolean) {
  const where = includePending ? eq(videos.clientId, clientId) : and(eq(videos.clientId, clientId), eq(videos.toApprove, 0));
  return db
    .select(videoColumns)
    .from(videos)
    .innerJoin(clients, eq(clients.id, videos.clientId))
    .where(where)
    .orderBy(asc(videos.toApprove), desc(videos.publishedAt), desc(videos.id));
}

/** One video by id. */
export async function findVideo(db: DbOrTx, id: number) {
  const rows = await db.select(videoColumns).from(videos).innerJoin(clients, eq(clients.id, videos.clientId)).where(eq(videos.id, id)).limit(1);
  return rows[0];
}

const keyFactColumns = {
  id: keyFacts.id,
  fact: keyFacts.fact,
  clientName: clients.name,
  clientSlug: clients.slug,
  videoTitle: videos.title,
  videoId: videos.id,
};

/** Key facts with their keywords attached (keywords looked up in one query). */
async function withKeywords(db: DbOrTx, facts: { id: number; fact: string; clientName: string; clientSlug: string; videoTitle: string; videoId: number }[]) {
  if (facts.length === 0) return [];
  const links = await db
    .select({ keyFactId: keyFactKeywords.keyFactId, id: keywords.id, name: keywords.name })
    .from(keyFactKeywords)
    .innerJoin(keywords, eq(keywords.id, keyFactKeywords.keywordId))
    .where(
      inArray(
        keyFactKeywords.keyFactId,
        facts.map((f) => f.id),
      ),
    )
    .orderBy(asc(keywords.name));
  return facts.map((f) => ({
    ...f,
    keywords: links.filter((l) => l.keyFactId === f.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** The key facts taken from one video. */
export async function listVideoKeyFacts(db: DbOrTx, videoId: number) {
  const facts = await db
    .select(keyFactColumns)
    .from(keyFacts)
    .innerJoin(videos, eq(videos.id, keyFacts.videoId))
    .innerJoin(clients, eq(clients.id, videos.clientId))
    .where(eq(keyFacts.videoId, videoId))
    .orderBy(asc(keyFacts.id));
  return withKeywords(db, facts);
}

/**
 * Random key facts from approved videos of listed profiles. Starts at a random point of the id
 * range and reads forward (wrapping), so it stays an index scan however many facts there are.
 */
export async function randomKeyFacts(db: DbOrTx, limit: number) {
  const visible = and(eq(videos.toApprove, 0), eq(clients.listed, true));
  const from = (start: ReturnType<typeof sql>) =>
    db
      .select(keyFactColumns)
      .from(keyFacts)
      .innerJoin(videos, eq(videos.id, keyFacts.videoId))
      .innerJoin(clients, eq(clients.id, videos.clientId))
      .where(and(visible, start))
      .orderBy(asc(keyFacts.id))
      .limit(limit);
  const pivot = sql`(select floor(random() * (coalesce(max(id), 0) + 1)) from ${keyFacts})`;
  let facts = await from(sql`${keyFacts.id} >= ${pivot}`);
  if (facts.length < limit) {
    const more = await from(sql`true`);
    const seen = new Set(facts.map((f) => f.id));
    facts = [...facts, ...more.filter((f) => !seen.has(f.id))].slice(0, limit);
  }
  return withKeywords(db, facts);
}
