import { composeMail, type MailContent, mailLink } from '@server/platform/mail/compose-mail';
import { type BookingFacts, bookingTitle, type ReadingClock, timeNote } from './booking-facts';

/** Tells the guest's side that a hold ran out unconfirmed (on their clock, the host's beside it); the agency's copy (`inbox` given) adds its inbox's link. */
export function holdExpiredMail(hold: BookingFacts, clock: ReadingClock, inbox?: string): MailContent {
  return composeMail(`The hold for ${bookingTitle(hold)} has expired`, [
    `The hold for ${bookingTitle(hold)}${timeNote(hold, clock)} ran out before it was confirmed, and the time is released.`,
    ...(inbox ? ['', ['The inbox: ', mailLink(inbox)]] : []),
  ]);
}
