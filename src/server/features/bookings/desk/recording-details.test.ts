import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { bookingFromRequest } from '@tests/helpers/fixtures/bookings/holds';
import { freeTimes } from '@tests/helpers/fixtures/bookings/free-times';
import { seededApp } from '@tests/helpers/seeded-app';
import type { AdminBookingRequest, HostRequestView } from '@shared/api/bookings/requests';
import { auditLog, bookings } from '@server/db/schema';

const s = seededApp({ MAIL_REPLY_TO: 'bookings@agency.test' });
const MINUTE_MS = 60_000;

/** The agency's call setting a request's recording details (as an admin unless `cookie`). */
async function setRecording(requestId: number, body: object, cookie?: string) {
  return s.t.app.inject({
    method: 'PUT',
    url: `/api/admin/booking-requests/${requestId}/recording`,
    payload: body,
    headers: { cookie: cookie ?? (await s.w.cookieFor('admin'))! },
  });
}

/** A booking from a host's request of a fresh guest with one guest account, confirmed (and invited once) unless `fields` say otherwise. */
async function booked(fields: Partial<typeof bookings.$inferInsert> = {}) {
  const client = await createClient(s.t.db, { name: 'Rita Recorder', timeZone: 'America/Chicago' });
  const person = await createUser(s.t.db, { role: 'guest', clientId: client.id });
  const made = await bookingFromRequest(s.t.db, client.id, { status: 'confirmed', scheduledFor: freeTimes(1, 5)[0], calendarSequence: 1, ...fields });
  return { ...made, client, person };
}

