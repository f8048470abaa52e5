import type { idParams } from '../directory/clients/clients';
import { route } from '../route';
import type { bookingFeedback, bookingFeedbackList, feedbackBody, feedbackForm, feedbackSent, feedbackTokenParams, testimonialBody } from './feedback';
import type { bookingRequestBody, bookingRequestSent, hostRequestConfirmed, hostRequestView, hostTokenParams } from './requests';

/**
 * The bookings domain's routes a visitor or a guest's side calls: a host's request for a guest,
 * the host's own link, the host's feedback after the episode, and the guest's testimonials.
 */
export const bookingsRoutes = {
  /** A host asks for a guest (202; nothing reaches the agency until the host confirms by email). */
  requestGuest: route<{ body: typeof bookingRequestBody; response: typeof bookingRequestSent }>('POST', '/api/booking-requests'),
  /** The host's request, through their link. */
  hostRequest: route<{ params: typeof hostTokenParams; response: typeof hostRequestView }>('GET', '/api/requests/:token'),
  /** The host confirms their email, and the request reaches the agency. */
  confirmRequest: route<{ params: typeof hostTokenParams; response: typeof hostRequestConfirmed }>('POST', '/api/requests/:token/confirm'),
  /** The host's feedback form, through the link mailed when the booking was published. */
  feedbackForm: route<{ params: typeof feedbackTokenParams; response: typeof feedbackForm }>('GET', '/api/feedback/:token'),
  /** The host rates the guest and says how it went (once). */
  sendFeedback: route<{ params: typeof feedbackTokenParams; body: typeof feedbackBody; response: typeof feedbackSent }>('POST', '/api/feedback/:token'),
  /** The hosts' feedback on a client's bookings, for whoever may manage the client (private). */
  clientFeedback: route<{ params: typeof idParams; response: typeof bookingFeedbackList }>('GET', '/api/clients/:id/booking-feedback'),
  /** The guest's side shows words of a booking's feedback on the profile, with the show's name. */
  approveTestimonial: route<{ params: typeof idParams; body: typeof testimonialBody; response: typeof bookingFeedback }>('PUT', '/api/bookings/:id/testimonial'),
  /** Takes a booking's testimonial off the profile. */
  withdrawTestimonial: route<{ params: typeof idParams; response: typeof bookingFeedback }>('DELETE', '/api/bookings/:id/testimonial'),
};
