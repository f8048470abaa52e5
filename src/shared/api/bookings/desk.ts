import { z } from 'zod';
import { httpUrl, isoTimestamp, proposedTimes, text } from '../fields';
import { BOOKING_REQUEST_LIMITS, hostRequestView, timeZone } from './requests';
import { NO_SHOW_PARTIES } from './pipeline';

/** The bounds of the desk's messages: questions, replies, proposals' notes and reasons. */
export const DESK_LIMITS = { messageMax: 4000, reasonMax: 1000, proposalsMax: BOOKING_REQUEST_LIMITS.slotsMax } as const;

/** What the host reads once a hold is confirmed. */
export const HOLD_CONFIRMED = 'Confirmed. A calendar invitation is on its way to you.';
/** What the host reads once their reply is sent. */
export const REPLY_SENT = 'Sent. The agency will answer you by email.';
/** What the host reads once they picked one of the agency's times. */
export const PICK_SENT = 'Thanks! That time is now held for you.';
/** What the host reads once they withdraw. */
export const HOST_WITHDREW = 'Your request is withdrawn. Thank you for letting us know.';
/** The 409 of an action on a booking that has moved on (another person acted first, or the hold ran out). */
export const BOOKING_MOVED_ON = 'This booking has moved on since you opened it. Reload to see where it stands.';
/** The 409 of a hold waiting on someone whose time ran out (before the holds' job released it). */
export const HOLD_EXPIRED = 'This hold has expired: the time is no longer kept for you.';
/** The 409 of a time that overlaps another booking of the guest, held or confirmed (`when`: that booking's time, in the reader's zone). */
export const guestAlreadyBooked = (guestName: string, when: string) => `${guestName} already has a booking at that time (${when}): pick another time.`;
/** The 409 of a time that already carries a first hold and two more in line. */
export const HOLD_LINE_FULL = 'This time already carries three holds: pick another time.';
/** The 409 of a challenge for a hold that is first in line itself. */
export const NOT_IN_LINE = 'This hold is first in line: there is no earlier hold to challenge.';
/** The 409 of a challenge of a first hold still waiting on its guest's approval. */
export const FIRST_HOLD_WITH_GUEST = 'The first hold still waits on the guest’s approval: it can be challenged once it waits on its host.';
/** The 409 of a second challenge of one first hold (`until`: its deadline, in the reader's zone). */
export const alreadyChallenged = (until: string) => `The first hold is already challenged: its host has until ${until} to confirm or release it.`;
/** The 409 of a host confirming a hold still in line behind another show's. */
export const HOLD_IN_LINE = 'Another show holds this time first. If it comes free, it is held for you and we will tell you by email.';
/** The 400 of a time that is not one the request or the agency proposed. */
export const NOT_A_PROPOSED_TIME = 'Pick one of the proposed times';
/** What a guest reads once they approved a show. */
export const SHOW_APPROVED = 'Approved. The host has been asked to confirm the time.';
/** What the guest's side reads once they reconfirmed a recording. */
export const GUEST_RECONFIRMED = 'Reconfirmed. The host and the agency can count on it.';
/** What a guest reads once they declined a show. */
export const SHOW_DECLINED = 'Declined. The host will be told, kindly.';
/** The 404 of an approval link that is unknown, used or run out. */
export const APPROVAL_LINK_INVALID = 'This link is invalid or has expired. Open your Bookings page to see your requests.';

/** A message of the agency or the host: trimmed, required. */
const message = () =>
  text().trim().min(1, 'Please write a message').max(DESK_LIMITS.messageMax, `A message must be at most ${DESK_LIMITS.messageMax} characters`);
/** A reason to decline: trimmed, required. */
const reason = () => text().trim().min(1, 'Please give a reason').max(DESK_LIMITS.reasonMax, `A reason must be at most ${DESK_LIMITS.reasonMax} characters`);

/** How long a recording may be planned for, in minutes: a quarter of an hour to four hours, one hour unless the agency says otherwise. */
export const RECORDING_MINUTES = { min: 15, max: 240, step: 15, default: 60 } as const;

/** A recording's planned length in words: "45 minutes", "1 hour", "1 hour 30 minutes". */
export function recordingLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '', rest > 0 ? `${rest} minutes` : ''];
  return parts.filter(Boolean).join(' ');
}