const mailsTo = (email: string) => s.t.mail.sent.filter((mail) => mail.to === email.toLowerCase());
const veventOf = (content: string) => new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
const stored = async (id: number) => (await s.t.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('the recording link and length', () => {
  it('are set by the agency on a booking the host settled, shown to the host, and sent as an updated invitation to every party', async () => {
    const { booking, request, token, person } = await booked();
    const res = await setRecording(request.id, { recordingLink: 'https://meet.example.test/rita', recordingMinutes: 45 });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json<AdminBookingRequest>();
    expect(row.booking).toMatchObject({ recordingLink: 'https://meet.example.test/rita', recordingMinutes: 45 });

    // the host's page has it, and a line in the thread says so
    const host = (await s.t.app.inject({ url: `/api/requests/${token}` })).json<HostRequestView>();
    expect(host.booking).toMatchObject({ recordingLink: 'https://meet.example.test/rita', recordingMinutes: 45 });
    expect(host.notes.at(-1)?.body).toBe('The recording link is https://meet.example.test/rita. It is planned for 45 minutes.');

    // the host and the guest get the same event again, moved on: a raised sequence, the link as LOCATION and URL, 45 minutes
    for (const email of [request.hostEmail, person.email]) {
      const update = mailsTo(email).at(-1)!;
      expect(update.subject).toBe(`Updated invitation: Rita Recorder on ${booking.showName}`);
      expect(update.text).toContain('for 45 minutes');
      expect(update.text).toContain('Recording link: https://meet.example.test/rita');
      expect(update.replies).toBe('agency');
      const event = veventOf(update.calendar!.content);
      expect(event.getFirstPropertyValue('uid')).toBe(`booking-${booking.id}@localhost`);
      expect(event.getFirstPropertyValue('sequence')).toBe(2);
      expect(event.getFirstPropertyValue('location')).toBe('https://meet.example.test/rita');
      expect(event.getFirstPropertyValue('url')).toBe('https://meet.example.test/rita');
      expect(String(event.getFirstPropertyValue('duration'))).toBe('PT45M');
    }
    const [audit] = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.recording'), eq(auditLog.targetId, String(booking.id))));
    expect(audit.details).toMatchObject({
      before: { recordingLink: null, recordingMinutes: 60 },
      after: { recordingLink: 'https://meet.example.test/rita', recordingMinutes: 45 },
    });
  });

  it('can be changed on a hold, with no invitation before it is confirmed, and cleared', async () => {
    const { booking, request } = await booked({ status: 'held', holdAwaiting: 'host', holdExpiresAt: new Date(Date.now() + 3_600_000), calendarSequence: 0 });
    expect((await setRecording(request.id, { recordingLink: 'https://meet.example.test/first', recordingMinutes: 90 })).statusCode).toBe(200);
    expect((await setRecording(request.id, { recordingLink: null, recordingMinutes: 90 })).statusCode).toBe(200);
    expect(await stored(booking.id)).toMatchObject({ recordingLink: null, recordingMinutes: 90, calendarSequence: 0 });
    expect(mailsTo(request.hostEmail).filter((mail) => mail.calendar)).toEqual([]);
  });

  it('refuses a link that is not a web address and a length that is not quarter hours within four hours, changing nothing', async () => {
    const { booking, request } = await booked();
    for (const body of [
      { recordingLink: 'javascript:alert(1)', recordingMinutes: 60 },
      { recordingLink: null, recordingMinutes: 50 },
      { recordingLink: null, recordingMinutes: 0 },
      { recordingLink: null, recordingMinutes: 300 },
      { recordingLink: null, recordingMinutes: '60' },
    ]) {
      const res = await setRecording(request.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).not.toMatch(/recordingMinutes|recordingLink|expected/);
    }
    expect(await stored(booking.id)).toMatchObject({ recordingLink: null, recordingMinutes: 60, calendarSequence: 1 });
  });

  it('refuses a recorded booking (409), a guest (403) and a team member not assigned to the guest (404)', async () => {
    const recorded = await booked({ status: 'recorded', recordedOn: '2026-11-01' });
    expect((await setRecording(recorded.request.id, { recordingLink: null, recordingMinutes: 30 })).statusCode).toBe(409);
    const open = await booked();
    expect((await setRecording(open.request.id, { recordingLink: null, recordingMinutes: 30 }, await s.w.cookieFor('guest'))).statusCode).toBe(403);
    expect((await setRecording(open.request.id, { recordingLink: null, recordingMinutes: 30 }, await s.w.cookieFor('team'))).statusCode).toBe(404);
    expect((await stored(open.booking.id)).recordingMinutes).toBe(60);
  });

  it('keeps the guest to one recording at a time: a longer length that runs into their next booking is refused', async () => {
    const first = await booked();
    const start = first.booking.scheduledFor!;
    // the guest's next recording starts 75 minutes after this one
    await bookingFromRequest(s.t.db, first.client.id, { status: 'confirmed', scheduledFor: new Date(start.getTime() + 75 * MINUTE_MS) });
    const longer = await setRecording(first.request.id, { recordingLink: null, recordingMinutes: 90 });
    expect(longer.statusCode).toBe(409);
    expect(longer.json().message).toMatch(/^Rita Recorder already has a booking at that time/);
    expect((await setRecording(first.request.id, { recordingLink: null, recordingMinutes: 75 })).statusCode).toBe(200);
  });

  it('are chosen with the hold, and the hold is refused when a recording that long would run into the guest’s next booking', async () => {
    const { request, booking, client } = await booked({ status: 'requested', scheduledFor: null, calendarSequence: 0 });
    const slot = request.slots[0];
    await bookingFromRequest(s.t.db, client.id, { status: 'confirmed', scheduledFor: new Date(Date.parse(slot) + 75 * MINUTE_MS) });
    const accept = async (recordingMinutes: number) =>
      s.t.app.inject({
        method: 'POST',
        url: `/api/admin/booking-requests/${request.id}/accept`,
        payload: { slot, recordingLink: 'https://meet.example.test/held', recordingMinutes },
        headers: { cookie: (await s.w.cookieFor('admin'))! },
      });
    expect((await accept(90)).statusCode).toBe(409);
    expect((await accept(60)).statusCode).toBe(200);
    expect(await stored(booking.id)).toMatchObject({ status: 'held', recordingLink: 'https://meet.example.test/held', recordingMinutes: 60 });
  });

  it('reach the desk with the guest’s other bookings and their lengths, and the guest’s zone (null when unset)', async () => {
    const { request, client } = await booked({ status: 'requested', scheduledFor: null, calendarSequence: 0 });
    const other = await bookingFromRequest(s.t.db, client.id, { status: 'confirmed', scheduledFor: freeTimes(1, 6)[0], recordingMinutes: 30 });
    const unset = await createClient(s.t.db, { timeZone: null });
    const noZone = await bookingFromRequest(s.t.db, unset.id, { status: 'requested' });
    const inbox = await s.t.app.inject({ url: '/api/admin/booking-requests?stage=all&pageSize=100', headers: { cookie: (await s.w.cookieFor('admin'))! } });
    const rows = inbox.json<{ items: AdminBookingRequest[] }>().items;
    const row = rows.find((r) => r.id === request.id)!;
    expect(row.guestTimeZone).toBe('America/Chicago');
    expect(row.guestCalendar).toContainEqual(expect.objectContaining({ bookingId: other.booking.id, recordingMinutes: 30 }));
    expect(rows.find((r) => r.id === noZone.request.id)?.guestTimeZone).toBeNull();
  });
});
