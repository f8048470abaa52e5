import { composeMail, type MailContent, mailLink } from '@server/platform/mail/compose-mail';

/** The mail of a password reset link: what it is for, the link (single use, one hour), and what to do when it was not you. */
export function passwordResetMail(data: { siteName: string; link: string }): MailContent {
  return composeMail(`Reset your ${data.siteName} password`, [
    `Someone asked to reset the password of your ${data.siteName} account.`,
    '',
    'Choose a new password here (the link works once, for one hour):',
    mailLink(data.link),
    '',
    'If it was not you, ignore this email.',
  ]);
}
