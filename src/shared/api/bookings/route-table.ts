import type { z } from 'zod';
import type { ownershipTag } from '../directory/appearances/feeds';
import type { idParams } from '../fields';
import type { opaqueBody } from '../fields';
import { route } from '../route';
import { recordRoutes } from '../directory/route-table';
import type { booking, bookingBody, bookingEdit, bookingList } from './booking-records';
import type {
  approvalTokenParams,
  approvalView,
  cancelBody,
  clientBookingSettings,
  clientBookingSettingsEdit,
  declineBody,
  guestActionAnswer,
  hostActionAnswer,
  messageBody,
  pickSlotBody,
  rescheduleAnswerBody,
  rescheduleBody,
  withdrawBody,
} from './desk';
import type { busyCalendarBody, busyCalendarState } from './busy-times';
import type { calendarFeedMade, calendarFeedState, calendarFeedTokenParams } from './calendar-feed';
import type { bookingFeedback, bookingFeedbackList, feedbackBody, feedbackForm, feedbackSent, feedbackTokenParams, testimonialBody } from './feedback';
import type { quoteAgreed, quoteConsentView, quoteTokenParams } from './quote-consent';
import type { promoCardParams, promoKitParams, promoKit, promoKitList, promoKitsSeen } from './promo-kits';
import type { overdueReleaseList } from './releases';
import type { guestReliability } from './reliability';
import type { pitchLinkParams, pitchPage, pitchTokenParams } from './pitches';
import type { bookingRequestBody, bookingRequestSent, hostRequestAnswer, hostRequestConfirmed, hostTokenParams, resendLinksBody } from './requests';

/**
 * The bookings domain's routes a visitor or a guest's side calls: a host's request for a guest,
 * the host's own link and its answers, a guest's approvals, a pitch page with its tracked links,
 * the host's feedback after the episode, and the guest's testimonials with their host's yes.
 */
