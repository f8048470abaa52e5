import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { callOrNull } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';

/**
 * The query of a pitch page by its token: null when the link is unknown, expired or revoked. Each
 * read records an open, so the page never refetches it on its own (the server's render is the read).
 */
export function pitchPageQuery(token: string) {
  return {
    queryKey: bookingKeys.pitchPage(token),
    queryFn: () => callOrNull(bookingsRoutes.pitchPage, { params: { token } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}
