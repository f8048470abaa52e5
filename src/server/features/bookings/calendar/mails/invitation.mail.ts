import { recordingLength } from '@shared/api/bookings/desk';
import { fullTimeIn, otherClock } from '@shared/dates';
import { composeMail, type MailContent, type MailLine, mailLink } from '@server/platform/mail/compose-mail';
import { type BookingFacts, bookingTitle, type ReadingClock } from '@server/features/bookings/holds/mails/booking-facts';

/** Said to the guest's people while the guest's zone is not set: whose clock the mail reads, and where to set theirs. */
export const ZONE_UNSET_NOTE =
  'This email gives the host’s time. Your calendar shows the invitation on your own clock; set your time zone on your Bookings page to read our emails on it too.';

/**
 * The invitation's "When" line for a reader: the time on their clock, the planned length, and
 * the other party's clock when it reads otherwise ("(9:00 AM in Chicago for Rita Recorder)").
 */
function whenLine(booking: BookingFacts, clock: ReadingClock): string {
  const start = booking.scheduledFor!;
  const theirs = clock.other?.timeZone && otherClock(start, clock.zone, clock.other.timeZone);
  const beside = theirs && clock.other ? ` (${theirs} for ${clock.other.name})` : '';
  return `When: ${fullTimeIn(start, clock.zone)}, for ${recordingLength(booking.recordingMinutes)}${beside}`;
}

/** What an invitation says of a booking with a time, on the reader's clock: who on which show, when, and the recording link. Also the calendar file's description. */
export function invitationSummary(booking: BookingFacts, clock: ReadingClock): MailLine[] {
  return [bookingTitle(booking), whenLine(booking, clock), ...(booking.recordingLink ? [['Recording link: ', mailLink(booking.recordingLink)]] : [])];
}

/**
 * The mail carrying a booking's calendar invitation (its first, or an update once one was sent),
 * on the reader's clock; `zoneUnset` when that is the host's in place of the guest's own, not set yet.
 */
export function invitationMail(booking: BookingFacts, reader: { clock: ReadingClock; zoneUnset: boolean; updated: boolean }): MailContent {
  return composeMail(`${reader.updated ? 'Updated invitation' : 'Invitation'}: ${bookingTitle(booking)}`, [
    ...invitationSummary(booking, reader.clock),
    '',
    'The invitation is attached: add it to your calendar.',
    ...(reader.zoneUnset ? ['', ZONE_UNSET_NOTE] : []),
  ]);
}
