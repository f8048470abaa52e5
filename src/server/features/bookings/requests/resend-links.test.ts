import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingRequestBodyFor, insertStoredRequest } from '@tests/helpers/fixtures/bookings/requests';
import { seededApp } from '@tests/helpers/seeded-app';
import { BOOKING_REQUEST_LIMITS, HOST_LINKS_RESENT, RESEND_LINKS_PER_EMAIL_PER_DAY } from '@shared/api/bookings/requests';
import { auditLog, bookingLinks, bookingRequests, bookings } from '@server/db/schema';
import { settleJobs } from '@server/jobs/run-job';
import { hashToken } from '@server/lib/tokens';
import { TOO_MANY_RESENDS } from './resend-links.service';

const ctx = seededApp();

const send = (body: unknown) => ctx.t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body as object, remoteAddress: ctx.w.nextIp() });
const ask = (body: unknown, remoteAddress = ctx.w.nextIp()) =>
  ctx.t.app.inject({ method: 'POST', url: '/api/booking-requests/resend', payload: body as object, remoteAddress });
/** Asks for the links, and waits for the work after the answer (the mail) to end. */
async function resend(body: unknown, remoteAddress = ctx.w.nextIp()) {
  const res = await ask(body, remoteAddress);
  await settleJobs(ctx.t.db);
  return res;
}
const view = (token: string) => ctx.t.app.inject({ method: 'GET', url: `/api/requests/${token}`, remoteAddress: ctx.w.nextIp() });
const confirm = (token: string) => ctx.t.app.inject({ method: 'POST', url: `/api/requests/${token}/confirm`, remoteAddress: ctx.w.nextIp() });

/** The mails sent to an address. */
const mailsTo = (email: string) => ctx.t.mail.sent.filter((mail) => mail.to === email.toLowerCase());
/** Every host link token in a text, in order. */
const tokensIn = (text: string) => [...text.matchAll(/\/requests\/([A-Za-z0-9_-]{43})/g)].map((match) => match[1]);

/** Sends a valid request from this email for a show of this name; its id and the token mailed. */
async function requestFrom(hostEmail: string, showName: string) {
  const res = await send(bookingRequestBodyFor(ctx.w.own.id, { hostEmail, showName }));
  expect(res.statusCode, res.body).toBe(202);
  const token = tokensIn(mailsTo(hostEmail).at(-1)!.text)[0];
  const [row] = await ctx.t.db.select({ id: bookingRequests.id }).from(bookingRequests).where(eq(bookingRequests.showName, showName));
  return { id: row.id, token };
}

