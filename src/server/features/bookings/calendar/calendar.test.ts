import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { bookingFromRequest, heldBooking } from '@tests/helpers/fixtures/bookings/holds';
import { seededApp } from '@tests/helpers/seeded-app';
import { bookings } from '@server/db/schema';
import type { Site } from '@server/platform/site';
import { expireHolds } from '../holds/holds.service';
import { sendInvitations, updateInvitations, ZONE_UNSET_NOTE } from './calendar.service';

const s = seededApp({ MAIL_REPLY_TO: 'bookings@agency.test' });
const site: Site = { baseUrl: 'http://podium.test', log: { error: vi.fn(), warn: vi.fn() } };
const ctx = () => ({ db: s.t.db, mailer: s.t.mail, config: s.t.config });
const mailTo = (email: string) => s.t.mail.sent.filter((m) => m.to === email);
const when = new Date('2026-12-01T14:00:00Z');
const bookingOf = async (id: number) => (await s.t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
/** The VEVENT of a mailed invitation. */
const veventOf = (content: string) => new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;

/** A confirmed booking at `when` of a guest in Tokyo with one guest account. */
async function confirmed(fields: Partial<typeof bookings.$inferInsert> = {}) {
  const client = await createClient(s.t.db, { name: 'Gail Guest', timeZone: 'Asia/Tokyo' });
  const person = await createUser(s.t.db, { role: 'guest', clientId: client.id });
  const made = await bookingFromRequest(s.t.db, client.id, {
    status: 'confirmed',
    scheduledFor: when,
    recordingLink: 'https://meet.example.test/r1',
    ...fields,
  });
  return { ...made, person };
}

describe('calendar invitations', () => {
  it('invite the host and the guest’s people to a confirmed booking, each in their own time zone, with the sequence raised', async () => {
    const { booking, request, person } = await confirmed();
    expect(await sendInvitations(ctx(), site, booking.id)).toBe(true);
    expect((await bookingOf(booking.id)).calendarSequence).toBe(1);
    const [host] = mailTo(request.hostEmail);
    const [guest] = mailTo(person.email);
    expect(host.calendar?.method).toBe('REQUEST');
    const event = veventOf(host.calendar!.content);
    expect(event.getFirstPropertyValue('uid')).toBe(`booking-${booking.id}@podium.test`);
    expect(event.getFirstPropertyValue('sequence')).toBe(1);
    expect(event.getFirstPropertyValue('summary')).toBe(`Gail Guest on ${booking.showName}`);
    expect(event.getFirstPropertyValue('location')).toBe('https://meet.example.test/r1');
    expect(event.getFirstPropertyValue('attendee')).toBe(`mailto:${request.hostEmail}`);
    // RSVPs and replies reach the agency's mailbox, not the no-reply sender
    expect(event.getFirstPropertyValue('organizer')).toBe('mailto:bookings@agency.test');
    expect(event.getFirstProperty('organizer')!.getParameter('cn')).toBe('Podium');
    expect(host.replies).toBe('agency');
    expect(event.getFirstPropertyValue('description')).toContain('3:00 PM Paris time');
    expect(host.calendar!.content).toContain('DTSTART;TZID=Europe/Paris:20261201T150000');
    expect(veventOf(guest.calendar!.content).getFirstPropertyValue('description')).toContain('11:00 PM Tokyo time');
    expect(guest.calendar!.content).toContain('DTSTART;TZID=Asia/Tokyo:20261201T230000');
    expect(guest.text).toContain('Tokyo time');
    // each reads the other party's clock beside their own
    expect(host.text).toContain('When: Tuesday, December 1, 2026 at 3:00 PM Paris time, for 1 hour (11:00 PM in Tokyo for Gail Guest)');
    expect(guest.text).toMatch(/When: Tuesday, December 1, 2026 at 11:00 PM Tokyo time, for 1 hour \(3:00 PM in Paris for .+\)/);
  });

  it('give the guest’s people the host’s time, named, and say whose it is, while the guest’s zone is not set', async () => {
    const client = await createClient(s.t.db, { name: 'Gail Guest', timeZone: null });
    const person = await createUser(s.t.db, { role: 'guest', clientId: client.id });
    const { booking, request } = await bookingFromRequest(s.t.db, client.id, { status: 'confirmed', scheduledFor: when });
    await sendInvitations(ctx(), site, booking.id);
    const [guest] = mailTo(person.email);
    expect(guest.text).toContain('When: Tuesday, December 1, 2026 at 3:00 PM Paris time, for 1 hour');
    expect(guest.text).toContain(ZONE_UNSET_NOTE);
    expect(guest.text).not.toMatch(/UTC| for Hana/);
    expect(guest.calendar!.content).toContain('DTSTART;TZID=Europe/Paris:20261201T150000');
    // the host is not given a guessed clock for the guest
    const [host] = mailTo(request.hostEmail);
    expect(host.text).toContain('When: Tuesday, December 1, 2026 at 3:00 PM Paris time, for 1 hour\n');
    expect(host.text).not.toContain(ZONE_UNSET_NOTE);
  });

  it('are not sent for a booking neither held nor confirmed, or without a time', async () => {
    const requested = await bookingFromRequest(s.t.db, (await createClient(s.t.db)).id, { status: 'requested', scheduledFor: when });
    const noTime = await confirmed({ scheduledFor: null });
    expect(await sendInvitations(ctx(), site, requested.booking.id)).toBe(false);
    expect(await sendInvitations(ctx(), site, noTime.booking.id)).toBe(false);
    expect(mailTo(requested.request.hostEmail)).toEqual([]);
    expect((await bookingOf(noTime.booking.id)).calendarSequence).toBe(0);
  });

  it('put a hold in every calendar as tentative, and its confirmation turns that same entry into the booking', async () => {
    const client = await createClient(s.t.db, { name: 'Gail Guest', timeZone: 'Asia/Tokyo' });
    const person = await createUser(s.t.db, { role: 'guest', clientId: client.id });
    const admin = await createUser(s.t.db, { role: 'admin' });
    const held = await heldBooking(s.t.db, client.id, { expiresAt: new Date(Date.now() + 3_600_000), remindAt: new Date(), awaiting: 'host' });
    await s.t.db.update(bookings).set({ scheduledFor: when }).where(eq(bookings.id, held.booking.id));
    expect(await sendInvitations(ctx(), site, held.booking.id)).toBe(true);
    for (const email of [held.request.hostEmail, person.email, admin.email]) {
      const [mail] = mailTo(email);
      expect(mail.subject).toBe(`Time held: Gail Guest on ${held.booking.showName}`);
      expect(mail.calendar?.method).toBe('REQUEST');
      const calendar = new ICAL.Component(ICAL.parse(mail.calendar!.content));
      const event = calendar.getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('status')).toBe('TENTATIVE');
      expect(event.getFirstPropertyValue('sequence')).toBe(1);
      // every TZID an event names has its VTIMEZONE
      const tzid = event.getFirstProperty('dtstart')!.getParameter('tzid');
      expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([tzid]);
    }
    // the agency follows the booking in the host's zone, without taking part
    const agencyCopy = veventOf(mailTo(admin.email)[0].calendar!.content);
    expect(agencyCopy.getFirstProperty('attendee')!.getParameter('role')).toBe('NON-PARTICIPANT');
    expect(mailTo(admin.email)[0].replies).toBe('nobody');
    expect(mailTo(person.email)[0].replies).toBe('agency');
    expect(mailTo(admin.email)[0].calendar!.content).toContain('DTSTART;TZID=Europe/Paris:20261201T150000');
    expect(veventOf(mailTo(person.email)[0].calendar!.content).getFirstProperty('attendee')!.getParameter('role')).toBe('REQ-PARTICIPANT');

    await s.t.db.update(bookings).set({ status: 'confirmed', holdExpiresAt: null, holdAwaiting: null }).where(eq(bookings.id, held.booking.id));
    expect(await sendInvitations(ctx(), site, held.booking.id, true)).toBe(true);
    for (const email of [held.request.hostEmail, person.email, admin.email]) {
      const [hold, confirmation] = mailTo(email);
      expect(confirmation.subject).toBe(`Hold confirmed: Gail Guest on ${held.booking.showName}`);
      const [first, second] = [veventOf(hold.calendar!.content), veventOf(confirmation.calendar!.content)];
      expect(second.getFirstPropertyValue('uid')).toBe(first.getFirstPropertyValue('uid'));
      expect(second.getFirstPropertyValue('sequence')).toBe(2);
      expect(second.getFirstPropertyValue('status')).toBe('CONFIRMED');
    }
  });

  it('reach a mailbox once, however many ways it is a party', async () => {
    const client = await createClient(s.t.db, { timeZone: 'Asia/Tokyo' });
    // a team member on the client is both the guest's people (no guest account) and the agency
    const member = await createUser(s.t.db, { role: 'team', clientId: client.id });
    const { booking } = await bookingFromRequest(s.t.db, client.id, { status: 'confirmed', scheduledFor: when });
    await sendInvitations(ctx(), site, booking.id);
    expect(mailTo(member.email)).toHaveLength(1);
  });

  it('are sent again with a raised sequence when the time or the link changes, cancelled when the booking is, and left alone otherwise', async () => {
    const { booking, request } = await confirmed();
    await sendInvitations(ctx(), site, booking.id);
    const before = await bookingOf(booking.id);
    await updateInvitations(ctx(), site, before, { ...before, notes: 'a note' });
    expect(mailTo(request.hostEmail)).toHaveLength(1);

    const [moved] = await s.t.db
      .update(bookings)
      .set({ scheduledFor: new Date('2026-12-02T14:00:00Z') })
      .where(eq(bookings.id, booking.id))
      .returning();
    await updateInvitations(ctx(), site, before, moved);
    const update = mailTo(request.hostEmail)[1];
    expect(update.calendar?.method).toBe('REQUEST');
    expect(veventOf(update.calendar!.content).getFirstPropertyValue('sequence')).toBe(2);

    const [cancelled] = await s.t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id)).returning();
    await updateInvitations(ctx(), site, moved, cancelled);
    const cancel = mailTo(request.hostEmail)[2];
    expect(cancel.calendar?.method).toBe('CANCEL');
    expect(cancel.subject).toBe(`Cancelled: Gail Guest on ${booking.showName}`);
    const event = veventOf(cancel.calendar!.content);
    expect(event.getFirstPropertyValue('sequence')).toBe(3);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('never goes to a booking never invited', async () => {
    const { booking, request } = await confirmed();
    const before = await bookingOf(booking.id);
    await updateInvitations(ctx(), site, before, { ...before, status: 'cancelled' });
    expect(mailTo(request.hostEmail)).toEqual([]);
  });

  it('is taken back when an invited hold expires', async () => {
    const client = await createClient(s.t.db);
    const held = await heldBooking(s.t.db, client.id, { expiresAt: new Date(Date.now() - 1000), remindAt: new Date(Date.now() - 2000), awaiting: 'host' });
    await s.t.db.update(bookings).set({ calendarSequence: 1 }).where(eq(bookings.id, held.booking.id));
    await expireHolds(ctx(), site);
    const cancel = mailTo(held.request.hostEmail).find((m) => m.calendar);
    expect(cancel?.calendar?.method).toBe('CANCEL');
  });
});

