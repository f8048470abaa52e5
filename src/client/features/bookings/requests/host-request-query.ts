import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { callOrNull } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';

/** The host's request through their link (null for a link that is unknown, expired or closed): the page's query, and the server's prefetch of it. */
export const hostRequestQuery = (token: string) => ({
  queryKey: bookingKeys.hostRequest(token),
  queryFn: () => callOrNull(bookingsRoutes.hostRequest, { params: { token } }),
  retry: false,
});
