import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { BOOKING_LINK_PURPOSES } from '../../../../shared/api/bookings/pipeline';
import { bookingLinks } from '../../../db/schema';

/** The condition on a booking link: this hash, this purpose, and not run out (a link without an end lives until its booking closes). */
export function liveLink(tokenHash: string, purpose: (typeof BOOKING_LINK_PURPOSES)[number]): SQL | undefined {
  return and(eq(bookingLinks.tokenHash, tokenHash), eq(bookingLinks.purpose, purpose), or(isNull(bookingLinks.expiresAt), gt(bookingLinks.expiresAt, sql`now()`)));
}
