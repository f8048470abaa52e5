import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createClient, createMessage, createThread, createUser } from '@tests/factories';
import { startSmtpSink } from '@tests/helpers/smtp-sink';
import { testDatabaseUrl } from '@tests/helpers/databases';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { clients, clientTeamAssignments, messages, outboxEmails, users } from '@server/db/schema';
import { createMailer, type Mailer } from '@server/integrations/mail/mailer';
import { scheduleMessageDigest } from './digest-schedule';
import { DIGEST_LOCK_KEY } from './message-digest.repo';
import { runMessageDigest } from './message-digest.service';

const s = seededApp();
const MINUTE = 60_000;
/** A moment `minutes` from now: digests are run "later" instead of waiting. */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const run = (minutes: number, mailer: Mailer = s.t.mail) => runMessageDigest({ db: s.t.db, config: s.t.config, mailer }, inMinutes(minutes));
const mailTo = (email: string) => s.t.mail.sent.filter((m) => m.to === email);
/** The one email sent to `email` (failing when there is none, or more than one). */
function onlyMailTo(email: string) {
  const mails = mailTo(email);
  expect(mails).toHaveLength(1);
  return mails[0];
}
const emailedAt = async (ids: number[]) =>
  (await s.t.db.select({ emailedAt: messages.emailedAt }).from(messages).where(inArray(messages.id, ids))).map((r) => r.emailedAt);

/** A client with a guest account and a thread, and a team member who writes to the guest. */
async function clientWithGuest(guestFields: { messageDigest?: boolean; digestIncludesText?: boolean } = {}, clientName = 'Acme Corp') {
  const client = await createClient(s.t.db, { name: clientName });
  const guest = await createUser(s.t.db, { role: 'guest', clientId: client.id, name: 'Gina Guest' });
  if (Object.keys(guestFields).length > 0) await s.t.db.update(users).set(guestFields).where(eq(users.id, guest.id));
  const writer = await createUser(s.t.db, { role: 'team', clientId: client.id, name: 'Tess Team' });
  const thread = await createThread(s.t.db, client.id);
  const toGuest = (body: string, fields: Partial<typeof messages.$inferInsert> = {}) => createMessage(s.t.db, thread, { body, senderId: writer.id, ...fields });
  return { client, guest, writer, thread, toGuest };
}

/** A message from the client to the team in a new thread of `clientId`, addressed to `recipientId` (0: the whole team). */
async function toTeam(clientId: number, recipientId: number, body = 'A question for the team') {
  const thread = await createThread(s.t.db, clientId);
  return createMessage(s.t.db, thread, { body, senderType: 'client', senderId: clientId, recipientType: 'team', recipientId });
}

