import { fullTimeWithOther } from '@shared/dates';
import { composeMail, type MailContent } from '@server/platform/mail/compose-mail';
import { type BookingFacts, bookingTitle, type ReadingClock, recordingNote } from '@server/features/bookings/holds/mails/booking-facts';
import type { ReminderKind } from '../reminders.repo';

/** Each reminder's subject lead. */
const LEADS: Record<ReminderKind, string> = { day: 'Coming up', hour: 'In an hour' };

/**
 * Reminds the host or the guest's side of a confirmed recording a day or an hour before it: who,
 * on which show, when on the reader's clock with the other party's beside, and the recording link.
 */
export function recordingReminderMail(booking: BookingFacts, clock: ReadingClock, kind: ReminderKind): MailContent {
  const when = fullTimeWithOther(booking.scheduledFor!, clock.zone, clock.other);
  return composeMail(`${LEADS[kind]}: ${bookingTitle(booking)}`, [
    `${booking.guestName} records with ${booking.showName} on ${when}.`,
    ...recordingNote(booking),
    '',
    'Something in the way? Reply to this email and the agency will help.',
  ]);
}
