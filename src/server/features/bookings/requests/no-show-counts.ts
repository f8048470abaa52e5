import { and, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { bookingRequests, bookings } from '@server/db/schema';

/** Of `of` past bookings, how many someone missed. */
export interface NoShowCount {
  missed: number;
  of: number;
}

const NONE: NoShowCount = { missed: 0, of: 0 };

/** The bookings that count: their time has passed, and they were confirmed (and maybe recorded since) or someone noted a no-show. */
export const pastBooking = () =>
  and(lt(bookings.scheduledFor, sql`now()`), or(inArray(bookings.status, ['confirmed', 'recorded', 'published']), isNotNull(bookings.noShow)));

/**
 * No-shows among past bookings, counted per guest (the guest missed it) and per show (its host
 * missed it, over every guest's bookings from that show's requests), for the inbox's rows: one
 * query each for all of them.
 */
export async function noShowCountsOf(
  db: DbOrTx,
  clientIds: number[],
  showKeys: string[],
): Promise<{ byGuest: (clientId: number) => NoShowCount; byShow: (showKey: string) => NoShowCount }> {
  const missedBy = (who: 'guest' | 'host') => sql<number>`(count(*) filter (where ${bookings.noShow} = ${who}))::int`;
  const [guests, shows] = await Promise.all([
    clientIds.length === 0
      ? []
      : db
          .select({ clientId: bookings.clientId, missed: missedBy('guest'), of: sql<number>`count(*)::int` })
          .from(bookings)
          .where(and(inArray(bookings.clientId, [...new Set(clientIds)]), pastBooking()))
          .groupBy(bookings.clientId),
    showKeys.length === 0
      ? []
      : db
          .select({ showKey: bookingRequests.showKey, missed: missedBy('host'), of: sql<number>`count(*)::int` })
          .from(bookings)
          .innerJoin(bookingRequests, sql`${bookingRequests.id} = ${bookings.requestId}`)
          .where(and(inArray(bookingRequests.showKey, [...new Set(showKeys)]), pastBooking()))
          .groupBy(bookingRequests.showKey),
  ]);
  const guestCounts = new Map(guests.map((row) => [row.clientId, { missed: Number(row.missed), of: Number(row.of) }]));
  const showCounts = new Map(shows.map((row) => [row.showKey, { missed: Number(row.missed), of: Number(row.of) }]));
  return { byGuest: (clientId) => guestCounts.get(clientId) ?? NONE, byShow: (showKey) => showCounts.get(showKey) ?? NONE };
}
