import { composeMail, type MailContent } from '@server/platform/mail/compose-mail';
import { type BookingFacts, bookingTitle, type ReadingClock, timeNote } from './booking-facts';

/** Tells the host that their hold ran out unconfirmed (its time on their clock, the guest's beside it) and how to ask again. */
export function holdExpiredHostMail(hold: BookingFacts, host: { name: string; clock: ReadingClock }): MailContent {
  return composeMail(`Your hold for ${bookingTitle(hold)} has expired`, [
    `Hello ${host.name},`,
    '',
    `Your hold for ${bookingTitle(hold)}${timeNote(hold, host.clock)} ran out before it was confirmed, and the time is released.`,
    `To ask again, send a new request from ${hold.guestName}'s profile.`,
  ]);
}
