import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { callOrNull } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';

/** The host's feedback form through their link (null: the link does not open one); the page and the server render share it. */
export const feedbackFormQuery = (token: string) => ({
  queryKey: bookingKeys.feedbackForm,
  queryFn: () => callOrNull(bookingsRoutes.feedbackForm, { params: { token } }),
});