describe('unread-message digest', () => {
  it('sends one email for three unread messages, listing who wrote, when, the text and a link to the thread', async () => {
    const { client, guest, thread, toGuest } = await clientWithGuest();
    await s.t.db.update(clients).set({ timeZone: 'Europe/Paris' }).where(eq(clients.id, client.id));
    const sent = [await toGuest('First note'), await toGuest('Second note'), await toGuest('Third note')];
    const done = await run(16);
    const mail = onlyMailTo(guest.email);
    expect(done.emails).toBeGreaterThanOrEqual(1);
    expect(mail.subject).toBe('You have 3 unread messages on Podium');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Tess Team');
      expect(part).toContain('First note');
      expect(part).toContain('Third note');
      expect(part).toContain(`http://localhost:3000/messages/${thread.id}`);
      // on the guest's clock (their client's zone), never as UTC
      expect(part).toMatch(/\w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M Paris time, 1[5-7] minutes before this email/);
      expect(part).not.toContain('UTC');
    }
    expect(mail.text.indexOf('First note')).toBeLessThan(mail.text.indexOf('Third note'));
    expect((await emailedAt(sent.map((m) => m.id))).every((at) => at !== null)).toBe(true);
  });

  it('sends nothing before the quiet period, and the digest once it has passed', async () => {
    const { guest, toGuest } = await clientWithGuest();
    const message = await toGuest('Too fresh');
    await run(14);
    expect(mailTo(guest.email)).toEqual([]);
    expect(await emailedAt([message.id])).toEqual([null]);
    await run(16);
    onlyMailTo(guest.email);
  });

  it('sends nothing for read messages', async () => {
    const { guest, toGuest } = await clientWithGuest();
    await toGuest('Already read', { isRead: true });
    await run(16);
    expect(mailTo(guest.email)).toEqual([]);
  });

  it('never covers a message twice', async () => {
    const { guest, toGuest } = await clientWithGuest();
    await toGuest('Only once');
    await run(16);
    await run(30);
    await run(120);
    onlyMailTo(guest.email);
  });

  it('sends a conversation as one email once its oldest message has waited, the fresh ones with it', async () => {
    const { guest, toGuest } = await clientWithGuest();
    await toGuest('Twenty minutes ago', { createdAt: inMinutes(-20) });
    await toGuest('Just now');
    await run(0);
    const mail = onlyMailTo(guest.email);
    expect(mail.subject).toBe('You have 2 unread messages on Podium');
    expect(mail.text).toContain('Just now');
  });

  it('leaves the text out when the account says so', async () => {
    const { guest, toGuest } = await clientWithGuest({ digestIncludesText: false });
    await toGuest('The secret launch date is Tuesday');
    await run(16);
    const mail = onlyMailTo(guest.email);
    expect(mail.subject).toBe('You have 1 unread message on Podium');
    expect(mail.text).toContain('Tess Team');
    expect(mail.text).not.toContain('secret launch');
    expect(mail.html).not.toContain('secret launch');
  });

  it('cuts the text at 200 characters', async () => {
    const { guest, toGuest } = await clientWithGuest();
    await toGuest(`${'a'.repeat(200)}${'b'.repeat(50)}`);
    await run(16);
    const mail = onlyMailTo(guest.email);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`${'a'.repeat(200)}…`);
      expect(part).not.toContain('ab');
    }
  });

  it('sends nothing to an account that opted out, and still marks its messages', async () => {
    const { guest, toGuest } = await clientWithGuest({ messageDigest: false });
    const message = await toGuest('Nobody will mail this');
    await run(16);
    expect(mailTo(guest.email)).toEqual([]);
    expect(await emailedAt([message.id])).not.toEqual([null]);
  });

  it('escapes everything in the HTML', async () => {
    const { guest, writer, toGuest } = await clientWithGuest();
    await s.t.db.update(users).set({ name: '<i>Tess</i> & "Co"' }).where(eq(users.id, writer.id));
    await toGuest('<script>alert("x")</script> <a href="javascript:x">hi</a>');
    await run(16);
    const mail = onlyMailTo(guest.email);
    expect(mail.html).not.toMatch(/<script|<i>|<a href="javascript/);
    expect(mail.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(mail.html).toContain('&#60;i&#62;Tess&#60;/i&#62; &#38; &#34;Co&#34;');
  });

  describe('to the team', () => {
    /** A client with a team member of its own, one assigned to it, one inactive, and a team member of another client. */
    async function teamedClient() {
      const client = await createClient(s.t.db, { name: 'Team Client' });
      const own = await createUser(s.t.db, { role: 'team', clientId: client.id });
      const assigned = await createUser(s.t.db, { role: 'team' });
      await s.t.db.insert(clientTeamAssignments).values({ clientId: client.id, userId: assigned.id });
      const inactive = await createUser(s.t.db, { role: 'team', clientId: client.id, active: false });
      const stranger = await createUser(s.t.db, { role: 'team', clientId: (await createClient(s.t.db)).id });
      return { client, own, assigned, inactive, stranger };
    }

    it('goes to the recipient account alone', async () => {
      const { client, own, assigned } = await teamedClient();
      await toTeam(client.id, assigned.id);
      await run(16);
      expect(onlyMailTo(assigned.email).text).toContain('Messages from Team Client (1)');
      // the team's zone is not known: the time reads as how long before the email, true anywhere
      expect(onlyMailTo(assigned.email).text).toMatch(/, 1[5-7] minutes before this email\n/);
      expect(onlyMailTo(assigned.email).text).not.toContain('UTC');
      expect(mailTo(own.email)).toEqual([]);
    });

    it('goes to the team who work with the client when none is named, or the named one no longer is', async () => {
      const { client, own, assigned, inactive, stranger } = await teamedClient();
      const admin = await createUser(s.t.db, { role: 'admin' });
      await toTeam(client.id, 0);
      await toTeam(client.id, inactive.id);
      await toTeam(client.id, stranger.id);
      await run(16);
      for (const member of [own, assigned]) {
        expect(mailTo(member.email).map((m) => m.subject)).toEqual(['You have 3 unread messages on Podium']);
      }
      for (const other of [inactive, stranger, admin]) expect(mailTo(other.email)).toEqual([]);
    });

    it('goes to the admins and owners when the client has no team', async () => {
      const client = await createClient(s.t.db);
      const admin = await createUser(s.t.db, { role: 'admin' });
      const owner = await createUser(s.t.db, { role: 'owner' });
      const stranger = await createUser(s.t.db, { role: 'team', clientId: (await createClient(s.t.db)).id });
      await toTeam(client.id, 0);
      await run(16);
      onlyMailTo(admin.email);
      onlyMailTo(owner.email);
      expect(mailTo(stranger.email)).toEqual([]);
    });

    it('puts the messages of every client a member works with in one email', async () => {
      const { client, assigned } = await teamedClient();
      const second = await createClient(s.t.db, { name: 'Second Client' });
      await s.t.db.insert(clientTeamAssignments).values({ clientId: second.id, userId: assigned.id });
      await toTeam(client.id, assigned.id, 'From the first');
      await toTeam(second.id, assigned.id, 'From the second');
      await run(16);
      const { text } = onlyMailTo(assigned.email);
      expect(text).toContain('Messages from Team Client (1)');
      expect(text).toContain('Messages from Second Client (1)');
    });
  });

  it('sends nothing when the quiet period is 0 (digest off)', async () => {
    const { guest, toGuest } = await clientWithGuest();
    await toGuest('Digest is off');
    const off = { ...s.t.config, messageDigest: { quietMinutes: 0, intervalSeconds: 60 } };
    expect(await runMessageDigest({ db: s.t.db, config: off, mailer: s.t.mail }, inMinutes(60))).toEqual({ emails: 0, failed: 0, messages: 0 });
    expect(mailTo(guest.email)).toEqual([]);
  });

  it('does not send again after the mail failed (at most once)', async () => {
    const { guest, toGuest } = await clientWithGuest();
    const message = await toGuest('The mail server is down');
    const failing: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    expect((await run(16, failing)).failed).toBeGreaterThanOrEqual(1);
    expect(await emailedAt([message.id])).not.toEqual([null]);
    await run(30);
    expect(mailTo(guest.email)).toEqual([]);
  });

  it.runIf(testDatabaseUrl)('lets only the node holding the advisory lock send (PostgreSQL)', async () => {
    const { guest, toGuest } = await clientWithGuest();
    await toGuest('Two nodes, one digest');
    const otherNode = new pg.Client({ connectionString: s.t.database.url });
    await otherNode.connect();
    try {
      await otherNode.query('begin');
      await otherNode.query('select pg_advisory_xact_lock($1)', [DIGEST_LOCK_KEY]);
      expect(await run(16)).toEqual({ emails: 0, failed: 0, messages: 0 });
      await otherNode.query('commit');
    } finally {
      await otherNode.end();
    }
    await run(16);
    onlyMailTo(guest.email);
  });

  it('arrives by SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpSink();
    try {
      const mailer = createMailer(s.t.db, { smtpUrl: smtp.url, from: s.t.config.mailFrom }, { info: () => undefined, error: () => undefined });
      const { guest, thread, toGuest } = await clientWithGuest();
      await toGuest('Over the wire');
      await run(16, mailer);
      const mine = smtp.received.filter((r) => r.to.includes(guest.email));
      expect(mine).toHaveLength(1);
      expect(mine[0].raw).toContain('Subject: You have 1 unread message on Podium');
      expect(mine[0].raw).toContain('Over the wire');
      expect(mine[0].raw).toContain(`/messages/${thread.id}`);
      expect(mine[0].raw).toContain('Content-Type: text/html');
    } finally {
      await smtp.close();
    }
  });
});

