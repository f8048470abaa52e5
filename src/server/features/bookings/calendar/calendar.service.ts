import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { HOST_LINK_INVALID } from '@shared/api/bookings/requests';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { bookings } from '@server/db/schema';
import { type BookingParties, type BookingRow, bookingFactsOf, guestPeopleOf, guestReadingZone, partiesOf } from '../holds/booking-parties';
import { notFound } from '@server/lib/errors';
import { hashToken } from '@server/lib/tokens';
import { agencyRecipients, findByTokenHash } from '../requests/requests.repo';
import type { Site } from '@server/platform/site';
import { agencyMailbox } from '@server/integrations/mail/mailer';
import { plainText } from '@server/platform/mail/compose-mail';
import { bookingTitle, type ReadingClock } from '../holds/mails/booking-facts';
import { durationOf, type IcsMethod, mailboxOf, writeIcs } from './ics';
import { type CancelledBy, invitationCancelledMail } from './mails/invitation-cancelled.mail';
import { type InvitationNews, invitationMail, invitationSummary } from './mails/invitation.mail';

export { ZONE_UNSET_NOTE } from './mails/invitation.mail';

/** What sending invitations needs: the database, the mailer and its from address. */
export type CalendarContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** The stages that take an invitation back. */
const ENDED_STATUSES: readonly string[] = ['cancelled', 'declined', 'expired'];

/** The stages a booking's time is in the calendars: held (tentative) or confirmed. */
const INVITED_STATUSES = ['held', 'confirmed'] as const;

/**
 * One recipient of an invitation, the zone their text is written in (`zoneUnset` when it is the
 * host's in place of the guest's own, not set yet), the other party whose clock is shown beside
 * theirs, and whether they only follow the booking (the agency) rather than take part.
 */
interface Recipient {
  email: string;
  name?: string;
  timeZone: string;
  zoneUnset?: boolean;
  other?: { name: string; timeZone: string | null };
  observer?: boolean;
}

/** The clock a recipient reads: their zone, the other party's beside it. */
const clockOf = (recipient: Recipient): ReadingClock => ({ zone: recipient.timeZone, other: recipient.other ?? null });

/** The invitations' organizer: the agency's mailbox that reads RSVPs (MAIL_REPLY_TO, else the sender), under the site's name. */
function organizerOf(config: CalendarContext['config']): { email: string; name: string } {
  const mailbox = mailboxOf(agencyMailbox(config));
  return { email: mailbox.email, name: mailbox.name ?? config.siteName };
}

/** The invitation of a booking for one recipient, its time and text in their own time zone. */
export function invitationFor(
  parties: BookingParties,
  recipient: Recipient,
  method: IcsMethod,
  site: Pick<Site, 'baseUrl'>,
  config: CalendarContext['config'],
): string {
  const { booking } = parties;
  const facts = bookingFactsOf(parties);
  return writeIcs({
    method,
    uid: `booking-${booking.id}@${new URL(site.baseUrl).hostname}`,
    sequence: booking.calendarSequence,
    stamp: new Date(),
    start: booking.scheduledFor!,
    timeZone: recipient.timeZone,
    duration: durationOf(booking.recordingMinutes),
    summary: bookingTitle(facts),
    description: plainText(invitationSummary(facts, clockOf(recipient))),
    location: booking.recordingLink ?? undefined,
    url: booking.recordingLink ?? undefined,
    status: booking.status === 'held' ? 'TENTATIVE' : 'CONFIRMED',
    organizer: organizerOf(config),
    attendee: { email: recipient.email, name: recipient.name, observer: recipient.observer },
  });
}

/**
 * Everyone whose calendar holds the booking, once each: the host, the guest's people (in the
 * guest's zone) and the agency (its admins and owners, and the team on the client), who follow the
 * booking in the host's zone with the guest's beside, as the desk's mails to the agency do.
 */
async function recipientsOf(db: DbOrTx, parties: BookingParties): Promise<Recipient[]> {
  const [people, agency] = await Promise.all([guestPeopleOf(db, parties.booking.clientId), agencyRecipients(db, parties.booking.clientId)]);
  const { host, guest } = parties;
  const hosts = host ? [{ email: host.email, name: host.name, timeZone: host.timeZone, other: guest }] : [];
  const hostClock = host ? { name: host.name, timeZone: host.timeZone } : undefined;
  const zoneUnset = guest.timeZone === null && host !== null;
  const recipients: Recipient[] = [
    ...hosts,
    ...people.map((email) => ({ email, timeZone: guestReadingZone(parties), zoneUnset, other: hostClock })),
    ...agency.map((email) => ({ email, timeZone: host?.timeZone ?? guestReadingZone(parties), other: host ? guest : undefined, observer: true })),
  ];
  const seen = new Set<string>();
  return recipients.filter((recipient) => {
    const mailbox = recipient.email.toLowerCase();
    return !seen.has(mailbox) && seen.add(mailbox);
  });
}

