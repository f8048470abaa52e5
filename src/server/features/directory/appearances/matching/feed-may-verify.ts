import type { BookingStatus } from '@shared/api/directory/profile-records';
import type { FeedTrust } from '@shared/api/directory/appearances/feeds';
import type { FeedBooking } from './matcher';

/** The stages of a booking the agency has taken up: past the host's request (a time held, proposed and picked, or settled). */
const TAKEN_UP: ReadonlySet<BookingStatus> = new Set(['held', 'confirmed', 'recorded', 'published']);

/**
 * Whether a feed of `trust` may verify the guest `clientId` at all (the matcher's rules decide
 * whether it does): a feed an admin added or trusted, any guest; a feed its host proved theirs,
 * only a guest the agency booked with that show (a booking with the feed past the request: owning
 * a feed proves who writes it, not that it tells the truth about the directory's guests); an
 * unreviewed feed, nobody: its matches are suggestions.
 */
export function feedMayVerify(trust: FeedTrust, clientId: number, bookingsOfFeed: readonly FeedBooking[]): boolean {
  if (trust === 'admin') return true;
  if (trust === 'unreviewed') return false;
  return bookingsOfFeed.some((booking) => booking.clientId === clientId && TAKEN_UP.has(booking.status));
}
