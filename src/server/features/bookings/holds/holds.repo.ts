import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { bookings } from '@server/db/schema';
import type { BookingRow } from './booking-parties';

/**
 * Expires every hold whose time ran out, and every hold in line whose recording time came before
 * it moved up, in one statement: of nodes running it together each row is taken by one (the second
 * waits on the row and no longer finds it held). Who the hold waited on, the reminder and its place
 * in line are cleared; when it ran out is kept. The expired bookings.
 */
export function expireDue(db: DbOrTx): Promise<BookingRow[]> {
  const lineRanOut = and(isNotNull(bookings.queuedBehind), lte(bookings.scheduledFor, sql`now()`));
  return db
    .update(bookings)
    .set({ status: 'expired', holdAwaiting: null, holdRemindAt: null, queuedBehind: null, queuedAt: null, updatedAt: sql`now()` })
    .where(and(eq(bookings.status, 'held'), or(lte(bookings.holdExpiresAt, sql`now()`), lineRanOut)))
    .returning();
}

/** Claims the holds past half-time not yet reminded (once: the claim sets hold_reminded_at), still running. The claimed bookings. */
export function claimReminders(db: DbOrTx): Promise<BookingRow[]> {
  return db
    .update(bookings)
    .set({ holdRemindedAt: sql`now()` })
    .where(and(eq(bookings.status, 'held'), isNull(bookings.holdRemindedAt), lte(bookings.holdRemindAt, sql`now()`), sql`${bookings.holdExpiresAt} > now()`))
    .returning();
}
