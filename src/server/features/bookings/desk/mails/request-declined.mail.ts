import type { MailContent } from '@server/platform/mail/compose-mail';
import { type DeskFacts, hostMail } from './desk-facts';

/** Tells the host, kindly, that their request won't go ahead this time, with the reason. */
export function requestDeclinedMail(facts: DeskFacts, reason: string): MailContent {
  return hostMail(facts, `About your request for ${facts.guestName}`, [
    `Thank you for asking ${facts.guestName} on ${facts.showName}. This time it won't be possible:`,
    '',
    reason,
  ]);
}
