import type { opaqueBody } from '../fields';
import { route } from '../route';
import type { bookingRequestBody, bookingRequestSent, hostRequestConfirmed, hostRequestView, hostTokenParams } from './requests';

/** The bookings domain's routes a visitor calls: a host's request for a guest, and the host's own link. */
export const bookingsRoutes = {
  /** A host asks for a guest (202; nothing reaches the agency until the host confirms by email). */
  requestGuest: route<{ body: typeof bookingRequestBody; response: typeof bookingRequestSent }>('POST', '/api/booking-requests'),
  /** The host's request, through their link. */
  hostRequest: route<{ params: typeof hostTokenParams; response: typeof hostRequestView }>('GET', '/api/requests/:token'),
  /** The host confirms their email, and the request reaches the agency. */
  confirmRequest: route<{ params: typeof hostTokenParams; response: typeof hostRequestConfirmed }>('POST', '/api/requests/:token/confirm'),
  /** The host's calendar invitation of a confirmed booking, in their time zone (text/calendar). */
  hostCalendar: route<{ params: typeof hostTokenParams; response: typeof opaqueBody }>('GET', '/api/requests/:token/calendar.ics'),
};
