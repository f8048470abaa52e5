import { BOOKING_STAGES, type BookingStage, type BookingStatus } from '../directory/profile-records';

/**
 * Where a booking from a host's request may be moved by hand, from each stage. The booking desk
 * moves it until it is confirmed (holds, approvals, declines, expiry); after that a person marks
 * it recorded, published or cancelled. A stage missing here allows no move by hand.
 */
export const DESK_HAND_MOVES: Partial<Record<BookingStatus, readonly BookingStage[]>> = {
  confirmed: ['recorded', 'published', 'cancelled'],
  recorded: ['published', 'cancelled'],
  published: ['recorded'],
};

/** The stages a person may move a booking to by hand from where it is: any other for a hand-made one; for one from a host's request, DESK_HAND_MOVES. */
export function handMovesOf(booking: { status: BookingStatus; fromRequest: boolean }): readonly BookingStage[] {
  if (booking.fromRequest) return DESK_HAND_MOVES[booking.status] ?? [];
  return BOOKING_STAGES.filter((stage) => stage !== booking.status);
}

/** The 409 of a move by hand that a booking from a host's request does not allow. */
export const DESK_MOVE_REFUSED =
  'This booking came from a host’s request: the booking desk moves it until it is confirmed, and once closed it stays closed. Once confirmed, it can be marked recorded, published or cancelled here.';

/** The 409 of an edit by hand of a booking from a host's request that is not confirmed, recorded or published (only its notes may change). */
export const DESK_EDIT_REFUSED = 'This booking is with the booking desk: only its notes can be changed here until it is confirmed.';

/** The 409 of a change of the show or the host of a booking from a host's request (they are the request's). */
export const DESK_PARTIES_FIXED = 'The show and the host of a booking from a host’s request come from the request and can’t be changed here.';

/** The 409 of deleting a booking from a host's request (its thread, feedback and audit stay with the agency). */
export const DESK_DELETE_REFUSED = 'A booking from a host’s request can’t be deleted: cancel it instead.';

/** The 400 of marking recorded or published a booking whose recording time has not come. */
export const NOT_HAPPENED_YET = 'This booking’s recording time has not come yet: it can be marked recorded or published once it has.';

/** The stages after which a booking is over: the host's link closes, and nothing more is held. */
export const CLOSED_STATUSES = ['published', 'declined', 'cancelled', 'expired'] as const;

/** The stages the agency's inbox shows by default: the requests still waiting on someone. */
export const OPEN_STATUSES = ['requested', 'held'] as const;

/** The label of each stage. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  requested: 'Requested',
  held: 'Held',
  confirmed: 'Confirmed',
  recorded: 'Recorded',
  published: 'Published',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** Who a hold waits on: the guest (a client who approves each show) or the host. */
export const HOLD_AWAITING = ['guest', 'host'] as const;
export type HoldAwaiting = (typeof HOLD_AWAITING)[number];

/** Who may cancel a confirmed booking: its host (through their link), the guest's side (their Bookings page) or the agency (the desk). */
export const CANCELLERS = ['host', 'guest', 'agency'] as const;
export type Canceller = (typeof CANCELLERS)[number];

/** The 409 of a reschedule's answer by the side that proposed it, or when none waits. */
export const NO_RESCHEDULE_TO_ANSWER = 'There is no new time waiting for your answer.';
/** The 400 of a proposed new time that is the booking's own. */
export const SAME_TIME = 'This is the recording’s time already: pick another.';
/** The 409 of accepting a proposed new time that has passed meanwhile. */
export const PROPOSED_TIME_PASSED = 'The proposed time has passed: propose another.';
/** What a side reads once they proposed a new time. */
export const RESCHEDULE_PROPOSED = 'New time proposed. We will tell you when it is accepted.';
/** What a side reads once they accepted a new time. */
export const RESCHEDULE_ACCEPTED = 'The recording moves to the new time. Updated calendar invitations are on their way.';
/** What a side reads once they kept the current time. */
export const RESCHEDULE_KEPT = 'The recording keeps its time. The other side is told.';

