import { and, asc, eq, or } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@server/db/client';
import type { BookingFacts } from './mails/booking-facts';
import { bookingRequests, bookings, clientTeamAssignments, clients, users } from '@server/db/schema';

/** A booking as its table holds it. */
export type BookingRow = typeof bookings.$inferSelect;

/** A booking with the people its mails go to: the host of its request (none for a booking made by hand) and its guest. */
export interface BookingParties {
  booking: BookingRow;
  /** The host who asked, with their time zone; null when the booking was not made from a request. */
  host: { email: string; name: string; timeZone: string; showUrl: string } | null;
  /** The guest (the client), with their time zone (null while it is not set: see `guestReadingZone`). */
  guest: { name: string; timeZone: string | null };
}

/** A booking as its mails tell it: the guest, the show, the time and the recording. */
export const bookingFactsOf = ({ booking, guest }: BookingParties): BookingFacts => ({
  guestName: guest.name,
  showName: booking.showName,
  scheduledFor: booking.scheduledFor,
  recordingLink: booking.recordingLink,
  recordingMinutes: booking.recordingMinutes,
});

/**
 * Selects the id and `columns` of one booking joined with its guest (clients) and, when it was made
 * from one, its request (null columns otherwise).
 */
export function selectBookingParties<T extends SelectedFields>(db: DbOrTx, columns: T, bookingId: number) {
  return db
    .select({ id: bookings.id, ...columns })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
    .where(eq(bookings.id, bookingId));
}

/** The parties of one booking, or undefined when it does not exist. */
export async function partiesOf(db: DbOrTx, bookingId: number): Promise<BookingParties | undefined> {
  const [row] = await selectBookingParties(
    db,
    {
      booking: bookings,
      hostEmail: bookingRequests.hostEmail,
      hostName: bookingRequests.hostName,
      hostTimeZone: bookingRequests.timeZone,
      showUrl: bookingRequests.showUrl,
      guestName: clients.name,
      guestTimeZone: clients.timeZone,
    },
    bookingId,
  );
  if (!row) return undefined;
  const host =
    row.hostEmail === null ? null : { email: row.hostEmail, name: row.hostName ?? '', timeZone: row.hostTimeZone ?? 'UTC', showUrl: row.showUrl ?? '' };
  return { booking: row.booking, host, guest: { name: row.guestName, timeZone: row.guestTimeZone } };
}

/**
 * The zone the guest's side reads a booking's times in: the guest's own, or while it is not set the
 * host's (named, never a bare UTC), or UTC for a booking made by hand without either.
 */
export function guestReadingZone(parties: BookingParties): string {
  return parties.guest.timeZone ?? parties.host?.timeZone ?? 'UTC';
}

/**
 * The guest's people, who answer for the guest: the client's active guest accounts, or when it has
 * none the active team members who work with the client (their own client, or an assignment).
 */
export async function guestPeopleOf(db: DbOrTx, clientId: number): Promise<string[]> {
  const guests = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.active, true), eq(users.role, 'guest'), eq(users.clientId, clientId)))
    .orderBy(asc(users.email));
  if (guests.length > 0) return guests.map((row) => row.email);
  const team = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .leftJoin(clientTeamAssignments, and(eq(clientTeamAssignments.userId, users.id), eq(clientTeamAssignments.clientId, clientId)))
    .where(and(eq(users.active, true), eq(users.role, 'team'), or(eq(users.clientId, clientId), eq(clientTeamAssignments.clientId, clientId))))
    .orderBy(asc(users.email));
  return team.map((row) => row.email);
}