describe('a host asks for their links again', () => {
  it('lists a request that joined the show’s earlier one as such, not as waiting for confirmation', async () => {
    const stamp = Date.now();
    const first = await requestFrom(`first-${stamp}@example.test`, `Joined Show ${stamp}`);
    expect((await confirm(first.token)).statusCode).toBe(200);
    const email = `joiner-${stamp}@example.test`;
    expect(
      (
        await send(
          bookingRequestBodyFor(ctx.w.own.id, {
            hostEmail: email,
            showName: `Joined Show ${stamp}`,
            showUrl: (await ctx.t.db.select().from(bookingRequests).where(eq(bookingRequests.id, first.id)))[0].showUrl,
          }),
        )
      ).statusCode,
    ).toBe(202);
    expect((await confirm(tokensIn(mailsTo(email)[0].text)[0])).json().request.status).toBe('joined');
    await resend({ email });
    const listed = mailsTo(email).at(-1)!.text;
    expect(listed).toContain('(it joined your show’s earlier request)');
    expect(listed).not.toContain('not confirmed yet');
  });

  it('answers the same 202 for an unknown email and for a known one, and mails only the known one', async () => {
    const stamp = Date.now();
    const known = `known-${stamp}@example.test`;
    await requestFrom(known, `Known Show ${stamp}`);
    const unknown = `nobody-${stamp}@example.test`;
    const answers = [await resend({ email: unknown }), await resend({ email: known.toUpperCase() })];
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: HOST_LINKS_RESENT });
    }
    expect(answers[0].body).toBe(answers[1].body);
    expect(mailsTo(unknown)).toEqual([]);
    expect(mailsTo(known)).toHaveLength(2);
  });

  it('mails one email listing only the live requests, each with a fresh link that opens it; an expired or closed one is left out', async () => {
    const stamp = Date.now();
    const email = `lost-${stamp}@example.test`;
    const fresh = await requestFrom(email, `Fresh Show ${stamp}`);
    const expired = await requestFrom(email, `Expired Show ${stamp}`);
    await ctx.t.db
      .update(bookingRequests)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingRequests.id, expired.id));
    const open = await requestFrom(email, `Open Show ${stamp}`);
    expect((await confirm(open.token)).statusCode).toBe(200);
    const closed = await requestFrom(email, `Closed Show ${stamp}`);
    expect((await confirm(closed.token)).statusCode).toBe(200);
    await ctx.t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.requestId, closed.id));
    // another email's request is never listed
    const other = `other-${stamp}@example.test`;
    await requestFrom(other, `Other Show ${stamp}`);
    const before = ctx.t.mail.sent.length;

    expect((await resend({ email })).statusCode).toBe(202);
    const mails = ctx.t.mail.sent.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([email]);
    const [mail] = mails;
    expect(mail.subject).toBe('Your booking request links');
    // an unconfirmed one by none of the words its sender typed
    expect(mail.text).toContain('- A request not confirmed yet (confirm it by');
    expect(mail.text).not.toContain(`Fresh Show ${stamp}`);
    expect(mail.text).toContain(`Open Show ${stamp}, with Own Client:`);
    expect(mail.text).not.toContain(`Expired Show ${stamp}`);
    expect(mail.text).not.toContain(`Closed Show ${stamp}`);
    expect(mail.text).not.toContain(`Other Show ${stamp}`);
    const tokens = tokensIn(mail.text);
    expect(tokens).toHaveLength(2);
    expect(tokens).not.toContain(fresh.token);
    expect(tokens).not.toContain(open.token);
    expect(mail.link).toMatch(new RegExp(`/requests/${tokens[0]}$`));

    // the new links open their requests (the old ones still do)
    const [freshView, openView] = await Promise.all(tokens.map(view));
    expect(freshView.json()).toMatchObject({ showName: `Fresh Show ${stamp}`, status: 'unconfirmed' });
    expect(openView.json()).toMatchObject({ showName: `Open Show ${stamp}`, status: 'requested' });
    expect((await view(fresh.token)).statusCode).toBe(200);

    // only hashes are stored; the unconfirmed one's expires with its request, the confirmed one's closes with the booking
    const [freshRequest] = await ctx.t.db.select().from(bookingRequests).where(eq(bookingRequests.id, fresh.id));
    const [freshLink] = await ctx.t.db
      .select()
      .from(bookingLinks)
      .where(eq(bookingLinks.tokenHash, hashToken(tokens[0])));
    expect(freshLink).toMatchObject({ purpose: 'host', requestId: fresh.id, expiresAt: freshRequest.linkExpiresAt });
    const [openLink] = await ctx.t.db
      .select()
      .from(bookingLinks)
      .where(eq(bookingLinks.tokenHash, hashToken(tokens[1])));
    expect(openLink).toMatchObject({ purpose: 'host', requestId: open.id, expiresAt: null });
    await ctx.t.db
      .update(bookingRequests)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingRequests.id, fresh.id));
    expect((await view(tokens[0])).statusCode).toBe(404);

    // the confirmed request's new link is audited with no actor; the unconfirmed one is not (the agency never sees it)
    const audits = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking-request.resend-link'), inArray(auditLog.targetId, [String(fresh.id), String(open.id)])));
    expect(audits.map((a) => [a.targetId, a.actorUserId])).toEqual([[String(open.id), null]]);
  });

  it(`refuses an email past ${RESEND_LINKS_PER_EMAIL_PER_DAY} asks a day (429 with Retry-After), known or not, and mails nothing more`, async () => {
    const stamp = Date.now();
    for (const email of [`busy-${stamp}@example.test`, `ghost-${stamp}@example.test`]) {
      if (email.startsWith('busy')) await requestFrom(email, `Busy Show ${stamp}`);
      for (let i = 0; i < RESEND_LINKS_PER_EMAIL_PER_DAY; i++) expect((await resend({ email })).statusCode).toBe(202);
      const mailed = mailsTo(email).length;
      const res = await resend({ email: email.toUpperCase() });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: TOO_MANY_RESENDS, code: 'RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(mailsTo(email)).toHaveLength(mailed);
    }
  });

  it(`limits an address to ${BOOKING_REQUEST_LIMITS.mailsPerAddressPerMinute} asks a minute (429 with Retry-After), whatever the emails`, async () => {
    const address = ctx.w.nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < BOOKING_REQUEST_LIMITS.mailsPerAddressPerMinute; i++)
      statuses.push((await resend({ email: `many-${i}-${Date.now()}@example.test` }, address)).statusCode);
    expect(statuses.every((status) => status === 202)).toBe(true);
    const res = await resend({ email: `last-${Date.now()}@example.test` }, address);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts one mailbox whatever its spelling: victim+1@gmail.com and Vic.Tim@gmail.com ask for victim@gmail.com', async () => {
    const name = `victim${Date.now()}`;
    for (const email of [`${name}+1@gmail.com`, `Vic.Tim${name.slice(6)}@gmail.com`, `${name}@googlemail.com`])
      expect((await resend({ email })).statusCode).toBe(202);
    expect((await resend({ email: `${name}@gmail.com` })).statusCode).toBe(429);
  });

  it('answers before it looks for requests or mails: as fast for an email with requests as for one without, the mail after', async () => {
    const stamp = Date.now();
    const email = `timed-${stamp}@example.test`;
    for (let i = 0; i < 5; i++) {
      const { request } = await insertStoredRequest(ctx.t.db, ctx.w.own.id, i % 2 === 0 ? 'unconfirmed' : 'requested');
      await ctx.t.db.update(bookingRequests).set({ hostEmail: email }).where(eq(bookingRequests.id, request.id));
      if (request.status === 'requested')
        await ctx.t.db.insert(bookings).values({ clientId: ctx.w.own.id, showName: request.showName, status: 'requested', requestId: request.id });
    }
    expect((await resend({ email: `warm-up-${stamp}@example.test` })).statusCode).toBe(202);
    // a slow mail server: an answer that waited for the mail would take longer than the bound
    const slowness = 1500;
    const send1 = ctx.t.mail.send;
    ctx.t.mail.send = async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, slowness));
      await send1(mail);
    };
    try {
      const timed = async (to: string) => {
        const started = performance.now();
        const res = await ask({ email: to });
        return { res, ms: performance.now() - started, mailedByThen: mailsTo(to).length };
      };
      const known = await timed(email);
      const unknown = await timed(`nobody-${stamp}@example.test`);
      for (const answer of [known, unknown]) {
        expect(answer.res.statusCode).toBe(202);
        expect(answer.ms).toBeLessThan(slowness * 0.66);
      }
      expect(known.res.body).toBe(unknown.res.body);
      // answered before anything was mailed; the mail, with every live link, came after
      expect(known.mailedByThen).toBe(0);
      await settleJobs(ctx.t.db);
      expect(mailsTo(email)).toHaveLength(1);
      expect(tokensIn(mailsTo(email)[0].text)).toHaveLength(5);
    } finally {
      ctx.t.mail.send = send1;
    }
  });

  it('answers the same when the mail after the answer fails (logged there, never thrown)', async () => {
    const stamp = Date.now();
    const email = `failing-${stamp}@example.test`;
    await requestFrom(email, `Failing Show ${stamp}`);
    const send1 = ctx.t.mail.send;
    ctx.t.mail.send = async () => {
      throw new Error('SMTP is down');
    };
    try {
      const res = await resend({ email });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: HOST_LINKS_RESENT });
    } finally {
      ctx.t.mail.send = send1;
    }
  });

  it('answers hostile bodies with 400 and a plain message, never 500', async () => {
    const bodies: unknown[] = [
      {},
      [],
      { email: '' },
      { email: 'not an email' },
      { email: 42 },
      { email: null },
      { email: ['a@example.test'] },
      { email: `${'x'.repeat(100_000)}@example.test` },
      { email: 'a\u0000b@example.test' },
      { email: "a@example.test' OR 1=1 --" },
    ];
    for (const body of bodies) {
      const res = await resend(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });
});
