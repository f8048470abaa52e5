import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories';
import { bookingWithFeedback, FEEDBACK_WORDS, storedBooking, storedFeedbackLink } from '@tests/helpers/fixtures/bookings/feedback';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import type { Persona } from '@tests/helpers/world';
import { FEEDBACK_ALREADY_GIVEN, FEEDBACK_LIMITS, FEEDBACK_LINK_INVALID, FEEDBACK_THANKS, QUOTE_NOT_FROM_FEEDBACK } from '@shared/api/bookings/feedback';
import { auditLog, bookingFeedback, bookings } from '@server/db/schema';
import { BOOKING_NOT_FOUND } from './feedback.service';

const ctx = seededApp();

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie?: string) =>
  ctx.t.app.inject({ method, url, payload: payload as object | undefined, headers: cookie ? { cookie } : {}, remoteAddress: ctx.w.nextIp() });
const form = (token: string) => inject('GET', `/api/feedback/${encodeURIComponent(token)}`);
const send = (token: string, body: unknown) => inject('POST', `/api/feedback/${encodeURIComponent(token)}`, body);
const feedbackOf = async (clientId: number, persona: Persona) =>
  inject('GET', `/api/clients/${clientId}/booking-feedback`, undefined, await ctx.w.cookieFor(persona));
const approve = async (id: number, quote: unknown, persona: Persona | string) =>
  inject('PUT', `/api/bookings/${id}/testimonial`, { quote }, persona.includes('=') ? persona : await ctx.w.cookieFor(persona as Persona));
const withdraw = async (id: number, persona: Persona | string) =>
  inject('DELETE', `/api/bookings/${id}/testimonial`, undefined, persona.includes('=') ? persona : await ctx.w.cookieFor(persona as Persona));
const profile = (slug: string) => inject('GET', `/api/clients/${slug}`);

/** A published booking of a client with a live feedback link: its id, show and the token. */
async function linked(clientId = ctx.w.own.id) {
  const booking = await storedBooking(ctx.t.db, clientId);
  return { booking, token: await storedFeedbackLink(ctx.t.db, booking.id) };
}

describe('the host’s feedback form (public, the token is the key)', () => {
  it('reads the guest, the show and the day, and whether feedback was given', async () => {
    const { booking, token } = await linked();
    const res = await form(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ guestName: 'Own Client', showName: booking.showName, publishedOn: '2026-01-15', given: false });
    // a private page: never kept by a cache on the way, found or not
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await form('x'.repeat(43))).headers['cache-control']).toBe('no-store');
  });

  it('takes feedback once: stored, audited with no actor, the agency mailed; a second send answers 409, the form then says given', async () => {
    const { booking, token } = await linked();
    const team = await createUser(ctx.t.db, { role: 'team', clientId: ctx.w.own.id, email: `team-${booking.id}@example.test` });
    const res = await send(token, { rating: 5, body: `  ${FEEDBACK_WORDS}  ` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: FEEDBACK_THANKS });
    const [stored] = await ctx.t.db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, booking.id));
    expect(stored).toMatchObject({ rating: 5, body: FEEDBACK_WORDS, testimonialQuote: null });
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking-feedback.create'), eq(auditLog.targetId, String(booking.id))));
    expect(entry).toMatchObject({ actorUserId: null, targetType: 'booking' });
    const agency = ctx.t.mail.sent.filter((mail) => mail.subject.includes(booking.showName));
    expect(agency.map((mail) => mail.to)).toContain(team.email);
    expect(agency[0].text).toContain('rated Own Client 5 out of 5');

    const again = await send(token, { rating: 1, body: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FEEDBACK_ALREADY_GIVEN);
    expect((await ctx.t.db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, booking.id)))[0].rating).toBe(5);
    expect((await form(token)).json().given).toBe(true);
  });

  it('answers 404 with a plain message for an unknown, expired, wrong-purpose link, and a booking no longer published', async () => {
    const expired = await storedBooking(ctx.t.db, ctx.w.own.id);
    const wrongPurpose = await storedBooking(ctx.t.db, ctx.w.own.id);
    const { booking: moved, token: movedToken } = await linked();
    await ctx.t.db.update(bookings).set({ status: 'recorded' }).where(eq(bookings.id, moved.id));
    const tokens = [
      'x'.repeat(43),
      await storedFeedbackLink(ctx.t.db, expired.id, { expiresInDays: -1 }),
      await storedFeedbackLink(ctx.t.db, wrongPurpose.id, { purpose: 'approval' }),
      movedToken,
    ];
    for (const token of tokens) {
      for (const res of [await form(token), await send(token, { rating: 4, body: 'Fine' })]) {
        expect(res.statusCode, token).toBe(404);
        expect(res.json().message).toBe(FEEDBACK_LINK_INVALID);
      }
    }
    expect(await ctx.t.db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, moved.id))).toEqual([]);
  });

  it('a link opens only its own booking: another booking’s feedback is not touched', async () => {
    const first = await linked();
    const second = await linked();
    expect((await send(first.token, { rating: 3, body: 'For the first' })).statusCode).toBe(201);
    expect((await form(second.token)).json()).toMatchObject({ showName: second.booking.showName, given: false });
    expect(await ctx.t.db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, second.booking.id))).toEqual([]);
  });

  it('refuses hostile input with 400 and stores nothing', async () => {
    const { booking, token } = await linked();
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      { rating: '4' },
      {},
      { rating: 4, body: 'x'.repeat(FEEDBACK_LIMITS.bodyMax + 1) },
      { rating: 4, body: 'nul \u0000 byte' },
      { rating: 4, body: 42 },
    ]) {
      const res = await send(token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await form('short')).statusCode).toBe(400);
    expect(await ctx.t.db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, booking.id))).toEqual([]);
  });
});

