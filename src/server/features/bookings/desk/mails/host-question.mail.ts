import type { MailContent } from '@server/platform/mail/compose-mail';
import { type DeskFacts, hostMail } from './desk-facts';

/** The agency's question to the host, with their link to reply. */
export function hostQuestionMail(facts: DeskFacts, question: { message: string; link: string }): MailContent {
  return hostMail(facts, `A question about ${facts.guestName} on ${facts.showName}`, [question.message], question.link);
}
