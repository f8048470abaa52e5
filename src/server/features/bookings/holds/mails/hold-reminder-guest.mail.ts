import { fullTimeIn } from '@shared/dates';
import { composeMail, type MailContent, mailLink } from '@server/platform/mail/compose-mail';
import { type BookingFacts, bookingTitle, type ReadingClock, recordingNote, timeNote } from './booking-facts';

/** Reminds the guest's side that a hold waits on their answer until `expiresAt` (on their clock), with the link to approve or decline. */
export function holdReminderGuestMail(hold: BookingFacts, clock: ReadingClock, expiresAt: Date, link: string): MailContent {
  return composeMail(`Reminder: please answer the hold for ${bookingTitle(hold)}`, [
    `${hold.showName} holds ${hold.guestName}${timeNote(hold, clock)} until ${fullTimeIn(expiresAt, clock.zone)}.`,
    ...recordingNote(hold),
    'Please approve or decline it before then:',
    mailLink(link),
  ]);
}
