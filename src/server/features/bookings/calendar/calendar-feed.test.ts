import ICAL from 'ical.js';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALENDAR_FEED_INVALID } from '@shared/api/bookings/calendar-feed';
import { createClient } from '@tests/factories';
import { bookingFromRequest } from '@tests/helpers/fixtures/bookings/holds';
import { seededApp } from '@tests/helpers/seeded-app';
import { auditLog, calendarFeeds, clients } from '@server/db/schema';
import { hashToken } from '@server/lib/tokens';

const s = seededApp();
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) => s.t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const feedUrl = (clientId: number) => `/api/clients/${clientId}/calendar-feed`;
/** The path of a made address, as the server is asked for it. */
const pathOf = (https: string) => new URL(https).pathname;
const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

describe('the guest’s calendar address', () => {
  it('is made by the guest, shown once, stored only as a hash, and serves their holds and bookings in their zone with the host’s beside', async () => {
    const guest = await s.w.cookieFor('guest');
    await s.t.db.update(clients).set({ timeZone: 'America/New_York' }).where(eq(clients.id, s.w.own.id));
    expect((await call('GET', feedUrl(s.w.own.id), guest)).json()).toEqual({ since: null });
    // a hold, a confirmed booking on either side of the clocks going forward, and what a calendar must not show
    const held = await bookingFromRequest(s.t.db, s.w.own.id, { status: 'held', scheduledFor: new Date('2027-02-16T15:00:00Z'), calendarSequence: 1 });
    const confirmed = await bookingFromRequest(s.t.db, s.w.own.id, {
      status: 'confirmed',
      scheduledFor: new Date('2027-04-13T15:00:00Z'),
      calendarSequence: 3,
      recordingLink: 'https://meet.example.test/feed',
    });
    await bookingFromRequest(s.t.db, s.w.own.id, { status: 'requested', scheduledFor: new Date('2027-03-01T15:00:00Z') });
    await bookingFromRequest(s.t.db, s.w.own.id, { status: 'cancelled', scheduledFor: new Date('2027-03-02T15:00:00Z') });
    await bookingFromRequest(s.t.db, s.w.other.id, { status: 'confirmed', scheduledFor: new Date('2027-03-03T15:00:00Z') });

    const made = await call('POST', feedUrl(s.w.own.id), guest);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.headers['cache-control']).toBe('no-store');
    const { webcal, https, since } = made.json();
    expect(webcal).toMatch(/^webcal:\/\/[^/]+\/api\/calendar-feeds\/[\w-]{43}\/calendar\.ics$/);
    expect(https.replace(/^https?:/, 'webcal:')).toBe(webcal);
    expect((await call('GET', feedUrl(s.w.own.id), guest)).json()).toEqual({ since });
    const token = pathOf(https).split('/')[3];
    const [stored] = await s.t.db.select().from(calendarFeeds).where(eq(calendarFeeds.clientId, s.w.own.id));
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const res = await call('GET', pathOf(https));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const calendar = parse(res.body);
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/: podcast bookings$/);
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.map((e) => e.getFirstPropertyValue('uid'))).toEqual([`booking-${held.booking.id}@localhost`, `booking-${confirmed.booking.id}@localhost`]);
    expect(events.map((e) => e.getFirstPropertyValue('status'))).toEqual(['TENTATIVE', 'CONFIRMED']);
    expect(events.map((e) => e.getFirstPropertyValue('sequence'))).toEqual([1, 3]);
    expect(events[1].getFirstPropertyValue('location')).toBe('https://meet.example.test/feed');
    // one VTIMEZONE spans both sides of the change: the same 15:00 UTC reads 10:00 in February and 11:00 in April
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['America/New_York']);
    for (const zone of zones) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    expect(res.body).toContain('DTSTART;TZID=America/New_York:20270216T100000');
    expect(res.body).toContain('DTSTART;TZID=America/New_York:20270413T110000');
    const starts = events.map((e) => (e.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString());
    expect(starts).toEqual(['2027-02-16T15:00:00.000Z', '2027-04-13T15:00:00.000Z']);
    // the host's clock beside the guest's, never a raw zone
    expect(events[1].getFirstPropertyValue('description')).toMatch(/11:00 AM New York time, for 1 hour \(5:00 PM in Paris for .+\)/);
    expect(events[1].getFirstPropertyValue('description')).not.toMatch(/America\/|UTC/);
  });

  it('stops working when renewed or stopped; unknown addresses answer 404 in words', async () => {
    const guest = await s.w.cookieFor('guest');
    const first = (await call('POST', feedUrl(s.w.own.id), guest)).json();
    const second = (await call('POST', feedUrl(s.w.own.id), guest)).json();
    const old = await call('GET', pathOf(first.https));
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(CALENDAR_FEED_INVALID);
    expect((await call('GET', pathOf(second.https))).statusCode).toBe(200);
    expect((await call('DELETE', feedUrl(s.w.own.id), guest)).json()).toEqual({ since: null });
    expect((await call('GET', pathOf(second.https))).statusCode).toBe(404);
    expect((await call('GET', `/api/calendar-feeds/${'x'.repeat(43)}/calendar.ics`)).statusCode).toBe(404);
    const short = await call('GET', '/api/calendar-feeds/short/calendar.ics');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(CALENDAR_FEED_INVALID);
    const audit = await s.t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(inArray(auditLog.action, ['client.calendar-feed', 'client.calendar-feed.stop']), eq(auditLog.targetId, String(s.w.own.id))))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.details)).toContainEqual({ slug: 'own-client', renewed: true });
    expect(audit.at(-1)).toEqual({ action: 'client.calendar-feed.stop', details: { slug: 'own-client' } });
  });

  it('is the client’s alone: another guest, a visitor and an unknown client are refused', async () => {
    const stranger = await s.w.cookieFor('guest');
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await call(method, feedUrl(s.w.other.id), stranger)).statusCode, method).toBe(403);
      expect((await call(method, feedUrl(s.w.own.id))).statusCode, method).toBe(401);
    }
    const admin = await s.w.cookieFor('admin');
    expect((await call('POST', feedUrl(987_654), admin)).statusCode).toBe(404);
    // an admin may make it for any client, and it lists that client's bookings alone
    const other = await createClient(s.t.db, { name: 'Olive Other', timeZone: 'Europe/Berlin' });
    const made = await call('POST', feedUrl(other.id), admin);
    expect(made.statusCode).toBe(200);
    const calendar = parse((await call('GET', pathOf(made.json().https))).body);
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});
