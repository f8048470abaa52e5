import { fullTimeWithOther } from '@shared/dates';
import { composeMail, type MailContent, mailLink } from '@server/platform/mail/compose-mail';
import { type BookingFacts, bookingTitle, type ReadingClock, recordingNote } from '@server/features/bookings/holds/mails/booking-facts';

/**
 * Asks the host or the guest's side to reconfirm a recording a few days before it: who, on which
 * show, when on the reader's clock with the other party's beside, and the page where one click says
 * yes (the host's request, or the guest's Bookings page).
 */
export function reconfirmAskMail(booking: BookingFacts, clock: ReadingClock, link: string): MailContent {
  const when = fullTimeWithOther(booking.scheduledFor!, clock.zone, clock.other);
  return composeMail(`Please reconfirm: ${bookingTitle(booking)}`, [
    `${booking.guestName} records with ${booking.showName} on ${when}.`,
    ...recordingNote(booking),
    '',
    'Please reconfirm that it still stands: one click on this page.',
    mailLink(link),
    '',
    'Something in the way? Reply to this email and the agency will help.',
  ]);
}

/** Tells the agency, a day before a recording, which side has not reconfirmed it yet, with the inbox's link. */
export function reconfirmMissingMail(booking: BookingFacts, clock: ReadingClock, missing: { host: boolean; guest: boolean }, inbox: string): MailContent {
  const who = missing.host && missing.guest ? 'Neither the host nor the guest’s side has' : missing.host ? 'The host has not' : 'The guest’s side has not';
  return composeMail(`Not reconfirmed: ${bookingTitle(booking)}`, [
    `${booking.guestName} records with ${booking.showName} on ${fullTimeWithOther(booking.scheduledFor!, clock.zone, clock.other)}.`,
    `${who} reconfirmed it yet. You may want to check in.`,
    '',
    mailLink(inbox),
  ]);
}
