import { composeMail, greeting, type MailContent, mailLink } from '@server/platform/mail/compose-mail';

/** Tells the guest's people their promo kit for a show is ready, with the page to download it. */
export function promoKitReadyMail(kit: { showName: string; page: string }): MailContent {
  return composeMail(`Your promo kit for ${kit.showName} is ready`, [
    greeting(null),
    '',
    `Your promo kit for ${kit.showName} is ready: two share cards (square and wide), the episode's links and suggested post text.`,
    'Download them here:',
    mailLink(kit.page),
  ]);
}
