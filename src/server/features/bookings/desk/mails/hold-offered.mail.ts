import { fullTimeIn, fullTimeWithOther } from '@shared/dates';
import type { MailContent } from '@server/platform/mail/compose-mail';
import { type DeskFacts, guestClock, hostMail } from './desk-facts';

/** Tells the host the guest can do a time, held for them until `until` (on their clock, the guest's beside it), with their link to confirm. */
export function holdOfferedMail(facts: DeskFacts, hold: { slot: string; until: Date; link: string }): MailContent {
  return hostMail(
    facts,
    `${facts.guestName} can do ${fullTimeIn(hold.slot, facts.hostZone)}`,
    [
      `Good news: ${facts.guestName} can record ${facts.showName} on ${fullTimeWithOther(hold.slot, facts.hostZone, guestClock(facts))}.`,
      `We hold this time for you until ${fullTimeIn(hold.until, facts.hostZone)}. Please confirm it before then; after that the hold is released.`,
    ],
    hold.link,
  );
}
