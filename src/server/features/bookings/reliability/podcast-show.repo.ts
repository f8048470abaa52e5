import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { bookings, podcastFeeds, podcasts } from '@server/db/schema';

/** A podcast's name and its feed (a podcast has one at most: the show its bookings are counted by); undefined for an unknown podcast. */
export async function podcastShowOf(db: DbOrTx, podcastId: number): Promise<{ name: string; feedId: number | null } | undefined> {
  const [row] = await db
    .select({ name: podcasts.name, feedId: podcastFeeds.id })
    .from(podcasts)
    .leftJoin(podcastFeeds, eq(podcastFeeds.podcastId, podcasts.id))
    .where(eq(podcasts.id, podcastId));
  return row;
}

/** Whether one of these clients has a booking on the show of this feed (a team member reads the shows of their guests' bookings). */
export async function anyBookingOn(db: DbOrTx, feedId: number, clientIds: number[]): Promise<boolean> {
  if (clientIds.length === 0) return false;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.feedId, feedId), inArray(bookings.clientId, clientIds)))
    .limit(1);
  return row !== undefined;
}