describe('digest schedule', () => {
  const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const outboxOf = (email: string) => s.t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));

  it('runs every MESSAGE_DIGEST_INTERVAL_SECONDS through the configured mailer until stopped', async () => {
    const { guest, toGuest } = await clientWithGuest();
    await toGuest('Waiting since twenty minutes', { createdAt: inMinutes(-20) });
    const config = { ...s.t.config, messageDigest: { quietMinutes: 15, intervalSeconds: 1 } };
    const mailer = createMailer(s.t.db, { smtpUrl: undefined, from: config.mailFrom }, quietLog);
    const jobRun = vi.fn();
    const stop = scheduleMessageDigest(s.t.db, config, mailer, quietLog, { jobRun });
    try {
      await vi.waitFor(async () => expect(await outboxOf(guest.email)).toHaveLength(1), { timeout: 5_000, interval: 200 });
      await vi.waitFor(() => expect(jobRun).toHaveBeenCalledWith('message-digest', 'succeeded'), { timeout: 5_000, interval: 200 });
    } finally {
      stop();
    }
    const [kept] = await outboxOf(guest.email);
    expect(kept).toMatchObject({ status: 'kept', subject: 'You have 1 unread message on Podium' });
    const later = await clientWithGuest();
    await later.toGuest('After the stop', { createdAt: inMinutes(-20) });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await outboxOf(later.guest.email)).toEqual([]);
  });
});

