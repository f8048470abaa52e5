import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { callOrNull } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';

/** The quote a host is asked to agree to through their link (null: the link is unknown, used or expired); the page and the server render share it. */
export const quoteConsentQuery = (token: string) => ({
  queryKey: bookingKeys.quoteConsent,
  queryFn: () => callOrNull(bookingsRoutes.quoteConsent, { params: { token } }),
});
