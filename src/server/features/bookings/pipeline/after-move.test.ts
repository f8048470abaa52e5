import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { storedBooking } from '@tests/helpers/fixtures/bookings/feedback';
import { seededApp } from '@tests/helpers/seeded-app';
import { FEEDBACK_LIMITS } from '@shared/api/bookings/feedback';
import type { BookingStatus } from '@shared/api/directory/profile-records';
import { bookingFeedback, bookingLinks, bookingRequests, bookings } from '@server/db/schema';
import { hashToken } from '@server/lib/tokens';
import { afterBookingMove } from './after-move';

const ctx = seededApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const log = () => ({ error: vi.fn(), warn: vi.fn() });
const site = (logger = log()) => ({ baseUrl: 'https://podium.example.test', log: logger });
const hook = () => ({ db: ctx.t.db, mailer: ctx.t.mail, config: ctx.t.config, bus: { invalidate: async () => undefined } });

/** Moves a stored booking from one stage to another (the write itself) and runs the hook as the service does. */
async function move(id: number, from: BookingStatus | undefined, to: BookingStatus, logger = log()) {
  await ctx.t.db.update(bookings).set({ status: to }).where(eq(bookings.id, id));
  await afterBookingMove(hook(), site(logger), { before: from === undefined ? undefined : { id, status: from }, after: { id, status: to } });
}

const mailsTo = (email: string) => ctx.t.mail.sent.filter((mail) => mail.to === email);
const linksOf = (bookingId: number) => ctx.t.db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, bookingId));

describe('after a booking moves: the host is asked for feedback', () => {
  it('mails the host a feedback link once when the booking becomes published, storing only its hash, alive linkDays', async () => {
    const booking = await storedBooking(ctx.t.db, ctx.w.own.id, { status: 'recorded' });
    const email = booking.hostContact!;
    await move(booking.id, 'recorded', 'published');
    const [mail] = mailsTo(email);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mail.subject).toContain(booking.showName);
    expect(mail.text).toContain('Own Client');
    const token = /\/feedback\/([A-Za-z0-9_-]+)$/.exec(mail.link ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(mail.text).toContain(`https://podium.example.test/feedback/${token}`);
    const links = await linksOf(booking.id);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ tokenHash: hashToken(token!), purpose: 'feedback' });
    expect(links[0].tokenHash).not.toContain(token);
    const days = (links[0].expiresAt!.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(FEEDBACK_LIMITS.linkDays - 1);
    expect(days).toBeLessThanOrEqual(FEEDBACK_LIMITS.linkDays);

    // moving away and back while the link lives mails nothing more
    await move(booking.id, 'published', 'recorded');
    await move(booking.id, 'recorded', 'published');
    expect(mailsTo(email)).toHaveLength(1);
    expect(await linksOf(booking.id)).toHaveLength(1);
  });

  it('mails nothing for a booking that already has feedback, or for other moves, or an edit that stays published', async () => {
    const booking = await storedBooking(ctx.t.db, ctx.w.own.id, { status: 'recorded' });
    await ctx.t.db.insert(bookingFeedback).values({ bookingId: booking.id, rating: 4 });
    await move(booking.id, 'recorded', 'published');
    const other = await storedBooking(ctx.t.db, ctx.w.own.id, { status: 'confirmed' });
    await move(other.id, 'confirmed', 'recorded');
    await move(other.id, 'published', 'published');
    expect(mailsTo(booking.hostContact!)).toEqual([]);
    expect(mailsTo(other.hostContact!)).toEqual([]);
  });

  it('sends a fresh link once the old one expired without feedback', async () => {
    const booking = await storedBooking(ctx.t.db, ctx.w.own.id, { status: 'recorded' });
    await move(booking.id, 'recorded', 'published');
    await ctx.t.db
      .update(bookingLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingLinks.bookingId, booking.id));
    await move(booking.id, 'published', 'recorded');
    await move(booking.id, 'recorded', 'published');
    expect(mailsTo(booking.hostContact!)).toHaveLength(2);
  });

  it('mails the request’s host email for a booking made from a request, and a booking created published', async () => {
    const [request] = await ctx.t.db
      .insert(bookingRequests)
      .values({
        clientId: ctx.w.own.id,
        status: 'requested',
        hostName: 'Req Host',
        hostEmail: 'request-host@example.test',
        showName: 'Request Show',
        showUrl: 'https://shows.example.test/request-show',
        showKey: 'shows.example.test/request-show',
        topic: 'Topic',
        slots: [],
        timeZone: 'Europe/Paris',
        format: 'audio',
        setting: 'remote',
      })
      .returning();
    const [booking] = await ctx.t.db
      .insert(bookings)
      .values({
        clientId: ctx.w.own.id,
        showName: 'Request Show',
        hostContact: 'not an email',
        status: 'published',
        releaseUrl: 'https://x.test/e',
        requestId: request.id,
      })
      .returning();
    await afterBookingMove(hook(), site(), { before: undefined, after: { id: booking.id, status: 'published' } });
    expect(mailsTo('request-host@example.test')).toHaveLength(1);
  });

  it('asks nothing of a hand-made booking’s host, even at an email: its contact is typed by the guest’s side and proves nothing', async () => {
    const booking = await storedBooking(ctx.t.db, ctx.w.own.id, { status: 'recorded', handMade: true });
    expect(booking.hostContact).toMatch(/@example\.test$/);
    const before = ctx.t.mail.sent.length;
    await move(booking.id, 'recorded', 'published');
    expect(ctx.t.mail.sent.length).toBe(before);
    expect(await linksOf(booking.id)).toEqual([]);
  });

  it('logs a failed mail without throwing, removes the link, and tries again on the next publish', async () => {
    const booking = await storedBooking(ctx.t.db, ctx.w.own.id, { status: 'recorded' });
    const logger = log();
    const failing = { ...hook(), mailer: { send: vi.fn().mockRejectedValue(new Error('SMTP down')) } };
    await ctx.t.db.update(bookings).set({ status: 'published' }).where(eq(bookings.id, booking.id));
    await expect(
      afterBookingMove(failing, site(logger), { before: { id: booking.id, status: 'recorded' }, after: { id: booking.id, status: 'published' } }),
    ).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledOnce();
    expect(await linksOf(booking.id)).toEqual([]);
    expect(failing.mailer.send).toHaveBeenCalledOnce();
    await move(booking.id, 'published', 'recorded');
    await move(booking.id, 'recorded', 'published');
    expect(mailsTo(booking.hostContact!)).toHaveLength(1);
  });
});
