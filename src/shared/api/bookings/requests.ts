import { z } from 'zod';
import { adminListPage, adminListQuery } from '../admin-lists';
import { bodyId, EMAIL_MAX, emailField, httpUrl, paramId, proposedTimes, text } from '../fields';
import { CANCELLERS, HOLD_AWAITING, NO_SHOW_PARTIES, NO_SHOW_REPORTERS, NOTE_AUTHORS, NOTE_KINDS } from './pipeline';
import { BOOKING_STATUSES } from '../directory/profile-records';
import { pitchOrigin } from './pitches';

/** The bounds of a booking request: its fields' lengths, how many times it proposes, and the limits on sending. */
export const BOOKING_REQUEST_LIMITS = {
  nameMax: 120,
  emailMax: EMAIL_MAX,
  showNameMax: 200,
  topicMax: 300,
  messageMax: 4000,
  audienceMax: 1_000_000_000,
  slotsMin: 2,
  slotsMax: 5,
  /** A second request for the same guest and show within these days joins the first while that one still waits on the agency's answer. */
  duplicateWindowDays: 30,
  /** Requests one mailbox may be sent in a day (beyond, a 429); `victim+1@…` and, at Gmail, `vic.tim@…` count as `victim@…`. */
  perEmailPerDay: 5,
  /** Mails the public forms (a request, a lost link) may cause from one client address in a minute, and in a day (beyond, a 429). */
  mailsPerAddressPerMinute: 5,
  mailsPerAddressPerDay: 20,
  /** How long the host's link lives while the request is unconfirmed. */
  unconfirmedLinkDays: 7,
} as const;

/** How the recording is made. */
export const RECORDING_FORMATS = ['audio', 'video'] as const;
/** Where the recording is made. */
export const RECORDING_SETTINGS = ['remote', 'in-person'] as const;
/**
 * Where a request stands: sent but its email not yet confirmed by the host (the agency does not
 * see it), then requested (in the agency's inbox), or joined: confirmed while the show's earlier
 * request was already with the agency, its message added to that one's thread.
 */
export const BOOKING_REQUEST_STATES = ['unconfirmed', 'requested', 'joined'] as const;

/** What the host reads once a request is sent (the same whether it was new, joined an earlier one or was dropped as spam). */
export const BOOKING_REQUEST_SENT = 'Thanks! We sent you an email: confirm your request there, and the agency will get it.';
/** What the host's page says of a link that is unknown, expired or closed. */
export const HOST_LINK_INVALID = 'This link is invalid or has expired. Send a new request from the guest’s profile.';
/** What the host reads once the request is confirmed. */
export const BOOKING_REQUEST_CONFIRMED = 'Your request is confirmed. The agency will answer you by email.';
/** What the host's page says once the agency has answered their last line (the request waiting on them, with no times to pick). */
export const BOOKING_REQUEST_ANSWERED = 'The agency has answered you: read its message below, and reply there.';
/** The heading of a host's page once the agency or the guest declined the request. */
export const HOST_REQUEST_DECLINED = 'This request was declined';
/** The heading of a host's page once they withdrew the request. */
export const HOST_REQUEST_WITHDRAWN = 'You withdrew this request';
/** The heading of a host's link once the agency cancelled the booking. */
export const HOST_REQUEST_CANCELLED = 'This booking was cancelled';
/** The heading of a host's link once the hold ran out before it was confirmed. */
export const HOST_REQUEST_EXPIRED = 'This hold ran out';
/** What a host reads once their confirmed request joined the one their show had already sent (its thread has their message). */
export const BOOKING_REQUEST_JOINED =
  'Your request is confirmed. Your show had already asked for this guest, so your message joined that request: the agency has it, and will write to you if it needs you.';

/** A time zone the browser and the server both know (IANA name, such as Europe/Paris). */
export function timeZone() {
  return text()
    .min(1, 'Choose your time zone')
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Choose your time zone from the list');
}

/**
 * POST /api/booking-requests body: a host asks for a guest. `slots` are the proposed start times
 * (2 to 5, each once, in the future), as instants; `timeZone` is the host's, in which they were
 * picked and will be shown back. `website` is a honeypot: people never see it, so a filled one is a bot.
 * `pitch` is the token of the pitch page it came from.
 */
