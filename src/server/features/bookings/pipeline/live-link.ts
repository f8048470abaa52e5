import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { BOOKING_LINK_PURPOSES } from '@shared/api/bookings/pipeline';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@server/db/client';
import { bookingLinks, bookings, clients } from '@server/db/schema';

/** The condition on a booking link: this hash, this purpose, and not run out (a link without an end lives until its booking closes). */
export function liveLink(tokenHash: string, purpose: (typeof BOOKING_LINK_PURPOSES)[number]): SQL | undefined {
  return and(
    eq(bookingLinks.tokenHash, tokenHash),
    eq(bookingLinks.purpose, purpose),
    or(isNull(bookingLinks.expiresAt), gt(bookingLinks.expiresAt, sql`now()`)),
  );
}

/** Selects the booking's id and `columns` of booking links joined with their bookings and the bookings' guests (clients); more joins may follow. */
export function selectLinkedBookings<T extends SelectedFields>(db: DbOrTx, columns: T) {
  return db
    .select({ bookingId: bookings.id, ...columns })
    .from(bookingLinks)
    .innerJoin(bookings, eq(bookings.id, bookingLinks.bookingId))
    .innerJoin(clients, eq(clients.id, bookings.clientId));
}
