import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { bookingRequestBodyFor } from '@tests/helpers/fixtures/bookings/requests';
import { seededApp } from '@tests/helpers/seeded-app';
import { REPLY_SENT } from '@shared/api/bookings/desk';
import type { AdminBookingRequest } from '@shared/api/bookings/requests';
import { bookings } from '@server/db/schema';
import type { Site } from '@server/platform/site';
import { mailDueReplies, REPLY_MAIL } from './reply-mail';

const ctx = seededApp();
const site: Site = { baseUrl: 'http://podium.test', log: { error: vi.fn(), warn: vi.fn() } };
const MINUTE_MS = 60_000;

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  ctx.t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {}, remoteAddress: ctx.w.nextIp() });
/** The mails sent to an address. */
const mailsTo = (email: string) => ctx.t.mail.sent.filter((mail) => mail.to === email.toLowerCase());

/** A guest with an activated admin watching the agency's mail, and a host's confirmed request for them; the host's link. */
async function confirmedThread() {
  const guest = await createClient(ctx.t.db, { name: 'Rita Replies' });
  const admin = await createUser(ctx.t.db, { role: 'admin' });
  const body = bookingRequestBodyFor(guest.id, { hostName: 'Hana Host' });
  expect((await call('POST', '/api/booking-requests', body)).statusCode).toBe(202);
  const token = /\/requests\/([A-Za-z0-9_-]+)/.exec(mailsTo(body.hostEmail).at(-1)!.link!)![1];
  expect((await call('POST', `/api/requests/${token}/confirm`)).statusCode).toBe(200);
  const [booking] = await ctx.t.db.select().from(bookings).where(eq(bookings.clientId, guest.id)).orderBy(desc(bookings.id)).limit(1);
  return { guest, admin, body, token, requestId: booking.requestId! };
}

/** The agency's mails about a host's replies to an address. */
const replyMailsTo = (email: string) => mailsTo(email).filter((mail) => /^Hana Host (replied|sent \d+ replies) about Rita Replies$/.test(mail.subject));
/** The replies' job, run as if it were `minutes` from now. */
const runJobIn = (minutes: number) => mailDueReplies({ db: ctx.t.db, mailer: ctx.t.mail }, site, new Date(Date.now() + minutes * MINUTE_MS));

describe("the agency hears of a host's replies", () => {
  it(`gathers 30 replies written within a minute into one mail ${REPLY_MAIL.delayMinutes} minutes after the first, listing them all`, async () => {
    const thread = await confirmedThread();
    const replies = Array.from({ length: 30 }, (_, i) => `Reply number ${i + 1}: https://example.test/${i + 1}`);
    for (const message of replies) {
      const res = await call('POST', `/api/requests/${thread.token}/reply`, { message });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(REPLY_SENT);
    }
    // nothing at once, nor before the delay has passed
    expect(replyMailsTo(thread.admin.email)).toEqual([]);
    await runJobIn(REPLY_MAIL.delayMinutes - 1);
    expect(replyMailsTo(thread.admin.email)).toEqual([]);

    await runJobIn(REPLY_MAIL.delayMinutes + 1);
    const [mail] = replyMailsTo(thread.admin.email);
    expect(replyMailsTo(thread.admin.email)).toHaveLength(1);
    expect(mail.subject).toBe('Hana Host sent 30 replies about Rita Replies');
    expect(mail.text).toContain(`Hana Host <${thread.body.hostEmail}> wrote 30 replies about Rita Replies on ${thread.body.showName}:`);
    const positions = replies.map((reply) => mail.text.indexOf(reply));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(mail.link).toBe('http://podium.test/admin/booking-requests');
    // every admin got the one mail; running again mails nothing more
    await runJobIn(REPLY_MAIL.delayMinutes + 1);
    expect(replyMailsTo(thread.admin.email)).toHaveLength(1);
  });

  it(`mails a thread at most ${REPLY_MAIL.perThreadPerDay} times a day; later replies are in the inbox only`, async () => {
    const thread = await confirmedThread();
    for (let i = 1; i <= REPLY_MAIL.perThreadPerDay + 2; i++) {
      expect((await call('POST', `/api/requests/${thread.token}/reply`, { message: `Round ${i}` })).statusCode).toBe(200);
      await runJobIn(REPLY_MAIL.delayMinutes + 1);
    }
    const mails = replyMailsTo(thread.admin.email);
    expect(mails).toHaveLength(REPLY_MAIL.perThreadPerDay);
    expect(mails.map((mail) => mail.subject)).toEqual(Array(REPLY_MAIL.perThreadPerDay).fill('Hana Host replied about Rita Replies'));
    expect(mails.at(-1)!.text).toContain(
      `That is ${REPLY_MAIL.perThreadPerDay} mails about this request today: until tomorrow, its replies are only in the inbox.`,
    );
    expect(mails.at(-2)!.text).not.toContain('until tomorrow');
    const inbox = await call('GET', `/api/admin/booking-requests?clientId=${thread.guest.id}&stage=all`, undefined, await ctx.w.cookieFor('admin'));
    const [row]: AdminBookingRequest[] = inbox.json().items;
    expect(row.notes.filter((note) => note.kind === 'reply').map((note) => note.body)).toEqual(
      Array.from({ length: REPLY_MAIL.perThreadPerDay + 2 }, (_, i) => `Round ${i + 1}`),
    );
  });

  it('mails each thread on its own, and a reply written after a mail waits for the next one', async () => {
    const first = await confirmedThread();
    const second = await confirmedThread();
    await call('POST', `/api/requests/${first.token}/reply`, { message: 'First thread' });
    await call('POST', `/api/requests/${second.token}/reply`, { message: 'Second thread' });
    await runJobIn(REPLY_MAIL.delayMinutes + 1);
    expect(replyMailsTo(first.admin.email).filter((mail) => mail.text.includes(first.body.showName))).toHaveLength(1);
    expect(replyMailsTo(first.admin.email).filter((mail) => mail.text.includes(second.body.showName))).toHaveLength(1);
    await call('POST', `/api/requests/${first.token}/reply`, { message: 'Later' });
    await runJobIn(REPLY_MAIL.delayMinutes - 1);
    const later = replyMailsTo(first.admin.email).filter((mail) => mail.text.includes('Later'));
    expect(later).toEqual([]);
    await runJobIn(REPLY_MAIL.delayMinutes + 1);
    const mailed = replyMailsTo(first.admin.email).filter((mail) => mail.text.includes(first.body.showName));
    expect(mailed).toHaveLength(2);
    expect(mailed[1].text).toContain('Later');
    expect(mailed[1].text).not.toContain('First thread');
  });
});
