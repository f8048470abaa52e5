import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { bookingRequests, bookings, clients, feedEpisodes } from '@server/db/schema';
import { bookingColumns, releaseOverdue } from '../booking-records/booking-records.repo';

/** The feed item of a verified appearance: where its release is (link, else enclosure) and its date. */
export async function releaseOf(db: DbOrTx, feedEpisodeId: number) {
  const [row] = await db
    .select({ link: feedEpisodes.link, enclosureUrl: feedEpisodes.enclosureUrl, publishedAt: feedEpisodes.publishedAt })
    .from(feedEpisodes)
    .where(eq(feedEpisodes.id, feedEpisodeId));
  return row;
}

/**
 * Claims a recorded booking of the client for publishing, in one conditional UPDATE: of two nodes
 * (or two calls) the second finds it no longer recorded and claims nothing. The release link and
 * day are the feed's, unless the booking had its own. The row, or undefined when not claimed.
 */
export async function claimPublish(db: DbOrTx, booking: { id: number; clientId: number }, release: { url: string; day: string }) {
  const [row] = await db
    .update(bookings)
    .set({
      status: 'published',
      releaseUrl: sql`coalesce(${bookings.releaseUrl}, ${release.url})`,
      publishedOn: sql`coalesce(${bookings.publishedOn}, ${release.day}::date)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.clientId, booking.clientId), eq(bookings.status, 'recorded')))
    .returning({
      id: bookings.id,
      clientId: bookings.clientId,
      showName: bookings.showName,
      releaseUrl: bookings.releaseUrl,
      scheduledFor: bookings.scheduledFor,
    });
  return row;
}

/** The overdue bookings (oldest recording first, at most `limit`) of one client or, with null, of all, with their client and host's email. */
export function listOverdue(db: DbOrTx, days: number, clientId: number | null, limit: number) {
  return db
    .select({ ...bookingColumns, client: { id: clients.id, slug: clients.slug, name: clients.name }, requestHostEmail: bookingRequests.hostEmail })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
    .where(and(releaseOverdue(days), clientId === null ? undefined : eq(bookings.clientId, clientId)))
    .orderBy(asc(bookings.recordedOn), asc(bookings.id))
    .limit(limit);
}

/** How many bookings are overdue, of one client or, with null, of all. */
export async function countOverdue(db: DbOrTx, days: number, clientId: number | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(releaseOverdue(days), clientId === null ? undefined : eq(bookings.clientId, clientId)));
  return row.n;
}

/** Notes when the follow-up went. */
export async function markFollowedUp(db: DbOrTx, bookingId: number, at: Date): Promise<void> {
  await db.update(bookings).set({ releaseFollowUpSentAt: at }).where(eq(bookings.id, bookingId));
}
