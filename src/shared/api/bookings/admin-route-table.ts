import { route } from '../route';
import type { idParams } from '../directory/clients/clients';
import type { acceptSlotBody, declineBody, messageBody, proposeSlotsBody } from './desk';
import type { adminBookingRequest, adminBookingRequestsPage, adminBookingRequestsQuery } from './requests';
import type { bookingSettings } from './holds';

/** The bookings domain's routes for the agency: its inbox of requests, and its booking settings. */
export const bookingsAdminRoutes = {
  /** A page of the confirmed requests, newest first. */
  requests: route<{ query: typeof adminBookingRequestsQuery; response: typeof adminBookingRequestsPage }>('GET', '/api/admin/booking-requests'),
  /** Holds one of the proposed times. */
  acceptSlot: route<{ params: typeof idParams; body: typeof acceptSlotBody; response: typeof adminBookingRequest }>('POST', '/api/admin/booking-requests/:id/accept'),
  /** Proposes other times to the host. */
  proposeSlots: route<{ params: typeof idParams; body: typeof proposeSlotsBody; response: typeof adminBookingRequest }>('POST', '/api/admin/booking-requests/:id/propose'),
  /** Asks the host a question. */
  askHost: route<{ params: typeof idParams; body: typeof messageBody; response: typeof adminBookingRequest }>('POST', '/api/admin/booking-requests/:id/ask'),
  /** Declines the request with a reason. */
  decline: route<{ params: typeof idParams; body: typeof declineBody; response: typeof adminBookingRequest }>('POST', '/api/admin/booking-requests/:id/decline'),
  /** The agency's booking settings (the hold length). */
  bookingSettings: route<{ response: typeof bookingSettings }>('GET', '/api/admin/booking-settings'),
  /** Changes the agency's booking settings (admins and owners; audited). */
  saveBookingSettings: route<{ body: typeof bookingSettings; response: typeof bookingSettings }>('PUT', '/api/admin/booking-settings'),
};
