import { fullTimeIn } from '@shared/dates';
import { composeMail, type MailContent } from '@server/platform/mail/compose-mail';
import { type BookingFacts, bookingTitle } from '@server/features/bookings/holds/mails/booking-facts';

/** The mail withdrawing a booking's calendar invitation: it will not take place (its time on the reader's clock, `zone`). */
export function invitationCancelledMail(booking: BookingFacts, zone: string): MailContent {
  const title = bookingTitle(booking);
  return composeMail(`Cancelled: ${title}`, [
    `${title} (${fullTimeIn(booking.scheduledFor!, zone)}) will not take place. The calendar invitation is withdrawn.`,
  ]);
}