describe('digest settings', () => {
  const url = '/api/messages/digest-settings';

  it('needs a signed-in user', async () => {
    expect((await s.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const put = await s.t.app.inject({ method: 'PUT', url, payload: { messageDigest: false, digestIncludesText: false } });
    expect(put.statusCode).toBe(401);
  });

  it('refuses a malformed body with 400 and the field', async () => {
    const user = await createUser(s.t.db, { role: 'guest' });
    const cookie = await openSession(s.t.db, user.id);
    const res = await s.t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: { messageDigest: 'no', digestIncludesText: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { messageDigest: expect.any(String) } });
  });

  it('reads and stores the own account, on by default', async () => {
    const user = await createUser(s.t.db, { role: 'team' });
    const cookie = await openSession(s.t.db, user.id);
    expect((await s.t.app.inject({ method: 'GET', url, headers: { cookie } })).json()).toEqual({ messageDigest: true, digestIncludesText: true });
    const put = await s.t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: { messageDigest: true, digestIncludesText: false } });
    expect(put.json()).toEqual({ messageDigest: true, digestIncludesText: false });
    expect((await s.t.app.inject({ method: 'GET', url, headers: { cookie } })).json()).toEqual({ messageDigest: true, digestIncludesText: false });
  });

  it("changes the admin's own account while viewing as a client, not the client's guest", async () => {
    const { client, guest } = await clientWithGuest();
    const admin = await createUser(s.t.db, { role: 'admin' });
    const cookie = await openSession(s.t.db, admin.id, client.id);
    const put = await s.t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: { messageDigest: false, digestIncludesText: true } });
    expect(put.statusCode).toBe(200);
    const rows = await s.t.db
      .select({ id: users.id, on: users.messageDigest })
      .from(users)
      .where(inArray(users.id, [admin.id, guest.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.on]))).toEqual({ [admin.id]: false, [guest.id]: true });
  });
});
