import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { bookings } from '@server/db/schema';
import type { BookingRow } from '../holds/booking-parties';

/** The two reminders of a recording: a day before, and an hour before. */
export type ReminderKind = 'day' | 'hour';

/**
 * Claims the confirmed recordings due a reminder, in one statement: the day's once the time is a
 * day away or less (but more than an hour: the hour's then goes instead), the hour's once it is an
 * hour away or less, before it starts. The claim notes the time it was for, so of nodes running it
 * together each row is taken by one, and a booking moved to another time is reminded again.
 */
export function claimDue(db: DbOrTx, kind: ReminderKind): Promise<BookingRow[]> {
  const column = kind === 'day' ? bookings.remindedDayFor : bookings.remindedHourFor;
  const window =
    kind === 'day'
      ? and(lte(bookings.scheduledFor, sql`now() + interval '24 hours'`), gt(bookings.scheduledFor, sql`now() + interval '1 hour'`))
      : and(lte(bookings.scheduledFor, sql`now() + interval '1 hour'`), gt(bookings.scheduledFor, sql`now()`));
  return db
    .update(bookings)
    .set(kind === 'day' ? { remindedDayFor: sql`${bookings.scheduledFor}` } : { remindedHourFor: sql`${bookings.scheduledFor}` })
    .where(and(eq(bookings.status, 'confirmed'), window, sql`${column} IS DISTINCT FROM ${bookings.scheduledFor}`))
    .returning();
}
