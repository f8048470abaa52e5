/**
 * An appearance the matcher has just verified: the feed episode, the guest, the
 * appearance (episodes row) it made or confirmed, and the booking of this guest with this show it
 * belongs to, if any. Release detection (features/bookings/releases) publishes that booking.
 */
export interface VerifiedAppearance {
  matchId: number;
  feedEpisodeId: number;
  clientId: number;
  /** The appearance, as an episodes row. */
  episodeId: number;
  bookingId: number | null;
}
