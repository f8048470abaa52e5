import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories';
import { bookingWithFeedback, storedFeedbackLink } from '@tests/helpers/fixtures/bookings/feedback';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import type { Persona } from '@tests/helpers/world';
import { QUOTE_LINK_INVALID } from '@shared/api/bookings/quote-consent';
import { auditLog, bookingLinks, bookingRequests, bookings, users } from '@server/db/schema';
import { hashToken } from '@server/lib/tokens';

const ctx = seededApp();

const BODY = 'A generous guest. The sound was poor at times. We would invite her again.';
const QUOTE = 'A generous guest. We would invite her again.';

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie?: string) =>
  ctx.t.app.inject({ method, url, payload: payload as object | undefined, headers: cookie ? { cookie } : {}, remoteAddress: ctx.w.nextIp() });
const cookieOf = async (persona: Persona | string) => (persona.includes('=') ? persona : ctx.w.cookieFor(persona as Persona));
const approve = async (id: number, quote: string, persona: Persona | string = 'guest') =>
  inject('PUT', `/api/bookings/${id}/testimonial`, { quote }, await cookieOf(persona));
const withdraw = async (id: number) => inject('DELETE', `/api/bookings/${id}/testimonial`, undefined, await ctx.w.cookieFor('guest'));
const consentPage = (token: string) => inject('GET', `/api/quote-consent/${encodeURIComponent(token)}`);
const agree = (token: string) => inject('POST', `/api/quote-consent/${encodeURIComponent(token)}`);
const testimonialsOf = async (slug: string) => (await inject('GET', `/api/clients/${slug}`)).json().testimonials as { quote: string; showName: string }[];

/** A published booking of the own client with its host's feedback (BODY, rated 5): its id, show and the host's confirmed email. */
async function withFeedback() {
  const id = await bookingWithFeedback(ctx.t.db, ctx.w.own.id, null, { body: BODY });
  const [row] = await ctx.t.db
    .select({ showName: bookings.showName, hostEmail: bookingRequests.hostEmail })
    .from(bookings)
    .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
    .where(eq(bookings.id, id));
  return { id, ...row };
}

/** The mails sent to an address. */
const mailsTo = (to: string) => ctx.t.mail.sent.filter((mail) => mail.to === to);
/** The quote-consent links of a booking. */
const quoteLinksOf = (bookingId: number) =>
  ctx.t.db
    .select()
    .from(bookingLinks)
    .where(and(eq(bookingLinks.bookingId, bookingId), eq(bookingLinks.purpose, 'quote')));
/** The token of the last "Yes, quote me" link mailed to an address. */
function mailedToken(to: string): string {
  const link = mailsTo(to).at(-1)?.link ?? '';
  expect(link).toMatch(/\/quote\/[A-Za-z0-9_-]{43}$/);
  return link.split('/quote/')[1];
}

