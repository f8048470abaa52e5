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

/** What an invitation's mail announces: a time held, a first invitation, a hold confirmed, or a change to one sent before. */
export type InvitationNews = 'held' | 'new' | 'confirmed' | 'updated';

/** Each news's subject, and what the mail says of the attached invitation. */
const NEWS: Record<InvitationNews, { subject: string; attached: string }> = {
  held: {
    subject: 'Time held',
    attached:
      'This time is held, not yet confirmed. The attached invitation puts it in your calendar as tentative; it turns into the booking once confirmed, or is taken out if it is not.',
  },
  new: { subject: 'Invitation', attached: 'The invitation is attached: add it to your calendar.' },
  confirmed: {
    subject: 'Hold confirmed',
    attached: 'The time held for this recording is confirmed: the attached invitation updates the entry already in your calendar.',
  },
  updated: { subject: 'Updated invitation', attached: 'The attached invitation updates the entry already in your calendar.' },
};

/**
 * The mail carrying a booking's calendar invitation (a hold, its first, a hold confirmed, or an
 * update once one was sent), on the reader's clock; `zoneUnset` when that is the host's in place
 * of the guest's own, not set yet.
 */
export function invitationMail(booking: BookingFacts, reader: { clock: ReadingClock; zoneUnset: boolean; news: InvitationNews }): MailContent {
  const news = NEWS[reader.news];
  return composeMail(`${news.subject}: ${bookingTitle(booking)}`, [
    ...invitationSummary(booking, reader.clock),
    '',
    news.attached,
    ...(reader.zoneUnset ? ['', ZONE_UNSET_NOTE] : []),
  ]);
}
