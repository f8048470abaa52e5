import { eq, sql } from 'drizzle-orm';
import { fullTimeIn } from '@shared/dates';
import { describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { bookingRequestBodyFor } from '@tests/helpers/fixtures/bookings/requests';
import { freeTimes } from '@tests/helpers/fixtures/bookings/free-times';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import {
  BOOKING_REQUEST_CONFIRMED,
  BOOKING_REQUEST_JOINED,
  BOOKING_REQUEST_LIMITS,
  BOOKING_REQUEST_SENT,
  HOST_LINK_INVALID,
  type AdminBookingRequest,
  type HostRequestView,
} from '@shared/api/bookings/requests';
import { auditLog, bookingLinks, bookingRequestNotes, bookingRequests, bookings, clientTeamAssignments, rateLimitHits } from '@server/db/schema';
import { settleJobs } from '@server/jobs/run-job';
import { hashToken } from '@server/lib/tokens';
import { TOO_MANY_FROM_ADDRESS } from './mail-limits';
import { GUEST_NOT_FOUND, MAIL_FAILED, SLOT_IN_THE_PAST, TOO_MANY_FROM_EMAIL } from './requests.service';
import { showAddressKey } from '@server/lib/show-address';

const ctx = seededApp();
const DAY_MS = 24 * 60 * 60 * 1000;
/** The subject of the mail to an address not yet confirmed: the site's name, nothing the sender typed. */
const CONFIRM_SUBJECT = () => `Confirm your booking request on ${ctx.t.config.siteName}`;

const send = (body: unknown) => ctx.t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body as object, remoteAddress: ctx.w.nextIp() });
const view = (token: string) => ctx.t.app.inject({ method: 'GET', url: `/api/requests/${encodeURIComponent(token)}`, remoteAddress: ctx.w.nextIp() });
const confirm = (token: string) =>
  ctx.t.app.inject({ method: 'POST', url: `/api/requests/${encodeURIComponent(token)}/confirm`, remoteAddress: ctx.w.nextIp() });
const inbox = (query: Record<string, string>, cookie?: string) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/api/admin/booking-requests?${new URLSearchParams(query)}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: ctx.w.nextIp(),
  });

/** The requests stored from an email. */
const storedFrom = (email: string) => ctx.t.db.select().from(bookingRequests).where(eq(bookingRequests.hostEmail, email.toLowerCase()));
/** The mails sent to an address. */
const mailsTo = (email: string) => ctx.t.mail.sent.filter((mail) => mail.to === email.toLowerCase());
/** The token of the last link mailed to a host. */
function tokenMailedTo(email: string): string {
  const mail = mailsTo(email).at(-1);
  const match = /\/requests\/([A-Za-z0-9_-]+)/.exec(mail?.link ?? '');
  if (!match) throw new Error(`no link mailed to ${email}`);
  return match[1];
}

/** Sends a valid request and answers its host's email and link token. */
async function sentRequest(clientId = ctx.w.own.id, fields: Record<string, unknown> = {}) {
  const body = bookingRequestBodyFor(clientId, fields);
  const res = await send(body);
  expect(res.statusCode, res.body).toBe(202);
  return { body, email: body.hostEmail, token: tokenMailedTo(body.hostEmail) };
}

