import { BOOKING_REQUEST_LIMITS } from '@shared/api/bookings/requests';
import { composeMail, type MailContent, mailLink } from '@server/platform/mail/compose-mail';

/**
 * The mail to an address nobody has confirmed yet: its link to confirm a request, and nothing the
 * sender typed (no name, show, address or message), so the form cannot carry anyone's words, or
 * links, to an inbox of their choosing. The host reads their request on the link's page.
 */
export function requestConfirmationMail(data: { siteName: string; link: string }): MailContent {
  return composeMail(`Confirm your booking request on ${data.siteName}`, [
    `Someone asked to book a guest of ${data.siteName} for a podcast using this address. If it was you, confirm here:`,
    mailLink(data.link),
    '',
    `The link works for ${BOOKING_REQUEST_LIMITS.unconfirmedLinkDays} days. Keep it: it is how you follow your request.`,
    '',
    'If not, ignore this mail; nothing happens.',
  ]);
}
