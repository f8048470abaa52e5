import { route } from '../route';
import type { adminPitchesPage, adminPitchesQuery, pitchCreateBody, pitchCreated, pitchIdParams, pitchRevoked, pitchTimeline } from './pitches';
import type { adminBookingRequestsPage, adminBookingRequestsQuery } from './requests';

/** The bookings domain's routes for the agency: its inbox of requests, and its pitch pages. */
export const bookingsAdminRoutes = {
  /** A page of the confirmed requests, newest first. */
  requests: route<{ query: typeof adminBookingRequestsQuery; response: typeof adminBookingRequestsPage }>('GET', '/api/admin/booking-requests'),
  /** A page of the pitch pages, newest first, with what happened on each link. */
  pitches: route<{ query: typeof adminPitchesQuery; response: typeof adminPitchesPage }>('GET', '/api/admin/pitches'),
  /** Makes a pitch page (201); its link is in this answer only. */
  createPitch: route<{ body: typeof pitchCreateBody; response: typeof pitchCreated }>('POST', '/api/admin/pitches'),
  /** A pitch's timeline: opens, profile reads, downloads and requests, newest first. */
  pitchTimeline: route<{ params: typeof pitchIdParams; response: typeof pitchTimeline }>('GET', '/api/admin/pitches/:id/events'),
  /** Revokes a pitch's link (idempotent). */
  revokePitch: route<{ params: typeof pitchIdParams; response: typeof pitchRevoked }>('POST', '/api/admin/pitches/:id/revoke'),
};
