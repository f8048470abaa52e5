import type { MailContent } from '@server/platform/mail/compose-mail';
import { agencyMail } from '@server/features/bookings/requests/mails/agency-frame';

/**
 * Tells the agency of a host's replies in a thread: who wrote about which booking, each reply in
 * turn, the inbox's link, and, when `dailyCap` is given, that this was the thread's last mail of the day.
 */
export function hostRepliesMail(
  thread: { hostName: string; hostEmail: string; guestName: string; showName: string },
  replies: string[],
  inbox: string,
  dailyCap?: number,
): MailContent {
  const count = replies.length;
  return agencyMail(
    count === 1 ? `${thread.hostName} replied about ${thread.guestName}` : `${thread.hostName} sent ${count} replies about ${thread.guestName}`,
    [
      `${thread.hostName} <${thread.hostEmail}> wrote ${count === 1 ? 'a reply' : `${count} replies`} about ${thread.guestName} on ${thread.showName}:`,
      '',
      replies.join('\n\n---\n\n'),
      ...(dailyCap === undefined ? [] : ['', `That is ${dailyCap} mails about this request today: until tomorrow, its replies are only in the inbox.`]),
    ],
    inbox,
  );
}
