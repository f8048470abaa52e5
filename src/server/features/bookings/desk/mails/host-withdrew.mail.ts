import type { MailContent } from '@server/platform/mail/compose-mail';
import { agencyMail } from '@server/features/bookings/requests/mails/agency-frame';
import { type DeskFacts, showLine } from './desk-facts';

/** Tells the agency the host withdrew their request, with their reason if any and the inbox's link. */
export function hostWithdrewMail(facts: DeskFacts, reason: string, inbox: string): MailContent {
  return agencyMail(
    `${facts.hostName} withdrew the request for ${facts.guestName}`,
    [`${facts.hostName} withdrew their request for ${facts.guestName} on ${showLine(facts)}.`, ...(reason ? ['', reason] : [])],
    inbox,
  );
}
