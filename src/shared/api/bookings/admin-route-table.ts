import { route } from '../route';
import type { adminBookingRequestsPage, adminBookingRequestsQuery } from './requests';

/** The bookings domain's routes for the agency: its inbox of requests. */
export const bookingsAdminRoutes = {
  /** A page of the confirmed requests, newest first. */
  requests: route<{ query: typeof adminBookingRequestsQuery; response: typeof adminBookingRequestsPage }>('GET', '/api/admin/booking-requests'),
};