describe('a quote waits for its host’s yes', () => {
  it('approving a quote publishes nothing: the host is mailed the exact quote and one link, kept hashed', async () => {
    const { id, showName, hostEmail } = await withFeedback();
    const res = await approve(id, QUOTE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ bookingId: id, testimonialQuote: QUOTE, testimonialAgreedAt: null, hostName: 'Hana Host' });
    expect(await testimonialsOf(ctx.w.own.slug)).not.toContainEqual(expect.objectContaining({ showName }));

    const [mail] = mailsTo(hostEmail);
    expect(mail.replies).toBe('agency');
    expect(mail.text).toContain(`“${QUOTE}”`);
    expect(mail.text).toContain('Yes, quote me');
    expect(mail.text).toContain(`— Hana Host, ${showName}`);
    const token = mailedToken(hostEmail);
    expect(mail.text.split(token)).toHaveLength(2);
    const [link] = await ctx.t.db
      .select()
      .from(bookingLinks)
      .where(eq(bookingLinks.tokenHash, hashToken(token)));
    expect(link).toMatchObject({ purpose: 'quote', bookingId: id });
    const days = (link.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    const audit = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('the host’s page shows the quote and publishes nothing; “Yes, quote me” publishes it with the host’s name and show, once', async () => {
    const { id, showName, hostEmail } = await withFeedback();
    expect((await approve(id, QUOTE)).statusCode).toBe(200);
    const token = mailedToken(hostEmail);

    const page = await consentPage(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toEqual({ guestName: 'Own Client', showName, hostName: 'Hana Host', quote: QUOTE });
    expect((await consentPage(token)).statusCode).toBe(200);
    expect(await testimonialsOf(ctx.w.own.slug)).not.toContainEqual(expect.objectContaining({ showName }));

    const yes = await agree(token);
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.headers['cache-control']).toBe('no-store');
    expect(yes.json().message).toContain('Own Client');
    expect(await testimonialsOf(ctx.w.own.slug)).toContainEqual({ quote: QUOTE, showName, hostName: 'Hana Host', rating: 5 });
    const mine = (await inject('GET', `/api/clients/${ctx.w.own.id}/booking-feedback`, undefined, await ctx.w.cookieFor('guest'))).json();
    expect(mine.find((item: { bookingId: number }) => item.bookingId === id).testimonialAgreedAt).toEqual(expect.any(String));
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'testimonial.agree'), eq(auditLog.targetId, String(id))));
    expect(entry.actorUserId).toBeNull();
    expect(JSON.stringify(entry)).not.toContain(token);
    // the guest hears of the yes, with the profile where the quote now shows
    const told = ctx.t.mail.sent.filter((mail) => mail.subject === 'Hana Host agreed to be quoted' && mail.text.includes(showName));
    const guests = await ctx.t.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.clientId, ctx.w.own.id), eq(users.role, 'guest')));
    expect(told.map((mail) => mail.to).sort()).toEqual(guests.map((guest) => guest.email).sort());
    expect(told[0].text).toContain(`“${QUOTE}”`);
    expect(told[0].link).toMatch(new RegExp(`/profile/${ctx.w.own.slug}$`));

    for (const res of [await agree(token), await consentPage(token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(QUOTE_LINK_INVALID);
    }
  });

  it('an unknown, expired or other link, and one whose quote was changed or withdrawn, says so plainly and publishes nothing', async () => {
    const expired = await withFeedback();
    await approve(expired.id, QUOTE);
    const expiredToken = mailedToken(expired.hostEmail);
    await ctx.t.db
      .update(bookingLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingLinks.tokenHash, hashToken(expiredToken)));

    const changed = await withFeedback();
    await approve(changed.id, QUOTE);
    const before = mailedToken(changed.hostEmail);
    await approve(changed.id, 'A generous guest.');
    const after = mailedToken(changed.hostEmail);

    const withdrawn = await withFeedback();
    await approve(withdrawn.id, QUOTE);
    const withdrawnToken = mailedToken(withdrawn.hostEmail);
    expect((await withdraw(withdrawn.id)).statusCode).toBe(200);

    const feedbackLink = await storedFeedbackLink(ctx.t.db, withdrawn.id);
    for (const token of ['x'.repeat(43), expiredToken, before, withdrawnToken, feedbackLink]) {
      for (const res of [await consentPage(token), await agree(token)]) {
        expect(res.statusCode, token).toBe(404);
        expect(res.json().message).toBe(QUOTE_LINK_INVALID);
      }
    }
    const shown = await testimonialsOf(ctx.w.own.slug);
    for (const { showName } of [expired, changed, withdrawn]) expect(shown).not.toContainEqual(expect.objectContaining({ showName }));
    expect((await agree(after)).statusCode).toBe(200);
    expect(await testimonialsOf(ctx.w.own.slug)).toContainEqual(expect.objectContaining({ quote: 'A generous guest.', showName: changed.showName }));
  });

  it('approving the same quote again sends no second mail while the host is asked; a new quote after their yes waits again', async () => {
    const { id, showName, hostEmail } = await withFeedback();
    await approve(id, QUOTE);
    expect((await approve(id, QUOTE)).statusCode).toBe(200);
    expect(mailsTo(hostEmail)).toHaveLength(1);
    expect((await agree(mailedToken(hostEmail))).statusCode).toBe(200);
    const edited = await approve(id, 'We would invite her again.');
    expect(edited.json()).toMatchObject({ testimonialQuote: 'We would invite her again.', testimonialAgreedAt: null });
    expect(mailsTo(hostEmail)).toHaveLength(2);
    expect(await testimonialsOf(ctx.w.own.slug)).not.toContainEqual(expect.objectContaining({ showName }));
  });

  it('a guest of another client cannot approve a quote of this client’s booking, and nobody is mailed', async () => {
    const { id, hostEmail } = await withFeedback();
    const stranger = await openSession(ctx.t.db, (await createUser(ctx.t.db, { role: 'guest', clientId: ctx.w.other.id })).id);
    const res = await approve(id, QUOTE, stranger);
    expect(res.statusCode).toBe(404);
    expect(mailsTo(hostEmail)).toEqual([]);
    expect(await quoteLinksOf(id)).toEqual([]);
  });

  it('keeps the quote waiting when the mail fails, says so, and a second try mails the host', async () => {
    const { id, hostEmail } = await withFeedback();
    const send = ctx.t.mail.send;
    ctx.t.mail.send = async () => {
      throw new Error('SMTP down');
    };
    const res = await approve(id, QUOTE);
    ctx.t.mail.send = send;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/could not be sent/);
    expect(await quoteLinksOf(id)).toEqual([]);
    expect((await approve(id, QUOTE)).statusCode).toBe(200);
    expect(mailsTo(hostEmail)).toHaveLength(1);
  });
});
