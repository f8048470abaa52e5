import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '@tests/factories';
import { decodedText, type SmtpSink, startSmtpSink } from '@tests/helpers/smtp-sink';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { outboxEmails } from '@server/db/schema';
import { createMailer, type Mail, NO_REPLY_NOTE } from './mailer';

let t: TestApp;
let smtp: SmtpSink;
const quietLog = { info: () => undefined, error: () => undefined };
/** The outbox's row of the mail sent to `to`. */
const outboxRow = async (to: string) => (await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)))[0];

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('mail', () => {
  it('goes out by SMTP when SMTP_URL is set, and is recorded as sent', async () => {
    const mailer = createMailer(t.db, { smtpUrl: smtp.url, from: 'Podium <no-reply@podium.test>' }, quietLog);
    await mailer.send({ to: 'host@example.test', subject: 'Hello', text: 'Reset here: http://x.test/r', link: 'http://x.test/r', replies: 'nobody' });
    // the file's tests share the SMTP server and run in any order: this one's mail is the one to its address
    const received = smtp.received.filter((r) => r.to.includes('host@example.test'));
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['host@example.test']);
    expect(received[0].raw).toContain('Reset here: http://x.test/r');
    const row = await outboxRow('host@example.test');
    // a record that it went, and nothing a backup could open a link with
    expect(row).toMatchObject({ status: 'sent', subject: 'Hello', textBody: null, htmlBody: null, link: null, calendar: null });
  });

  it('is kept in the outbox with its link when no SMTP server is configured', async () => {
    const logged: unknown[] = [];
    const mailer = createMailer(t.db, { from: 'x@y.test' }, { info: (o: unknown) => logged.push(o), error: () => undefined });
    await mailer.send({ to: 'local@example.test', subject: 'Activate', text: 'Go', link: 'http://x.test/a', replies: 'nobody' });
    const row = await outboxRow('local@example.test');
    expect(row).toMatchObject({ status: 'kept', link: 'http://x.test/a', subject: 'Activate' });
    expect(logged).toContainEqual({ to: 'local@example.test', link: 'http://x.test/a' });
  });

  it('sends a calendar invitation as its text/calendar part; the outbox keeps it only when the mail is kept there', async () => {
    const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const mailer = createMailer(t.db, { smtpUrl: smtp.url, from: 'Podium <no-reply@podium.test>' }, quietLog);
    await mailer.send({ to: 'invitee@example.test', subject: 'Invitation', text: 'See you', calendar: { method: 'REQUEST', content }, replies: 'agency' });
    const received = smtp.received.find((r) => r.to.includes('invitee@example.test'));
    expect(received?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(received?.raw).toContain('METHOD:REQUEST');
    const row = await outboxRow('invitee@example.test');
    expect(row).toMatchObject({ status: 'sent', calendar: null });
    const local = createMailer(t.db, { from: 'x@y.test' }, quietLog);
    await local.send({ to: 'kept-invitee@example.test', subject: 'Invitation', text: 'See you', calendar: { method: 'CANCEL', content }, replies: 'agency' });
    const kept = await outboxRow('kept-invitee@example.test');
    expect(kept).toMatchObject({ status: 'kept', calendar: content });
  });

  it('records a failure and throws when the SMTP server cannot be reached', async () => {
    const mailer = createMailer(t.db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'x@y.test' }, quietLog);
    await expect(mailer.send({ to: 'fail@example.test', subject: 'S', text: 'T', replies: 'nobody' })).rejects.toThrow();
    const row = await outboxRow('fail@example.test');
    expect(row).toMatchObject({ status: 'failed', textBody: null, link: null });
  });
});

describe('replies', () => {
  const from = 'Podium <no-reply@podium.test>';
  /** Sends `mail` by SMTP from a server whose replies go to bookings@agency.test; what the SMTP server received for its recipient. */
  async function sendBySmtp(mail: Mail) {
    const mailer = createMailer(t.db, { smtpUrl: smtp.url, from, replyTo: 'bookings@agency.test' }, quietLog);
    await mailer.send(mail);
    return smtp.received.find((r) => r.to.includes(mail.to));
  }

  it('go to the agency (MAIL_REPLY_TO) for a mail that invites one, with nothing added to it', async () => {
    const received = await sendBySmtp({
      to: 'replying-host@example.test',
      subject: 'Is there a release date?',
      text: 'A reply with its link is all we need.',
      replies: 'agency',
    });
    expect(received?.raw).toMatch(/^Reply-To: bookings@agency\.test\r?$/m);
    expect(decodedText(received!.raw)).not.toContain(NO_REPLY_NOTE);
    const row = await outboxRow('replying-host@example.test');
    expect(row).toMatchObject({ status: 'sent', replyTo: 'bookings@agency.test' });
  });

  it('are said not to be read at the foot of a mail nobody answers, which has no Reply-To', async () => {
    const received = await sendBySmtp({
      to: 'new-account@example.test',
      subject: 'Activate',
      text: 'Set your password here.',
      html: '<p>Set your password here.</p>',
      replies: 'nobody',
    });
    expect(received?.raw).not.toMatch(/^Reply-To:/im);
    expect(decodedText(received!.raw)).toMatch(new RegExp(`Set your password here\\.\\r?\\n\\r?\\n${NO_REPLY_NOTE.replace('.', '\\.')}`));
    const local = createMailer(t.db, { from, replyTo: 'bookings@agency.test' }, quietLog);
    await local.send({ to: 'kept-account@example.test', subject: 'Activate', text: 'Go', html: '<p>Go</p>', replies: 'nobody' });
    const kept = await outboxRow('kept-account@example.test');
    expect(kept).toMatchObject({ replyTo: null, textBody: `Go\n\n${NO_REPLY_NOTE}` });
    expect(kept.htmlBody).toContain(NO_REPLY_NOTE);
  });

  it('have no Reply-To without MAIL_REPLY_TO: they go to the sender', async () => {
    const local = createMailer(t.db, { from }, quietLog);
    await local.send({ to: 'no-reply-set@example.test', subject: 'Hold', text: 'Held', replies: 'agency' });
    const kept = await outboxRow('no-reply-set@example.test');
    expect(kept).toMatchObject({ replyTo: null, textBody: 'Held' });
  });
});

describe('the outbox of a server that sends mail by SMTP', () => {
  it('records that a password reset mail went, without its body or link, while the host gets the link', async () => {
    const app = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const user = await createUser(app.db, { role: 'guest' });
      const res = await app.app.inject({ method: 'POST', url: '/api/auth/request-reset', payload: { email: user.email }, remoteAddress: '10.9.8.7' });
      expect(res.statusCode, res.body).toBe(200);
      const received = await vi.waitFor(() => {
        const mine = smtp.received.find((r) => r.to.includes(user.email));
        expect(mine).toBeDefined();
        return mine!;
      });
      const link = /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(decodedText(received.raw))?.[0];
      expect(link).toBeDefined();
      const token = new URL(link!).searchParams.get('token')!;
      const rows = await vi.waitFor(async () => {
        const found = await app.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, user.email));
        expect(found).toHaveLength(1);
        return found;
      });
      expect(rows[0]).toMatchObject({ status: 'sent', textBody: null, htmlBody: null, link: null, calendar: null });
      expect(JSON.stringify(rows)).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
