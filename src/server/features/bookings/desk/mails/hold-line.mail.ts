import { fullTimeIn, fullTimeWithOther } from '@shared/dates';
import type { MailContent } from '@server/platform/mail/compose-mail';
import { type DeskFacts, guestClock, hostMail } from './desk-facts';

/** The place in line as people say it: "second", "third". */
const PLACES = ['first', 'second', 'third'];
/** A place in line in words (1 is "first"). */
export const placeInWords = (place: number): string => PLACES[place - 1] ?? `number ${place}`;

/** Tells the host their time is held first for another show and they are in line for it (`place`: 2 or 3), with their link. */
export function heldInLineMail(facts: DeskFacts, line: { slot: string; place: number; link: string }): MailContent {
  return hostMail(
    facts,
    `You are ${placeInWords(line.place)} in line for ${fullTimeIn(line.slot, facts.hostZone)}`,
    [
      `${facts.guestName} would love to record ${facts.showName} on ${fullTimeWithOther(line.slot, facts.hostZone, guestClock(facts))}, but another show holds that time first.`,
      `We have put you ${placeInWords(line.place)} in line for it. If it comes free, it is held for you at once and we will tell you by email. You don’t need to do anything until then.`,
    ],
    line.link,
  );
}

/** Asks the first hold's host to confirm or release their time by `until`, because another show is waiting for it. */
export function holdChallengedMail(facts: DeskFacts, hold: { slot: string; until: Date; link: string }): MailContent {
  return hostMail(
    facts,
    `Please confirm or release ${fullTimeIn(hold.slot, facts.hostZone)} by ${fullTimeIn(hold.until, facts.hostZone)}`,
    [
      `Another show has asked for the time we hold for you with ${facts.guestName}: ${fullTimeWithOther(hold.slot, facts.hostZone, guestClock(facts))}.`,
      `Please confirm it or release it by ${fullTimeIn(hold.until, facts.hostZone)}. After that the hold passes to the next show in line.`,
    ],
    hold.link,
  );
}

/**
 * Tells a host in line that the time went to the show ahead of them (`why` confirmed), or is no
 * longer free in the guest's calendar (taken), so their place in line ended; the agency will offer other times.
 */
export function lineEndedMail(facts: DeskFacts, line: { slot: Date; why: 'confirmed' | 'taken'; link: string }): MailContent {
  const when = fullTimeWithOther(line.slot, facts.hostZone, guestClock(facts));
  return hostMail(
    facts,
    `${fullTimeIn(line.slot, facts.hostZone)} is no longer open to you`,
    [
      line.why === 'confirmed'
        ? `The show ahead of you confirmed ${when} with ${facts.guestName}, so your place in line for it has ended.`
        : `${when} is no longer free in ${facts.guestName}’s calendar, so your place in line for it has ended.`,
      `Your request stays open: we will propose other times soon, and you can reply through your link.`,
    ],
    line.link,
  );
}
