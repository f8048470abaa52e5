import { composeMail, type MailContent, type MailLine, mailLink } from '@server/platform/mail/compose-mail';

/** A mail to the agency: its lines, then the link to its inbox of booking requests. */
export function agencyMail(subject: string, lines: readonly MailLine[], inbox: string): MailContent {
  return composeMail(subject, [...lines, '', ['Open the inbox: ', mailLink(inbox)]]);
}
