import type { AppContext } from '@server/context';
import type { Mail } from '@server/integrations/mail/mailer';
import { insertAudit } from '@server/platform/audit/audit.repo';
import { auditActorOf } from '@server/platform/audit/audited-write';
import { updateInvitations } from '../calendar/calendar.service';
import { freshApprovalLink, freshHostLink } from '../desk/desk-mail';
import { type LineNews, moveLineUp } from '../desk/hold-line';
import { tellLineNews } from '../desk/hold-news';
import { agencyInbox } from '../requests/agency-mail';
import { agencyRecipients } from '../requests/requests.repo';
import type { Site } from '@server/platform/site';
import { type BookingParties, bookingFactsOf, guestPeopleOf, guestReadingZone, partiesOf } from './booking-parties';
import * as repo from './holds.repo';
import { remindRecordings } from '../reminders/reminders.service';
import { runReconfirmations } from '../reminders/reconfirm.service';
import type { ReadingClock } from './mails/booking-facts';
import { holdExpiredHostMail } from './mails/hold-expired-host.mail';
import { holdExpiredMail } from './mails/hold-expired.mail';
import { holdReminderGuestMail } from './mails/hold-reminder-guest.mail';
import { holdReminderHostMail } from './mails/hold-reminder-host.mail';

/** What the holds' clock needs: the database, the mailer and the configuration (the invitations' from address). */
export type HoldsContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** The host's clock, with the guest's beside it. */
const hostReading = (host: NonNullable<BookingParties['host']>, { guest }: BookingParties): ReadingClock => ({ zone: host.timeZone, other: guest });

/** The guest's side's clock (`guestReadingZone`), with the host's beside it (none for a booking made by hand). */
const guestReading = (parties: BookingParties): ReadingClock => ({
  zone: guestReadingZone(parties),
  other: parties.host ? { name: parties.host.name, timeZone: parties.host.timeZone } : null,
});

/** Sends each mail; a failure is logged and the others still go (no retry: see `expireHolds`). */
async function sendAll(ctx: HoldsContext, site: Site, bookingId: number, mails: Mail[]): Promise<void> {
  for (const mail of mails) {
    await ctx.mailer.send(mail).catch((error: unknown) => site.log.error({ err: error, bookingId, to: mail.to }, 'A booking hold mail failed'));
  }
}

/** The mails that tell the host, the guest's people and the agency that a hold ran out. */
async function expiryMails(ctx: HoldsContext, site: Site, parties: BookingParties): Promise<Mail[]> {
  const { booking, host } = parties;
  const hold = bookingFactsOf(parties);
  const mails: Mail[] = [];
  if (host) mails.push({ to: host.email, ...holdExpiredHostMail(hold, { name: host.name, clock: hostReading(host, parties) }), replies: 'agency' });
  for (const to of await guestPeopleOf(ctx.db, booking.clientId)) mails.push({ to, ...holdExpiredMail(hold, guestReading(parties)), replies: 'agency' });
  const inbox = agencyInbox(site);
  for (const to of await agencyRecipients(ctx.db, booking.clientId)) {
    if (mails.some((mail) => mail.to === to)) continue;
    mails.push({ to, ...holdExpiredMail(hold, guestReading(parties), inbox), link: inbox, replies: 'nobody' });
  }
  return mails;
}

/**
 * Expires the holds whose time ran out: one statement takes each (so of several nodes one
 * expires it), audited `booking.expire` (no actor: the server's own work) in its transaction, where
 * the next hold in line behind an expired first hold moves up (`moveLineUp`); then
 * tells the host, the guest's people and the agency by mail, and takes back a calendar invitation
 * if one was sent. The host's links close with the booking. Mail is sent at most once: a failure
 * is logged and not retried (the expiry stands, and the agency's inbox shows it). How many expired.
 */
export async function expireHolds(ctx: HoldsContext, site: Site): Promise<number> {
  const news: LineNews[] = [];
  const expired = await ctx.db.transaction(async (tx) => {
    const rows = await repo.expireDue(tx);
    for (const row of rows) {
      // a first hold that ran out passes its time to the next in line, in this transaction
      news.push(await moveLineUp(tx, row));
      await insertAudit(tx, {
        ...auditActorOf(null),
        action: 'booking.expire',
        targetType: 'booking',
        targetId: row.id,
        details: { clientId: row.clientId, showName: row.showName, holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null },
      });
    }
    return rows;
  });
  for (const row of expired) {
    try {
      const parties = await partiesOf(ctx.db, row.id);
      if (parties) await sendAll(ctx, site, row.id, await expiryMails(ctx, site, parties));
      await updateInvitations(ctx, site, { ...row, status: 'held' }, row);
    } catch (error) {
      site.log.error({ err: error, bookingId: row.id }, 'Telling of an expired hold failed');
    }
  }
  for (const moved of news) await tellLineNews(ctx, site, moved);
  return expired.length;
}

/** The reminder to whoever the hold waits on, each with a fresh link (its hash stored): the host's request, or the guest's approval of this hold. */
async function reminderMails(ctx: HoldsContext, site: Site, parties: BookingParties): Promise<Mail[]> {
  const { booking, host } = parties;
  const expiresAt = booking.holdExpiresAt!;
  const hold = bookingFactsOf(parties);
  if (booking.holdAwaiting === 'host') {
    if (!host || booking.requestId === null) return [];
    const link = await freshHostLink(ctx.db, site, booking.requestId);
    return [
      { to: host.email, ...holdReminderHostMail(hold, { name: host.name, clock: hostReading(host, parties) }, expiresAt, link), link, replies: 'agency' },
    ];
  }
  const mails: Mail[] = [];
  for (const to of await guestPeopleOf(ctx.db, booking.clientId)) {
    const link = await freshApprovalLink(ctx.db, site, booking.id, expiresAt);
    mails.push({ to, ...holdReminderGuestMail(hold, guestReading(parties), expiresAt, link), link, replies: 'agency' });
  }
  return mails;
}

/**
 * Reminds whoever a hold waits on once it is past half-time: one statement claims each (so of
 * several nodes one reminds, once), then the mail with a fresh link goes. At most once: a failed
 * mail is logged and not retried. How many holds were reminded.
 */
export async function remindHolds(ctx: HoldsContext, site: Site): Promise<number> {
  const claimed = await repo.claimReminders(ctx.db);
  for (const row of claimed) {
    try {
      const parties = await partiesOf(ctx.db, row.id);
      if (parties) await sendAll(ctx, site, row.id, await reminderMails(ctx, site, parties));
    } catch (error) {
      site.log.error({ err: error, bookingId: row.id }, 'Reminding of a hold failed');
    }
  }
  return claimed.length;
}

/** What one tick of the bookings' clock did. */
export interface HoldsTick {
  expired: number;
  reminded: number;
  recordings: number;
  reconfirmations: number;
}

/**
 * One tick of the bookings' clock: the holds that ran out expire first, then the holds' reminders
 * go, then the recordings' (a day and an hour before), then the reconfirmations are asked for and
 * the missing ones flagged to the agency.
 */
export async function runHoldsTick(ctx: HoldsContext, site: Site): Promise<HoldsTick> {
  const expired = await expireHolds(ctx, site);
  const reminded = await remindHolds(ctx, site);
  const recordings = await remindRecordings(ctx, site);
  const { asked, flagged } = await runReconfirmations(ctx, site);
  return { expired, reminded, recordings, reconfirmations: asked + flagged };
}
