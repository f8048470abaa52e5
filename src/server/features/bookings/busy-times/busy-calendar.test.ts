import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories';
import { startFeedServer } from '@tests/fakes/feeds/feed-server';
import { deskCases } from '@tests/helpers/desk-cases';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { guestBusy, NOT_A_CALENDAR_ADDRESS } from '@shared/api/bookings/busy-times';
import { fullTimeIn } from '@shared/dates';
import { auditLog, busyCalendars, busyTimes } from '@server/db/schema';
import { addressHint, readDueBusyCalendars } from './busy-calendar.service';

// a local calendar host, speaking HTTP as Google's, Outlook's and Apple's do (conditional GET, text/calendar)
const host = await startFeedServer();
const ctx = seededApp({ OUTBOUND_ALLOWED_PRIVATE_HOSTS: host.host });
const { call, hostView, freshGuest, confirmedCase, act, linkTokenTo } = deskCases(ctx);
afterAll(() => host.close());

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Whole hours `days` ahead at 09:00 UTC (clear of the route fixtures' free times, as each test has a fresh guest). */
const at = (days: number, hour = 9) => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + hour * HOUR_MS);

/** A private calendar of hour-long busy events at `starts` (UTC), as a calendar app publishes it. */
const calendarOf = (starts: Date[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    ...starts.flatMap((start, i) => {
      const stamp = (d: Date) =>
        d
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '');
      return [
        'BEGIN:VEVENT',
        `UID:busy-${i}-${start.getTime()}@google.com`,
        `DTSTART:${stamp(start)}`,
        `DTEND:${stamp(new Date(start.getTime() + HOUR_MS))}`,
        'SUMMARY:Board meeting',
        'END:VEVENT',
      ];
    }),
    'END:VCALENDAR',
  ].join('\r\n');

/** Serves a calendar at a fresh private path (ETag "v1": a conditional read gets a 304); its address. */
function servedCalendar(starts: Date[]) {
  const path = `/calendar/ical/guest%40example.com/private-${Math.random().toString(16).slice(2)}f00d/basic.ics`;
  let body = calendarOf(starts);
  let etag = '"v1"';
  host.serve(path, (request) =>
    request.headers['if-none-match'] === etag ? { status: 304 } : { headers: { 'content-type': 'text/calendar; charset=utf-8', etag }, body },
  );
  return {
    address: host.url(path),
    path,
    change(next: Date[]) {
      body = calendarOf(next);
      etag = `"v${Math.random()}"`;
    },
  };
}

/** A fresh guest (in Paris) with their own calendar given, busy at `starts`. */
async function guestWithCalendar(starts: Date[]) {
  const who = await freshGuest({ timeZone: 'Europe/Paris' });
  const cookie = await openSession(ctx.t.db, who.guest.id);
  const calendar = servedCalendar(starts);
  const saved = await call('PUT', `/api/clients/${who.guestClient.id}/busy-calendar`, { address: calendar.address }, cookie);
  expect(saved.statusCode, saved.body).toBe(200);
  return { who, cookie, calendar };
}

/** Makes every calendar due a read. */
async function makeAllDue() {
  await ctx.t.db.update(busyCalendars).set({ nextReadAt: new Date(Date.now() - 60_000) });
}

/** The job's run, as a node's schedule runs it. */
function readDue() {
  return readDueBusyCalendars({ db: ctx.t.db, config: ctx.t.config }, { baseUrl: 'http://localhost', log: ctx.t.app.log });
}

/** The job's run with every calendar made due first. */
async function runDue() {
  await makeAllDue();
  return readDue();
}

const stateOf = async (clientId: number, cookie: string) => (await call('GET', `/api/clients/${clientId}/busy-calendar`, undefined, cookie)).json();

