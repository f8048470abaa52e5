import { fullTimeIn } from '@shared/dates';
import { composeMail, type MailContent, mailLink } from '@server/platform/mail/compose-mail';

/** A new time's facts as a mail tells them, on the reader's clock. */
export interface RescheduleFacts {
  /** "{guest} on {show}". */
  title: string;
  /** Who proposed it, as the reader reads it ("Hana Host, the host of The Show"). */
  who: string;
  from: Date;
  to: Date;
  zone: string;
  siteName: string;
}

/** Asks the other side to accept a new time for a recording, or keep the current one, on their page. */
export function rescheduleProposedMail(facts: RescheduleFacts, link: string): MailContent {
  return composeMail(`New time proposed: ${facts.title}`, [
    `${facts.who} would like to move ${facts.title} from ${fullTimeIn(facts.from, facts.zone)} to ${fullTimeIn(facts.to, facts.zone)}.`,
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
export function rescheduleKeptMail(facts: RescheduleFacts, link: string): MailContent {
  return composeMail(`Time kept: ${facts.title}`, [
    `${facts.who} kept ${facts.title} at ${fullTimeIn(facts.from, facts.zone)} rather than move it to ${fullTimeIn(facts.to, facts.zone)}.`,
    '',
    'Reply to this email, or write through your page, if you need another time:',
    mailLink(link),
    '',
    facts.siteName,
  ]);
}
