import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories';
import { bookingRequestBodyFor } from '@tests/helpers/fixtures/bookings/requests';
import { seededApp } from '@tests/helpers/seeded-app';
import { deskCases } from '@tests/helpers/desk-cases';
import { openSession } from '@tests/helpers/session';
import {
  APPROVAL_LINK_INVALID,
  BOOKING_MOVED_ON,
  guestAlreadyBooked,
  HOLD_CONFIRMED,
  HOLD_EXPIRED,
  HOST_WITHDREW,
  NOT_A_PROPOSED_TIME,
  REPLY_SENT,
  SHOW_APPROVED,
  SHOW_DECLINED,
} from '@shared/api/bookings/desk';
import { HOLD_HOURS, HOLD_HOURS_SETTING } from '@shared/api/bookings/pipeline';
import { type AdminBookingRequest, HOST_LINK_INVALID } from '@shared/api/bookings/requests';
import { auditLog, bookingLinks, bookings, clients, clientTeamAssignments, settings } from '@server/db/schema';
import { hashToken } from '@server/lib/tokens';
import { fullTimeIn } from '@shared/dates';

const ctx = seededApp();
const HOUR_MS = 60 * 60 * 1000;

const { call, hostView, mailsTo, linkTokenTo, freshGuest, confirmedCase, act, bookingOf } = deskCases(ctx);

const auditOf = (bookingId: number) =>
  ctx.t.db
    .select({ action: auditLog.action, actor: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'booking'), eq(auditLog.targetId, String(bookingId))))
    .orderBy(auditLog.id);

