import type { MailContent } from '@server/platform/mail/compose-mail';
import { agencyMail } from '@server/features/bookings/requests/mails/agency-frame';
import { type DeskFacts, showLine } from './desk-facts';

/** Tells the agency the host says the guest did not show up for the recording, with the inbox's link. */
export function hostNoShowMail(facts: DeskFacts, inbox: string): MailContent {
  return agencyMail(
    `${facts.hostName} says ${facts.guestName} did not show up`,
    [
      `${facts.hostName} says ${facts.guestName} did not show up for the recording on ${showLine(facts)}.`,
      '',
      'It is noted on the booking. Reach out to both of them, and take the note back in the desk if it was a mistake.',
    ],
    inbox,
  );
}
