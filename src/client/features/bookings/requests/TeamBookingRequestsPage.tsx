import { AgencyOnly } from '../AgencyOnly';
import BookingRequestsPage from './BookingRequestsPage';

/**
 * /profile/{slug}/booking-requests, in the client panel: the inbox for a team member, who has no
 * console. The same page as the console's, over the requests of every guest they work with (their
 * own client and their assignments: the server narrows the list and the answers), whichever
 * profile's panel it opens in. Anyone outside the agency sees Page Not Found.
 */
export default function TeamBookingRequestsPage() {
  return (
    <AgencyOnly>
      <BookingRequestsPage />
    </AgencyOnly>
  );
}