describe('feedback on the guest’s side, and testimonials', () => {
  it('shows the feedback to whoever may manage the client, never to others', async () => {
    const id = await bookingWithFeedback(ctx.t.db, ctx.w.own.id);
    for (const persona of ['guest', 'team', 'admin', 'owner', 'impersonating'] as const) {
      const res = await feedbackOf(ctx.w.own.id, persona);
      expect(res.statusCode, persona).toBe(200);
      expect(res.json()).toContainEqual(expect.objectContaining({ bookingId: id, rating: 5, body: FEEDBACK_WORDS, testimonialQuote: null }));
    }
    expect((await feedbackOf(ctx.w.own.id, 'anonymous')).statusCode).toBe(401);
    const stranger = await openSession(ctx.t.db, (await createUser(ctx.t.db, { role: 'guest', clientId: ctx.w.other.id })).id);
    expect((await inject('GET', `/api/clients/${ctx.w.own.id}/booking-feedback`, undefined, stranger)).statusCode).toBe(403);
  });

  it('approves a quote taken from the feedback (spaces collapsed), audited; shown on the public profile with the host and show once the host agrees; the feedback never is', async () => {
    const id = await bookingWithFeedback(ctx.t.db, ctx.w.own.id);
    const [booking] = await ctx.t.db.select().from(bookings).where(eq(bookings.id, id));
    expect((await profile(ctx.w.own.slug)).json().testimonials).not.toContainEqual(expect.objectContaining({ showName: booking.showName }));
    const res = await approve(id, '  Our listeners   loved the stories,\n and we would invite her again. ', 'guest');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      bookingId: id,
      testimonialQuote: 'Our listeners loved the stories, and we would invite her again.',
      testimonialAgreedAt: null,
      hostAsked: true,
    });
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'testimonial.approve'), eq(auditLog.targetId, String(id))));
    expect(entry.actorUserId).not.toBeNull();
    expect((await profile(ctx.w.own.slug)).json().testimonials).not.toContainEqual(expect.objectContaining({ showName: booking.showName }));

    const link = ctx.t.mail.sent.filter((mail) => mail.to === booking.hostContact).at(-1)?.link ?? '';
    expect((await inject('POST', `/api/quote-consent/${link.split('/quote/')[1]}`)).statusCode).toBe(200);
    const visible = await profile(ctx.w.own.slug);
    expect(visible.json().testimonials).toContainEqual({
      quote: 'Our listeners loved the stories, and we would invite her again.',
      showName: booking.showName,
      hostName: 'Hana Host',
      rating: 5,
    });
    expect(visible.body).not.toContain('A generous guest');

    const withdrawn = await withdraw(id, 'admin');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ testimonialQuote: null, testimonialAgreedAt: null });
    expect((await profile(ctx.w.own.slug)).json().testimonials).not.toContainEqual(expect.objectContaining({ showName: booking.showName }));
    expect(
      await ctx.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'testimonial.withdraw'), eq(auditLog.targetId, String(id)))),
    ).toHaveLength(1);
  });

  it('refuses a quote not taken from the feedback, a part of a sentence or word, an empty or too long quote (400), and stores nothing', async () => {
    const id = await bookingWithFeedback(ctx.t.db, ctx.w.own.id);
    for (const quote of [
      'The best guest ever',
      'enerous guest',
      'loved the stories and we',
      'our listeners loved',
      'Our listeners loved the stories',
      'would invite her again.',
      '   ',
      'x'.repeat(FEEDBACK_LIMITS.quoteMax + 1),
      7,
    ]) {
      const res = await approve(id, quote, 'guest');
      expect(res.statusCode, String(quote).slice(0, 30)).toBe(400);
    }
    const res = await approve(id, 'The best guest ever', 'guest');
    expect(res.json().message).toContain(QUOTE_NOT_FROM_FEEDBACK);
    expect((await ctx.t.db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, id)))[0].testimonialQuote).toBeNull();
  });

  it('refuses an ellipsis cut off the lower-case words that turn it around: "Brilliant…" is no quote of "Brilliant… if you enjoy being lectured"', async () => {
    const body = 'Brilliant… if you enjoy being lectured for an hour. The sound was fine.';
    const id = await bookingWithFeedback(ctx.t.db, ctx.w.own.id, null, { rating: 4, body });
    for (const quote of ['Brilliant…', 'Brilliant… The sound was fine.']) {
      const res = await approve(id, quote, 'guest');
      expect(res.statusCode, quote).toBe(400);
      expect(res.json().message).toContain(QUOTE_NOT_FROM_FEEDBACK);
    }
    expect((await approve(id, 'Brilliant… if you enjoy being lectured for an hour.', 'guest')).statusCode).toBe(200);
  });

  it('never quotes feedback rated 1 or 2: 422 in words, nothing stored; one approved before is not on the profile', async () => {
    for (const rating of [1, 2]) {
      const id = await bookingWithFeedback(ctx.t.db, ctx.w.own.id, null, { rating });
      const res = await approve(id, 'A generous guest.', 'guest');
      expect(res.statusCode, String(rating)).toBe(422);
      expect(res.json()).toEqual({ message: 'Only feedback rated 3 or more out of 5 can be shown on the profile.', code: 'RATING_TOO_LOW' });
      expect((await ctx.t.db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, id)))[0].testimonialQuote).toBeNull();
    }
    const old = await bookingWithFeedback(ctx.t.db, ctx.w.own.id, 'A generous guest.', { rating: 2 });
    const [booking] = await ctx.t.db.select().from(bookings).where(eq(bookings.id, old));
    expect((await profile(ctx.w.own.slug)).json().testimonials).not.toContainEqual(expect.objectContaining({ showName: booking.showName }));
    const three = await bookingWithFeedback(ctx.t.db, ctx.w.own.id, null, { rating: 3 });
    expect((await approve(three, 'A generous guest.', 'guest')).statusCode).toBe(200);
    // taken down again: the other tests read the profile without it
    expect((await withdraw(three, 'guest')).statusCode).toBe(200);
  });

  it('answers 404 for a booking of another client, an unknown one, or one without feedback; 401 for a visitor', async () => {
    const theirs = await bookingWithFeedback(ctx.t.db, ctx.w.other.id);
    const bare = (await storedBooking(ctx.t.db, ctx.w.own.id)).id;
    for (const persona of ['guest', 'team'] as const) {
      for (const res of [await approve(theirs, 'A generous guest.', persona), await withdraw(theirs, persona)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(BOOKING_NOT_FOUND);
      }
    }
    expect((await approve(999_999, 'A generous guest.', 'admin')).statusCode).toBe(404);
    expect((await approve(bare, 'A generous guest.', 'guest')).statusCode).toBe(404);
    expect((await withdraw(bare, 'admin')).statusCode).toBe(404);
    expect((await approve(theirs, 'A generous guest.', 'anonymous')).statusCode).toBe(401);
    expect((await withdraw(theirs, 'anonymous')).statusCode).toBe(401);
    expect((await ctx.t.db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, theirs)))[0].testimonialQuote).toBeNull();
  });
});