export const bookingsRoutes = {
  /** A guest's bookings as records of their profile: the list, create (201), edit and delete (204). */
  records: recordRoutes<{ list: typeof bookingList; body: typeof bookingBody; edit: typeof bookingEdit; item: typeof booking }>('bookings'),
  /** A host asks for a guest (202; nothing reaches the agency until the host confirms by email; limited per mailbox and client address, 429). */
  requestGuest: route<{ body: typeof bookingRequestBody; response: typeof bookingRequestSent }>('POST', '/api/booking-requests'),
  /** A host who lost their links gets those of their live requests mailed again (202 at once, the same words whatever happened; the mail follows). */
  resendHostLinks: route<{ body: typeof resendLinksBody; response: typeof bookingRequestSent }>('POST', '/api/booking-requests/resend'),
  /** The host's request, through their link; once declined or withdrawn, only that. */
  hostRequest: route<{ params: typeof hostTokenParams; response: typeof hostRequestAnswer }>('GET', '/api/requests/:token'),
  /** The host confirms their email, and the request reaches the agency. */
  confirmRequest: route<{ params: typeof hostTokenParams; response: typeof hostRequestConfirmed }>('POST', '/api/requests/:token/confirm'),
  /** A confirmed request's host gets a new tag to paste into their show's feed, proving it is theirs (shown this once). */
  hostOwnershipTag: route<{ params: typeof hostTokenParams; response: typeof ownershipTag }>('POST', '/api/requests/:token/ownership-tag'),
  /** The host writes to the agency in the request's thread (the agency is mailed a few minutes later, the thread's replies together). */
  hostReply: route<{ params: typeof hostTokenParams; body: typeof messageBody; response: typeof hostActionAnswer }>('POST', '/api/requests/:token/reply'),
  /** The host picks one of the agency's proposed times. */
  hostPick: route<{ params: typeof hostTokenParams; body: typeof pickSlotBody; response: typeof hostActionAnswer }>('POST', '/api/requests/:token/pick'),
  /** The host confirms the time held for them. */
  confirmHold: route<{ params: typeof hostTokenParams; response: typeof hostActionAnswer }>('POST', '/api/requests/:token/confirm-hold'),
  /** The host cancels a confirmed recording still ahead, with a reason. */
  hostCancel: route<{ params: typeof hostTokenParams; body: typeof cancelBody; response: typeof guestActionAnswer }>('POST', '/api/requests/:token/cancel'),
  /** The host proposes a new time for a confirmed recording. */
  hostReschedule: route<{ params: typeof hostTokenParams; body: typeof rescheduleBody; response: typeof hostActionAnswer }>(
    'POST',
    '/api/requests/:token/reschedule',
  ),
  /** The host accepts a new time the guest's side or the agency proposed, or keeps the current one. */
  hostAnswerReschedule: route<{ params: typeof hostTokenParams; body: typeof rescheduleAnswerBody; response: typeof hostActionAnswer }>(
    'POST',
    '/api/requests/:token/reschedule-answer',
  ),
  /** The host reconfirms a recording they were asked to (a few days before it). */
  hostReconfirm: route<{ params: typeof hostTokenParams; response: typeof hostActionAnswer }>('POST', '/api/requests/:token/reconfirm'),
  /** The host says the guest did not show up for the recording. */
  hostNoShow: route<{ params: typeof hostTokenParams; response: typeof hostActionAnswer }>('POST', '/api/requests/:token/no-show'),
  /** The host withdraws their request or hold. */
  hostWithdraw: route<{ params: typeof hostTokenParams; body: typeof withdrawBody; response: typeof guestActionAnswer }>(
    'POST',
    '/api/requests/:token/withdraw',
  ),
  /** A show waiting on the guest's approval, through the mailed link. */
  approval: route<{ params: typeof approvalTokenParams; response: typeof approvalView }>('GET', '/api/approvals/:token'),
  /** The guest approves the show through the mailed link. */
  approveByLink: route<{ params: typeof approvalTokenParams; response: typeof guestActionAnswer }>('POST', '/api/approvals/:token/approve'),
  /** The guest declines the show through the mailed link. */
  declineByLink: route<{ params: typeof approvalTokenParams; body: typeof declineBody; response: typeof guestActionAnswer }>(
    'POST',
    '/api/approvals/:token/decline',
  ),
  /** The shows waiting on a client's approval (their Bookings page). */
  approvals: route<{ params: typeof idParams; response: z.ZodArray<typeof approvalView> }>('GET', '/api/clients/:id/approvals'),
  /** The guest's side approves a held show. */
  approveBooking: route<{ params: typeof idParams; response: typeof guestActionAnswer }>('POST', '/api/bookings/:id/approve'),
  /** The guest's side cancels a confirmed recording still ahead, with a reason (whoever may manage the client). */
  cancelBooking: route<{ params: typeof idParams; body: typeof cancelBody; response: typeof guestActionAnswer }>('POST', '/api/bookings/:id/cancel'),
  /** The guest's side proposes a new time for a confirmed recording (whoever may manage the client). */
  rescheduleBooking: route<{ params: typeof idParams; body: typeof rescheduleBody; response: typeof guestActionAnswer }>(
    'POST',
    '/api/bookings/:id/reschedule',
  ),
  /** The guest's side accepts a new time the host proposed, or keeps the current one. */
  answerBookingReschedule: route<{ params: typeof idParams; body: typeof rescheduleAnswerBody; response: typeof guestActionAnswer }>(
    'POST',
    '/api/bookings/:id/reschedule-answer',
  ),
  /** The guest's side reconfirms a recording it was asked to (whoever may manage the client). */
  reconfirmBooking: route<{ params: typeof idParams; response: typeof guestActionAnswer }>('POST', '/api/bookings/:id/reconfirm'),
  /** The guest's side declines a held show. */
  declineBooking: route<{ params: typeof idParams; body: typeof declineBody; response: typeof guestActionAnswer }>('POST', '/api/bookings/:id/decline'),
  /** A client's booking settings. */
  clientSettings: route<{ params: typeof idParams; response: typeof clientBookingSettings }>('GET', '/api/clients/:id/booking-settings'),
  /** Changes a client's booking settings. */
  changeClientSettings: route<{ params: typeof idParams; body: typeof clientBookingSettingsEdit; response: typeof clientBookingSettings }>(
    'PATCH',
    '/api/clients/:id/booking-settings',
  ),
  /** The host's calendar invitation of a confirmed booking, in their time zone (text/calendar). */
  hostCalendar: route<{ params: typeof hostTokenParams; response: typeof opaqueBody }>('GET', '/api/requests/:token/calendar.ics'),
  /** Whether a client has a calendar subscription address, and since when. */
  calendarFeed: route<{ params: typeof idParams; response: typeof calendarFeedState }>('GET', '/api/clients/:id/calendar-feed'),
  /** Makes a client's calendar subscription address, or a new one in place of the old (shown this once). */
  renewCalendarFeed: route<{ params: typeof idParams; response: typeof calendarFeedMade }>('POST', '/api/clients/:id/calendar-feed'),
  /** Stops a client's calendar subscription address. */
  stopCalendarFeed: route<{ params: typeof idParams; response: typeof calendarFeedState }>('DELETE', '/api/clients/:id/calendar-feed'),
  /** The guest's own calendar read for busy times: its address as a hint and how its last read went. */
  busyCalendar: route<{ params: typeof idParams; response: typeof busyCalendarState }>('GET', '/api/clients/:id/busy-calendar'),
  /** Gives the guest's own calendar's private address (read at once; refused when it can't be read). */
  saveBusyCalendar: route<{ params: typeof idParams; body: typeof busyCalendarBody; response: typeof busyCalendarState }>(
    'PUT',
    '/api/clients/:id/busy-calendar',
  ),
  /** Reads the guest's own calendar again now. */
  readBusyCalendar: route<{ params: typeof idParams; response: typeof busyCalendarState }>('POST', '/api/clients/:id/busy-calendar/read'),
  /** Forgets the guest's own calendar and its busy times. */
  removeBusyCalendar: route<{ params: typeof idParams; response: typeof busyCalendarState }>('DELETE', '/api/clients/:id/busy-calendar'),
  /** The guest's holds and bookings as a subscribed calendar (text/calendar), through its private address. */
  guestCalendar: route<{ params: typeof calendarFeedTokenParams; response: typeof opaqueBody }>('GET', '/api/calendar-feeds/:token/calendar.ics'),
  /** A pitch page's data (its open is recorded). */
  pitchPage: route<{ params: typeof pitchTokenParams; response: typeof pitchPage }>('GET', '/api/pitches/:token'),
  /** A tracked link of a guest on a pitch page: records the profile read, PDF or portrait download, then redirects (302) to it. */
  pitchLink: route<{ params: typeof pitchLinkParams; response: typeof opaqueBody }>('GET', '/api/pitches/:token/guests/:clientId/:kind'),
  /** The host's feedback form, through the link mailed when the booking was published. */
  feedbackForm: route<{ params: typeof feedbackTokenParams; response: typeof feedbackForm }>('GET', '/api/feedback/:token'),
  /** The host rates the guest and says how it went (once). */
  sendFeedback: route<{ params: typeof feedbackTokenParams; body: typeof feedbackBody; response: typeof feedbackSent }>('POST', '/api/feedback/:token'),
  /** The hosts' feedback on a client's bookings, for whoever may manage the client (private). */
  clientFeedback: route<{ params: typeof idParams; response: typeof bookingFeedbackList }>('GET', '/api/clients/:id/booking-feedback'),
  /** The guest's side chooses words of a booking's feedback for the profile; its host is asked to agree first. */
  approveTestimonial: route<{ params: typeof idParams; body: typeof testimonialBody; response: typeof bookingFeedback }>(
    'PUT',
    '/api/bookings/:id/testimonial',
  ),
  /** Takes a booking's testimonial off the profile. */
  withdrawTestimonial: route<{ params: typeof idParams; response: typeof bookingFeedback }>('DELETE', '/api/bookings/:id/testimonial'),
  /** The quote a host is asked to agree to, through the link mailed to them (reading it agrees to nothing). */
  quoteConsent: route<{ params: typeof quoteTokenParams; response: typeof quoteConsentView }>('GET', '/api/quote-consent/:token'),
  /** The host agrees to be quoted: the quote shows on the guest's profile with their name and show (once). */
  agreeToQuote: route<{ params: typeof quoteTokenParams; response: typeof quoteAgreed }>('POST', '/api/quote-consent/:token'),
  /** The bookings waiting for their release past the follow-up days: every client's for admins and owners, the own client's for its guest and team. */
  releasesOverdue: route<{ response: typeof overdueReleaseList }>('GET', '/api/bookings/releases-overdue'),
  /** A client's promo kits, newest first, and the verified appearances without one. */
  promoKits: route<{ params: typeof idParams; response: typeof promoKitList }>('GET', '/api/clients/:id/promo-kits'),
  /** Makes the promo kit of a verified appearance (201), for who may manage its client. */
  makePromoKit: route<{ params: typeof promoKitParams; response: typeof promoKit }>('POST', '/api/promo-kits/:episodeId'),
  /** Marks the client's kits seen (the page was opened): the "episode is out" notice goes; the guest's own people's first use of each is noted. */
  markPromoKitsSeen: route<{ params: typeof idParams; response: typeof promoKitsSeen }>('POST', '/api/clients/:id/promo-kits/seen'),
  /** Downloads a card of a kit (image, as an attachment). */
  promoCard: route<{ params: typeof promoCardParams; response: typeof opaqueBody }>('GET', '/api/promo-kits/:episodeId/:card'),
  /** A guest's own record from their bookings (no-shows, reconfirmations, promo kits used), for whoever may manage the client. */
  guestReliability: route<{ params: typeof idParams; response: typeof guestReliability }>('GET', '/api/clients/:id/reliability'),
};
