import { and, eq, gt, isNotNull, lte, or, sql } from 'drizzle-orm';
import { RECONFIRM_FLAG_HOURS } from '@shared/api/bookings/pipeline';
import type { DbOrTx } from '@server/db/client';
import { bookings, clients } from '@server/db/schema';
import type { BookingRow } from '../holds/booking-parties';

/** A confirmed booking made from a request, whose recording is ahead. */
const confirmedAhead = and(eq(bookings.status, 'confirmed'), isNotNull(bookings.requestId), gt(bookings.scheduledFor, sql`now()`));

/**
 * Claims the confirmed recordings made from a request that are due their reconfirmation: `hours`
 * or less away, but more than RECONFIRM_FLAG_HOURS (a recording confirmed later is not asked), not
 * yet asked for this time. The claim notes the time it was for, so of nodes running it together
 * each row is taken by one, and a booking moved to another time is asked again.
 */
export function claimAsks(db: DbOrTx, hours: number): Promise<BookingRow[]> {
  return db
    .update(bookings)
    .set({ reconfirmAskedFor: sql`${bookings.scheduledFor}` })
    .where(
      and(
        confirmedAhead,
        lte(bookings.scheduledFor, sql`now() + make_interval(hours => ${hours})`),
        gt(bookings.scheduledFor, sql`now() + make_interval(hours => ${RECONFIRM_FLAG_HOURS})`),
        sql`${bookings.reconfirmAskedFor} IS DISTINCT FROM ${bookings.scheduledFor}`,
      ),
    )
    .returning();
}

/** Whether a side's reconfirmation (its column) is missing for the booking's current time. */
const missing = (column: typeof bookings.hostReconfirmedFor | typeof bookings.guestReconfirmedFor) => sql`${column} IS DISTINCT FROM ${bookings.scheduledFor}`;

/**
 * Claims the asked recordings a side has not reconfirmed, RECONFIRM_FLAG_HOURS or less away, not
 * yet flagged to the agency for this time (once across nodes, like `claimAsks`).
 */
export function claimFlags(db: DbOrTx): Promise<BookingRow[]> {
  return db
    .update(bookings)
    .set({ reconfirmFlaggedFor: sql`${bookings.scheduledFor}` })
    .where(
      and(
        confirmedAhead,
        lte(bookings.scheduledFor, sql`now() + make_interval(hours => ${RECONFIRM_FLAG_HOURS})`),
        sql`${bookings.reconfirmAskedFor} = ${bookings.scheduledFor}`,
        or(missing(bookings.hostReconfirmedFor), missing(bookings.guestReconfirmedFor)),
        sql`${bookings.reconfirmFlaggedFor} IS DISTINCT FROM ${bookings.scheduledFor}`,
      ),
    )
    .returning();
}

/** A client's slug (its Bookings page's address). */
export async function clientSlugOf(db: DbOrTx, clientId: number): Promise<string> {
  const [row] = await db.select({ slug: clients.slug }).from(clients).where(eq(clients.id, clientId));
  return row?.slug ?? '';
}