/** The 409 of a cancellation or a new time once the recording's time has passed (a no-show is noted instead). */
export const RECORDING_PASSED = 'The recording time has passed: if it did not happen, note who did not show up instead.';
/** What the host reads once they cancelled a recording. */
export const HOST_CANCELLED = 'The recording is cancelled. The agency and the guest are told, and the calendar entries are withdrawn.';
/** What the guest's side reads once they cancelled a recording. */
export const GUEST_CANCELLED = 'The recording is cancelled. The host and the agency are told, and the calendar entries are withdrawn.';

/** Who may not have shown up for a recording. */
export const NO_SHOW_PARTIES = ['guest', 'host'] as const;
export type NoShowParty = (typeof NO_SHOW_PARTIES)[number];
/** Who says so: the agency in the desk, or the host through their link (of the guest alone). */
export const NO_SHOW_REPORTERS = ['agency', 'host'] as const;

/** What the host reads once they reconfirmed. */
export const RECONFIRMED = 'Thank you: the recording is reconfirmed. See you then.';
/** The 409 of a side reconfirming twice. */
export const ALREADY_RECONFIRMED = 'This recording is already reconfirmed.';
/** The 409 of a reconfirmation before it was asked for (or of a booking not confirmed, or whose time has passed). */
export const NOT_ASKED_TO_RECONFIRM = 'This recording is not waiting for a reconfirmation.';

/** The 409 of a no-show noted before the recording's time. */
export const NO_SHOW_TOO_EARLY = 'The recording time has not come yet: a no-show can be noted once it has passed.';
/** The 409 of a host's no-show once one is noted on the booking. */
export const NO_SHOW_NOTED_ALREADY = 'A no-show is already noted for this recording.';
/** What the host reads once they said the guest did not show up. */
export const NO_SHOW_NOTED = 'Thank you for telling us. We are sorry the recording did not happen; the agency will be in touch.';

/** How long a hold lives by default, and the bounds of the agency's setting, in hours. */
export const HOLD_HOURS = { default: 72, min: 1, max: 720 } as const;

/** The settings key of the agency's hold length. */
export const HOLD_HOURS_SETTING = 'BOOKING_HOLD_HOURS';

/** How many hours a challenged first hold's host has to confirm or release, at most: 48 unless the agency sets it, from 1 hour to 14 days. */
export const CHALLENGE_HOURS = { default: 48, min: 1, max: 336 } as const;

/** The settings key of the challenge's deadline. */
export const CHALLENGE_HOURS_SETTING = 'BOOKING_CHALLENGE_HOURS';

/** How many hours before a recording both sides are asked to reconfirm it: 72 unless the agency sets it, from 25 hours (the agency hears of a missing one at 24) to 14 days. */
export const RECONFIRM_HOURS = { default: 72, min: 25, max: 336 } as const;

/** The settings key of the reconfirmation's lead time. */
export const RECONFIRM_HOURS_SETTING = 'BOOKING_RECONFIRM_HOURS';

/** How many hours before a recording the agency is told that a side has not reconfirmed. */
export const RECONFIRM_FLAG_HOURS = 24;

/** How many holds one time of a guest can carry in line, the first included (first, second and third hold). */
export const HOLDS_PER_TIME = 3;

/** Who wrote a line of a request's thread. */
export const NOTE_AUTHORS = ['host', 'agency'] as const;
export type NoteAuthor = (typeof NOTE_AUTHORS)[number];

/** What a line of a request's thread is. */
export const NOTE_KINDS = ['joined', 'question', 'reply', 'proposal', 'pick', 'decline', 'update'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** What a booking desk link opens: a host's request, a guest's approval of one hold, a host's feedback form, a host's yes to a quote of it. */
export const BOOKING_LINK_PURPOSES = ['host', 'approval', 'feedback', 'quote'] as const;
export type BookingLinkPurpose = (typeof BOOKING_LINK_PURPOSES)[number];