describe('a host requests a guest', () => {
  it('answers 202, stores the request unconfirmed (email lower-cased, times in UTC) and mails the host their link once', async () => {
    const body = bookingRequestBodyFor(ctx.w.own.id, {
      hostEmail: `Mixed-${Date.now()}@Example.TEST`,
      slots: ['2099-03-01T15:00:00+01:00', '2099-03-02T09:30:00+01:00'],
    });
    const res = await send(body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: BOOKING_REQUEST_SENT });
    const [row] = await storedFrom(body.hostEmail);
    expect(row).toMatchObject({
      status: 'unconfirmed',
      clientId: ctx.w.own.id,
      hostEmail: body.hostEmail.toLowerCase(),
      confirmedAt: null,
      showKey: showAddressKey(body.showUrl),
    });
    expect(row.slots).toEqual(['2099-03-01T14:00:00.000Z', '2099-03-02T08:30:00.000Z']);
    expect(row.linkExpiresAt!.getTime() - Date.now()).toBeGreaterThan((BOOKING_REQUEST_LIMITS.unconfirmedLinkDays - 1) * DAY_MS);
    const mails = mailsTo(body.hostEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(CONFIRM_SUBJECT());
    expect(mails[0].link).toMatch(/^http:\/\/localhost(:\d+)?\/requests\/[A-Za-z0-9_-]{43}$/);
    expect(mails[0].text).toContain(mails[0].link);
    expect(mails[0].text).toContain(`Someone asked to book a guest of ${ctx.t.config.siteName} for a podcast using this address. If it was you, confirm here:`);
    expect(mails[0].text).toContain('If not, ignore this mail; nothing happens.');
    // only the hash is stored
    const [link] = await ctx.w.db.select().from(bookingLinks).where(eq(bookingLinks.requestId, row.id));
    expect(link).toMatchObject({ purpose: 'host', tokenHash: hashToken(tokenMailedTo(body.hostEmail)) });
    expect(link.tokenHash).not.toContain(tokenMailedTo(body.hostEmail));
  });

  it('drops a filled honeypot: the same 202, nothing stored, nothing mailed', async () => {
    const body = bookingRequestBodyFor(ctx.w.own.id, { website: 'https://spam.example' });
    const res = await send(body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: BOOKING_REQUEST_SENT });
    expect(await storedFrom(body.hostEmail)).toEqual([]);
    expect(mailsTo(body.hostEmail)).toEqual([]);
  });

  it('refuses a time in the past, too few or too many times, a time proposed twice, and empty times (400, plain messages)', async () => {
    const cases: [unknown[], string][] = [
      [[new Date(Date.now() - 60_000).toISOString(), new Date(Date.now() + DAY_MS).toISOString()], SLOT_IN_THE_PAST],
      [[new Date(Date.now() + DAY_MS).toISOString()], 'Propose at least 2 times'],
      [Array.from({ length: 6 }, (_, i) => new Date(Date.now() + (i + 1) * DAY_MS).toISOString()), 'Propose at most 5 times'],
      [['2099-01-01T10:00:00Z', '2099-01-01T11:00:00+01:00'], 'Each time may be proposed once'],
    ];
    for (const [slots, message] of cases) {
      const body = bookingRequestBodyFor(ctx.w.own.id, { slots });
      const res = await send(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fields: { slots: message } });
      expect(await storedFrom(body.hostEmail)).toEqual([]);
    }
    // two times left empty are two times to choose, not one time proposed twice
    const empty = await send(bookingRequestBodyFor(ctx.w.own.id, { slots: ['', ''] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ 'slots.0': 'Slot 1 must be a valid date', 'slots.1': 'Slot 2 must be a valid date' });
  });

  it('answers 404 for an unknown guest and for one no visitor can see (archived)', async () => {
    const archived = await createClient(ctx.t.db, { archivedAt: new Date() });
    for (const clientId of [2_000_000_000, archived.id]) {
      const body = bookingRequestBodyFor(clientId);
      const res = await send(body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: GUEST_NOT_FOUND, code: 'GUEST_NOT_FOUND' });
      expect(mailsTo(body.hostEmail)).toEqual([]);
    }
  });

  it(`refuses an email past ${BOOKING_REQUEST_LIMITS.perEmailPerDay} requests a day (429 with Retry-After)`, async () => {
    const hostEmail = `busy-${Date.now()}@example.test`;
    for (let i = 0; i < BOOKING_REQUEST_LIMITS.perEmailPerDay; i++) {
      expect((await send(bookingRequestBodyFor(ctx.w.own.id, { hostEmail }))).statusCode).toBe(202);
    }
    const res = await send(bookingRequestBodyFor(ctx.w.own.id, { hostEmail: hostEmail.toUpperCase() }));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: TOO_MANY_FROM_EMAIL, code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFrom(hostEmail)).toHaveLength(BOOKING_REQUEST_LIMITS.perEmailPerDay);
  });

  it('joins another host’s request for the same show only once they confirm: until then nothing reaches the agency, and nothing tells them the show asked before', async () => {
    const stamp = Date.now();
    const first = await sentRequest(ctx.w.own.id, { showUrl: `https://www.Podcast-${stamp}.example.test/show/` });
    expect((await confirm(first.token)).statusCode).toBe(200);
    const [row] = await storedFrom(first.email);
    const threadOf = () => ctx.t.db.select().from(bookingRequestNotes).where(eq(bookingRequestNotes.requestId, row.id));
    const agencyMails = () => ctx.t.mail.sent.filter((mail) => mail.subject.startsWith('New booking request')).length;
    const mailedAgency = agencyMails();

    const secondEmail = `cohost-${stamp}@example.test`;
    const second = bookingRequestBodyFor(ctx.w.own.id, {
      hostEmail: secondEmail,
      hostName: 'Cora Cohost',
      showUrl: `http://podcast-${stamp}.example.test/show?utm=1#top`,
      message: 'Me too!',
    });
    const res = await send(second);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: BOOKING_REQUEST_SENT });
    // the same answer and the same mail as any new request; the agency's thread is untouched
    expect(await storedFrom(secondEmail)).toEqual([expect.objectContaining({ status: 'unconfirmed' })]);
    expect(mailsTo(secondEmail).map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT()]);
    expect(await threadOf()).toEqual([]);

    const joined = await confirm(tokenMailedTo(secondEmail));
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ message: BOOKING_REQUEST_JOINED, request: { status: 'joined', booking: null } });
    expect(await storedFrom(secondEmail)).toEqual([expect.objectContaining({ status: 'joined' })]);
    const notes = await threadOf();
    expect(notes.map((note) => note.body)).toEqual([`Cora Cohost (${secondEmail}) asked again for ${second.showName}: Me too!`]);
    // no second booking, no second mail to the agency; the first host's link shows only their own notes
    expect(await ctx.t.db.select().from(bookings).where(eq(bookings.showName, second.showName))).toEqual([]);
    expect(agencyMails()).toBe(mailedAgency);
    expect((await view(first.token)).json().notes).toEqual([]);
    // confirming again answers the same
    expect((await confirm(tokenMailedTo(secondEmail))).json().message).toBe(BOOKING_REQUEST_JOINED);
    const audits = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(row.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['booking-request.confirm', 'booking-request.join']);

    // another guest, same show: a request of its own
    const other = bookingRequestBodyFor(ctx.w.other.id, { showUrl: first.body.showUrl });
    expect((await send(other)).statusCode).toBe(202);
    expect((await confirm(tokenMailedTo(other.hostEmail))).json().message).toBe(BOOKING_REQUEST_CONFIRMED);
  });

  it('of two hosts of one show confirming at the same instant, one request reaches the agency and the other joins it', async () => {
    const a = await sentRequest(ctx.w.own.id);
    const b = await sentRequest(ctx.w.own.id, { showUrl: a.body.showUrl });
    const answers = await Promise.all([confirm(a.token), confirm(b.token)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => res.json().message).sort()).toEqual([BOOKING_REQUEST_CONFIRMED, BOOKING_REQUEST_JOINED].sort());
    const stored = [...(await storedFrom(a.email)), ...(await storedFrom(b.email))];
    expect(stored.map((request) => request.status).sort()).toEqual(['joined', 'requested']);
  });

  it('never joins an unconfirmed request from another email: a request nobody confirms cannot swallow the show’s real ones', async () => {
    const squatter = await sentRequest(ctx.w.own.id);
    const real = bookingRequestBodyFor(ctx.w.own.id, { showUrl: squatter.body.showUrl, hostName: 'Real Host' });
    expect((await send(real)).statusCode).toBe(202);
    const [stored] = await storedFrom(real.hostEmail);
    expect(stored).toMatchObject({ status: 'unconfirmed', showKey: showAddressKey(squatter.body.showUrl) });
    // the real host gets their own link and confirms; the agency sees their request
    expect(mailsTo(real.hostEmail)[0].subject).toBe(CONFIRM_SUBJECT());
    expect((await confirm(tokenMailedTo(real.hostEmail))).statusCode).toBe(200);
    const [squatted] = await storedFrom(squatter.email);
    expect(await ctx.t.db.select().from(bookingRequestNotes).where(eq(bookingRequestNotes.requestId, squatted.id))).toEqual([]);
  });

  it('joins the same host’s own unconfirmed request and mails them a fresh link to it, which confirms it', async () => {
    const first = await sentRequest(ctx.w.own.id);
    const again = { ...first.body, message: 'Did my first one arrive?' };
    expect((await send(again)).statusCode).toBe(202);
    expect(await storedFrom(first.email)).toHaveLength(1);
    const mails = mailsTo(first.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe(CONFIRM_SUBJECT());
    expect(mails[1].text).toContain('If it was you, confirm here:');
    const fresh = tokenMailedTo(first.email);
    expect(fresh).not.toBe(first.token);
    const confirmed = await confirm(fresh);
    expect(confirmed.statusCode).toBe(200);
    // the host's link shows their own note
    expect((await view(first.token)).json().notes).toEqual([
      expect.objectContaining({ kind: 'joined', body: expect.stringContaining('Did my first one arrive?') }),
    ]);
  });

  it('opens a new request when the show’s earlier one has closed (declined, withdrawn or expired)', async () => {
    const first = await sentRequest(ctx.w.own.id);
    expect((await confirm(first.token)).statusCode).toBe(200);
    const [row] = await storedFrom(first.email);
    await ctx.t.db.update(bookings).set({ status: 'declined' }).where(eq(bookings.requestId, row.id));
    const later = bookingRequestBodyFor(ctx.w.own.id, { showUrl: first.body.showUrl });
    expect((await send(later)).statusCode).toBe(202);
    expect(await storedFrom(later.hostEmail)).toHaveLength(1);
  });

  /** The same host asks again for the same guest and show, with new times, and confirms: the answer to the confirmation. */
  async function askAgain(first: Awaited<ReturnType<typeof sentRequest>>) {
    const again = { ...first.body, slots: freeTimes(2).map((time) => time.toISOString()), message: 'A second episode?' };
    expect((await send(again)).statusCode).toBe(202);
    // the same answer and mail as a first request: nothing tells the host the show asked before
    expect(mailsTo(first.email).at(-1)?.subject).toBe(CONFIRM_SUBJECT());
    return { again, confirmed: await confirm(tokenMailedTo(first.email)) };
  }

  /** The inbox rows of a host's requests, oldest first. */
  const inboxRowsOf = async (email: string): Promise<AdminBookingRequest[]> =>
    (await inbox({ q: email, stage: 'all' }, await ctx.w.cookieFor('admin'))).json().items.reverse();

  it('starts a new request for a new episode once the first one’s time is held: its own booking and its own times in the inbox', async () => {
    const first = await sentRequest(ctx.w.own.id);
    expect((await confirm(first.token)).statusCode).toBe(200);
    const [row] = await storedFrom(first.email);
    const held = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/admin/booking-requests/${row.id}/accept`,
      payload: { slot: first.body.slots[0] },
      headers: { cookie: (await ctx.w.cookieFor('admin'))! },
      remoteAddress: ctx.w.nextIp(),
    });
    expect(held.statusCode, held.body).toBe(200);
    const { again, confirmed } = await askAgain(first);
    expect(confirmed.json()).toMatchObject({ message: BOOKING_REQUEST_CONFIRMED, request: { status: 'requested', booking: { status: 'requested' } } });
    const rows = await inboxRowsOf(first.email);
    expect(rows.map((r) => [r.booking?.status, r.slots])).toEqual([
      ['held', first.body.slots],
      ['requested', again.slots],
    ]);
    expect(rows[1].notes).toEqual([]);
    expect(rows[0].notes.map((note) => note.kind)).not.toContain('joined');
  });

  it('starts a new request once the first one’s episode is published', async () => {
    const first = await sentRequest(ctx.w.own.id);
    expect((await confirm(first.token)).statusCode).toBe(200);
    const [row] = await storedFrom(first.email);
    await ctx.t.db
      .update(bookings)
      .set({ status: 'published', scheduledFor: new Date(Date.now() - DAY_MS) })
      .where(eq(bookings.requestId, row.id));
    const { again, confirmed } = await askAgain(first);
    expect(confirmed.json().message).toBe(BOOKING_REQUEST_CONFIRMED);
    expect((await inboxRowsOf(first.email)).map((r) => [r.booking?.status, r.slots])).toEqual([
      ['published', first.body.slots],
      ['requested', again.slots],
    ]);
  });

  it('still joins the first request while its booking waits on the agency (requested)', async () => {
    const first = await sentRequest(ctx.w.own.id);
    expect((await confirm(first.token)).statusCode).toBe(200);
    const { confirmed } = await askAgain(first);
    expect(confirmed.json()).toMatchObject({ message: BOOKING_REQUEST_JOINED, request: { status: 'joined', booking: null } });
    const rows = await inboxRowsOf(first.email);
    expect(rows).toHaveLength(1);
    expect(rows[0].notes).toEqual([expect.objectContaining({ kind: 'joined', body: expect.stringContaining('A second episode?') })]);
  });

  it('stores one request when the same host sends the same show twice at once (the second joins)', async () => {
    const body = bookingRequestBodyFor(ctx.w.own.id);
    const answers = await Promise.all([send(body), send({ ...body, message: 'At the same time' })]);
    expect(answers.map((res) => res.statusCode)).toEqual([202, 202]);
    expect(await storedFrom(body.hostEmail)).toHaveLength(1);
  });

  it('keeps nothing when the confirmation mail fails (503 with Retry-After), so sending again works', async () => {
    const body = bookingRequestBodyFor(ctx.w.own.id);
    const send1 = ctx.t.mail.send;
    ctx.t.mail.send = async () => {
      throw new Error('SMTP is down');
    };
    try {
      const res = await send(body);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MAIL_FAILED, code: 'MAIL_FAILED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await storedFrom(body.hostEmail)).toEqual([]);
    } finally {
      ctx.t.mail.send = send1;
    }
    expect((await send(body)).statusCode).toBe(202);
    expect(await storedFrom(body.hostEmail)).toHaveLength(1);
    expect(mailsTo(body.hostEmail)).toHaveLength(1);
  });

  it('answers hostile bodies (huge strings, NUL, wrong types, missing fields) with 400, never 500', async () => {
    const huge = 'x'.repeat(100_000);
    const bodies: unknown[] = [
      bookingRequestBodyFor(ctx.w.own.id, { hostName: huge }),
      bookingRequestBodyFor(ctx.w.own.id, { message: huge }),
      bookingRequestBodyFor(ctx.w.own.id, { showName: 'a\u0000b' }),
      bookingRequestBodyFor(ctx.w.own.id, { hostEmail: 'not an email' }),
      bookingRequestBodyFor(ctx.w.own.id, { showUrl: 'javascript:alert(1)' }),
      bookingRequestBodyFor(ctx.w.own.id, { clientId: 'one' }),
      bookingRequestBodyFor(ctx.w.own.id, { audienceSize: -5 }),
      bookingRequestBodyFor(ctx.w.own.id, { audienceSize: 1.5 }),
      bookingRequestBodyFor(ctx.w.own.id, { slots: 'tomorrow' }),
      bookingRequestBodyFor(ctx.w.own.id, { slots: ['tomorrow', 'later'] }),
      bookingRequestBodyFor(ctx.w.own.id, { timeZone: 'Mars/Olympus' }),
      bookingRequestBodyFor(ctx.w.own.id, { format: 'hologram' }),
      bookingRequestBodyFor(ctx.w.own.id, { setting: null }),
      bookingRequestBodyFor(ctx.w.own.id, { website: huge }),
      { clientId: ctx.w.own.id },
      [],
    ];
    for (const body of bodies) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });
});

describe('the form cannot be used to send mail', () => {
  const words = {
    hostName: 'Security Team https://evil.example/login',
    showName: 'Your account is locked, verify at https://evil.example/verify',
    showUrl: 'https://evil.example/phish-show',
    topic: 'Claim your prize at evil.example',
    message: 'Open https://evil.example/pay now or lose your account',
  };
  /** Whether a mail carries any of the words a sender typed in the form. */
  const carriesWords = (mail: { subject: string; text: string }) =>
    Object.values(words).some((typed) => mail.subject.includes(typed) || mail.text.includes(typed)) || `${mail.subject}\n${mail.text}`.includes('evil.example');

  it('mails an address nobody confirmed only a neutral line and the link: none of the names, show, address, topic or message posted, also when sent again', async () => {
    const body = bookingRequestBodyFor(ctx.w.own.id, words);
    expect((await send(body)).statusCode).toBe(202);
    expect((await send({ ...body, message: 'Second try https://evil.example/again' })).statusCode).toBe(202);
    const mails = mailsTo(body.hostEmail);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(carriesWords(mail), mail.text).toBe(false);
      expect(mail.text).not.toContain('evil.example/again');
      expect(mail.subject).toBe(CONFIRM_SUBJECT());
      expect(mail.text).toBe(
        [
          `Someone asked to book a guest of ${ctx.t.config.siteName} for a podcast using this address. If it was you, confirm here:`,
          mail.link,
          '',
          `The link works for ${BOOKING_REQUEST_LIMITS.unconfirmedLinkDays} days. Keep it: it is how you follow your request.`,
          '',
          'If not, ignore this mail; nothing happens.',
        ].join('\n'),
      );
    }
    // the host reads what they sent on the link's page, and the request keeps it
    expect((await view(tokenMailedTo(body.hostEmail))).json()).toMatchObject({ showName: words.showName, message: words.message });
    // asking for the links again lists it without its words either
    const resent = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/booking-requests/resend',
      payload: { email: body.hostEmail },
      remoteAddress: ctx.w.nextIp(),
    });
    expect(resent.statusCode).toBe(202);
    await settleJobs(ctx.t.db);
    const lost = mailsTo(body.hostEmail).at(-1)!;
    expect(lost.subject).toBe('Your booking request link');
    expect(carriesWords(lost), lost.text).toBe(false);
  });

  it(`counts one mailbox whatever its spelling: victim+1@gmail.com, Vic.Tim@gmail.com and victim@googlemail.com are victim@gmail.com (${BOOKING_REQUEST_LIMITS.perEmailPerDay} a day)`, async () => {
    const name = `victim${Date.now()}`;
    const spellings = [
      `${name}+1@gmail.com`,
      `Vic.Tim${name.slice(6)}@gmail.com`,
      `${name}@googlemail.com`,
      `${name}+shop@GMail.com`,
      `v.i.c.t.i.m${name.slice(6)}+x@googlemail.com`,
    ];
    expect(spellings).toHaveLength(BOOKING_REQUEST_LIMITS.perEmailPerDay);
    for (const hostEmail of spellings) expect((await send(bookingRequestBodyFor(ctx.w.own.id, { hostEmail }))).statusCode, hostEmail).toBe(202);
    const refused = await send(bookingRequestBodyFor(ctx.w.own.id, { hostEmail: `${name}@gmail.com` }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_FROM_EMAIL, code: 'RATE_LIMITED' });
    expect(mailsTo(`${name}@gmail.com`)).toEqual([]);
    // another mailbox at the same provider is its own
    expect((await send(bookingRequestBodyFor(ctx.w.own.id, { hostEmail: `${name}x@gmail.com` }))).statusCode).toBe(202);
  });

  it(`limits an address as the app sees it to ${BOOKING_REQUEST_LIMITS.mailsPerAddressPerMinute} mails a minute and ${BOOKING_REQUEST_LIMITS.mailsPerAddressPerDay} a day, requests and lost links together, whatever X-Forwarded-For says`, async () => {
    const address = ctx.w.nextIp();
    const key = (window: 'minute' | 'day') => `booking-mail:${window}:${address}`;
    // without TRUST_PROXY the app reads the connection's address: a forwarded header changes nothing
    const sendFrom = (i: number) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/booking-requests',
        payload: bookingRequestBodyFor(ctx.w.own.id),
        remoteAddress: address,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    const resendFrom = () =>
      ctx.t.app.inject({ method: 'POST', url: '/api/booking-requests/resend', payload: { email: `lost-${Date.now()}@example.test` }, remoteAddress: address });
    const answers: number[] = [];
    for (let i = 0; i < BOOKING_REQUEST_LIMITS.mailsPerAddressPerMinute; i++) answers.push((await sendFrom(i)).statusCode);
    expect(answers.every((status) => status === 202)).toBe(true);
    const minute = await sendFrom(99);
    expect(minute.statusCode).toBe(429);
    expect(minute.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
    });
    expect(Number(minute.headers['retry-after'])).toBeLessThanOrEqual(60);

    // the minutes pass (the minute's window moved back), the day's count goes on, lost links included
    let sent = BOOKING_REQUEST_LIMITS.mailsPerAddressPerMinute;
    while (sent < BOOKING_REQUEST_LIMITS.mailsPerAddressPerDay) {
      await ctx.t.db
        .update(rateLimitHits)
        .set({ windowStart: sql`now() - interval '2 minutes'` })
        .where(eq(rateLimitHits.key, key('minute')));
      const res = sent % 2 === 0 ? await sendFrom(sent) : await resendFrom();
      expect(res.statusCode, res.body).toBe(202);
      sent++;
    }
    await ctx.t.db
      .update(rateLimitHits)
      .set({ windowStart: sql`now() - interval '2 minutes'` })
      .where(eq(rateLimitHits.key, key('minute')));
    const day = await sendFrom(sent);
    expect(day.statusCode).toBe(429);
    expect(day.json()).toEqual({ message: TOO_MANY_FROM_ADDRESS, code: 'RATE_LIMITED' });
    expect(Number(day.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect((await resendFrom()).statusCode).toBe(429);
    // another address is not held back
    expect((await send(bookingRequestBodyFor(ctx.w.own.id))).statusCode).toBe(202);
  });

  it('counts an IPv6 client by its /64: another address of the same network shares its limit', async () => {
    const network = `2001:db8:${(Date.now() % 65_000).toString(16)}:1`;
    const from = (host: number) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/booking-requests',
        payload: bookingRequestBodyFor(ctx.w.own.id),
        remoteAddress: `${network}::${host.toString(16)}`,
      });
    for (let i = 1; i <= BOOKING_REQUEST_LIMITS.mailsPerAddressPerMinute; i++) expect((await from(i)).statusCode).toBe(202);
    expect((await from(0xbeef)).statusCode).toBe(429);
  });
});

describe("the host's link", () => {
  it('shows the host their own request, another token its own request, and 404 for a made-up or expired link', async () => {
    const a = await sentRequest();
    const b = await sentRequest();
    const res = await view(a.token);
    expect(res.statusCode).toBe(200);
    const seen: HostRequestView = res.json();
    expect(seen).toMatchObject({
      status: 'unconfirmed',
      guest: { name: 'Own Client', slug: ctx.w.own.slug },
      showName: a.body.showName,
      timeZone: 'Europe/Paris',
      confirmedAt: null,
      notes: [],
    });
    expect(seen).not.toHaveProperty('hostEmail');
    // a private page: never kept by a cache on the way, found or not
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await view(b.token)).json().showName).toBe(b.body.showName);
    // a made-up token, and the host's own with its last character changed
    for (const token of ['a'.repeat(43), `${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}`]) {
      const missing = await view(token);
      expect(missing.statusCode, `${token} vs ${a.token}: ${missing.body}`).toBe(404);
      expect(missing.json()).toEqual({ message: HOST_LINK_INVALID, code: 'HOST_LINK_INVALID' });
      expect(missing.headers['cache-control']).toBe('no-store');
    }
    expect((await view('short')).statusCode).toBe(400);
    await ctx.t.db
      .update(bookingRequests)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingRequests.hostEmail, a.email));
    expect((await view(a.token)).statusCode).toBe(404);
    expect((await confirm(a.token)).statusCode).toBe(404);
    expect((await storedFrom(a.email))[0].status).toBe('unconfirmed');
  });

  it('confirms the request once: requested, no more expiry, the agency mailed once; confirming again answers the same', async () => {
    const client = await createClient(ctx.t.db, { name: 'Grace Guest', timeZone: 'America/Chicago' });
    const member = await createUser(ctx.t.db, { role: 'team', clientId: client.id });
    const otherMember = await createUser(ctx.t.db, { role: 'team', clientId: ctx.w.other.id });
    const guest = await createUser(ctx.t.db, { role: 'guest', clientId: client.id });
    const admin = await createUser(ctx.t.db, { role: 'admin' });
    const retired = await createUser(ctx.t.db, { role: 'owner', active: false });
    const { body, email, token } = await sentRequest(client.id);
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: BOOKING_REQUEST_CONFIRMED,
      request: { status: 'requested', confirmedAt: expect.any(String), showName: body.showName },
    });
    const [row] = await storedFrom(email);
    expect(row).toMatchObject({ status: 'requested', linkExpiresAt: null });
    const subject = `New booking request for Grace Guest from ${body.showName}`;
    const agencyMails = () => ctx.t.mail.sent.filter((mail) => mail.subject === subject);
    const recipients = agencyMails().map((mail) => mail.to);
    expect(recipients).toContain(admin.email);
    expect(recipients).toContain(member.email);
    expect(recipients).not.toContain(otherMember.email);
    expect(recipients).not.toContain(guest.email);
    expect(recipients).not.toContain(retired.email);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(agencyMails()[0].link).toMatch(/\/admin\/booking-requests$/);
    // each time proposed on the host's clock, named, with the guest's beside it
    for (const slot of body.slots) expect(agencyMails()[0].text).toContain(`- ${fullTimeIn(slot, 'Europe/Paris')} (`);
    expect(agencyMails()[0].text).toMatch(/in Chicago for Grace Guest\)/);
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(agencyMails()).toHaveLength(recipients.length);
    // confirmed: the link keeps working past the unconfirmed expiry
    expect((await view(token)).json().status).toBe('requested');
    const audits = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(row.id)));
    expect(audits.map((a) => [a.action, a.actorUserId])).toEqual([['booking-request.confirm', null]]);
  });

  it('mails only activated accounts of the agency: an invitation never taken up gets nothing', async () => {
    const client = await createClient(ctx.t.db, { name: 'Ivy Invited' });
    const admin = await createUser(ctx.t.db, { role: 'admin' });
    const member = await createUser(ctx.t.db, { role: 'team', clientId: client.id });
    const invitedAdmin = await createUser(ctx.t.db, { role: 'admin', password: null });
    const invitedOwner = await createUser(ctx.t.db, { role: 'owner', password: null });
    const invitedMember = await createUser(ctx.t.db, { role: 'team', clientId: client.id, password: null });
    const { body, token } = await sentRequest(client.id);
    expect((await confirm(token)).statusCode).toBe(200);
    const recipients = ctx.t.mail.sent.filter((mail) => mail.subject === `New booking request for Ivy Invited from ${body.showName}`).map((mail) => mail.to);
    expect(recipients).toEqual(expect.arrayContaining([admin.email, member.email]));
    for (const invited of [invitedAdmin, invitedOwner, invitedMember]) expect(recipients).not.toContain(invited.email);
  });

  it('confirms even when mailing the agency fails (logged, best effort)', async () => {
    const { email, token } = await sentRequest();
    const send1 = ctx.t.mail.send;
    ctx.t.mail.send = async () => {
      throw new Error('SMTP is down');
    };
    const res = await confirm(token).finally(() => {
      ctx.t.mail.send = send1;
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().request.status).toBe('requested');
    expect((await storedFrom(email))[0].status).toBe('requested');
  });
});

describe("the agency's inbox", () => {
  it('lists confirmed requests only, newest first, with notes and the host history; searched and filtered by guest', async () => {
    const stamp = Date.now();
    const hostEmail = `regular-${stamp}@example.test`;
    const older = await sentRequest(ctx.w.own.id, { hostEmail, showName: `Inbox Show A ${stamp}` });
    expect((await confirm(older.token)).statusCode).toBe(200);
    const newer = await sentRequest(ctx.w.other.id, { hostEmail, showName: `Inbox Show B ${stamp}` });
    expect((await confirm(newer.token)).statusCode).toBe(200);
    const larry = bookingRequestBodyFor(ctx.w.other.id, { showUrl: newer.body.showUrl, hostName: 'Late Larry', message: '' });
    await send(larry);
    expect((await confirm(tokenMailedTo(larry.hostEmail))).json().message).toBe(BOOKING_REQUEST_JOINED);
    const pending = await sentRequest(ctx.w.own.id, { hostEmail, showName: `Inbox Show C ${stamp}` });
    const admin = await ctx.w.cookieFor('admin');
    const res = await inbox({ q: String(stamp) }, admin);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const items: AdminBookingRequest[] = page.items;
    expect(items.map((i) => i.showName)).toEqual([newer.body.showName, older.body.showName]);
    expect(page.total).toBe(2);
    expect(items[0]).toMatchObject({ clientId: ctx.w.other.id, clientSlug: ctx.w.other.slug, hostEmail, status: 'requested', hostHistory: 1 });
    expect(items[0].notes).toEqual([
      { author: 'host', kind: 'joined', body: expect.stringMatching(/^Late Larry \(.*\) asked again for .*\.$/), slots: null, createdAt: expect.any(String) },
    ]);
    expect(items.map((i) => i.showName)).not.toContain(pending.body.showName);
    expect((await inbox({ q: hostEmail.toUpperCase() }, admin)).json().total).toBe(2);
    const byGuest = (await inbox({ q: String(stamp), clientId: String(ctx.w.own.id) }, await ctx.w.cookieFor('owner'))).json();
    expect(byGuest.items.map((i: AdminBookingRequest) => i.showName)).toEqual([older.body.showName]);
    // never an unconfirmed request, whatever the query
    const all = await ctx.t.db.select({ id: bookingRequests.id }).from(bookingRequests).where(eq(bookingRequests.status, 'unconfirmed'));
    const listed = (await inbox({ pageSize: '100' }, admin)).json().items.map((i: AdminBookingRequest) => i.id);
    expect(listed.filter((id: number) => all.some((row) => row.id === id))).toEqual([]);
  });

  it('shows a team member only the requests of the guests they are assigned to; a guest 403, a visitor 401', async () => {
    const stamp = Date.now();
    const mine = await createClient(ctx.t.db);
    const assigned = await createClient(ctx.t.db);
    const member = await createUser(ctx.t.db, { role: 'team', clientId: mine.id });
    await ctx.t.db.insert(clientTeamAssignments).values({ clientId: assigned.id, userId: member.id });
    for (const clientId of [mine.id, assigned.id, ctx.w.other.id]) {
      const { token } = await sentRequest(clientId, { showName: `Team Show ${stamp} ${clientId}` });
      await confirm(token);
    }
    const cookie = await openSession(ctx.t.db, member.id);
    const seen = (await inbox({ q: `Team Show ${stamp}` }, cookie)).json().items.map((i: AdminBookingRequest) => i.clientId);
    expect(seen.sort()).toEqual([mine.id, assigned.id].sort());
    const forbidden = (await inbox({ q: `Team Show ${stamp}`, clientId: String(ctx.w.other.id) }, cookie)).json();
    expect(forbidden.items).toEqual([]);
    expect((await inbox({ q: `Team Show ${stamp}` }, await ctx.w.cookieFor('admin'))).json().total).toBe(3);
    for (const [cookieOf, status] of [
      [await ctx.w.cookieFor('guest'), 403],
      [await ctx.w.cookieFor('impersonating'), 403],
      [undefined, 401],
    ] as const) {
      const res = await inbox({}, cookieOf);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it('answers 400 for a bad query, never 500', async () => {
    const admin = await ctx.w.cookieFor('admin');
    for (const query of [{ clientId: 'abc' }, { sort: 'hostEmail' }, { q: 'x'.repeat(300) }, { q: 'a\u0000b' }, { page: '-1' }] as Record<string, string>[]) {
      expect((await inbox(query, admin)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
