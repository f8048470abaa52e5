import { fullTimeWithOther } from '@shared/dates';
import type { MailContent } from '@server/platform/mail/compose-mail';
import { type DeskFacts, guestClock, hostMail } from './desk-facts';

/** Proposes the host other times (on their clock, the guest's beside each), with the agency's message if any and their link to pick one. */
export function otherTimesMail(facts: DeskFacts, proposal: { slots: string[]; message: string; link: string }): MailContent {
  return hostMail(
    facts,
    `Other times for ${facts.guestName} on ${facts.showName}`,
    [
      `${facts.guestName} can't make the times you proposed, but can do:`,
      ...proposal.slots.map((slot) => `- ${fullTimeWithOther(slot, facts.hostZone, guestClock(facts))}`),
      ...(proposal.message ? ['', proposal.message] : []),
      '',
      'Pick the one that suits you through your link.',
    ],
    proposal.link,
  );
}
