import { fullTimeIn } from '@shared/dates';
import { composeMail, type MailContent, type MailLine, mailLink } from '@server/platform/mail/compose-mail';

/** A live request of a host, with its fresh link: a confirmed one by its show and guest (`joined` when it joined the show's earlier request), an unconfirmed one by when it must be confirmed. */
export interface LinkedRequest {
  status: string;
  showName: string;
  guestName: string;
  /** Set while the request is unconfirmed: when its link (and it) expire. */
  linkExpiresAt: Date | null;
  /** The host's zone, which the expiry reads in. */
  timeZone: string;
  link: string;
}

/** A request's lines in the mail: an unconfirmed one by none of the words its sender typed. */
function linesOf(request: LinkedRequest): MailLine[] {
  const link: MailLine = ['  ', mailLink(request.link)];
  if (request.status === 'joined') return [`- ${request.showName}, with ${request.guestName} (it joined your show’s earlier request):`, link];
  if (request.linkExpiresAt) return [`- A request not confirmed yet (confirm it by ${fullTimeIn(request.linkExpiresAt, request.timeZone)}):`, link];
  return [`- ${request.showName}, with ${request.guestName}:`, link];
}

/** The mail giving a host who asked again the fresh links of their live requests (one or more). */
export function requestLinksMail(siteName: string, requests: LinkedRequest[]): MailContent {
  return composeMail(requests.length === 1 ? 'Your booking request link' : 'Your booking request links', [
    'Hello,',
    '',
    `You asked ${siteName} for the links to your booking requests. Here they are, new ones (the old ones still work):`,
    '',
    ...requests.flatMap(linesOf),
    '',
    'If you did not ask for this, ignore this email.',
  ]);
}
