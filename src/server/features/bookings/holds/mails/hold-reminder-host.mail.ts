import { fullTimeIn } from '@shared/dates';
import { composeMail, type MailContent, mailLink } from '@server/platform/mail/compose-mail';
import { type BookingFacts, bookingTitle, type ReadingClock, recordingNote, timeNote } from './booking-facts';

/** Reminds the host that a hold waits on them until `expiresAt` (on their clock), with the link to confirm or release it. */
export function holdReminderHostMail(hold: BookingFacts, host: { name: string; clock: ReadingClock }, expiresAt: Date, link: string): MailContent {
  const until = fullTimeIn(expiresAt, host.clock.zone);
  return composeMail(`Reminder: ${bookingTitle(hold)} is held for you until ${until}`, [
    `Hello ${host.name},`,
    '',
    `${hold.guestName} is held for ${hold.showName}${timeNote(hold, host.clock)} until ${until}.`,
    ...recordingNote(hold),
    'Please confirm the time or release it before then, through your request:',
    mailLink(link),
  ]);
}
