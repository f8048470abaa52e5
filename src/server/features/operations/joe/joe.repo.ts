import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { clients, episodes, keyFacts, podcasts, talkingPoints, users, videos } from '../../../db/schema';
import { ilikeContains } from '../../../lib/admin-list';

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

/** Videos whose title contains the term, with their client. */
export function videosMatching(db: DbOrTx, term: string, limit: number) {
  return db
    .select({ id: videos.id, title: videos.title, toApprove: videos.toApprove, unavailable: sql<boolean>`${videos.unavailableReason} IS NOT NULL`, slug: clients.slug, clientName: clients.name })
    .from(videos)
    .innerJoin(clients, eq(clients.id, videos.clientId))
    .where(ilikeContains(videos.title, term))
    .limit(limit);
}

/** Talking points whose title contains the term, with their client. */
export function talkingPointsMatching(db: DbOrTx, term: string, limit: number) {
  return db
    .select({ id: talkingPoints.id, title: talkingPoints.talkingPointTitle, clientId: clients.id, clientName: clients.name })
    .from(talkingPoints)
    .innerJoin(clients, eq(clients.id, talkingPoints.clientId))
    .where(ilikeContains(talkingPoints.talkingPointTitle, term))
    .limit(limit);
}

/** Key facts that contain the term, with their video and its client. */
export function keyFactsMatching(db: DbOrTx, term: string, limit: number) {
  return db
    .select({ id: keyFacts.id, fact: keyFacts.fact, videoId: videos.id, videoTitle: videos.title, slug: clients.slug })
    .from(keyFacts)
    .innerJoin(videos, eq(videos.id, keyFacts.videoId))
    .innerJoin(clients, eq(clients.id, videos.clientId))
    .where(ilikeContains(keyFacts.fact, term))
    .limit(limit);
}

/** Episodes whose title contains the term, with their podcast. */
export function episodesMatching(db: DbOrTx, term: string, limit: number) {
  return db
    .select({ id: episodes.id, title: episodes.title, podcastName: podcasts.name, releaseStatus: episodes.releaseStatus })
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .where(ilikeContains(episodes.title, term))
    .limit(limit);
}

/** Podcasts whose name contains the term. */
export function podcastsMatching(db: DbOrTx, term: string, limit: number) {
  return db.select({ id: podcasts.id, name: podcasts.name, host: podcasts.host }).from(podcasts).where(ilikeContains(podcasts.name, term)).limit(limit);
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