/** Raises a booking's invitation sequence (only while it is held or confirmed with a time, when asked); whether it did. */
async function raiseSequence(db: DbOrTx, bookingId: number, invitedOnly: boolean): Promise<boolean> {
  const invited = invitedOnly ? and(inArray(bookings.status, [...INVITED_STATUSES]), isNotNull(bookings.scheduledFor)) : undefined;
  const rows = await db
    .update(bookings)
    .set({ calendarSequence: sql`${bookings.calendarSequence} + 1` })
    .where(and(eq(bookings.id, bookingId), invited))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** What an invitation's mail announces: a held time, a first invitation, a hold now confirmed, or a change. */
function newsOf(booking: BookingRow, held: boolean): InvitationNews {
  if (booking.status === 'held') return 'held';
  if (booking.calendarSequence === 1) return 'new';
  return held ? 'confirmed' : 'updated';
}

/** Who cancelled a booking through the desk and why, as its parties read it; undefined otherwise. */
function cancelledBy({ booking, host, guest }: BookingParties, siteName: string): CancelledBy | undefined {
  if (booking.status !== 'cancelled' || !booking.cancelledBy || !booking.cancelReason) return undefined;
  const who =
    booking.cancelledBy === 'host'
      ? `${host?.name ?? 'the host'}, the host of ${booking.showName},`
      : booking.cancelledBy === 'guest'
        ? guest.name
        : `the agency (${siteName})`;
  return { who, reason: booking.cancelReason };
}

/**
 * Mails the invitation (or its cancellation, saying who cancelled and why) to everyone `recipientsOf` names; `wasHeld` when the
 * booking was a hold the last time they were sent one. A failure is logged, never thrown.
 */
async function mailInvitations(ctx: CalendarContext, site: Site, parties: BookingParties, method: IcsMethod, wasHeld = false): Promise<void> {
  const { booking } = parties;
  const facts = bookingFactsOf(parties);
  const news = newsOf(booking, wasHeld);
  const cancelled = cancelledBy(parties, ctx.config.siteName);
  for (const recipient of await recipientsOf(ctx.db, parties)) {
    const content = invitationFor(parties, recipient, method, site, ctx.config);
    const mail =
      method === 'CANCEL'
        ? invitationCancelledMail(facts, recipient.timeZone, cancelled)
        : invitationMail(facts, { clock: clockOf(recipient), zoneUnset: recipient.zoneUnset === true, news });
    await ctx.mailer
      // the agency's own copies: a reply would only reach the agency again
      .send({ to: recipient.email, ...mail, calendar: { method, content }, replies: recipient.observer ? 'nobody' : 'agency' })
      .catch((error: unknown) => site.log.error({ err: error, bookingId: booking.id, to: recipient.email }, 'Mailing a calendar invitation failed'));
  }
}

/**
 * Invites the host (in their request's time zone), the guest's people (in the client's) and the
 * agency to a held or confirmed booking with a time: raises its sequence and mails each an
 * invitation (REQUEST), TENTATIVE for a hold, CONFIRMED once confirmed, under one UID, so a
 * calendar that has the hold turns that entry into the booking. `wasHeld` when it is a hold that
 * has just been confirmed. Whether it was sent (false for a booking neither held nor confirmed, or without a time).
 */
export async function sendInvitations(ctx: CalendarContext, site: Site, bookingId: number, wasHeld = false): Promise<boolean> {
  if (!(await raiseSequence(ctx.db, bookingId, true))) return false;
  const parties = await partiesOf(ctx.db, bookingId);
  if (parties) await mailInvitations(ctx, site, parties, 'REQUEST', wasHeld);
  return true;
}

/**
 * After a booking moved: once an invitation was sent (sequence > 0), a booking that became
 * cancelled, declined or expired is taken back (CANCEL), and a change of its time, recording
 * link or length is sent again (REQUEST); each with the sequence raised.
 */
export async function updateInvitations(ctx: CalendarContext, site: Site, before: BookingRow, after: BookingRow): Promise<void> {
  if (after.calendarSequence === 0 || !after.scheduledFor) return;
  const ended = ENDED_STATUSES.includes(after.status) && !ENDED_STATUSES.includes(before.status);
  const moved =
    before.scheduledFor?.getTime() !== after.scheduledFor.getTime() ||
    before.recordingLink !== after.recordingLink ||
    before.recordingMinutes !== after.recordingMinutes;
  if (!ended && !(moved && !ENDED_STATUSES.includes(after.status))) return;
  if (!(await raiseSequence(ctx.db, after.id, false))) return;
  const parties = await partiesOf(ctx.db, after.id);
  if (parties) await mailInvitations(ctx, site, parties, ended ? 'CANCEL' : 'REQUEST');
}

/** The 404 of the host's calendar file before a time is held or confirmed. */
export const NO_INVITATION_YET = 'There is no calendar invitation yet: no time is held or confirmed.';

/**
 * The host's current invitation through their link (in their request's time zone; TENTATIVE while
 * the time is held): 404 for a link that does not open a request (HOST_LINK_INVALID) and for a
 * booking neither held nor confirmed with a time.
 */
export async function hostCalendar(
  ctx: Pick<AppContext, 'db' | 'config'>,
  token: string,
  site: Pick<Site, 'baseUrl'>,
): Promise<{ fileName: string; content: string }> {
  const found = await findByTokenHash(ctx.db, hashToken(token));
  if (!found) throw notFound(HOST_LINK_INVALID, 'HOST_LINK_INVALID');
  const parties = found.booking && (await partiesOf(ctx.db, found.booking.id));
  const invited = (INVITED_STATUSES as readonly string[]).includes(parties ? parties.booking.status : '');
  if (!parties?.host || !invited || !parties.booking.scheduledFor) throw notFound(NO_INVITATION_YET, 'NO_INVITATION');
  const host = {
    email: parties.host.email,
    name: parties.host.name,
    timeZone: parties.host.timeZone,
    other: { name: parties.guest.name, timeZone: parties.guest.timeZone },
  };
  return { fileName: `booking-${parties.booking.id}.ics`, content: invitationFor(parties, host, 'REQUEST', site, ctx.config) };
}
