import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories';
import { deskCases } from '@tests/helpers/desk-cases';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { RECORDING_PASSED, GUEST_CANCELLED, HOST_CANCELLED } from '@shared/api/bookings/pipeline';
import { auditLog, bookings } from '@server/db/schema';
import { agencyRecipients } from '../requests/requests.repo';

const ctx = seededApp();
const { call, mailsTo, linkTokenTo, freshGuest, confirmedCase, act, bookingOf } = deskCases(ctx);
const HOUR_MS = 3_600_000;

/** A recording confirmed through the desk (the host confirmed the agency's hold, so every party has its invitation). */
async function confirmedRecording() {
  const who = await freshGuest({ timeZone: 'America/New_York' });
  const c = await confirmedCase({ of: who });
  expect((await act(c.requestId, 'accept', { slot: c.body.slots[0] })).statusCode).toBe(200);
  const hostToken = linkTokenTo(c.hostEmail, 'requests');
  expect((await call('POST', `/api/requests/${hostToken}/confirm-hold`)).statusCode).toBe(200);
  return { ...c, who, hostToken, guestCookie: await openSession(ctx.t.db, who.guest.id) };
}

/** The calendar cancellations of a booking's show mailed to an address. */
const cancelsTo = (email: string, show: string) => mailsTo(email).filter((mail) => mail.calendar?.method === 'CANCEL' && mail.subject.includes(show));
/** The UID and sequence of an invitation's event. */
function eventOf(content: string) {
  const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
  return { uid: String(event.getFirstPropertyValue('uid')), sequence: Number(event.getFirstPropertyValue('sequence')) };
}
const cancelAudits = (bookingId: number) =>
  ctx.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'booking.cancel'), eq(auditLog.targetId, String(bookingId))));

describe('cancelling a confirmed recording', () => {
  it('by the host: the agency and the guest read who and why, every calendar drops it, and the host’s link says so', async () => {
    const r = await confirmedRecording();
    const answer = await call('POST', `/api/requests/${r.hostToken}/cancel`, { reason: 'Our season was cut short.' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: HOST_CANCELLED });
    expect(await bookingOf(r.bookingId)).toMatchObject({ status: 'cancelled', cancelledBy: 'host', cancelReason: 'Our season was cut short.' });
    // every party's calendar drops it (the host's too), and its mail says who cancelled and why
    const [agency] = await agencyRecipients(ctx.t.db, r.guestClient.id);
    const invitation = mailsTo(r.hostEmail).find((mail) => mail.calendar?.method === 'REQUEST')!;
    for (const to of [agency, r.who.guest.email, r.hostEmail]) {
      const [mail, ...more] = cancelsTo(to, r.body.showName);
      expect(more, to).toEqual([]);
      expect(mail?.text, to).toContain(`will not take place: Hana Host, the host of ${r.body.showName}, cancelled it.`);
      expect(mail?.text).toContain('Why: Our season was cut short.');
    }
    const cancelled = eventOf(cancelsTo(r.hostEmail, r.body.showName)[0]!.calendar!.content);
    expect(cancelled.uid).toBe(eventOf(invitation.calendar!.content).uid);
    expect(cancelled.sequence).toBeGreaterThan(eventOf(invitation.calendar!.content).sequence);
    expect((await call('GET', `/api/requests/${r.hostToken}`)).json()).toMatchObject({
      closed: 'cancelled',
      cancelled: { by: 'host', reason: 'Our season was cut short.' },
    });
    expect(await cancelAudits(r.bookingId)).toHaveLength(1);
  });

  it('by the agency in the desk, and by the guest’s side on their Bookings page, every party told who and why', async () => {
    const byAgency = await confirmedRecording();
    const desk = await act(byAgency.requestId, 'cancel', { reason: 'The guest is unwell.' });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json().booking).toMatchObject({ status: 'cancelled' });
    expect(cancelsTo(byAgency.hostEmail, byAgency.body.showName)[0]?.text).toContain('cancelled it.\n\nWhy: The guest is unwell.');
    expect(cancelsTo(byAgency.who.guest.email, byAgency.body.showName)[0]?.text).toContain('will not take place: the agency (');
    expect((await call('GET', `/api/requests/${byAgency.hostToken}`)).json()).toMatchObject({ cancelled: { by: 'agency', reason: 'The guest is unwell.' } });

    const byGuest = await confirmedRecording();
    const stranger = await openSession(ctx.t.db, (await createUser(ctx.t.db, { role: 'guest', clientId: byAgency.guestClient.id })).id);
    expect((await call('POST', `/api/bookings/${byGuest.bookingId}/cancel`, { reason: 'x' }, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/api/bookings/${byGuest.bookingId}/cancel`, { reason: 'x' })).statusCode).toBe(401);
    expect((await call('POST', `/api/bookings/${byGuest.bookingId}/cancel`, { reason: '   ' }, byGuest.guestCookie)).statusCode).toBe(400);
    const own = await call('POST', `/api/bookings/${byGuest.bookingId}/cancel`, { reason: 'A family matter.' }, byGuest.guestCookie);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ message: GUEST_CANCELLED });
    expect(cancelsTo(byGuest.hostEmail, byGuest.body.showName)[0]?.text).toContain(`will not take place: ${byGuest.guestClient.name} cancelled it.`);
    expect(await bookingOf(byGuest.bookingId)).toMatchObject({ cancelledBy: 'guest' });
  });

  it('refuses a hold, a recording whose time has passed, a team member not on the guest, and a second cancel racing the first', async () => {
    const held = await confirmedCase();
    await act(held.requestId, 'accept', { slot: held.body.slots[0] });
    expect((await act(held.requestId, 'cancel', { reason: 'No.' })).json().code).toBe('BOOKING_MOVED_ON');

    const past = await confirmedRecording();
    await ctx.t.db
      .update(bookings)
      .set({ scheduledFor: new Date(Date.now() - HOUR_MS) })
      .where(eq(bookings.id, past.bookingId));
    const late = await call('POST', `/api/requests/${past.hostToken}/cancel`, { reason: 'Too late.' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: RECORDING_PASSED, code: 'RECORDING_PASSED' });

    const raced = await confirmedRecording();
    const team = await createUser(ctx.t.db, { role: 'team' });
    expect((await act(raced.requestId, 'cancel', { reason: 'x' }, await openSession(ctx.t.db, team.id))).statusCode).toBe(404);
    const both = await Promise.all([
      call('POST', `/api/requests/${raced.hostToken}/cancel`, { reason: 'Host says no.' }),
      act(raced.requestId, 'cancel', { reason: 'Agency says no.' }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await cancelAudits(raced.bookingId)).toHaveLength(1);
  });
});
