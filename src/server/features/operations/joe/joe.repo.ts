import { and, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@server/db/client';
import { clients, episodes, keyFacts, podcasts, talkingPoints, users, videos } from '@server/db/schema';
import { ilikeContains } from '@server/lib/admin-list';

// Each search is one ILIKE served by the table's trigram index (migration 0007), cut at `limit`
// without a sort, so a common term stops at the first rows found instead of ranking a million.

/** Unlisted clients (archived, no bio…) whose name contains the term: the search index holds only listed ones. */
export function unlistedClients(db: DbOrTx, term: string, limit: number) {
  return db
    .select({ id: clients.id, slug: clients.slug, name: clients.name, headline: clients.headline })
    .from(clients)
    .where(and(eq(clients.listed, false), ilikeContains(clients.name, term)))
    .limit(limit);
}

/** The first `limit` rows of a search's select whose `column` contains the term (unsorted, as said above). */
function firstContaining<S extends PgSelect>(select: S, column: AnyPgColumn, term: string, limit: number) {
  return select.where(ilikeContains(column, term)).limit(limit);
}

/** Videos whose title contains the term, with their client. */
export function videosMatching(db: DbOrTx, term: string, limit: number) {
  const unavailable = sql<boolean>`${videos.unavailableReason} IS NOT NULL`;
  const select = db
    .select({ id: videos.id, title: videos.title, toApprove: videos.toApprove, unavailable, slug: clients.slug, clientName: clients.name })
    .from(videos);
  return firstContaining(select.innerJoin(clients, eq(clients.id, videos.clientId)).$dynamic(), videos.title, term, limit);
}

/** Talking points whose title contains the term, with their client. */
export function talkingPointsMatching(db: DbOrTx, term: string, limit: number) {
  const select = db
    .select({ id: talkingPoints.id, title: talkingPoints.talkingPointTitle, clientId: clients.id, clientName: clients.name })
    .from(talkingPoints);
  return firstContaining(select.innerJoin(clients, eq(clients.id, talkingPoints.clientId)).$dynamic(), talkingPoints.talkingPointTitle, term, limit);
}

/** Key facts that contain the term, with their video and its client. */
export function keyFactsMatching(db: DbOrTx, term: string, limit: number) {
  const select = db.select({ id: keyFacts.id, fact: keyFacts.fact, videoId: videos.id, videoTitle: videos.title, slug: clients.slug }).from(keyFacts);
  const withClient = select.innerJoin(videos, eq(videos.id, keyFacts.videoId)).innerJoin(clients, eq(clients.id, videos.clientId));
  return firstContaining(withClient.$dynamic(), keyFacts.fact, term, limit);
}

/** Episodes whose title contains the term, with their podcast. */
export function episodesMatching(db: DbOrTx, term: string, limit: number) {
  const select = db.select({ id: episodes.id, title: episodes.title, podcastName: podcasts.name, releaseStatus: episodes.releaseStatus }).from(episodes);
  return firstContaining(select.innerJoin(podcasts, eq(podcasts.id, episodes.podcastId)).$dynamic(), episodes.title, term, limit);
}

/** Podcasts whose name contains the term. */
export function podcastsMatching(db: DbOrTx, term: string, limit: number) {
  return firstContaining(db.select({ id: podcasts.id, name: podcasts.name, host: podcasts.host }).from(podcasts).$dynamic(), podcasts.name, term, limit);
}

/** Accounts whose email or name contains the term (a few thousand at most: no index needed). */
export function usersMatching(db: DbOrTx, term: string, limit: number) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(or(ilikeContains(users.email, term), ilikeContains(users.name, term)))
    .orderBy(users.email)
    .limit(limit);
}
