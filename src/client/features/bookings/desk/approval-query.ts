import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { callOrNull } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';

/** A show waiting on the guest's approval through their link (null for a link unknown, used or run out): the page's query, and the server's prefetch of it. */
export const approvalQuery = (token: string) => ({
  queryKey: bookingKeys.approvalByLink(token),
  queryFn: () => callOrNull(bookingsRoutes.approval, { params: { token } }),
  retry: false,
});