describe('the host’s calendar file', () => {
  it('downloads the current invitation in the host’s time zone as text/calendar', async () => {
    const { booking, token } = await confirmed({ calendarSequence: 4 });
    const res = await s.t.app.inject({ method: 'GET', url: `/api/requests/${token}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-${booking.id}.ics"`);
    const event = veventOf(res.body);
    expect(event.getFirstPropertyValue('sequence')).toBe(4);
    expect(event.getFirstPropertyValue('description')).toContain('Paris time');
    expect(res.body).toContain('TZID:Europe/Paris');
  });

  it('gives a held time as tentative', async () => {
    const held = await heldBooking(s.t.db, (await createClient(s.t.db)).id, {
      expiresAt: new Date(Date.now() + 3_600_000),
      remindAt: new Date(Date.now() + 1_800_000),
      awaiting: 'host',
    });
    const res = await s.t.app.inject({ method: 'GET', url: `/api/requests/${held.token}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(veventOf(res.body).getFirstPropertyValue('status')).toBe('TENTATIVE');
  });

  it('answers 404 with a plain message before a time is held, and for an unknown link', async () => {
    const requested = await bookingFromRequest(s.t.db, (await createClient(s.t.db)).id, { status: 'requested', scheduledFor: null });
    const early = await s.t.app.inject({ method: 'GET', url: `/api/requests/${requested.token}/calendar.ics` });
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('There is no calendar invitation yet: no time is held or confirmed.');
    const unknown = await s.t.app.inject({ method: 'GET', url: `/api/requests/${'x'.repeat(43)}/calendar.ics` });
    expect(unknown.statusCode).toBe(404);
  });
});
