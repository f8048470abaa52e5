import { composeMail, type MailContent, mailLink } from '@server/platform/mail/compose-mail';

/** The mail inviting a new team account: the site, and the link to set a password (single use, seven days). */
export function activationMail(data: { siteName: string; link: string }): MailContent {
  return composeMail(`Activate your ${data.siteName} account`, [
    `You have been invited to ${data.siteName}.`,
    '',
    'Set your password here (the link works once, for seven days):',
    mailLink(data.link),
  ]);
}
