import { route } from '../route';
import type { bookingSettings } from './holds';
import type { adminBookingRequestsPage, adminBookingRequestsQuery } from './requests';

/** The bookings domain's routes for the agency: its inbox of requests, and its booking settings. */
export const bookingsAdminRoutes = {
  /** A page of the confirmed requests, newest first. */
  requests: route<{ query: typeof adminBookingRequestsQuery; response: typeof adminBookingRequestsPage }>('GET', '/api/admin/booking-requests'),
  /** The agency's booking settings (the hold length). */
  bookingSettings: route<{ response: typeof bookingSettings }>('GET', '/api/admin/booking-settings'),
  /** Changes the agency's booking settings (admins and owners; audited). */
  saveBookingSettings: route<{ body: typeof bookingSettings; response: typeof bookingSettings }>('PUT', '/api/admin/booking-settings'),
};
