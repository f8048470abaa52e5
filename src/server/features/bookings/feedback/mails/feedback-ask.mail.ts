import { FEEDBACK_LIMITS } from '@shared/api/bookings/feedback';
import { composeMail, greeting, type MailContent, mailLink } from '@server/platform/mail/compose-mail';

/** Asks the host of a published episode how the guest was, with the link to rate them (alive FEEDBACK_LIMITS.linkDays) and how their words may be used. */
export function feedbackAskMail(ask: { hostName: string | null; guestName: string; showName: string; siteName: string; link: string }): MailContent {
  return composeMail(`How was ${ask.guestName} on ${ask.showName}?`, [
    greeting(ask.hostName),
    '',
    `Your episode of ${ask.showName} with ${ask.guestName} is published. Thank you for having them!`,
    '',
    'Would you tell us how it went? Rate the guest from 1 to 5 and add a few words, in a minute:',
    mailLink(ask.link),
    '',
    `The link works for ${FEEDBACK_LIMITS.linkDays} days. Your feedback stays with ${ask.siteName}; the guest may ask to quote your words on their profile, and nothing is shown unless you agree.`,
  ]);
}