describe('the agency answers a request', () => {
  it('accepts a time: a hold on the agency clock waiting on the host, who is mailed a fresh link and confirms it', async () => {
    const c = await confirmedCase({ timeZone: 'America/New_York' });
    const slot = c.body.slots[1];
    const res = await act(c.requestId, 'accept', { slot, recordingLink: 'https://meet.example.test/abc' });
    expect(res.statusCode, res.body).toBe(200);
    const row: AdminBookingRequest = res.json();
    expect(row.booking).toMatchObject({ status: 'held', slot, holdAwaiting: 'host', recordingLink: 'https://meet.example.test/abc' });
    const held = await bookingOf(c.bookingId);
    const hours = HOLD_HOURS.default;
    expect(held.holdExpiresAt!.getTime() - Date.now()).toBeGreaterThan((hours - 1) * HOUR_MS);
    expect(held.holdRemindAt!.getTime() - Date.now()).toBeLessThan((hours / 2) * HOUR_MS + 60_000);
    expect(held.scheduledFor!.toISOString()).toBe(slot);

    // a fresh link, not the first one, and both open the same request
    const token = linkTokenTo(c.hostEmail, 'requests');
    expect(token).not.toBe(c.firstToken);
    const mail = mailsTo(c.hostEmail)
      .filter((m) => !m.calendar)
      .at(-1)!;
    expect(mail.subject).toMatch(/^Own Client|can do/);
    // the held time is in the host's calendar as tentative
    const holdInvite = mailsTo(c.hostEmail).at(-1)!;
    expect(holdInvite.subject).toMatch(/^Time held: /);
    expect(holdInvite.calendar?.content).toMatch(/SEQUENCE:1\r\n[\s\S]*STATUS:TENTATIVE/);
    expect(mail.text).toContain('Paris time');
    // the host reads the guest's clock beside their own
    expect(mail.text).toMatch(/Paris time \((?:[A-Z][a-z]{2} )?\d{1,2}:\d{2} [AP]M in New York for .+\)/);
    const seen = await hostView(token);
    expect(seen.booking).toMatchObject({ status: 'held', holdAwaiting: 'host', slot });
    expect(seen.notes.at(-1)).toMatchObject({ author: 'agency', kind: 'update', slots: [slot] });
    expect((await hostView(c.firstToken)).booking?.status).toBe('held');

    // accepting again, or another time, finds it moved on
    const again = await act(c.requestId, 'accept', { slot: c.body.slots[0] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BOOKING_MOVED_ON);

    const confirmed = await call('POST', `/api/requests/${token}/confirm-hold`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: HOLD_CONFIRMED, request: { booking: { status: 'confirmed', holdExpiresAt: null, holdAwaiting: null } } });
    // the calendar invitations: the guest's in their zone, the host's in theirs, one event
    const guestInvite = mailsTo(c.guest.email).at(-1)!;
    expect(guestInvite.text).toContain('New York time');
    expect(guestInvite.calendar).toMatchObject({ method: 'REQUEST', content: expect.stringContaining(`UID:booking-${c.bookingId}@`) });
    const hostInvite = mailsTo(c.hostEmail).at(-1)!;
    expect(hostInvite.text).toContain('Paris time');
    // the same entry as the hold's, now confirmed
    expect(hostInvite.calendar?.content).toMatch(/SEQUENCE:2\r\n[\s\S]*STATUS:CONFIRMED/);
    // the agency reads the host's clock with the guest's beside it, never a bare UTC
    const agencyMail = ctx.t.mail.sent.filter((m) => m.subject.startsWith('Confirmed:')).at(-1)!;
    expect(agencyMail.text).toContain(`for ${fullTimeIn(slot, 'Europe/Paris')} (`);
    expect(agencyMail.text).toMatch(/in New York for .+\)\./);
    expect(agencyMail.text).not.toContain('UTC');
    // a second confirmation changes nothing
    expect((await call('POST', `/api/requests/${token}/confirm-hold`)).statusCode).toBe(409);
    expect((await auditOf(c.bookingId)).map((entry) => entry.action)).toEqual(['booking.hold', 'booking.confirm']);
    expect((await auditOf(c.bookingId))[1].actor).toBeNull();
  });

  it('holds for the agency’s own length, and refuses a time nobody proposed or one that has passed', async () => {
    await ctx.t.db
      .insert(settings)
      .values({ key: HOLD_HOURS_SETTING, value: '24' })
      .onConflictDoUpdate({ target: settings.key, set: { value: '24' } });
    try {
      const c = await confirmedCase();
      const notProposed = await act(c.requestId, 'accept', { slot: new Date(Date.now() + 9 * 24 * HOUR_MS).toISOString() });
      expect(notProposed.statusCode).toBe(400);
      expect(notProposed.json().message).toContain(NOT_A_PROPOSED_TIME);
      expect((await act(c.requestId, 'accept', { slot: 'tomorrow' })).statusCode).toBe(400);
      expect((await act(c.requestId, 'accept', { slot: c.body.slots[0], recordingLink: 'javascript:alert(1)' })).statusCode).toBe(400);
      expect((await act(c.requestId, 'accept', { slot: c.body.slots[0] })).statusCode).toBe(200);
      const held = await bookingOf(c.bookingId);
      expect(Math.round((held.holdExpiresAt!.getTime() - Date.now()) / HOUR_MS)).toBe(24);
    } finally {
      await ctx.t.db.delete(settings).where(eq(settings.key, HOLD_HOURS_SETTING));
    }
  });

  it('proposes other times; the host picks one and it is confirmed at once (the agency offered it)', async () => {
    const c = await confirmedCase();
    const offered = [new Date(Date.now() + 20 * 24 * HOUR_MS).toISOString(), new Date(Date.now() + 21 * 24 * HOUR_MS).toISOString()];
    const res = await act(c.requestId, 'propose', { slots: offered, message: 'Mornings are best.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().proposals).toEqual(offered);
    const token = linkTokenTo(c.hostEmail, 'requests');
    expect(mailsTo(c.hostEmail).at(-1)!.text).toContain('Mornings are best.');
    expect((await hostView(token)).proposals).toEqual(offered);
    // the host's own first times are not a pick
    const wrong = await call('POST', `/api/requests/${token}/pick`, { slot: c.body.slots[0] });
    expect(wrong.statusCode).toBe(400);
    const picked = await call('POST', `/api/requests/${token}/pick`, { slot: offered[1] });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().request.booking).toMatchObject({ status: 'confirmed', slot: offered[1] });
    expect(picked.json().request.proposals).toEqual([]);
    expect(mailsTo(c.guest.email).at(-1)!.calendar?.method).toBe('REQUEST');
  });

  it('asks the host a question and reads the reply in the thread; the host sees only their own thread', async () => {
    const c = await confirmedCase();
    const other = await confirmedCase();
    expect((await act(c.requestId, 'ask', { message: 'Is the episode live or edited?' })).statusCode).toBe(200);
    const token = linkTokenTo(c.hostEmail, 'requests');
    expect((await hostView(token)).notes.map((n) => [n.author, n.kind, n.body])).toEqual([['agency', 'question', 'Is the episode live or edited?']]);
    const reply = await call('POST', `/api/requests/${token}/reply`, { message: 'Edited, about 40 minutes.' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe(REPLY_SENT);
    const admin = await ctx.w.cookieFor('admin');
    const rows: AdminBookingRequest[] = (await call('GET', `/api/admin/booking-requests?clientId=${c.guestClient.id}`, undefined, admin)).json().items;
    expect(rows[0].notes.map((n) => n.body)).toEqual(['Is the episode live or edited?', 'Edited, about 40 minutes.']);
    // the other host's link opens only their own request, with none of this thread
    const otherToken = linkTokenTo(other.hostEmail, 'requests');
    expect((await hostView(otherToken)).notes).toEqual([]);
    expect((await hostView(otherToken)).showName).toBe(other.body.showName);
  });

  it('declines with a reason the host reads; the host’s links then close', async () => {
    const c = await confirmedCase();
    const res = await act(c.requestId, 'decline', { reason: 'The guest is travelling all spring.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'declined', declineReason: 'The guest is travelling all spring.' });
    expect(mailsTo(c.hostEmail).at(-1)!.text).toContain('The guest is travelling all spring.');
    // the link says so (below), and opens nothing more
    expect((await call('GET', `/api/requests/${c.firstToken}`)).json()).toMatchObject({ closed: 'declined' });
    expect((await call('POST', `/api/requests/${c.firstToken}/reply`, { message: 'Wait!' })).statusCode).toBe(404);
    // the inbox's open view drops it, its stage filter finds it
    const admin = await ctx.w.cookieFor('admin');
    expect((await call('GET', `/api/admin/booking-requests?clientId=${c.guestClient.id}`, undefined, admin)).json().items).toEqual([]);
    expect((await call('GET', `/api/admin/booking-requests?clientId=${c.guestClient.id}&stage=declined`, undefined, admin)).json().total).toBe(1);
  });

  it('lets a team member act only on their guests’ requests; a guest is refused', async () => {
    const c = await confirmedCase();
    const member = await createUser(ctx.t.db, { role: 'team', clientId: ctx.w.other.id });
    const memberCookie = await openSession(ctx.t.db, member.id);
    const outside = await act(c.requestId, 'ask', { message: 'Hello?' }, memberCookie);
    expect(outside.statusCode).toBe(404);
    await ctx.t.db.insert(clientTeamAssignments).values({ clientId: c.guestClient.id, userId: member.id });
    expect((await act(c.requestId, 'ask', { message: 'Hello?' }, memberCookie)).statusCode).toBe(200);
    expect((await act(c.requestId, 'ask', { message: 'Hello?' }, await ctx.w.cookieFor('guest'))).statusCode).toBe(403);
    expect((await act(c.requestId, 'ask', { message: 'Hello?' }, await ctx.w.cookieFor('impersonating'))).statusCode).toBe(403);
    expect((await act(999_999, 'ask', { message: 'Hello?' })).statusCode).toBe(404);
  });

  it('answers hostile bodies with a plain 400 and writes nothing', async () => {
    const c = await confirmedCase();
    for (const [action, payload] of [
      ['ask', { message: '' }],
      ['ask', { message: 'x'.repeat(5000) }],
      ['ask', { message: 'a\u0000b' }],
      ['decline', {}],
      ['propose', { slots: [] }],
      ['propose', { slots: Array.from({ length: 6 }, (_, i) => new Date(Date.now() + (i + 2) * 24 * HOUR_MS).toISOString()) }],
      ['propose', { slots: [new Date(Date.now() - HOUR_MS).toISOString()] }],
      ['accept', { slot: 42 }],
    ] as const) {
      const res = await act(c.requestId, action, payload);
      expect(res.statusCode, `${action} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await hostView(c.firstToken)).notes).toEqual([]);
    expect((await bookingOf(c.bookingId)).status).toBe('requested');
  });
});

describe('a confirmed booking edited on the Bookings page', () => {
  it('sends the invitation again for a new time, and takes it back when cancelled', async () => {
    const c = await confirmedCase();
    await act(c.requestId, 'accept', { slot: c.body.slots[0] });
    expect((await call('POST', `/api/requests/${linkTokenTo(c.hostEmail, 'requests')}/confirm-hold`)).statusCode).toBe(200);
    const admin = await ctx.w.cookieFor('admin');
    const later = new Date(Date.now() + 12 * 24 * HOUR_MS).toISOString();
    const moved = await call('PATCH', `/api/bookings/${c.bookingId}`, { scheduledFor: later }, admin);
    expect(moved.statusCode, moved.body).toBe(200);
    const update = mailsTo(c.hostEmail).at(-1)!;
    expect(update.subject).toMatch(/^Updated invitation/);
    // the hold was 1, its confirmation 2
    expect(update.calendar).toMatchObject({ method: 'REQUEST', content: expect.stringContaining('SEQUENCE:3') });
    expect((await call('PATCH', `/api/bookings/${c.bookingId}`, { status: 'cancelled' }, admin)).statusCode).toBe(200);
    const cancel = mailsTo(c.guest.email).at(-1)!;
    expect(cancel.calendar).toMatchObject({ method: 'CANCEL', content: expect.stringContaining('SEQUENCE:4') });
    // a note edit sends nothing
    const count = mailsTo(c.hostEmail).length;
    expect((await call('PATCH', `/api/bookings/${c.bookingId}`, { notes: 'Rescheduled twice.' }, admin)).statusCode).toBe(200);
    expect(mailsTo(c.hostEmail)).toHaveLength(count);
  });
});

describe('the host through their link', () => {
  it('withdraws: the booking is cancelled, the agency told, and the link closes', async () => {
    const c = await confirmedCase();
    const res = await call('POST', `/api/requests/${c.firstToken}/withdraw`, { reason: 'Our season was cut.' });
    expect(res.statusCode, res.body).toBe(200);
    // never invited, so no calendar is touched
    expect(mailsTo(c.guest.email).filter((m) => m.calendar)).toEqual([]);
    expect(res.json().message).toBe(HOST_WITHDREW);
    expect((await bookingOf(c.bookingId)).status).toBe('cancelled');
    expect((await call('GET', `/api/requests/${c.firstToken}`)).json()).toMatchObject({ closed: 'withdrawn' });
    expect((await call('POST', `/api/requests/${c.firstToken}/reply`, { message: 'Wait!' })).statusCode).toBe(404);
  });

  it('withdraws a hold: the tentative entry leaves every calendar, and an agency decline does the same', async () => {
    for (const close of ['withdraw', 'decline'] as const) {
      const c = await confirmedCase();
      await act(c.requestId, 'accept', { slot: c.body.slots[0] });
      const hold = mailsTo(c.guest.email).at(-1)!;
      expect(hold.calendar?.content).toContain('STATUS:TENTATIVE');
      const res =
        close === 'withdraw'
          ? await call('POST', `/api/requests/${c.firstToken}/withdraw`, { reason: 'Our season was cut.' })
          : await act(c.requestId, 'decline', { reason: 'The guest is travelling.' });
      expect(res.statusCode, res.body).toBe(200);
      for (const email of [c.guest.email, c.hostEmail]) {
        const cancel = mailsTo(email).at(-1)!;
        expect(cancel.calendar?.method).toBe('CANCEL');
        expect(cancel.calendar?.content).toMatch(/SEQUENCE:2\r\n[\s\S]*STATUS:CANCELLED/);
        expect(cancel.calendar?.content).toContain(`UID:booking-${c.bookingId}@`);
      }
    }
  });

  it('can’t confirm a hold that is not there, nor act with an unknown or unconfirmed token', async () => {
    const c = await confirmedCase();
    expect((await call('POST', `/api/requests/${c.firstToken}/confirm-hold`)).statusCode).toBe(409);
    expect((await call('POST', `/api/requests/${'x'.repeat(43)}/confirm-hold`)).statusCode).toBe(404);
    const unconfirmed = bookingRequestBodyFor(ctx.w.own.id);
    await call('POST', '/api/booking-requests', unconfirmed);
    const token = linkTokenTo(unconfirmed.hostEmail, 'requests');
    const early = await call('POST', `/api/requests/${token}/reply`, { message: 'Hi' });
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe(HOST_LINK_INVALID);
  });
});

describe('a host’s link once the request is closed', () => {
  /** Every action a host's link offers: each refuses a closed request, as it refuses an unknown link. */
  async function expectNoAction(token: string) {
    const actions: ['GET' | 'POST', string, object | undefined][] = [
      ['POST', 'confirm', undefined],
      ['POST', 'reply', { message: 'Wait, please reconsider!' }],
      ['POST', 'pick', { slot: new Date(Date.now() + 9 * 24 * HOUR_MS).toISOString() }],
      ['POST', 'confirm-hold', undefined],
      ['POST', 'withdraw', {}],
      ['POST', 'ownership-tag', undefined],
      ['GET', 'calendar.ics', undefined],
    ];
    for (const [method, action, payload] of actions) {
      const res = await call(method, `/api/requests/${token}/${action}`, payload);
      expect(res.statusCode, action).toBe(404);
      expect(res.json().message, action).toBe(HOST_LINK_INVALID);
    }
  }

  /** What a closed request's page answers: the guest and the show, why it closed and the reason shown, nothing more of the request. */
  const closedPage = (c: Awaited<ReturnType<typeof confirmedCase>>, closed: string, declineReason: string | null) => ({
    closed,
    guest: { name: c.guestClient.name, slug: c.guestClient.slug },
    showName: c.body.showName,
    declineReason,
    // a hand move on the Bookings page says nobody's reason (the desk's cancellations: cancel.test.ts)
    cancelled: null,
  });

  it('says the agency declined it, with the reason the host was mailed, through any of their links; nothing more of the request, and no action', async () => {
    const c = await confirmedCase();
    await act(c.requestId, 'ask', { message: 'Is it live or edited?' });
    const laterToken = linkTokenTo(c.hostEmail, 'requests');
    const reason = 'Our guest is travelling all spring.';
    expect((await act(c.requestId, 'decline', { reason })).statusCode).toBe(200);
    for (const token of [c.firstToken, laterToken]) {
      const res = await call('GET', `/api/requests/${token}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual(closedPage(c, 'declined', reason));
      await expectNoAction(token);
    }
    expect((await bookingOf(c.bookingId)).status).toBe('declined');
    expect((await hostView(c.firstToken)).notes).toBeUndefined();
  });

  it('says the guest declined it, with their reason', async () => {
    const c = await confirmedCase({ approvesEachShow: true });
    await act(c.requestId, 'accept', { slot: c.body.slots[0] });
    const guestCookie = await openSession(ctx.t.db, c.guest.id);
    expect((await call('POST', `/api/bookings/${c.bookingId}/decline`, { reason: 'Not my audience.' }, guestCookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/requests/${c.firstToken}`)).json()).toMatchObject({ closed: 'declined', declineReason: 'Not my audience.' });
    await expectNoAction(c.firstToken);
  });

  it('says the host withdrew it, with no reason to show; no action', async () => {
    const c = await confirmedCase();
    await act(c.requestId, 'accept', { slot: c.body.slots[0] });
    const heldToken = linkTokenTo(c.hostEmail, 'requests');
    expect((await call('POST', `/api/requests/${heldToken}/withdraw`, { reason: 'Our season was cut.' })).statusCode).toBe(200);
    const res = await call('GET', `/api/requests/${c.firstToken}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(closedPage(c, 'withdrawn', null));
    await expectNoAction(heldToken);
    expect((await bookingOf(c.bookingId)).status).toBe('cancelled');
  });

  it('says the agency cancelled a booking cancelled on the Bookings page; no action; an unknown link is invalid', async () => {
    const c = await confirmedCase();
    await act(c.requestId, 'accept', { slot: c.body.slots[0] });
    expect((await call('POST', `/api/requests/${linkTokenTo(c.hostEmail, 'requests')}/confirm-hold`)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/bookings/${c.bookingId}`, { status: 'cancelled' }, await ctx.w.cookieFor('admin'))).statusCode).toBe(200);
    expect((await call('GET', `/api/requests/${c.firstToken}`)).json()).toEqual(closedPage(c, 'cancelled', null));
    await expectNoAction(c.firstToken);
    const unknown = await call('GET', `/api/requests/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(HOST_LINK_INVALID);
  });

  it('says the hold ran out once it expired; no action', async () => {
    const c = await confirmedCase();
    await act(c.requestId, 'accept', { slot: c.body.slots[0] });
    await ctx.t.db.update(bookings).set({ status: 'expired', holdExpiresAt: null, holdAwaiting: null }).where(eq(bookings.id, c.bookingId));
    expect((await call('GET', `/api/requests/${c.firstToken}`)).json()).toMatchObject({ closed: 'expired', declineReason: null });
    await expectNoAction(c.firstToken);
  });
});

describe('a guest who approves each show', () => {
  it('approves through the mailed link before the host hears yes; the link then closes', async () => {
    const c = await confirmedCase({ approvesEachShow: true });
    const hostMailsBefore = mailsTo(c.hostEmail).length;
    const res = await act(c.requestId, 'accept', { slot: c.body.slots[0] });
    expect(res.json().booking).toMatchObject({ status: 'held', holdAwaiting: 'guest' });
    expect(mailsTo(c.hostEmail)).toHaveLength(hostMailsBefore);
    const token = linkTokenTo(c.guest.email, 'approve');
    const [link] = await ctx.t.db
      .select()
      .from(bookingLinks)
      .where(eq(bookingLinks.tokenHash, hashToken(token)));
    expect(link).toMatchObject({ purpose: 'approval', bookingId: c.bookingId });
    const seen = await call('GET', `/api/approvals/${token}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ bookingId: c.bookingId, showName: c.body.showName, slot: c.body.slots[0], hostTimeZone: 'Europe/Paris' });
    // the guest has no zone set: their mail gives the host's time, named, never a bare UTC
    const approvalMail = mailsTo(c.guest.email).at(-1)!;
    expect(approvalMail.text).toContain(`Time: ${fullTimeIn(c.body.slots[0], 'Europe/Paris')}`);
    expect(approvalMail.text).not.toContain('UTC');
    // the approval link is not a host link, and the host link can't confirm for the guest
    expect((await call('GET', `/api/requests/${token}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/requests/${c.firstToken}/confirm-hold`)).statusCode).toBe(409);

    const approved = await call('POST', `/api/approvals/${token}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(SHOW_APPROVED);
    expect((await bookingOf(c.bookingId)).holdAwaiting).toBe('host');
    const hostToken = linkTokenTo(c.hostEmail, 'requests');
    expect((await hostView(hostToken)).booking).toMatchObject({ status: 'held', holdAwaiting: 'host' });
    const used = await call('POST', `/api/approvals/${token}/approve`);
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe(APPROVAL_LINK_INVALID);
    expect((await auditOf(c.bookingId)).map((entry) => [entry.action, entry.actor])).toEqual([
      ['booking.hold', expect.any(Number)],
      ['booking.approve', null],
    ]);
  });

  it('declines from the Bookings page; only whoever manages the client may, and the settings are theirs', async () => {
    const c = await confirmedCase({ approvesEachShow: true });
    await act(c.requestId, 'accept', { slot: c.body.slots[0] });
    const guestCookie = await openSession(ctx.t.db, c.guest.id);
    const list = await call('GET', `/api/clients/${c.guestClient.id}/approvals`, undefined, guestCookie);
    expect(list.json().map((a: { bookingId: number }) => a.bookingId)).toEqual([c.bookingId]);
    // another client's guest can't see or act on it
    const stranger = await ctx.w.cookieFor('guest');
    expect((await call('GET', `/api/clients/${c.guestClient.id}/approvals`, undefined, stranger)).statusCode).toBe(403);
    expect((await call('POST', `/api/bookings/${c.bookingId}/decline`, { reason: 'No' }, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/api/bookings/${c.bookingId}/decline`, { reason: '' }, guestCookie)).statusCode).toBe(400);
    const declined = await call('POST', `/api/bookings/${c.bookingId}/decline`, { reason: 'Not my audience.' }, guestCookie);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().message).toBe(SHOW_DECLINED);
    expect((await bookingOf(c.bookingId)).status).toBe('declined');
    expect(mailsTo(c.hostEmail).at(-1)!.text).toContain('Not my audience.');

    const settingsUrl = `/api/clients/${c.guestClient.id}/booking-settings`;
    expect((await call('GET', settingsUrl, undefined, guestCookie)).json()).toEqual({ approvesEachShow: true, timeZone: null });
    const changed = await call('PATCH', settingsUrl, { approvesEachShow: false, timeZone: 'Asia/Tokyo' }, guestCookie);
    expect(changed.json()).toEqual({ approvesEachShow: false, timeZone: 'Asia/Tokyo' });
    expect((await call('PATCH', settingsUrl, { timeZone: 'Mars/Olympus' }, guestCookie)).statusCode).toBe(400);
    expect((await call('PATCH', settingsUrl, { approvesEachShow: true }, stranger)).statusCode).toBe(403);
    const [stored] = await ctx.t.db.select({ a: clients.approvesEachShow, tz: clients.timeZone }).from(clients).where(eq(clients.id, c.guestClient.id));
    expect(stored).toEqual({ a: false, tz: 'Asia/Tokyo' });
  });
});

describe('one guest, one booking at a time', () => {
  // a whole hour, five days ahead, and the times around it
  const at = Math.ceil((Date.now() + 5 * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS;
  const slotAt = (hours: number) => new Date(at + hours * HOUR_MS).toISOString();
  const hostToken = (c: { hostEmail: string }) => linkTokenTo(c.hostEmail, 'requests');
  const notesOf = async (c: { hostEmail: string }) => (await hostView(hostToken(c))).notes;

  it('refuses to hold a time within an hour of the guest’s confirmed booking (409, naming it in the host’s zone), and holds one an hour apart', async () => {
    const who = await freshGuest();
    const first = await confirmedCase({ of: who, slots: [slotAt(0), slotAt(50)] });
    const second = await confirmedCase({ of: who, slots: [slotAt(0), slotAt(0.5), slotAt(1)] });
    expect((await act(first.requestId, 'accept', { slot: slotAt(0) })).statusCode).toBe(200);
    expect((await call('POST', `/api/requests/${hostToken(first)}/confirm-hold`)).statusCode).toBe(200);
    for (const slot of [slotAt(0), slotAt(0.5)]) {
      const clash = await act(second.requestId, 'accept', { slot });
      expect(clash.statusCode, slot).toBe(409);
      expect(clash.json()).toEqual({ message: guestAlreadyBooked(who.guestClient.name, fullTimeIn(slotAt(0), 'Europe/Paris')), code: 'GUEST_ALREADY_BOOKED' });
    }
    expect(await bookingOf(second.bookingId)).toMatchObject({ status: 'requested', scheduledFor: null });
    expect(await notesOf(second)).toEqual([]);
    const apart = await act(second.requestId, 'accept', { slot: slotAt(1) });
    expect(apart.statusCode, apart.body).toBe(200);
    expect(apart.json().booking).toMatchObject({ status: 'held', slot: slotAt(1), line: null });
  });

  it('never confirms two bookings of a guest at once: two shows take the same time at the same moment, one holds it first, the other waits in line', async () => {
    const who = await freshGuest();
    const first = await confirmedCase({ of: who, slots: [slotAt(0), slotAt(50)] });
    const second = await confirmedCase({ of: who, slots: [slotAt(0), slotAt(50)] });
    const both = await Promise.all([act(first.requestId, 'accept', { slot: slotAt(0) }), act(second.requestId, 'accept', { slot: slotAt(0) })]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    const inLineBehind = await Promise.all([first, second].map(async (c) => (await bookingOf(c.bookingId)).queuedBehind));
    expect(inLineBehind.filter((id) => id === null)).toHaveLength(1);
    const [won, lost] = inLineBehind[0] === null ? [first, second] : [second, first];
    expect((await hostView(hostToken(lost))).booking?.line).toEqual({ place: 2, holds: 2, challengeDueAt: null });
    const inLine = await call('POST', `/api/requests/${hostToken(lost)}/confirm-hold`);
    expect(inLine.statusCode).toBe(409);
    expect(inLine.json().code).toBe('HOLD_IN_LINE');
    expect((await call('POST', `/api/requests/${hostToken(won)}/confirm-hold`)).statusCode).toBe(200);
    const rows = await ctx.t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.clientId, who.guestClient.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['confirmed', 'requested']);
  });

  it('refuses the host’s pick of a proposed time the guest has since been booked at, and their confirmation of a hold a booking was moved onto', async () => {
    const who = await freshGuest();
    const booked = await confirmedCase({ of: who, slots: [slotAt(0), slotAt(50)] });
    await act(booked.requestId, 'accept', { slot: slotAt(0) });
    expect((await call('POST', `/api/requests/${hostToken(booked)}/confirm-hold`)).statusCode).toBe(200);

    // the agency proposed a time near it; the host picks it
    const picking = await confirmedCase({ of: who });
    expect((await act(picking.requestId, 'propose', { slots: [slotAt(0.5)] })).statusCode).toBe(200);
    const pick = await call('POST', `/api/requests/${hostToken(picking)}/pick`, { slot: slotAt(0.5) });
    expect(pick.statusCode).toBe(409);
    expect(pick.json().message).toBe(guestAlreadyBooked(who.guestClient.name, fullTimeIn(slotAt(0), 'Europe/Paris')));
    expect((await bookingOf(picking.bookingId)).status).toBe('requested');

    // a hold three hours later: the confirmed booking can't be moved onto it from the Bookings page;
    // were it there all the same (a record older than the check), the host could not confirm the hold
    const holding = await confirmedCase({ of: who, slots: [slotAt(3), slotAt(50)] });
    expect((await act(holding.requestId, 'accept', { slot: slotAt(3) })).statusCode).toBe(200);
    const moved = await call('PATCH', `/api/bookings/${booked.bookingId}`, { scheduledFor: slotAt(3.25) }, await ctx.w.cookieFor('admin'));
    expect(moved.statusCode, moved.body).toBe(409);
    await ctx.t.db
      .update(bookings)
      .set({ scheduledFor: new Date(slotAt(3.25)) })
      .where(eq(bookings.id, booked.bookingId));
    const confirm = await call('POST', `/api/requests/${hostToken(holding)}/confirm-hold`);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(guestAlreadyBooked(who.guestClient.name, fullTimeIn(slotAt(3.25), 'Europe/Paris')));
    expect(await bookingOf(holding.bookingId)).toMatchObject({ status: 'held', holdAwaiting: 'host' });
  });

  it('refuses the guest’s approval of a show at a time they have since been booked at, naming it in their own zone', async () => {
    const who = await freshGuest({ approvesEachShow: true, timeZone: 'America/New_York' });
    const booked = await confirmedCase({ of: who, slots: [slotAt(0), slotAt(50)] });
    await act(booked.requestId, 'accept', { slot: slotAt(0) });
    expect((await call('POST', `/api/approvals/${linkTokenTo(who.guest.email, 'approve')}/approve`)).statusCode).toBe(200);
    const waiting = await confirmedCase({ of: who, slots: [slotAt(3), slotAt(50)] });
    await act(waiting.requestId, 'accept', { slot: slotAt(3) });
    const approvalToken = linkTokenTo(who.guest.email, 'approve');
    expect((await call('POST', `/api/requests/${hostToken(booked)}/confirm-hold`)).statusCode).toBe(200);
    // the Bookings page refuses moving the confirmed booking onto the held time; set there all the same
    expect((await call('PATCH', `/api/bookings/${booked.bookingId}`, { scheduledFor: slotAt(3) }, await ctx.w.cookieFor('admin'))).statusCode).toBe(409);
    await ctx.t.db
      .update(bookings)
      .set({ scheduledFor: new Date(slotAt(3)) })
      .where(eq(bookings.id, booked.bookingId));
    const message = guestAlreadyBooked(who.guestClient.name, fullTimeIn(slotAt(3), 'America/New_York'));
    const byLink = await call('POST', `/api/approvals/${approvalToken}/approve`);
    expect(byLink.statusCode).toBe(409);
    expect(byLink.json().message).toBe(message);
    const inApp = await call('POST', `/api/bookings/${waiting.bookingId}/approve`, undefined, await openSession(ctx.t.db, who.guest.id));
    expect(inApp.statusCode).toBe(409);
    expect(inApp.json().message).toBe(message);
    expect(await bookingOf(waiting.bookingId)).toMatchObject({ status: 'held', holdAwaiting: 'guest' });
  });

  it('lets a hold whose time ran out (not yet released by the holds’ job) stand in nobody’s way', async () => {
    const who = await freshGuest();
    const stale = await confirmedCase({ of: who, slots: [slotAt(0), slotAt(50)] });
    await act(stale.requestId, 'accept', { slot: slotAt(0) });
    await ctx.t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, stale.bookingId));
    const fresh = await confirmedCase({ of: who, slots: [slotAt(0), slotAt(50)] });
    expect((await act(fresh.requestId, 'accept', { slot: slotAt(0) })).statusCode).toBe(200);
  });
});

describe('a hold whose time ran out before the holds’ job came by', () => {
  const runOut = (bookingId: number) =>
    ctx.t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, bookingId));

  it('can’t be confirmed by the host (409, plain): the booking stays as it was', async () => {
    const c = await confirmedCase();
    await act(c.requestId, 'accept', { slot: c.body.slots[0] });
    await runOut(c.bookingId);
    const res = await call('POST', `/api/requests/${linkTokenTo(c.hostEmail, 'requests')}/confirm-hold`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: HOLD_EXPIRED, code: 'HOLD_EXPIRED' });
    expect(await bookingOf(c.bookingId)).toMatchObject({ status: 'held', holdAwaiting: 'host' });
    expect((await auditOf(c.bookingId)).map((entry) => entry.action)).toEqual(['booking.hold']);
  });

  it('can’t be approved or declined by the guest’s side, by link or in the app', async () => {
    const c = await confirmedCase({ approvesEachShow: true });
    await act(c.requestId, 'accept', { slot: c.body.slots[0] });
    const token = linkTokenTo(c.guest.email, 'approve');
    await runOut(c.bookingId);
    const cookie = await openSession(ctx.t.db, c.guest.id);
    for (const res of [
      await call('POST', `/api/approvals/${token}/approve`),
      await call('POST', `/api/approvals/${token}/decline`, { reason: 'Too late.' }),
      await call('POST', `/api/bookings/${c.bookingId}/approve`, undefined, cookie),
      await call('POST', `/api/bookings/${c.bookingId}/decline`, { reason: 'Too late.' }, cookie),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(HOLD_EXPIRED);
    }
    expect(await bookingOf(c.bookingId)).toMatchObject({ status: 'held', holdAwaiting: 'guest' });
  });
});

describe('private reads through a token', () => {
  it('answers the approval link with no-store, found or not', async () => {
    const c = await confirmedCase({ approvesEachShow: true });
    await act(c.requestId, 'accept', { slot: c.body.slots[0] });
    const seen = await call('GET', `/api/approvals/${linkTokenTo(c.guest.email, 'approve')}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    const unknown = await call('GET', `/api/approvals/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
