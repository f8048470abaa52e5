import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../../tests/helpers/smtp-sink';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { outboxEmails } from '../../db/schema';
import { createMailer } from './mailer';

let t: TestApp;
let smtp: SmtpSink;
const quietLog = { info: () => undefined, error: () => undefined };

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
    await mailer.send({ to: 'host@example.test', subject: 'Hello', text: 'Reset here: http://x.test/r', link: 'http://x.test/r' });
    // the file's tests share the SMTP server and run in any order: this one's mail is the one to its address
    const received = smtp.received.filter((r) => r.to.includes('host@example.test'));
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['host@example.test']);
    expect(received[0].raw).toContain('Reset here: http://x.test/r');
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'host@example.test'));
    expect(row.status).toBe('sent');
  });

  it('is kept in the outbox with its link when no SMTP server is configured', async () => {
    const logged: unknown[] = [];
    const mailer = createMailer(t.db, { from: 'x@y.test' }, { info: (o: unknown) => logged.push(o), error: () => undefined });
    await mailer.send({ to: 'local@example.test', subject: 'Activate', text: 'Go', link: 'http://x.test/a' });
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'local@example.test'));
    expect(row).toMatchObject({ status: 'kept', link: 'http://x.test/a', subject: 'Activate' });
    expect(logged).toContainEqual({ to: 'local@example.test', link: 'http://x.test/a' });
  });

  it('sends a calendar invitation as its text/calendar part, and keeps it in the outbox', async () => {
    const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const mailer = createMailer(t.db, { smtpUrl: smtp.url, from: 'Podium <no-reply@podium.test>' }, quietLog);
    await mailer.send({ to: 'invitee@example.test', subject: 'Invitation', text: 'See you', calendar: { method: 'REQUEST', content } });
    const received = smtp.received.find((r) => r.to.includes('invitee@example.test'));
    expect(received?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(received?.raw).toContain('METHOD:REQUEST');
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'invitee@example.test'));
    expect(row).toMatchObject({ status: 'sent', calendar: content });
    const local = createMailer(t.db, { from: 'x@y.test' }, quietLog);
    await local.send({ to: 'kept-invitee@example.test', subject: 'Invitation', text: 'See you', calendar: { method: 'CANCEL', content } });
    const [kept] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'kept-invitee@example.test'));
    expect(kept).toMatchObject({ status: 'kept', calendar: content });
  });

  it('records a failure and throws when the SMTP server cannot be reached', async () => {
    const mailer = createMailer(t.db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'x@y.test' }, quietLog);
    await expect(mailer.send({ to: 'fail@example.test', subject: 'S', text: 'T' })).rejects.toThrow();
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'fail@example.test'));
    expect(row.status).toBe('failed');
  });
});
