import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appearanceMatches, auditLog, bookings, episodes } from '@server/db/schema';
import type { NewMatch } from './matches.repo';

/** Up to `limit` verified matches after `afterId` not yet judged under the current rules (no basis), in id order. */
export async function unjudgedMatches(db: DbOrTx, afterId: number, limit: number) {
  return db
    .select({
      id: appearanceMatches.id,
      feedEpisodeId: appearanceMatches.feedEpisodeId,
      clientId: appearanceMatches.clientId,
      episodeId: appearanceMatches.episodeId,
    })
    .from(appearanceMatches)
    .where(and(eq(appearanceMatches.status, 'verified'), isNull(appearanceMatches.basis), gt(appearanceMatches.id, afterId)))
    .orderBy(asc(appearanceMatches.id))
    .limit(limit);
}

/** Keeps a verification that still holds, with what it rests on now; false when it was judged or changed meanwhile. */
export async function keepVerified(db: DbOrTx, matchId: number, found: Pick<NewMatch, 'signal' | 'evidence' | 'bookingId' | 'basis'>): Promise<boolean> {
  const rows = await db
    .update(appearanceMatches)
    .set(found)
    .where(and(eq(appearanceMatches.id, matchId), eq(appearanceMatches.status, 'verified'), isNull(appearanceMatches.basis)))
    .returning({ id: appearanceMatches.id });
  return rows.length > 0;
}

/** Points an appearance made from a feed item at the show's own link instead of the item's (when it still carries the item's). */
export async function repointAppearance(db: DbOrTx, episodeId: number, itemLink: string, source: string | null): Promise<void> {
  await db
    .update(episodes)
    .set({ url: source })
    .where(and(eq(episodes.id, episodeId), eq(episodes.url, itemLink)));
}

/** Turns a verified match back into a suggestion (no appearance, no basis), with the evidence found now when there is any. */
export async function backToSuggestion(tx: DbOrTx, matchId: number, found: Pick<NewMatch, 'signal' | 'evidence' | 'bookingId'> | null): Promise<void> {
  await tx
    .update(appearanceMatches)
    .set({ status: 'suggested', basis: null, episodeId: null, decidedAt: null, ...(found ?? {}) })
    .where(eq(appearanceMatches.id, matchId));
}

/** An appearance with its title and whether it was made with (or after) the match `matchId` (else it was the guest's own before). */
export async function appearanceOfMatch(tx: DbOrTx, episodeId: number, matchId: number) {
  const [row] = await tx
    .select({
      id: episodes.id,
      title: episodes.title,
      madeByMatch: sql<boolean>`${episodes.createdAt} >= (SELECT ${appearanceMatches.createdAt} FROM ${appearanceMatches} WHERE ${appearanceMatches.id} = ${matchId})`,
    })
    .from(episodes)
    .where(eq(episodes.id, episodeId))
    .for('update');
  return row;
}

/** Removes an appearance made from a feed item (its promo kit goes with it). */
export async function deleteAppearance(tx: DbOrTx, episodeId: number): Promise<void> {
  await tx.delete(episodes).where(eq(episodes.id, episodeId));
}

/** Unties a guest's own appearance from the feed item: it reads self-reported again. */
export async function untieAppearance(tx: DbOrTx, episodeId: number): Promise<void> {
  await tx.update(episodes).set({ feedEpisodeId: null }).where(eq(episodes.id, episodeId));
}

/**
 * Puts back to `recorded` the booking that release detection published from the match `matchId`
 * (an audited `booking.publish` with no actor naming the match), when it still carries the release
 * link that run gave it: its release link and publishing day cleared. A booking published or
 * edited by a person is left alone. The booking put back, if any.
 */
export async function unpublishDetectedRelease(tx: DbOrTx, matchId: number): Promise<{ id: number; showName: string } | undefined> {
  const published = tx
    .select({
      bookingId: sql<number>`(${auditLog.targetId})::int`.as('published_booking_id'),
      releaseUrl: sql<string>`${auditLog.details}->>'releaseUrl'`.as('published_release_url'),
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'booking.publish'), isNull(auditLog.actorUserId), sql`${auditLog.details}->>'matchId' = ${String(matchId)}`))
    .as('published');
  const [row] = await tx
    .update(bookings)
    .set({ status: 'recorded', releaseUrl: null, publishedOn: null, updatedAt: sql`now()` })
    .from(published)
    .where(and(eq(bookings.id, published.bookingId), eq(bookings.status, 'published'), eq(bookings.releaseUrl, published.releaseUrl)))
    .returning({ id: bookings.id, showName: bookings.showName });
  return row;
}
