import type { Mail } from '@server/integrations/mail/mailer';
import type { Site } from '@server/platform/site';
import type { AppContext } from '@server/context';
import { bookingFactsOf, type BookingParties, guestPeopleOf, guestReadingZone, partiesOf } from '../holds/booking-parties';
import { reconfirmHoursOf } from '../holds/hold-settings';
import { freshHostLink } from '../desk/desk-mail';
import { agencyInbox, mailTheAgency } from '../requests/agency-mail';
import { reconfirmAskMail, reconfirmMissingMail } from './mails/reconfirm.mail';
import { claimAsks, claimFlags, clientSlugOf } from './reconfirm.repo';

/** What the reconfirmations need: the database, the mailer and the configuration. */
type ReconfirmContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** The host's clock with the guest's beside, and the guest's side's with the host's. */
function clocksOf(parties: BookingParties) {
  const { host, guest } = parties;
  return {
    host: host ? { zone: host.timeZone, other: guest } : null,
    guest: { zone: guestReadingZone(parties), other: host ? { name: host.name, timeZone: host.timeZone } : null },
  };
}

/** The asks of one recording: the host with a fresh link to their request, the guest's people with their Bookings page. */
async function askMails(ctx: ReconfirmContext, site: Site, parties: BookingParties): Promise<Mail[]> {
  const { booking, host } = parties;
  const facts = bookingFactsOf(parties);
  const clocks = clocksOf(parties);
  const mails: Mail[] = [];
  if (host && clocks.host && booking.requestId !== null) {
    const link = await freshHostLink(ctx.db, site, booking.requestId);
    mails.push({ to: host.email, ...reconfirmAskMail(facts, clocks.host, link), link, replies: 'agency' });
  }
  const page = `${site.baseUrl}/profile/${await clientSlugOf(ctx.db, booking.clientId)}/bookings`;
  for (const to of await guestPeopleOf(ctx.db, booking.clientId))
    mails.push({ to, ...reconfirmAskMail(facts, clocks.guest, page), link: page, replies: 'agency' });
  return mails;
}

/** Sends each mail, logging a failure (at most once: a claim is never retried). */
async function sendEach(ctx: ReconfirmContext, site: Site, bookingId: number, mails: Mail[]): Promise<void> {
  for (const mail of mails) {
    await ctx.mailer.send(mail).catch((error: unknown) => site.log.error({ err: error, bookingId, to: mail.to }, 'A reconfirmation mail failed'));
  }
}

/**
 * Asks both sides of each confirmed recording to reconfirm it, the agency's `reconfirmHours` before
 * (72 by default), once across nodes (`claimAsks`); a recording moved to a new time is asked again.
 * Then tells the agency of each recording a side has not reconfirmed a day before (`claimFlags`),
 * once. At most once each: a failed mail is logged and not retried. How many were asked and flagged.
 */
export async function runReconfirmations(ctx: ReconfirmContext, site: Site): Promise<{ asked: number; flagged: number }> {
  const asked = await claimAsks(ctx.db, await reconfirmHoursOf(ctx.db));
  for (const row of asked) {
    try {
      const parties = await partiesOf(ctx.db, row.id);
      if (parties) await sendEach(ctx, site, row.id, await askMails(ctx, site, parties));
    } catch (error) {
      site.log.error({ err: error, bookingId: row.id }, 'Asking for a reconfirmation failed');
    }
  }
  const flagged = await claimFlags(ctx.db);
  for (const row of flagged) {
    const parties = await partiesOf(ctx.db, row.id).catch(() => undefined);
    if (!parties) continue;
    const at = row.scheduledFor!.getTime();
    const missing = { host: row.hostReconfirmedFor?.getTime() !== at, guest: row.guestReconfirmedFor?.getTime() !== at };
    const clock = clocksOf(parties).host ?? clocksOf(parties).guest;
    const inbox = agencyInbox(site);
    await mailTheAgency(
      ctx,
      site,
      row.clientId,
      { ...reconfirmMissingMail(bookingFactsOf(parties), clock, missing, inbox), link: inbox },
      { bookingId: row.id },
    );
  }
  return { asked: asked.length, flagged: flagged.length };
}
