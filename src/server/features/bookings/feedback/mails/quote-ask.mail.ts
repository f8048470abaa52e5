import { QUOTE_LINK_DAYS, YES_QUOTE_ME } from '@shared/api/bookings/quote-consent';
import { quoteAttribution } from '@shared/quote-attribution';
import { composeMail, greeting, type MailContent, mailLink } from '@server/platform/mail/compose-mail';

/** Asks the host to agree to be quoted: the exact quote as the profile would show it, and the one link to agree (alive QUOTE_LINK_DAYS). */
export function quoteAskMail(ask: {
  hostName: string | null;
  guestName: string;
  showName: string;
  quote: string;
  siteName: string;
  link: string;
}): MailContent {
  return composeMail(`May ${ask.guestName} quote you on their profile?`, [
    greeting(ask.hostName),
    '',
    `Thank you for your feedback on ${ask.guestName}'s episode of ${ask.showName}. ${ask.guestName} would like to show these words of yours on their profile at ${ask.siteName}:`,
    '',
    `“${ask.quote}”`,
    quoteAttribution(ask.hostName, ask.showName),
    '',
    `Nothing is shown unless you agree. If you are happy to be quoted, open this link and press “${YES_QUOTE_ME}”:`,
    mailLink(ask.link),
    '',
    `The link works for ${QUOTE_LINK_DAYS} days. If you would rather not be quoted, there is nothing to do. Questions? Reply to this mail.`,
  ]);
}
