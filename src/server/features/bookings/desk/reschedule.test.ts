import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories';
import { deskCases } from '@tests/helpers/desk-cases';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { NO_RESCHEDULE_TO_ANSWER, RESCHEDULE_ACCEPTED } from '@shared/api/bookings/pipeline';
import { fullTimeIn } from '@shared/dates';
import { auditLog } from '@server/db/schema';
import { agencyRecipients } from '../requests/requests.repo';

const ctx = seededApp();
const { call, hostView, mailsTo, linkTokenTo, freshGuest, confirmedCase, act, bookingOf } = deskCases(ctx);
const HOUR_MS = 3_600_000;

/** A recording confirmed through the desk, every party invited; a free time two days after it. */
async function confirmedRecording() {
  const who = await freshGuest({ timeZone: 'Asia/Tokyo' });
  const c = await confirmedCase({ of: who });
  expect((await act(c.requestId, 'accept', { slot: c.body.slots[0] })).statusCode).toBe(200);
  const hostToken = linkTokenTo(c.hostEmail, 'requests');
  expect((await call('POST', `/api/requests/${hostToken}/confirm-hold`)).statusCode).toBe(200);
  const later = new Date(Math.ceil((Date.parse(c.body.slots[0]) + 48 * HOUR_MS) / HOUR_MS) * HOUR_MS).toISOString();
  return { ...c, who, hostToken, later, guestCookie: await openSession(ctx.t.db, who.guest.id) };
}

/** The REQUEST invitations of a show mailed to an address, as (uid, sequence, start). */
const invitationsTo = (email: string, show: string) =>
  mailsTo(email)
    .filter((mail) => mail.calendar?.method === 'REQUEST' && mail.subject.includes(show))
    .map((mail) => {
      const event = new ICAL.Component(ICAL.parse(mail.calendar!.content)).getFirstSubcomponent('vevent')!;
      const start = event.getFirstPropertyValue('dtstart') as unknown as ICAL.Time;
      return {
        uid: String(event.getFirstPropertyValue('uid')),
        sequence: Number(event.getFirstPropertyValue('sequence')),
        start: start.toJSDate().toISOString(),
      };
    });

describe('moving a confirmed recording', () => {
  it('the guest proposes a new time on their Bookings page; the host accepts it through their link, and every calendar moves', async () => {
    const r = await confirmedRecording();
    const proposed = await call('POST', `/api/bookings/${r.bookingId}/reschedule`, { slot: r.later }, r.guestCookie);
    expect(proposed.statusCode, proposed.body).toBe(200);
    const ask = mailsTo(r.hostEmail).at(-1)!;
    expect(ask.subject).toBe(`New time proposed: ${r.guestClient.name} on ${r.body.showName}`);
    expect(ask.text).toContain(`To: ${fullTimeIn(r.later, 'Europe/Paris')}`);
    const hostToken = linkTokenTo(r.hostEmail, 'requests');
    expect((await hostView(hostToken)).booking?.reschedule).toEqual({ slot: r.later, by: 'guest' });
    // the guest's side cannot answer its own proposal
    expect((await call('POST', `/api/bookings/${r.bookingId}/reschedule-answer`, { accept: true }, r.guestCookie)).json().code).toBe('NO_RESCHEDULE_TO_ANSWER');

    const before = invitationsTo(r.hostEmail, r.body.showName).at(-1)!;
    const accepted = await call('POST', `/api/requests/${hostToken}/reschedule-answer`, { accept: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ message: RESCHEDULE_ACCEPTED, request: { booking: { slot: r.later, reschedule: null } } });
    expect((await bookingOf(r.bookingId)).scheduledFor?.toISOString()).toBe(r.later);
    const [agency] = await agencyRecipients(ctx.t.db, r.guestClient.id);
    for (const to of [r.hostEmail, r.who.guest.email, agency]) {
      const moved = invitationsTo(to, r.body.showName).at(-1)!;
      expect(moved.uid, to).toBe(before.uid);
      expect(moved.sequence, to).toBeGreaterThan(before.sequence);
      expect(moved.start, to).toBe(r.later);
    }
    const audits = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.reschedule'), eq(auditLog.targetId, String(r.bookingId))));
    expect(audits).toHaveLength(1);
  });

  it('the host proposes; the guest’s side and the agency are asked; the agency keeps the time and the host is told', async () => {
    const r = await confirmedRecording();
    expect((await call('POST', `/api/requests/${r.hostToken}/reschedule`, { slot: r.later })).statusCode).toBe(200);
    expect(mailsTo(r.who.guest.email).at(-1)?.subject).toBe(`New time proposed: ${r.guestClient.name} on ${r.body.showName}`);
    expect(mailsTo(r.who.guest.email).at(-1)?.link).toMatch(new RegExp(`/profile/${r.guestClient.slug}/bookings$`));
    const own = await call('POST', `/api/requests/${r.hostToken}/reschedule-answer`, { accept: true });
    expect(own.json()).toEqual({ message: NO_RESCHEDULE_TO_ANSWER, code: 'NO_RESCHEDULE_TO_ANSWER' });
    const kept = await act(r.requestId, 'reschedule-answer', { accept: false });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().booking).toMatchObject({ slot: r.body.slots[0], reschedule: null });
    expect(mailsTo(r.hostEmail).at(-1)?.subject).toBe(`Time kept: ${r.guestClient.name} on ${r.body.showName}`);
  });

  it('refuses a time passed, the same time, a time the guest is busy, a stranger, and a hold', async () => {
    const r = await confirmedRecording();
    const other = await confirmedRecording();
    const past = new Date(Date.now() - HOUR_MS).toISOString();
    expect((await act(r.requestId, 'reschedule', { slot: past })).statusCode).toBe(400);
    expect((await act(r.requestId, 'reschedule', { slot: r.body.slots[0] })).statusCode).toBe(400);
    const busy = await confirmedCase({ of: r.who });
    await act(busy.requestId, 'accept', { slot: busy.body.slots[0] });
    expect((await act(r.requestId, 'reschedule', { slot: busy.body.slots[0] })).json().code).toBe('GUEST_ALREADY_BOOKED');
    const stranger = await openSession(ctx.t.db, (await createUser(ctx.t.db, { role: 'guest', clientId: other.guestClient.id })).id);
    expect((await call('POST', `/api/bookings/${r.bookingId}/reschedule`, { slot: r.later }, stranger)).statusCode).toBe(404);
    expect((await act(busy.requestId, 'reschedule', { slot: r.later })).json().code).toBe('BOOKING_MOVED_ON');
    expect(await bookingOf(r.bookingId)).toMatchObject({ rescheduleSlot: null });
  });

  it('a new time accepted at the very moment the guest cancels: the booking ends cancelled, never moved after', async () => {
    for (let round = 0; round < 3; round++) {
      const r = await confirmedRecording();
      expect((await call('POST', `/api/requests/${r.hostToken}/reschedule`, { slot: r.later })).statusCode).toBe(200);
      const answers = await Promise.all([
        act(r.requestId, 'reschedule-answer', { accept: true }),
        call('POST', `/api/bookings/${r.bookingId}/cancel`, { reason: 'Plans changed.' }, r.guestCookie),
      ]);
      const [accept, cancel] = answers.map((res) => res.statusCode);
      expect(cancel, `round ${round}`).toBe(200);
      expect([200, 409]).toContain(accept);
      const after = await bookingOf(r.bookingId);
      expect(after.status).toBe('cancelled');
      // moved only when the accept came first
      expect(after.scheduledFor?.toISOString()).toBe(accept === 200 ? r.later : r.body.slots[0]);
    }
  });
});
