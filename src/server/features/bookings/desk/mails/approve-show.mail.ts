import { fullTimeIn, fullTimeWithOther } from '@shared/dates';
import { composeMail, type MailContent, mailLink } from '@server/platform/mail/compose-mail';
import { type DeskFacts, guestReadingZone, hostClock, showLine } from './desk-facts';

/** Asks the guest's side to approve a show holding them: who asks, the topic, the time on their clock (the host's beside it), until when it is held, and the approval link. */
export function approveShowMail(facts: DeskFacts, hold: { topic: string; slot: string; until: Date; link: string }): MailContent {
  const zone = guestReadingZone(facts);
  return composeMail(`Approve ${facts.showName}?`, [
    `${facts.hostName} of ${showLine(facts)} would like you as a guest.`,
    `Topic: ${hold.topic}`,
    `Time: ${fullTimeWithOther(hold.slot, zone, hostClock(facts))}`,
    '',
    `The time is held until ${fullTimeIn(hold.until, zone)}. Approve or decline here (no sign-in needed):`,
    '',
    mailLink(hold.link),
  ]);
}
