import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@server/db/client';
import { appearanceMatches, clients, episodes, feedEpisodes, podcastFeeds, podcasts } from '@server/db/schema';
import { newestFirst } from '@server/lib/ordering';
import type { EvidenceGrade } from '@shared/api/directory/appearances/evidence';
import { appearanceGrade, feedEpisodeOfAppearance, feedOfAppearance, verificationColumns } from '../appearances/verification';

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const episodeColumns = { id: episodes.id, title: episodes.title, url: episodes.url, publishedAt: episodes.publishedAt };

/** Podcasts by name, one page, optionally matching a term in the podcast, host, an episode or its guest. */
export async function listPodcasts(db: DbOrTx, page: { limit: number; offset: number; q?: string }) {
  const pattern = page.q ? likePattern(page.q) : undefined;
  const matchingEpisodes = pattern
    ? db
        .select({ podcastId: episodes.podcastId })
        .from(episodes)
        .leftJoin(clients, eq(clients.id, episodes.clientId))
        .where(or(ilike(episodes.title, pattern), ilike(clients.name, pattern)))
    : undefined;
  const where =
    pattern && matchingEpisodes ? or(ilike(podcasts.name, pattern), ilike(podcasts.host, pattern), inArray(podcasts.id, matchingEpisodes)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(podcasts).where(where).orderBy(asc(podcasts.name)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(podcasts).where(where),
  ]);
  return { rows, total };
}

/** Episodes with their podcast and guest, newest first: the columns asked for, where `where` holds. */
function selectEpisodes<T extends SelectedFields>(db: DbOrTx, columns: T, where: SQL) {
  return db
    .select({ ...episodeColumns, ...columns })
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .leftJoin(clients, eq(clients.id, episodes.clientId))
    .where(where)
    .orderBy(...newestFirst(episodes.publishedAt, episodes.id));
}

/** The episodes of some podcasts with their guests, newest first. */
export async function listEpisodesOf(db: DbOrTx, podcastIds: number[]) {
  if (podcastIds.length === 0) return [];
  const columns = {
    podcastId: episodes.podcastId,
    description: episodes.description,
    clientId: clients.id,
    clientSlug: clients.slug,
    clientName: clients.name,
  };
  return selectEpisodes(db, columns, inArray(episodes.podcastId, podcastIds));
}

/** Whether a person stands behind an appearance: typed in (no feed item), or a suggestion a person accepted. */
const confirmedByPerson = sql<boolean>`(${episodes.feedEpisodeId} IS NULL OR EXISTS (SELECT 1 FROM ${appearanceMatches} WHERE ${appearanceMatches.episodeId} = ${episodes.id} AND ${appearanceMatches.status} = 'verified' AND ${appearanceMatches.decidedAt} IS NOT NULL))`;

/** The order of a client's appearances: those a person stands behind first, then newest first. */
const appearanceOrder = [desc(confirmedByPerson), ...newestFirst(episodes.publishedAt, episodes.id)];

/** The order of a client's appearances by their evidence: confirmed, then matched, then self-reported, each newest first. */
const strongestOrder = [
  asc(sql`CASE ${appearanceGrade} WHEN 'confirmed' THEN 0 WHEN 'matched' THEN 1 ELSE 2 END`),
  ...newestFirst(episodes.publishedAt, episodes.id),
];

/** Which appearances of a client a page holds: its place, one grade alone, and the strongest evidence first rather than the profile's order. */
export interface AppearancePageOptions {
  limit: number;
  offset: number;
  grade?: EvidenceGrade;
  strongestFirst?: boolean;
}

/**
 * One page of the episodes a client appeared on (appearanceOrder, or strongestOrder), of one grade
 * of evidence when `grade` is given, with their podcast and how each is known (verificationColumns),
 * and how many there are. The page's ids are cut first, so the columns are read for its rows alone.
 */
export async function pageClientAppearances(db: DbOrTx, clientId: number, page: AppearancePageOptions) {
  const order = page.strongestFirst ? strongestOrder : appearanceOrder;
  const ofClient = page.grade ? and(eq(episodes.clientId, clientId), sql`${appearanceGrade} = ${page.grade}`) : eq(episodes.clientId, clientId);
  const ids = db
    .select({ id: episodes.id })
    .from(episodes)
    .where(ofClient)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...episodeColumns, podcastName: podcasts.name, podcastHost: podcasts.host, ...verificationColumns })
      .from(episodes)
      .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
      .leftJoin(feedEpisodes, feedEpisodeOfAppearance)
      .leftJoin(podcastFeeds, feedOfAppearance)
      .where(inArray(episodes.id, ids))
      .orderBy(...order),
    db.select({ total: count() }).from(episodes).where(ofClient),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
