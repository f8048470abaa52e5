import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { TESTIMONIAL_MIN_RATING } from '@shared/ratings';
import type { DbOrTx } from '@server/db/client';
import { bookingFeedback, bookingLinks, bookingRequests, bookings, clients } from '@server/db/schema';
import { liveLink, selectLinkedBookings } from '../pipeline/live-link';

/** Removes a booking's quote links (its quote changed or was withdrawn: what the host was asked no longer stands). */
export async function deleteQuoteLinks(db: DbOrTx, bookingId: number): Promise<void> {
  await db.delete(bookingLinks).where(and(eq(bookingLinks.bookingId, bookingId), eq(bookingLinks.purpose, 'quote')));
}

/** Stores a booking's quote link (its hash only). */
export async function insertQuoteLink(db: DbOrTx, bookingId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(bookingLinks).values({ tokenHash, purpose: 'quote', bookingId, expiresAt });
}

/** Removes a quote link as it is used; false when it was already gone (used by another call, or replaced). */
export async function deleteQuoteLink(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(bookingLinks)
    .where(and(eq(bookingLinks.tokenHash, tokenHash), eq(bookingLinks.purpose, 'quote')))
    .returning({ hash: bookingLinks.tokenHash });
  return rows.length > 0;
}

/**
 * The quote a host's link asks them to agree to, while the link lives and the quote waits for
 * them: the booking, its client (and its slug), the guest, the show, the host's name and the quote; undefined
 * otherwise (unknown, expired, another purpose, already agreed, a quote withdrawn or rated too low).
 */
export async function findByQuoteToken(db: DbOrTx, tokenHash: string) {
  const rows = await selectLinkedBookings(db, {
    clientId: bookings.clientId,
    guestName: clients.name,
    slug: clients.slug,
    showName: bookings.showName,
    hostName: sql<string | null>`coalesce(${bookingRequests.hostName}, ${bookings.hostName})`,
    quote: sql<string>`${bookingFeedback.testimonialQuote}`,
  })
    .innerJoin(bookingFeedback, eq(bookingFeedback.bookingId, bookings.id))
    .leftJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
    .where(
      and(
        liveLink(tokenHash, 'quote'),
        isNotNull(bookingFeedback.testimonialQuote),
        isNull(bookingFeedback.testimonialAgreedAt),
        gte(bookingFeedback.rating, TESTIMONIAL_MIN_RATING),
      ),
    );
  return rows[0];
}

/** Marks the booking's quote agreed by its host, if it is still `quote` and not agreed yet; whether it was. */
export async function agreeToQuote(db: DbOrTx, bookingId: number, quote: string): Promise<boolean> {
  const rows = await db
    .update(bookingFeedback)
    .set({ testimonialAgreedAt: sql`now()` })
    .where(and(eq(bookingFeedback.bookingId, bookingId), eq(bookingFeedback.testimonialQuote, quote), isNull(bookingFeedback.testimonialAgreedAt)))
    .returning({ id: bookingFeedback.bookingId });
  return rows.length > 0;
}
