import { composeMail, type MailContent, type MailLine, mailLink } from '@server/platform/mail/compose-mail';

/** A desk case as its mails tell it: the host and their show and clock, the guest and theirs (null while unset), and the site's name. */
export interface DeskFacts {
  hostName: string;
  showName: string;
  showUrl: string;
  hostZone: string;
  guestName: string;
  guestZone: string | null;
  siteName: string;
}

/** The request's show in a line: "The Show (https://…)". */
export const showLine = (facts: DeskFacts) => `${facts.showName} (${facts.showUrl})`;

/** The guest's clock, shown beside the host's. */
export const guestClock = (facts: DeskFacts) => ({ name: facts.guestName, timeZone: facts.guestZone });

/** The host's clock, shown beside the guest's side's. */
export const hostClock = (facts: DeskFacts) => ({ name: facts.hostName, timeZone: facts.hostZone });

/** The zone the guest's side reads: the guest's own, or while it is not set the host's (named, never a bare UTC). */
export const guestReadingZone = (facts: DeskFacts) => facts.guestZone ?? facts.hostZone;

/** A mail to the host of a case: a greeting, the lines, their link to answer when given, and the site's name. */
export function hostMail(facts: DeskFacts, subject: string, lines: readonly MailLine[], link?: string): MailContent {
  const answer: MailLine[] = link ? ['', 'Answer or follow the booking here:', mailLink(link)] : [];
  return composeMail(subject, [`Hello ${facts.hostName},`, '', ...lines, ...answer, '', facts.siteName]);
}
