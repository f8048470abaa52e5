import { and, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { episodes, feedEpisodes, podcastFeeds, podcasts } from '@server/db/schema';
import { newestFirst } from '@server/lib/ordering';
import { feedEpisodeOfAppearance, feedOfAppearance, verificationColumns } from './verification';

/** The fields of an episode a manager sets. */
export interface EpisodeFields {
  title: string;
  url: string | null;
  publishedAt: Date | null;
}

const episodeColumns = {
  id: episodes.id,
  title: episodes.title,
  url: episodes.url,
  publishedAt: episodes.publishedAt,
  podcastName: podcasts.name,
  podcastHost: podcasts.host,
};
/** An episode as an appearance, with its podcast and how it is known (read over the joins of verification.ts). */
const appearanceColumns = { ...episodeColumns, ...verificationColumns };

/** The client an episode appears on (null when none); undefined for an unknown episode. */
export async function findEpisodeClientId(db: DbOrTx, episodeId: number): Promise<number | null | undefined> {
  const rows = await db.select({ clientId: episodes.clientId }).from(episodes).where(eq(episodes.id, episodeId));
  return rows[0]?.clientId;
}

/** An episode's client, its row locked until the transaction ends; undefined for an unknown episode. */
export async function lockEpisode(tx: DbOrTx, episodeId: number) {
  const rows = await tx.select({ id: episodes.id, clientId: episodes.clientId }).from(episodes).where(eq(episodes.id, episodeId)).for('update');
  return rows[0];
}

/** An episode as an appearance (with its podcast); undefined for an unknown episode. */
export async function findAppearance(db: DbOrTx, episodeId: number) {
  const rows = await db
    .select(appearanceColumns)
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .leftJoin(feedEpisodes, feedEpisodeOfAppearance)
    .leftJoin(podcastFeeds, feedOfAppearance)
    .where(eq(episodes.id, episodeId));
  return rows[0];
}

/** Whether a podcast exists. */
export async function podcastExists(db: DbOrTx, podcastId: number): Promise<boolean> {
  const rows = await db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.id, podcastId));
  return rows.length > 0;
}

/** The podcast of this name (case-insensitive), created when there is none; its id and whether it was created. */
export async function findOrCreatePodcast(tx: DbOrTx, name: string): Promise<{ id: number; created: boolean }> {
  const existing = await tx.select({ id: podcasts.id }).from(podcasts).where(sql`lower(${podcasts.name}) = lower(${name})`).orderBy(podcasts.id).limit(1);
  if (existing[0]) return { id: existing[0].id, created: false };
  const [row] = await tx.insert(podcasts).values({ name }).returning({ id: podcasts.id });
  return { id: row.id, created: true };
}

/** Adds an episode of a podcast featuring the client; its id. */
export async function insertEpisode(tx: DbOrTx, clientId: number, podcastId: number, fields: EpisodeFields): Promise<number> {
  const [row] = await tx
    .insert(episodes)
    .values({ clientId, podcastId, ...fields })
    .returning({ id: episodes.id });
  return row.id;
}

/** Changes an episode's title, link and date. */
export async function updateEpisode(tx: DbOrTx, episodeId: number, fields: EpisodeFields): Promise<void> {
  await tx.update(episodes).set(fields).where(eq(episodes.id, episodeId));
}

/** Links an episode to a client, or unlinks it (null). */
export async function setEpisodeClient(tx: DbOrTx, episodeId: number, clientId: number | null): Promise<void> {
  await tx.update(episodes).set({ clientId }).where(eq(episodes.id, episodeId));
}

/** `%text%` for ILIKE, its wildcards escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Episodes linked to no client whose title or description contains `text` (case-insensitive),
 * newest first, one page, with how many match in all.
 */
export async function listUnlinkedMentioning(db: DbOrTx, text: string, page: { limit: number; offset: number }) {
  const pattern = containing(text);
  const where = and(isNull(episodes.clientId), or(ilike(episodes.title, pattern), ilike(episodes.description, pattern)));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...appearanceColumns, description: episodes.description })
      .from(episodes)
      .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
      .leftJoin(feedEpisodes, feedEpisodeOfAppearance)
      .leftJoin(podcastFeeds, feedOfAppearance)
      .where(where)
      .orderBy(...newestFirst(episodes.publishedAt, episodes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(episodes).where(where),
  ]);
  return { rows, total };
}