describe('the guest’s own calendar', () => {
  it('is read at once when given, kept sealed, shown back only as a hint, to those who manage the guest, audited without the address', async () => {
    const { who, cookie, calendar } = await guestWithCalendar([at(20), at(21)]);
    const state = await stateOf(who.guestClient.id, cookie);
    expect(state).toMatchObject({ address: { hint: '127.0.0.1/…/basic.ics' }, read: { failure: null, busyCount: 2 } });
    expect(JSON.stringify(state)).not.toContain('private-');
    const [row] = await ctx.t.db.select().from(busyCalendars).where(eq(busyCalendars.clientId, who.guestClient.id));
    expect(row!.addressSealed).not.toContain('private-');
    expect(row!.addressSealed).not.toContain('127.0.0.1');
    const times = await ctx.t.db.select().from(busyTimes).where(eq(busyTimes.clientId, who.guestClient.id));
    expect(times.map((t) => t.startsAt.toISOString()).sort()).toEqual([at(20).toISOString(), at(21).toISOString()]);
    const [audit] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.busy-calendar'), eq(auditLog.targetId, String(who.guestClient.id))));
    expect(audit!.details).toMatchObject({ busyTimes: 2 });
    expect(JSON.stringify(audit)).not.toContain(calendar.path);
    // their team member sees it; another guest, a visitor, do not
    const team = await createUser(ctx.t.db, { role: 'team', clientId: who.guestClient.id });
    expect((await call('GET', `/api/clients/${who.guestClient.id}/busy-calendar`, undefined, await openSession(ctx.t.db, team.id))).statusCode).toBe(200);
    expect((await call('GET', `/api/clients/${who.guestClient.id}/busy-calendar`, undefined, await ctx.w.cookieFor('guest'))).statusCode).toBe(403);
    expect((await call('GET', `/api/clients/${who.guestClient.id}/busy-calendar`)).statusCode).toBe(401);
    expect(
      (await call('PUT', `/api/clients/${who.guestClient.id}/busy-calendar`, { address: calendar.address }, await ctx.w.cookieFor('guest'))).statusCode,
    ).toBe(403);
  });

  it('refuses an address it cannot read, in words, and keeps nothing', async () => {
    const who = await freshGuest();
    const cookie = await openSession(ctx.t.db, who.guest.id);
    const save = (address: string) => call('PUT', `/api/clients/${who.guestClient.id}/busy-calendar`, { address }, cookie);
    const gone = await save(host.url('/calendar/none/basic.ics'));
    expect(gone.statusCode).toBe(422);
    expect(gone.json()).toEqual({
      code: 'BUSY_CALENDAR_UNREADABLE',
      message: 'Podium could not read your calendar at this address. Your calendar no longer has this address: copy its private address again.',
    });
    host.serve('/sign-in', () => ({ headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>Sign in</title>' }));
    expect((await save(host.url('/sign-in'))).json().message).toContain('not a calendar');
    expect((await save('http://10.1.2.3/private/basic.ics')).json().message).toContain('private network');
    for (const bad of ['ftp://example.com/basic.ics', 'https://user:secret@example.com/basic.ics', 'my calendar']) {
      const refused = await save(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().fields.address).toBe(NOT_A_CALENDAR_ADDRESS);
    }
    expect(await stateOf(who.guestClient.id, cookie)).toEqual({ address: null, read: null });
  });

  it('is read again on schedule, conditionally, once across runs; a failed read keeps the last busy times and says why', async () => {
    const { who, cookie, calendar } = await guestWithCalendar([at(30)]);
    const before = host.requests(calendar.path);
    // two nodes' runs at once, on a calendar made due first: it is read once, and answered 304 (its ETag sent back)
    await makeAllDue();
    await Promise.all([readDue(), readDue()]);
    expect(host.requests(calendar.path)).toBe(before + 1);
    expect(host.lastHeaders(calendar.path)?.['if-none-match']).toBe('"v1"');
    // a changed calendar replaces the busy times
    calendar.change([at(31), at(32)]);
    await runDue();
    expect((await stateOf(who.guestClient.id, cookie)).read).toMatchObject({ failure: null, busyCount: 2 });
    // its server fails: the busy times stay, and the page says why
    host.serve(calendar.path, () => ({ status: 503, body: 'down' }));
    expect(await runDue()).toMatchObject({ failed: 1 });
    const failed = await stateOf(who.guestClient.id, cookie);
    expect(failed.read).toMatchObject({ failure: 'Your calendar’s server had a fault; Podium tries again shortly', busyCount: 2 });
    expect(Date.parse(failed.read.at)).toBeGreaterThan(Date.parse(failed.read.okAt) - 1);
    expect(await ctx.t.db.select().from(busyTimes).where(eq(busyTimes.clientId, who.guestClient.id))).toHaveLength(2);
    // an address sealed under another secret is not opened, and the page says so
    await ctx.t.db.update(busyCalendars).set({ addressSealed: 's1.AAAA.AAAA.AAAA' }).where(eq(busyCalendars.clientId, who.guestClient.id));
    await runDue();
    expect((await stateOf(who.guestClient.id, cookie)).read.failure).toMatch(/paste the address again/);
  });

  it('is forgotten with its busy times when removed', async () => {
    const { who, cookie } = await guestWithCalendar([at(40)]);
    const removed = await call('DELETE', `/api/clients/${who.guestClient.id}/busy-calendar`, undefined, cookie);
    expect(removed.json()).toEqual({ address: null, read: null });
    expect(await ctx.t.db.select().from(busyTimes).where(eq(busyTimes.clientId, who.guestClient.id))).toHaveLength(0);
    expect((await call('POST', `/api/clients/${who.guestClient.id}/busy-calendar/read`, undefined, cookie)).json().code).toBe('NO_BUSY_CALENDAR');
  });
});

describe('times a host is offered', () => {
  it('never include one the guest’s own calendar marks busy: the desk sees it marked, and accepting, proposing, picking and moving to it are refused', async () => {
    const { who, cookie, calendar } = await guestWithCalendar([at(50)]);
    const c = await confirmedCase({ of: who, slots: [at(49).toISOString(), at(50).toISOString()] });
    const inbox = (await call('GET', `/api/admin/booking-requests?clientId=${who.guestClient.id}`, undefined, await ctx.w.cookieFor('admin'))).json();
    expect(inbox.items[0].busySlots).toEqual([at(50).toISOString()]);
    const accept = await act(c.requestId, 'accept', { slot: at(50).toISOString() });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toEqual({ code: 'GUEST_BUSY', message: guestBusy(who.guestClient.name, fullTimeIn(at(50), 'Europe/Paris')) });
    // half an hour into the busy hour clashes too
    const half = new Date(at(50).getTime() + HOUR_MS / 2).toISOString();
    expect((await act(c.requestId, 'propose', { slots: [at(52).toISOString(), half], message: 'Either?' })).json().code).toBe('GUEST_BUSY');
    expect((await act(c.requestId, 'propose', { slots: [at(52).toISOString(), at(53).toISOString()], message: 'Either?' })).statusCode).toBe(200);
    const hostToken = linkTokenTo(c.hostEmail, 'requests');
    expect((await hostView(hostToken)).proposals).toEqual([at(52).toISOString(), at(53).toISOString()]);
    // the guest books something at 53 in their own calendar: the host is no longer offered it, nor can pick it
    calendar.change([at(50), at(53)]);
    expect((await call('POST', `/api/clients/${who.guestClient.id}/busy-calendar/read`, undefined, cookie)).json().read.busyCount).toBe(2);
    expect((await hostView(hostToken)).proposals).toEqual([at(52).toISOString()]);
    expect((await call('POST', `/api/requests/${hostToken}/pick`, { slot: at(53).toISOString() })).json().code).toBe('GUEST_BUSY');
    // the free one, picked, is confirmed at once; moving it onto a busy time is refused for every side
    expect((await call('POST', `/api/requests/${hostToken}/pick`, { slot: at(52).toISOString() })).json().request.booking.status).toBe('confirmed');
    expect((await call('POST', `/api/requests/${hostToken}/reschedule`, { slot: at(50).toISOString() })).json().code).toBe('GUEST_BUSY');
    expect((await act(c.requestId, 'reschedule', { slot: at(53).toISOString() })).json().code).toBe('GUEST_BUSY');
    expect((await call('POST', `/api/bookings/${c.bookingId}/reschedule`, { slot: at(53).toISOString() }, cookie)).json().code).toBe('GUEST_BUSY');
    expect((await call('POST', `/api/requests/${hostToken}/reschedule`, { slot: at(54).toISOString() })).statusCode).toBe(200);
  });
});

describe('what is shown of an address', () => {
  it('is its host and the end of its path, never the private part', () => {
    expect(addressHint('https://calendar.google.com/calendar/ical/ada%40example.com/private-0123456789abcdef/basic.ics')).toBe(
      'calendar.google.com/…/basic.ics',
    );
    expect(addressHint('https://outlook.office365.com/owa/calendar/a1b2c3@example.com/d4e5f6a7b8c9/calendar.ics')).toBe('outlook.office365.com/…/calendar.ics');
    expect(addressHint('webcal://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Njc4OTAxMjM0NTY3ODkw')).toBe('p52-caldav.icloud.com/…/…ODkw');
  });
});
