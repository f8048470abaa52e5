import type { SessionUser } from '@shared/api/session-user';
import type { BusyCalendarState } from '@shared/api/bookings/busy-times';
import { AppError, notFound } from '@server/lib/errors';
import { sealText, unsealText } from '@server/lib/sealed-text';
import { auditedWrite } from '@server/platform/audit/audited-write';
import type { Site } from '@server/platform/site';
import { managedClient } from '../calendar/calendar-feed.service';
import { clientSettings } from '../desk/desk.repo';
import { type BusyContext, BusyReadError, calendarFetcher, fetchAddressOf, readBusyCalendar } from './busy-calendar-read';
import {
  type BusyCalendarRow,
  busyCalendarOf,
  claimDueCalendars,
  deleteBusyCalendar,
  recordFailedRead,
  recordUnchangedRead,
  replaceBusyCalendar,
  storeRead,
} from './busy-times.repo';

/** What the addresses are sealed for: their key is this purpose's alone. */
const PURPOSE = 'busy-calendar-address';

/** The failure of an address sealed under another SESSION_SECRET. */
const UNOPENABLE = 'Podium can no longer open the saved address (its server’s secret changed): paste the address again';

/**
 * What anyone is shown of an address: its host and the end of its path, the secret parts cut
 * ("calendar.google.com/…/basic.ics"; a last part longer than 12 characters shows its last 4).
 */
export function addressHint(address: string): string {
  const url = new URL(fetchAddressOf(address));
  const last = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  return `${url.hostname}/…/${last.length > 12 ? `…${last.slice(-4)}` : last}`;
}

/** A calendar's row as its page reads it. */
function stateOf(row: BusyCalendarRow | undefined): BusyCalendarState {
  if (!row) return { address: null, read: null };
  return {
    address: { hint: row.addressHint, since: row.createdAt.toISOString() },
    read: { at: row.readAt?.toISOString() ?? null, okAt: row.readOkAt?.toISOString() ?? null, failure: row.failure, busyCount: row.busyCount },
  };
}

/** The guest's zone, for their calendar's all-day and floating times (UTC while they have none). */
async function guestZoneOf(ctx: BusyContext, clientId: number): Promise<string> {
  return (await clientSettings(ctx.db, clientId))?.timeZone ?? 'UTC';
}

/** The guest's own calendar as their Bookings page shows it (whoever may manage the client). */
export async function busyCalendarState(ctx: BusyContext, user: SessionUser, clientId: number): Promise<BusyCalendarState> {
  await managedClient(ctx, user, clientId);
  return stateOf(await busyCalendarOf(ctx.db, clientId));
}

/**
 * Takes the guest's calendar's private address: read at once (422 `BUSY_CALENDAR_UNREADABLE`,
 * with why, when it can't be, and nothing is kept), then kept sealed with its busy times, in place
 * of any address before; audited without the address.
 */
export async function saveBusyCalendar(ctx: BusyContext, user: SessionUser, clientId: number, address: string, site: Site): Promise<BusyCalendarState> {
  const slug = await managedClient(ctx, user, clientId);
  let read: Awaited<ReturnType<typeof readBusyCalendar>>;
  try {
    const now = new Date();
    read = await readBusyCalendar(
      calendarFetcher(ctx.config),
      address,
      { etag: null, lastModified: null },
      { now, guestZone: await guestZoneOf(ctx, clientId), site },
    );
  } catch (error) {
    if (error instanceof BusyReadError)
      throw new AppError(422, `Podium could not read your calendar at this address. ${error.message}.`, 'BUSY_CALENDAR_UNREADABLE');
    throw error;
  }
  const found = read.unchanged ? { spans: [], etag: null, lastModified: null } : read;
  await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      await replaceBusyCalendar(tx, clientId, sealText(address, ctx.config.sessionSecret, PURPOSE), addressHint(address));
      await storeRead(tx, clientId, found.spans, { etag: found.etag, lastModified: found.lastModified });
    },
    () => ({ action: 'client.busy-calendar', targetType: 'client', targetId: clientId, details: { slug, busyTimes: found.spans.length } }),
  );
  return stateOf(await busyCalendarOf(ctx.db, clientId));
}

/** Forgets the guest's calendar and its busy times; audited when there was one. */
export async function removeBusyCalendar(ctx: BusyContext, user: SessionUser, clientId: number): Promise<BusyCalendarState> {
  const slug = await managedClient(ctx, user, clientId);
  await auditedWrite(
    ctx.db,
    user,
    (tx) => deleteBusyCalendar(tx, clientId),
    () => ({ action: 'client.busy-calendar.remove', targetType: 'client', targetId: clientId, details: { slug } }),
  );
  return { address: null, read: null };
}

/**
 * Reads one guest's calendar and records how it went: its busy times replaced (one transaction),
 * kept on a 304, kept on a failure (the last good read is still the best word on when they are
 * busy) with why in plain words. Whether the read worked.
 */
async function readAndRecord(ctx: BusyContext, row: BusyCalendarRow, site: Site, now: Date): Promise<boolean> {
  const address = unsealText(row.addressSealed, ctx.config.sessionSecret, PURPOSE);
  if (address === null) {
    await recordFailedRead(ctx.db, row.clientId, UNOPENABLE);
    return false;
  }
  try {
    const read = await readBusyCalendar(calendarFetcher(ctx.config), address, row, { now, guestZone: await guestZoneOf(ctx, row.clientId), site });
    if (read.unchanged) await recordUnchangedRead(ctx.db, row.clientId);
    else await ctx.db.transaction((tx) => storeRead(tx, row.clientId, read.spans, read));
    return true;
  } catch (error) {
    if (!(error instanceof BusyReadError)) throw error;
    await recordFailedRead(ctx.db, row.clientId, error.message);
    return false;
  }
}

/** Reads the guest's calendar again now (whoever may manage the client); 404 when none was given. */
export async function rereadBusyCalendar(ctx: BusyContext, user: SessionUser, clientId: number, site: Site): Promise<BusyCalendarState> {
  await managedClient(ctx, user, clientId);
  const row = await busyCalendarOf(ctx.db, clientId);
  if (!row) throw notFound('No calendar address has been given yet', 'NO_BUSY_CALENDAR');
  await readAndRecord(ctx, row, site, new Date());
  return stateOf(await busyCalendarOf(ctx.db, clientId));
}

/** What one run of the calendars' job did. */
export interface BusyCalendarsRun {
  read: number;
  failed: number;
}

/**
 * Reads every calendar due (each claimed by one node), one after another, so no calendar host gets
 * more than one request from a node at a time and each calendar at most one a quarter of an hour.
 */
export async function readDueBusyCalendars(ctx: BusyContext, site: Site, now = new Date()): Promise<BusyCalendarsRun> {
  const run: BusyCalendarsRun = { read: 0, failed: 0 };
  for (const row of await claimDueCalendars(ctx.db)) {
    if (await readAndRecord(ctx, row, site, now)) run.read++;
    else run.failed++;
  }
  return run;
}