/** A recording's planned length: a whole number of quarter hours within RECORDING_MINUTES. */
const recordingMinutes = () => {
  const { min, max, step } = RECORDING_MINUTES;
  const what = `Choose a length from ${recordingLength(min)} to ${recordingLength(max)}, in quarter hours`;
  return z
    .number({ error: what })
    .int(what)
    .min(min, what)
    .max(max, what)
    .refine((minutes) => minutes % step === 0, what);
};

/** Where the recording happens (a call link), sent with the calendar invitation. */
const recordingLinkField = () => httpUrl().nullable().default(null);

/** The agency accepts one of the proposed times: it is held for the host (or first the guest) to confirm. */
export const acceptSlotBody = z.object({
  slot: isoTimestamp(),
  recordingLink: recordingLinkField(),
  recordingMinutes: recordingMinutes().default(RECORDING_MINUTES.default),
});

/** The agency sets or changes a booking's recording link and planned length (any time until it is recorded). */
export const recordingDetailsBody = z.object({
  recordingLink: recordingLinkField(),
  recordingMinutes: recordingMinutes(),
});

/** The agency proposes other times (1 to 5, ahead), with a note. */
export const proposeSlotsBody = z.object({
  slots: proposedTimes(
    { count: 1, message: 'Propose at least one time' },
    { count: DESK_LIMITS.proposalsMax, message: `Propose at most ${DESK_LIMITS.proposalsMax} times` },
  ),
  message: text().trim().max(DESK_LIMITS.messageMax).default(''),
});

/** The agency asks the host a question, or the host replies. */
export const messageBody = z.object({ message: message() });

/** The agency, or the guest, declines with a reason the host reads. */
export const declineBody = z.object({ reason: reason() });

/** A new time proposed for a confirmed recording, by any side. */
export const rescheduleBody = z.object({ slot: isoTimestamp() });
/** The answer to a new time proposed by the other side: accept it, or keep the current time. */
export const rescheduleAnswerBody = z.object({ accept: z.boolean({ error: 'Say whether to accept the new time' }) });

/** A cancellation of a confirmed recording, by any side: why (the other parties read it). */
export const cancelBody = z.object({ reason: reason() });

/** The agency notes who did not show up for a past recording (null takes a note back). */
export const noShowBody = z.object({ who: z.enum(NO_SHOW_PARTIES, { error: 'Say who did not show up: the guest or the host' }).nullable() });

/** The host picks one of the agency's proposed times. */
export const pickSlotBody = z.object({ slot: isoTimestamp() });

/** The host withdraws, with an optional word. */
export const withdrawBody = z.object({ reason: text().trim().max(DESK_LIMITS.reasonMax).default('') });

/** What a host's action answers: what to tell them, and their request as it now stands. */
export const hostActionAnswer = z.object({ message: z.string(), request: hostRequestView });

/** What an action of the guest's side answers. */
export const guestActionAnswer = z.object({ message: z.string() });

/** A guest's approval link: /approve/{token}. */
export const approvalTokenParams = z.object({ token: text().min(16, APPROVAL_LINK_INVALID).max(128, APPROVAL_LINK_INVALID) });

/** What a guest sees of a show waiting on their approval (through their link or their Bookings page). */
export const approvalView = z.object({
  bookingId: z.number(),
  guestName: z.string(),
  guestSlug: z.string(),
  hostName: z.string(),
  showName: z.string(),
  showUrl: z.string(),
  audienceSize: z.number().nullable(),
  /** When the host gave the audience figure: the day they sent the request. */
  requestedAt: z.string(),
  topic: z.string(),
  message: z.string(),
  slot: z.string(),
  /** The host's time zone, whose clock is shown beside the reader's. */
  hostTimeZone: z.string(),
  holdExpiresAt: z.string(),
  format: z.string(),
  setting: z.string(),
  /** The show's record in one line ("Released 9 of 10 interviews, median 23 days", or "not enough bookings yet"). */
  showRecord: z.string(),
});
export type ApprovalView = z.infer<typeof approvalView>;

/** A client's booking settings: approve each show, and the guest's time zone for invitations. */
export const clientBookingSettings = z.object({ approvesEachShow: z.boolean(), timeZone: timeZone().nullable() });
export type ClientBookingSettings = z.infer<typeof clientBookingSettings>;
/** PATCH body of a client's booking settings: either field. */
export const clientBookingSettingsEdit = clientBookingSettings.partial();
