import { route } from '../route';
import type { idParams } from '../fields';
import type {
  acceptSlotBody,
  cancelBody,
  declineBody,
  messageBody,
  noShowBody,
  proposeSlotsBody,
  recordingDetailsBody,
  rescheduleAnswerBody,
  rescheduleBody,
} from './desk';
import type { adminBookingRequest, adminBookingRequestsPage, adminBookingRequestsQuery } from './requests';
import type { bookingSettings } from './holds';
import type { followUpBody, followUpSent } from './releases';
import type { showReliability } from './reliability';
import type { adminPitchesPage, adminPitchesQuery, pitchCreateBody, pitchCreated, pitchIdParams, pitchRevoked, pitchTimeline } from './pitches';
import type { clientOptions, clientOptionsQuery } from '../directory/clients/client-options';

/** The bookings domain's routes for the agency: its inbox of requests and the desk's answers, its booking settings, its pitch pages, and the shows' records. */
export const bookingsAdminRoutes = {
  /** A page of the confirmed requests, newest first. */
  requests: route<{ query: typeof adminBookingRequestsQuery; response: typeof adminBookingRequestsPage }>('GET', '/api/admin/booking-requests'),
  /** Holds one of the proposed times. */
  acceptSlot: route<{ params: typeof idParams; body: typeof acceptSlotBody; response: typeof adminBookingRequest }>(
    'POST',
    '/api/admin/booking-requests/:id/accept',
  ),
  /** Proposes other times to the host. */
  proposeSlots: route<{ params: typeof idParams; body: typeof proposeSlotsBody; response: typeof adminBookingRequest }>(
    'POST',
    '/api/admin/booking-requests/:id/propose',
  ),
  /** Asks the host a question. */
  askHost: route<{ params: typeof idParams; body: typeof messageBody; response: typeof adminBookingRequest }>('POST', '/api/admin/booking-requests/:id/ask'),
  /** Sets or changes the recording link and planned length (until the booking is recorded); a confirmed booking's invitations are sent again. */
  setRecording: route<{ params: typeof idParams; body: typeof recordingDetailsBody; response: typeof adminBookingRequest }>(
    'PUT',
    '/api/admin/booking-requests/:id/recording',
  ),
  /** Declines the request with a reason. */
  decline: route<{ params: typeof idParams; body: typeof declineBody; response: typeof adminBookingRequest }>(
    'POST',
    '/api/admin/booking-requests/:id/decline',
  ),
  /** The agency notes who did not show up for a past recording, or takes the note back. */
  noteNoShow: route<{ params: typeof idParams; body: typeof noShowBody; response: typeof adminBookingRequest }>(
    'POST',
    '/api/admin/booking-requests/:id/no-show',
  ),
  /** Cancels a confirmed recording still ahead, with a reason the host and the guest's side read. */
  cancelBooking: route<{ params: typeof idParams; body: typeof cancelBody; response: typeof adminBookingRequest }>(
    'POST',
    '/api/admin/booking-requests/:id/cancel',
  ),
  /** Proposes a new time for a confirmed recording; its host is asked to accept it. */
  proposeReschedule: route<{ params: typeof idParams; body: typeof rescheduleBody; response: typeof adminBookingRequest }>(
    'POST',
    '/api/admin/booking-requests/:id/reschedule',
  ),
  /** Accepts a new time the host proposed (for the guest's side), or keeps the current one. */
  answerReschedule: route<{ params: typeof idParams; body: typeof rescheduleAnswerBody; response: typeof adminBookingRequest }>(
    'POST',
    '/api/admin/booking-requests/:id/reschedule-answer',
  ),
  /** Challenges the first hold on the time this request's hold is in line for: its host gets a deadline to confirm or release. */
  challengeFirstHold: route<{ params: typeof idParams; response: typeof adminBookingRequest }>('POST', '/api/admin/booking-requests/:id/challenge'),
  /** The agency's booking settings (the hold length, the challenge's deadline). */
  bookingSettings: route<{ response: typeof bookingSettings }>('GET', '/api/admin/booking-settings'),
  /** Changes the agency's booking settings (admins and owners; audited). */
  saveBookingSettings: route<{ body: typeof bookingSettings; response: typeof bookingSettings }>('PUT', '/api/admin/booking-settings'),
  /** A page of the pitch pages, newest first, with what happened on each link. */
  pitches: route<{ query: typeof adminPitchesQuery; response: typeof adminPitchesPage }>('GET', '/api/admin/pitches'),
  /** Makes a pitch page (201); its link is in this answer only. */
  createPitch: route<{ body: typeof pitchCreateBody; response: typeof pitchCreated }>('POST', '/api/admin/pitches'),
  /** The guests the pitch builder's picker offers for what was typed (or the one of `id`): a team member's own guests, every client for admins and owners. */
  pitchGuestOptions: route<{ query: typeof clientOptionsQuery; response: typeof clientOptions }>('GET', '/api/admin/pitches/guest-options'),
  /** A pitch's timeline: opens, profile reads, downloads and requests, newest first. */
  pitchTimeline: route<{ params: typeof pitchIdParams; response: typeof pitchTimeline }>('GET', '/api/admin/pitches/:id/events'),
  /** A new link for a live pitch (its link in this answer only): the old one stops working at once; the page and its timeline stay. */
  newPitchLink: route<{ params: typeof pitchIdParams; response: typeof pitchCreated }>('POST', '/api/admin/pitches/:id/new-link'),
  /** Revokes a pitch's link (idempotent). */
  revokePitch: route<{ params: typeof pitchIdParams; response: typeof pitchRevoked }>('POST', '/api/admin/pitches/:id/revoke'),
  /** Mails a booking's host the agency's follow-up on a release overdue (audited). */
  sendReleaseFollowUp: route<{ params: typeof idParams; body: typeof followUpBody; response: typeof followUpSent }>(
    'POST',
    '/api/admin/bookings/:id/release-follow-up',
  ),
  /** A podcast's record from its bookings: its one line and every figure, each with the bookings it rests on (a team member: a show their guests were booked on). */
  showReliability: route<{ params: typeof idParams; response: typeof showReliability }>('GET', '/api/admin/podcasts/:id/reliability'),
};
