import type { opaqueBody } from '../fields';
import { route } from '../route';
import type { pitchLinkParams, pitchPage, pitchTokenParams } from './pitches';
import type { bookingRequestBody, bookingRequestSent, hostRequestConfirmed, hostRequestView, hostTokenParams } from './requests';

/** The bookings domain's routes a visitor calls: a host's request for a guest, the host's own link, and a pitch page with its tracked links. */
export const bookingsRoutes = {
  /** A host asks for a guest (202; nothing reaches the agency until the host confirms by email). */
  requestGuest: route<{ body: typeof bookingRequestBody; response: typeof bookingRequestSent }>('POST', '/api/booking-requests'),
  /** The host's request, through their link. */
  hostRequest: route<{ params: typeof hostTokenParams; response: typeof hostRequestView }>('GET', '/api/requests/:token'),
  /** The host confirms their email, and the request reaches the agency. */
  confirmRequest: route<{ params: typeof hostTokenParams; response: typeof hostRequestConfirmed }>('POST', '/api/requests/:token/confirm'),
  /** A pitch page's data (its open is recorded). */
  pitchPage: route<{ params: typeof pitchTokenParams; response: typeof pitchPage }>('GET', '/api/pitches/:token'),
  /** A tracked link of a guest on a pitch page: records the profile read, PDF or portrait download, then redirects (302) to it. */
  pitchLink: route<{ params: typeof pitchLinkParams; response: typeof opaqueBody }>('GET', '/api/pitches/:token/guests/:clientId/:kind'),
};
