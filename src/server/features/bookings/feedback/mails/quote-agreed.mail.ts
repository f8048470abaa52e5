import { composeMail, type MailContent, mailLink } from '@server/platform/mail/compose-mail';

/** Tells the guest's side the host agreed to be quoted: the quote, and the profile where it now shows. */
export function quoteAgreedMail(agreed: { hostName: string | null; guestName: string; showName: string; quote: string; profile: string }): MailContent {
  const host = agreed.hostName ?? 'The host';
  return composeMail(`${host} agreed to be quoted`, [
    `${host} agreed to be quoted. Their words about ${agreed.guestName} on ${agreed.showName} now show on the profile:`,
    '',
    `“${agreed.quote}”`,
    '',
    mailLink(agreed.profile),
  ]);
}