export const bookingRequestBody = z.object({
  clientId: bodyId('Choose a guest'),
  hostName: text().trim().min(1, 'Please enter your name').max(BOOKING_REQUEST_LIMITS.nameMax),
  hostEmail: emailField('Please enter your email'),
  showName: text().trim().min(1, 'Please enter the show’s name').max(BOOKING_REQUEST_LIMITS.showNameMax),
  showUrl: httpUrl(),
  /** Self-reported by the host; optional. */
  audienceSize: z
    .number('Enter the audience as a number')
    .int('Enter the audience as a whole number')
    .min(1, 'Enter the audience as a whole number above 0')
    .max(BOOKING_REQUEST_LIMITS.audienceMax, `Enter an audience of at most ${BOOKING_REQUEST_LIMITS.audienceMax.toLocaleString('en-US')}`)
    .nullable()
    .default(null),
  topic: text().trim().min(1, 'Pick a talking point or write a topic').max(BOOKING_REQUEST_LIMITS.topicMax),
  slots: proposedTimes(
    { count: BOOKING_REQUEST_LIMITS.slotsMin, message: `Propose at least ${BOOKING_REQUEST_LIMITS.slotsMin} times` },
    { count: BOOKING_REQUEST_LIMITS.slotsMax, message: `Propose at most ${BOOKING_REQUEST_LIMITS.slotsMax} times` },
  ),
  timeZone: timeZone(),
  format: z.enum(RECORDING_FORMATS, { error: 'Choose audio or video' }),
  setting: z.enum(RECORDING_SETTINGS, { error: 'Choose remote or in person' }),
  message: text().trim().max(BOOKING_REQUEST_LIMITS.messageMax).default(''),
  website: text().max(200).default(''),
  /** The token of the pitch page the request was sent from, if any (a token that opens no live pitch offering this guest is ignored). */
  pitch: text().max(128).optional(),
});
export type BookingRequestBody = z.input<typeof bookingRequestBody>;

/** The answer to a sent request (202). */
export const bookingRequestSent = z.object({ message: z.string() });

/** How many times a day one mailbox may ask for its hosts' links again (beyond, a 429). */
export const RESEND_LINKS_PER_EMAIL_PER_DAY = 3;
/** What a host reads after asking for their links again: the same words whether or not the email has requests. */
export const HOST_LINKS_RESENT = 'If we have requests from this address, we just sent their links.';

/** POST /api/booking-requests/resend body: the email a host sent their requests from. */
export const resendLinksBody = z.object({
  email: emailField('Please enter your email'),
});

/** The host's link: /requests/{token}. */
export const hostTokenParams = z.object({ token: text().min(16, HOST_LINK_INVALID).max(128, HOST_LINK_INVALID) });

/**
 * A line of a request's thread: a later request that joined it, the agency's questions, proposals
 * (with their times), decline and updates, and the host's replies and picks.
 */
const bookingRequestNote = z.object({
  author: z.enum(NOTE_AUTHORS),
  kind: z.enum(NOTE_KINDS),
  body: z.string(),
  slots: z.array(z.string()).nullable(),
  createdAt: z.string(),
});
export type BookingRequestNote = z.infer<typeof bookingRequestNote>;

/** Of `of` past bookings, how many someone missed. */
const noShowCount = z.object({ missed: z.number(), of: z.number() });

/** Whether each side reconfirmed a recording it was asked about. */
export const reconfirmation = z.object({ host: z.boolean(), guest: z.boolean() });

/** A new time one side proposed for a confirmed recording, waiting on the other side's answer. */
export const rescheduleProposal = z.object({ slot: z.string(), by: z.enum(CANCELLERS) });

/** Where a request's booking stands, as both sides see it: its stage, the time held or confirmed, the hold's clock, the recording link. */
const bookingProgress = z.object({
  status: z.enum(BOOKING_STATUSES),
  slot: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  holdAwaiting: z.enum(HOLD_AWAITING).nullable(),
  recordingLink: z.string().nullable(),
  /** How long the recording is planned for, in minutes. */
  recordingMinutes: z.number(),
  declineReason: z.string().nullable(),
  /** Who did not show up for the recording, who said so and when; null while nobody has. */
  noShow: z.object({ who: z.enum(NO_SHOW_PARTIES), by: z.enum(NO_SHOW_REPORTERS), at: z.string() }).nullable(),
  /**
   * While the held time carries more than one hold: this hold's place in line (1 is the first),
   * how many holds the time carries, and the deadline the first hold's host was given to confirm
   * or release once the agency challenged it (null before).
   */
  line: z.object({ place: z.number(), holds: z.number(), challengeDueAt: z.string().nullable() }).nullable(),
  /** Once both sides were asked to reconfirm the recording (a few days before it): whether the host and the guest's side have; null before. */
  reconfirmation: reconfirmation.nullable(),
  /** A new time proposed and not yet answered; null when none. */
  reschedule: rescheduleProposal.nullable(),
});
export type BookingProgress = z.infer<typeof bookingProgress>;

