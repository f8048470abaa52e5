import type { SessionUser } from '@shared/api/session-user';
import { CALENDAR_FEED_INVALID, type CalendarFeedMade, type CalendarFeedState } from '@shared/api/bookings/calendar-feed';
import { canManageClient } from '@shared/permissions';
import type { AppContext } from '@server/context';
import { forbidden, notFound } from '@server/lib/errors';
import { hashToken, randomToken } from '@server/lib/tokens';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { plainText } from '@server/platform/mail/compose-mail';
import type { Site } from '@server/platform/site';
import { clientSettings } from '../desk/desk.repo';
import { bookingTitle } from '../holds/mails/booking-facts';
import { calendarBookings, deleteFeed, feedOf, guestOfFeed, replaceFeed } from './calendar-feed.repo';
import { durationOf, type IcsEntry, writeCalendar } from './ics';
import { invitationSummary } from './mails/invitation.mail';

/** How far back a subscribed calendar shows past recordings. */
const PAST_DAYS = 90;

/** How often a calendar app is asked to read the address again. */
const REFRESH = 'PT1H';

/** 403 unless the user may manage the client; 404 for a client that does not exist; its slug. */
export async function managedClient(ctx: Pick<AppContext, 'db'>, user: SessionUser, clientId: number): Promise<string> {
  if (!canManageClient(user, clientId)) throw forbidden('You may not manage this profile');
  const found = await clientSettings(ctx.db, clientId);
  if (!found) throw notFound('Client not found');
  return found.slug;
}

/** Whether the client has a calendar address, and since when (whoever may manage the client). */
export async function calendarFeedState(ctx: Pick<AppContext, 'db'>, user: SessionUser, clientId: number): Promise<CalendarFeedState> {
  await managedClient(ctx, user, clientId);
  const since = await feedOf(ctx.db, clientId);
  return { since: since?.toISOString() ?? null };
}

/**
 * Makes the client's calendar address, or a new one in place of the old, which stops working at
 * once; audited. The address holds a random token stored only as its hash: it is answered this once.
 */
export async function renewCalendarFeed(
  ctx: Pick<AppContext, 'db'>,
  user: SessionUser,
  clientId: number,
  site: Pick<Site, 'baseUrl'>,
): Promise<CalendarFeedMade> {
  const slug = await managedClient(ctx, user, clientId);
  const token = randomToken();
  const since = await auditedWrite(
    ctx.db,
    user,
    async (tx) => ({ renewed: (await feedOf(tx, clientId)) !== undefined, since: await replaceFeed(tx, clientId, hashToken(token)) }),
    ({ renewed }) => ({ action: 'client.calendar-feed', targetType: 'client', targetId: clientId, details: { slug, renewed } }),
  );
  const https = `${site.baseUrl}/api/calendar-feeds/${token}/calendar.ics`;
  return { since: since.since.toISOString(), https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/** Stops the client's calendar address (it stops working at once); audited when there was one. */
export async function stopCalendarFeed(ctx: Pick<AppContext, 'db'>, user: SessionUser, clientId: number): Promise<CalendarFeedState> {
  const slug = await managedClient(ctx, user, clientId);
  await auditedWrite(
    ctx.db,
    user,
    (tx) => deleteFeed(tx, clientId),
    () => ({ action: 'client.calendar-feed.stop', targetType: 'client', targetId: clientId, details: { slug } }),
  );
  return { since: null };
}

/**
 * The guest's calendar through its private address (no sign-in: the token is the key): their held
 * times (TENTATIVE) and bookings from PAST_DAYS ago on, each under the UID of its invitations, at
 * the guest's wall time (the host's, while the guest's zone is not set) with the host's clock
 * beside it. 404 for an address renewed, stopped or never made.
 */
export async function guestCalendar(ctx: Pick<AppContext, 'db'>, token: string, site: Pick<Site, 'baseUrl'>): Promise<string> {
  const guest = await guestOfFeed(ctx.db, hashToken(token));
  if (!guest) throw notFound(CALENDAR_FEED_INVALID, 'CALENDAR_FEED_INVALID');
  const since = new Date(Date.now() - PAST_DAYS * 24 * 60 * 60 * 1000);
  const host = new URL(site.baseUrl).hostname;
  const stamp = new Date();
  const events = (await calendarBookings(ctx.db, guest.id, since)).map(({ booking, hostName, hostTimeZone }): IcsEntry => {
    const facts = { guestName: guest.name, ...booking };
    const zone = guest.timeZone ?? hostTimeZone ?? 'UTC';
    const other = hostName && hostTimeZone ? { name: hostName, timeZone: hostTimeZone } : null;
    return {
      uid: `booking-${booking.id}@${host}`,
      sequence: booking.calendarSequence,
      stamp,
      start: booking.scheduledFor!,
      timeZone: zone,
      duration: durationOf(booking.recordingMinutes),
      summary: bookingTitle(facts),
      description: plainText(invitationSummary(facts, { zone, other })),
      location: booking.recordingLink ?? undefined,
      url: booking.recordingLink ?? undefined,
      status: booking.status === 'held' ? 'TENTATIVE' : 'CONFIRMED',
    };
  });
  return writeCalendar({ subscription: { name: `${guest.name}: podcast bookings`, refresh: REFRESH }, events });
}
