import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from '@tests/factories';
import { deskCases } from '@tests/helpers/desk-cases';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { alreadyChallenged, FIRST_HOLD_WITH_GUEST, HOLD_IN_LINE, HOLD_LINE_FULL, NOT_IN_LINE } from '@shared/api/bookings/desk';
import { CHALLENGE_HOURS } from '@shared/api/bookings/pipeline';
import type { AdminBookingRequest } from '@shared/api/bookings/requests';
import { fullTimeIn } from '@shared/dates';
import { auditLog, bookings } from '@server/db/schema';
import type { Site } from '@server/platform/site';
import { expireHolds } from '../holds/holds.service';

const ctx = seededApp();
const { call, hostView, mailsTo, linkTokenTo, freshGuest, confirmedCase, act, bookingOf } = deskCases(ctx);
const HOUR_MS = 60 * 60 * 1000;
const site: Site = { baseUrl: 'http://podium.test', log: { error: vi.fn(), warn: vi.fn() } };
const holdsCtx = () => ({ db: ctx.t.db, mailer: ctx.t.mail, config: ctx.t.config });

// a whole hour, six days ahead
const at = Math.ceil((Date.now() + 6 * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS;
const slot = new Date(at).toISOString();
const later = new Date(at + 50 * HOUR_MS).toISOString();

const hostToken = (c: { hostEmail: string }) => linkTokenTo(c.hostEmail, 'requests');
const auditsOf = (action: string, bookingId: number) =>
  ctx.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(bookingId))));

/** A guest whose one time carries a first hold and, when `behind` > 0, that many shows in line. */
async function lineOf(behind: number, guest: { approvesEachShow?: boolean } = {}) {
  const who = await freshGuest(guest);
  const first = await confirmedCase({ of: who, slots: [slot, later] });
  expect((await act(first.requestId, 'accept', { slot })).statusCode).toBe(200);
  const waiting = [];
  for (let i = 0; i < behind; i++) {
    const next = await confirmedCase({ of: who, slots: [slot, later] });
    const joined = await act(next.requestId, 'accept', { slot });
    expect(joined.statusCode, joined.body).toBe(200);
    waiting.push(next);
  }
  return { who, first, waiting };
}

/** Runs the holds' clock once the first hold's time (or challenge) ran out. */
async function lapse(bookingId: number) {
  await ctx.t.db
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(bookings.id, bookingId));
  await expireHolds(holdsCtx(), site);
}

