/**
 * A short fingerprint of a link's token (FNV-1a, 32 bits, in hex): it tells two links' queries
 * apart, and a server-rendered page's state (which holds the query keys) never carries the token.
 */
function linkFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The booking desk's query keys. They live with the domain, not in lib/query-keys.ts, because only
 * its lazy pages use them: the app's entry (and so every visitor's first JS) never carries them.
 * Keys of a page reached through a secret link hold a fingerprint of its token, never the token.
 */
export const bookingKeys = {
  /** A host's own booking request, by their link. */
  hostRequest: (token: string) => ['booking-requests', 'host', linkFingerprint(token)] as const,
  /** A show waiting on a guest's approval, by their link. */
  approvalByLink: (token: string) => ['booking-requests', 'approval', linkFingerprint(token)] as const,
  /** The shows waiting on a client's approval, and its booking settings. */
  clientApprovals: (id: number) => ['clients', id, 'approvals'] as const,
  clientBookingSettings: (id: number) => ['clients', id, 'booking-settings'] as const,
  /** Whether a client has a calendar address, and since when. */
  clientCalendarFeed: (id: number) => ['clients', id, 'calendar-feed'] as const,
  /** A client's own calendar read for busy times: its hint and last read. */
  clientBusyCalendar: (id: number) => ['clients', id, 'busy-calendar'] as const,
  /** A show's record, for the agency (the podcast's dialog in the console). */
  showReliability: (podcastId: number) => ['podcasts', podcastId, 'reliability'] as const,
  /** A client's own record as a guest (its Bookings page). */
  clientReliability: (id: number) => ['clients', id, 'reliability'] as const,
  /** A client's requests from hosts on its Bookings page (its pages are `[...clientBookingRequests(id), stage]`): what the desk's answers refresh. */
  clientBookingRequests: (id: number) => ['clients', id, 'booking-requests'] as const,
  /** A pitch page, by its link. */
  pitchPage: (token: string) => ['pitches', 'page', linkFingerprint(token)] as const,
  /** What happened on a pitch's link (the agency's timeline). */
  pitchTimeline: (id: number) => ['pitches', id, 'events'] as const,
  /** The host's feedback form: no token in the key, so a server-rendered page's state never carries it. */
  feedbackForm: ['booking-feedback', 'form'] as const,
  /** The quote a host is asked to agree to: no token in the key, so a server-rendered page's state never carries it. */
  quoteConsent: ['booking-feedback', 'quote-consent'] as const,
  /** The hosts' feedback on a client's bookings (its Bookings page). */
  bookingFeedback: (clientId: number) => ['clients', clientId, 'booking-feedback'] as const,
  /** The agency's booking settings (the hold length). */
  bookingSettings: ['bookings', 'settings'] as const,
  /** The bookings waiting for their release past the follow-up days (the /admin card, the inbox's section); every booking write refreshes it. */
  releasesOverdue: ['bookings', 'releases-overdue'] as const,
  /** A client's promo kits (their page, and the "episode is out" notice). */
  promoKits: (clientId: number) => ['clients', clientId, 'promo-kits'] as const,
};
