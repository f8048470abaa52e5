import type { Canceller } from '@shared/api/bookings/pipeline';
import { fullTimeWithOther } from '@shared/dates';
import { composeMail, type MailContent, mailLink } from '@server/platform/mail/compose-mail';
import type { ReadingClock } from '@server/features/bookings/holds/mails/booking-facts';

/** A new time's facts as a mail tells them. */
export interface RescheduleFacts {
  guestName: string;
  showName: string;
  /** Which side proposed it (or answered it), and its name as the reader reads it ("Hana Host, the host of The Show,"). */
  by: Canceller;
  who: string;
  from: Date;
  to: Date;
  siteName: string;
}

/** "{who} would like to move the recording of {guest} on {show}", or the guest's own "their recording". */
const whatMoves = (facts: RescheduleFacts) =>
  facts.by === 'guest' ? `their recording on ${facts.showName}` : `the recording of ${facts.guestName} on ${facts.showName}`;

/** Asks the other side to accept a new time for a recording, or keep the current one, on their page; times on the reader's clock with the other party's beside. */
export function rescheduleProposedMail(facts: RescheduleFacts, clock: ReadingClock, link: string): MailContent {
  const at = (instant: Date) => fullTimeWithOther(instant, clock.zone, clock.other);
  return composeMail(`New time proposed: ${facts.guestName} on ${facts.showName}`, [
    `${facts.who} would like to move ${whatMoves(facts)}.`,
    '',
    `From: ${at(facts.from)}`,
    `To: ${at(facts.to)}`,
    '',
    'Accept the new time, or keep the current one, here:',
    mailLink(link),
    '',
    'Until then the recording keeps its time, and everyone’s calendar with it.',
    '',
    facts.siteName,
  ]);
}

/** Tells the side that proposed a new time that the other kept the current one. */
export function rescheduleKeptMail(facts: RescheduleFacts, clock: ReadingClock, link: string): MailContent {
  const at = (instant: Date) => fullTimeWithOther(instant, clock.zone, clock.other);
  return composeMail(`Time kept: ${facts.guestName} on ${facts.showName}`, [
    `${facts.who} kept the recording of ${facts.guestName} on ${facts.showName} at ${at(facts.from)}, rather than move it to ${at(facts.to)}.`,
    '',
    'Reply to this email, or write through your page, if you need another time:',
    mailLink(link),
    '',
    facts.siteName,
  ]);
}