describe('a queue of holds on one time', () => {
  it('puts a second and a third show in line for a held time, tells each host their place, and refuses a fourth', async () => {
    const { who, first, waiting } = await lineOf(2);
    const [second, third] = waiting;
    expect(await bookingOf(second.bookingId)).toMatchObject({ status: 'held', queuedBehind: first.bookingId, holdAwaiting: null, holdExpiresAt: null });
    expect((await hostView(hostToken(first))).booking?.line).toEqual({ place: 1, holds: 3, challengeDueAt: null });
    expect((await hostView(hostToken(second))).booking?.line).toEqual({ place: 2, holds: 3, challengeDueAt: null });
    expect((await hostView(hostToken(third))).booking?.line).toEqual({ place: 3, holds: 3, challengeDueAt: null });
    expect(mailsTo(second.hostEmail).at(-1)?.subject).toBe(`You are second in line for ${fullTimeIn(slot, 'Europe/Paris')}`);
    expect(mailsTo(third.hostEmail).at(-1)?.subject).toBe(`You are third in line for ${fullTimeIn(slot, 'Europe/Paris')}`);
    // a hold in line is in nobody's calendar yet
    expect(mailsTo(second.hostEmail).some((mail) => mail.calendar)).toBe(false);
    expect(await auditsOf('booking.queue', third.bookingId)).toHaveLength(1);

    const fourth = await confirmedCase({ of: who, slots: [slot, later] });
    const refused = await act(fourth.requestId, 'accept', { slot });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: HOLD_LINE_FULL, code: 'HOLD_LINE_FULL' });
    expect(await bookingOf(fourth.bookingId)).toMatchObject({ status: 'requested', scheduledFor: null });

    // the agency's inbox names the show ahead
    const row: AdminBookingRequest = (await act(third.requestId, 'ask', { message: 'Still keen?' })).json();
    expect(row.firstHold).toEqual({ showName: first.body.showName, bookingId: first.bookingId });
    expect(row.guestCalendar.find((entry) => entry.bookingId === second.bookingId)?.inLineBehind).toBe(first.bookingId);
  });

  it('lets only the first hold’s host confirm: a host in line is told plainly, and their release leaves the line without touching the first', async () => {
    const { first, waiting } = await lineOf(2);
    const [second, third] = waiting;
    const early = await call('POST', `/api/requests/${hostToken(second)}/confirm-hold`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: HOLD_IN_LINE, code: 'HOLD_IN_LINE' });
    expect((await call('POST', `/api/requests/${hostToken(second)}/withdraw`, { reason: 'Found another guest' })).statusCode).toBe(200);
    expect(await bookingOf(first.bookingId)).toMatchObject({ status: 'held', holdAwaiting: 'host', queuedBehind: null });
    expect((await hostView(hostToken(third))).booking?.line).toEqual({ place: 2, holds: 2, challengeDueAt: null });
  });

  it('challenges the first hold for a later one: its host gets the deadline by mail and in their thread, once; anything else is refused', async () => {
    const { first, waiting } = await lineOf(1);
    const [second] = waiting;
    const notInLine = await act(first.requestId, 'challenge');
    expect(notInLine.statusCode).toBe(409);
    expect(notInLine.json()).toEqual({ message: NOT_IN_LINE, code: 'NOT_IN_LINE' });

    // outside the agency, or a team member not on the guest: refused, and nothing moves
    const guestCookie = await openSession(ctx.t.db, (await createUser(ctx.t.db, { role: 'guest', clientId: ctx.w.own.id })).id);
    expect((await act(second.requestId, 'challenge', undefined, guestCookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/booking-requests/${second.requestId}/challenge`)).statusCode).toBe(401);
    const team = await createUser(ctx.t.db, { role: 'team' });
    expect((await act(second.requestId, 'challenge', undefined, await openSession(ctx.t.db, team.id))).statusCode).toBe(404);
    expect((await bookingOf(first.bookingId)).challengedAt).toBeNull();

    const before = Date.now();
    const challenged = await act(second.requestId, 'challenge');
    expect(challenged.statusCode, challenged.body).toBe(200);
    const held = await bookingOf(first.bookingId);
    expect(held.challengedAt).not.toBeNull();
    // the hold ran 72 hours; the challenge gives 48 from now
    const deadline = held.holdExpiresAt!.getTime();
    expect(deadline).toBeGreaterThanOrEqual(before + CHALLENGE_HOURS.default * HOUR_MS - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + CHALLENGE_HOURS.default * HOUR_MS);
    const mail = mailsTo(first.hostEmail).at(-1)!;
    expect(mail.subject).toBe(`Please confirm or release ${fullTimeIn(slot, 'Europe/Paris')} by ${fullTimeIn(held.holdExpiresAt!, 'Europe/Paris')}`);
    expect(mail.link).toMatch(/\/requests\//);
    const firstView = await hostView(hostToken(first));
    expect(firstView.booking?.line).toEqual({ place: 1, holds: 2, challengeDueAt: held.holdExpiresAt!.toISOString() });
    expect(firstView.notes.at(-1)?.body).toMatch(/^Another show has asked for this time\. Please confirm it or release it by /);
    expect((challenged.json() as AdminBookingRequest).booking?.line?.challengeDueAt).toBe(held.holdExpiresAt!.toISOString());
    expect(await auditsOf('booking.challenge', first.bookingId)).toHaveLength(1);

    const again = await act(second.requestId, 'challenge');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(alreadyChallenged(fullTimeIn(held.holdExpiresAt!, 'Europe/Paris')));
  });

  it('refuses to challenge a first hold still waiting on its guest’s approval', async () => {
    const { waiting } = await lineOf(1, { approvesEachShow: true });
    const refused = await act(waiting[0].requestId, 'challenge');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: FIRST_HOLD_WITH_GUEST, code: 'FIRST_HOLD_WITH_GUEST' });
  });

  it('moves the next hold up when the challenged first lets it lapse: a fresh hold for its host, in every calendar as tentative; the third now waits behind it', async () => {
    const { first, waiting } = await lineOf(2);
    const [second, third] = waiting;
    expect((await act(second.requestId, 'challenge')).statusCode).toBe(200);
    await lapse(first.bookingId);
    expect(await bookingOf(first.bookingId)).toMatchObject({ status: 'expired' });
    const promoted = await bookingOf(second.bookingId);
    expect(promoted).toMatchObject({ status: 'held', holdAwaiting: 'host', queuedBehind: null, queuedAt: null });
    expect(promoted.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 71 * HOUR_MS);
    expect(await bookingOf(third.bookingId)).toMatchObject({ status: 'held', queuedBehind: second.bookingId });
    expect((await hostView(hostToken(third))).booking?.line).toEqual({ place: 2, holds: 2, challengeDueAt: null });
    const secondView = await hostView(hostToken(second));
    expect(secondView.booking).toMatchObject({ status: 'held', holdAwaiting: 'host', line: { place: 1, holds: 2, challengeDueAt: null } });
    expect(secondView.notes.at(-1)?.body).toMatch(/came free: it is now held for you\. Please confirm it within 72 hours\.$/);
    const invitation = mailsTo(second.hostEmail).find((mail) => mail.calendar);
    expect(invitation?.calendar?.method).toBe('REQUEST');
    const event = new ICAL.Component(ICAL.parse(invitation!.calendar!.content)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(await auditsOf('booking.promote', second.bookingId)).toHaveLength(1);

    // its host confirms: the third goes back to the desk, told why
    expect((await call('POST', `/api/requests/${hostToken(second)}/confirm-hold`)).statusCode).toBe(200);
    expect(await bookingOf(third.bookingId)).toMatchObject({ status: 'requested', scheduledFor: null, queuedBehind: null });
    expect(mailsTo(third.hostEmail).at(-1)?.subject).toBe(`${fullTimeIn(slot, 'Europe/Paris')} is no longer open to you`);
    expect((await hostView(hostToken(third))).notes.at(-1)?.body).toMatch(/^The show ahead of you confirmed .*so your place in line for it has ended\./);
    expect(await auditsOf('booking.line-end', third.bookingId)).toHaveLength(1);
  });

  it('moves the next hold up at once when the first hold’s host releases it, or the agency or guest declines it; to the guest first when they approve each show', async () => {
    const released = await lineOf(1);
    expect((await call('POST', `/api/requests/${hostToken(released.first)}/withdraw`, {})).statusCode).toBe(200);
    expect(await bookingOf(released.waiting[0].bookingId)).toMatchObject({ status: 'held', holdAwaiting: 'host', queuedBehind: null });

    const declined = await lineOf(1);
    expect((await act(declined.first.requestId, 'decline', { reason: 'The guest is travelling' })).statusCode).toBe(200);
    expect(await bookingOf(declined.waiting[0].bookingId)).toMatchObject({ status: 'held', holdAwaiting: 'host', queuedBehind: null });

    const approving = await lineOf(1, { approvesEachShow: true });
    const approval = linkTokenTo(approving.who.guest.email, 'approve');
    expect((await call('POST', `/api/approvals/${approval}/decline`, { reason: 'Not this one' })).statusCode).toBe(200);
    expect(await bookingOf(approving.waiting[0].bookingId)).toMatchObject({ status: 'held', holdAwaiting: 'guest', queuedBehind: null });
    expect(mailsTo(approving.who.guest.email).at(-1)?.link).toMatch(/\/approve\//);
  });

  it('refuses a challenge once the first hold is confirmed: the line went back to the desk, and the booking stands', async () => {
    const { first, waiting } = await lineOf(1);
    expect((await call('POST', `/api/requests/${hostToken(first)}/confirm-hold`)).statusCode).toBe(200);
    const late = await act(waiting[0].requestId, 'challenge');
    expect(late.statusCode).toBe(409);
    expect(await bookingOf(first.bookingId)).toMatchObject({ status: 'confirmed', challengedAt: null });
    expect(await bookingOf(waiting[0].bookingId)).toMatchObject({ status: 'requested' });
  });

  it('expires a hold in line whose recording time came before it moved up', async () => {
    const { first, waiting } = await lineOf(1);
    const past = new Date(Date.now() - HOUR_MS);
    await ctx.t.db.update(bookings).set({ scheduledFor: past }).where(eq(bookings.id, waiting[0].bookingId));
    await expireHolds(holdsCtx(), site);
    expect(await bookingOf(waiting[0].bookingId)).toMatchObject({ status: 'expired', queuedBehind: null });
    expect(await bookingOf(first.bookingId)).toMatchObject({ status: 'held' });
  });
});
