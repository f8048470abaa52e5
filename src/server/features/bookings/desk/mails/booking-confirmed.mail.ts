import { fullTimeWithOther } from '@shared/dates';
import type { MailContent } from '@server/platform/mail/compose-mail';
import { agencyMail } from '@server/features/bookings/requests/mails/agency-frame';
import { type DeskFacts, guestClock, showLine } from './desk-facts';

/** Tells the agency the host confirmed a booking, its time on the host's clock (the guest's beside it), with the inbox's link. */
export function bookingConfirmedMail(facts: DeskFacts, slot: string, inbox: string): MailContent {
  return agencyMail(
    `Confirmed: ${facts.guestName} on ${facts.showName}`,
    [`${facts.hostName} confirmed ${facts.guestName} on ${showLine(facts)} for ${fullTimeWithOther(slot, facts.hostZone, guestClock(facts))}.`],
    inbox,
  );
}
