import { composeMail, type MailContent } from '@server/platform/mail/compose-mail';

/** The agency's follow-up asking a host for a release date: the subject names the booking; the body is the agency's message as they edited it. */
export function releaseFollowUpMail(followUp: { guestName: string; showName: string; message: string }): MailContent {
  return composeMail(`${followUp.guestName} on ${followUp.showName}: is there a release date?`, [followUp.message]);
}
