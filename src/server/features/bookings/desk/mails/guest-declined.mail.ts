import type { MailContent } from '@server/platform/mail/compose-mail';
import { agencyMail } from '@server/features/bookings/requests/mails/agency-frame';
import { type DeskFacts, showLine } from './desk-facts';

/** Tells the agency the guest's side declined a show, with their reason and the inbox's link. */
export function guestDeclinedMail(facts: DeskFacts, reason: string, inbox: string): MailContent {
  return agencyMail(`${facts.guestName} declined ${facts.showName}`, [`${facts.guestName} declined ${showLine(facts)}:`, '', reason], inbox);
}