/** What the host sees of their own request through their link. */
export const hostRequestView = z.object({
  status: z.enum(BOOKING_REQUEST_STATES),
  guest: z.object({ name: z.string(), slug: z.string() }),
  hostName: z.string(),
  showName: z.string(),
  showUrl: z.string(),
  audienceSize: z.number().nullable(),
  topic: z.string(),
  slots: z.array(z.string()),
  timeZone: z.string(),
  format: z.enum(RECORDING_FORMATS),
  setting: z.enum(RECORDING_SETTINGS),
  message: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  notes: z.array(bookingRequestNote),
  /** The booking once the host confirmed the request; null before. */
  booking: bookingProgress.nullable(),
  /** The times the agency last proposed, still ahead, while the request waits on an answer. */
  proposals: z.array(z.string()),
  /** This host proved they own the show's feed (their tag was found in it): "Verified show". */
  showVerified: z.boolean(),
  /** The host may ask for a tag proving the show's feed is theirs (the request is confirmed and its booking has the show's feed). */
  canProveShow: z.boolean(),
  /** Once the booking is confirmed: the exact `<podcast:person role="guest" …>` line crediting the guest, for the host to add to the episode; null before. */
  personTag: z.string().nullable(),
});
export type HostRequestView = z.infer<typeof hostRequestView>;

/**
 * What a host's link shows once the request was declined (by the agency or the guest), withdrawn
 * by the host, its booking cancelled by the agency, or its hold ran out: only that, the show, and
 * the guest to ask again. The request's details and thread close with it, and no action is open.
 */
const hostRequestClosed = z.object({
  closed: z.enum(['declined', 'withdrawn', 'cancelled', 'expired']),
  guest: z.object({ name: z.string(), slug: z.string() }),
  showName: z.string(),
  /** Why it was declined, as the host was mailed it; null once withdrawn. */
  declineReason: z.string().nullable(),
  /** Who cancelled a confirmed booking, and why (null: the agency moved it by hand, or it was not cancelled). */
  cancelled: z.object({ by: z.enum(CANCELLERS), reason: z.string() }).nullable(),
});
export type HostRequestClosed = z.infer<typeof hostRequestClosed>;

/** GET /api/requests/:token answer: the host's request while it lives, or what closed it. */
export const hostRequestAnswer = z.union([hostRequestView, hostRequestClosed]);
export type HostRequestAnswer = z.infer<typeof hostRequestAnswer>;

/** The answer to a confirmation: the request as the host now sees it, and what to tell them. */
export const hostRequestConfirmed = z.object({ message: z.string(), request: hostRequestView });

/** The inbox's stage filter: the open requests (requested or held, the default), every request, or one stage. */
const INBOX_STAGES = ['open', 'all', ...BOOKING_STATUSES] as const;
export type InboxStage = (typeof INBOX_STAGES)[number];

/** GET /api/admin/booking-requests query: the agency's inbox, newest first, by stage and guest if asked. */
export const adminBookingRequestsQuery = adminListQuery(['createdAt'] as const, 'createdAt', {
  clientId: paramId().optional(),
  stage: z.enum(INBOX_STAGES, { error: 'Choose a stage' }).default('open'),
});

/** A booking on the guest's calendar: a hold or a confirmed recording, with its time. */
const calendarEntry = z.object({
  bookingId: z.number(),
  showName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  slot: z.string().nullable(),
  /** How long the recording is planned for, in minutes. */
  recordingMinutes: z.number(),
  holdExpiresAt: z.string().nullable(),
  /** A hold in line behind another: the first hold's booking (it keeps no time of its own until it moves up). */
  inLineBehind: z.number().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntry>;

/** A request in the agency's inbox: the show's details, the host's history with the agency, and how many requests joined it. */
export const adminBookingRequest = hostRequestView.omit({ guest: true, status: true, canProveShow: true, personTag: true }).extend({
  id: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  clientSlug: z.string(),
  status: z.enum(BOOKING_REQUEST_STATES),
  hostEmail: z.string(),
  /** The host's other confirmed requests, for any guest. */
  hostHistory: z.number(),
  /** The guest asks to approve each show before the host hears yes. */
  approvesEachShow: z.boolean(),
  /** The guest's own time zone; null when nobody has set it (their times then read in UTC). */
  guestTimeZone: z.string().nullable(),
  /** The guest's other holds and confirmed recordings ahead, soonest first. */
  guestCalendar: z.array(calendarEntry),
  /** The host's and the agency's open times that the guest's own calendar marks busy: never offered to the host. */
  busySlots: z.array(z.string()),
  /** The agency's pitch page the host sent it from; null when sent from the guest's profile. */
  fromPitch: pitchOrigin.nullable(),
  /**
   * No-shows among the past confirmed and recorded bookings of the guest and of the show: how many
   * the guest and the show's host missed, each of how many.
   */
  noShows: z.object({ guest: noShowCount, show: noShowCount }),
  /** The show's record in one line ("Released 9 of 10 interviews, median 23 days", or "not enough bookings yet"). */
  showRecord: z.string(),
  /** The show whose hold is first on the time this request's hold is in line for (null unless in line). */
  firstHold: z.object({ showName: z.string(), bookingId: z.number() }).nullable(),
});
export type AdminBookingRequest = z.infer<typeof adminBookingRequest>;
export const adminBookingRequestsPage = adminListPage(adminBookingRequest);
