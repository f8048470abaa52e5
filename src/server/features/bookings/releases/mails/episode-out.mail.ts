import { composeMail, greeting, type MailContent, mailLink } from '@server/platform/mail/compose-mail';

/** Tells the guest's people their episode is out, with where to listen (none when no link is known) and that the promo kit follows. */
export function episodeOutMail(release: { showName: string; releaseUrl: string | null }): MailContent {
  return composeMail(`Your episode of ${release.showName} is out`, [
    greeting(null),
    '',
    `Your episode of ${release.showName} is out. Listen:`,
    release.releaseUrl ? mailLink(release.releaseUrl) : '',
    '',
    'Your promo kit follows in a moment.',
  ]);
}
