import { fullTimeIn } from '@shared/dates';
import { composeMail, type MailContent } from '@server/platform/mail/compose-mail';
import { type BookingFacts, bookingTitle } from '@server/features/bookings/holds/mails/booking-facts';

/** Who cancelled a booking and why, as its parties read it ("Hana Host, the host of The Show"). */
export interface CancelledBy {
  who: string;
  reason: string;
}

/**
 * The mail carrying a calendar cancellation: the booking will not take place (on the reader's
 * clock), who cancelled it and why when someone did through the desk, and that the entry is withdrawn.
 */
export function invitationCancelledMail(booking: BookingFacts, zone: string, cancelled?: CancelledBy): MailContent {
  const title = bookingTitle(booking);
  const when = `${title} (${fullTimeIn(booking.scheduledFor!, zone)})`;
  if (!cancelled) return composeMail(`Cancelled: ${title}`, [`${when} will not take place. The calendar invitation is withdrawn.`]);
  return composeMail(`Cancelled: ${title}`, [
    `${when} will not take place: ${cancelled.who} cancelled it.`,
    '',
    `Why: ${cancelled.reason}`,
    '',
    'The calendar invitation is withdrawn. Reply to this email if you would like to find another time.',
  ]);
}
