import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { bookingRequests, bookings, calendarFeeds, clients } from '@server/db/schema';

/** The stages a guest's subscribed calendar shows: a hold (tentative) and every booking that kept its time. */
const SHOWN_STATUSES = ['held', 'confirmed', 'recorded', 'published'] as const;

/** The most events one calendar holds: a guest's busiest years fit many times over. */
const MAX_EVENTS = 500;

/** When a client's calendar address in use was made; undefined without one. */
export async function feedOf(db: DbOrTx, clientId: number): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.clientId, clientId));
  return row?.createdAt;
}

/** Puts a new token hash in place of the client's old one (the old address stops working); when it was made. */
export async function replaceFeed(db: DbOrTx, clientId: number, tokenHash: string): Promise<Date> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ clientId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.clientId, set: { tokenHash, createdAt: new Date() } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return row.createdAt;
}

/** Removes a client's calendar address; whether there was one. */
export async function deleteFeed(db: DbOrTx, clientId: number): Promise<boolean> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.clientId, clientId)).returning({ clientId: calendarFeeds.clientId });
  return rows.length > 0;
}

/** The guest a calendar address belongs to, by its token's hash. */
export async function guestOfFeed(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, timeZone: clients.timeZone })
    .from(calendarFeeds)
    .innerJoin(clients, eq(clients.id, calendarFeeds.clientId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** A guest's held and booked times from `since` on (a hold in line behind another keeps no time yet), earliest first, each with its host's name and zone (none for a booking made by hand). */
export function calendarBookings(db: DbOrTx, clientId: number, since: Date) {
  return db
    .select({ booking: bookings, hostName: bookingRequests.hostName, hostTimeZone: bookingRequests.timeZone })
    .from(bookings)
    .leftJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
    .where(
      and(eq(bookings.clientId, clientId), inArray(bookings.status, [...SHOWN_STATUSES]), isNull(bookings.queuedBehind), gte(bookings.scheduledFor, since)),
    )
    .orderBy(asc(bookings.scheduledFor))
    .limit(MAX_EVENTS);
}
