import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { heldBooking } from '@tests/helpers/fixtures/bookings/holds';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { CHALLENGE_HOURS, HOLD_HOURS, HOLD_HOURS_SETTING, RECONFIRM_HOURS } from '@shared/api/bookings/pipeline';
import { fullTimeIn } from '@shared/dates';
import { auditLog, bookingLinks, bookings, clientTeamAssignments, settings } from '@server/db/schema';
import type { Mailer } from '@server/integrations/mail/mailer';
import { hashToken } from '@server/lib/tokens';
import type { Site } from '@server/platform/site';
import { challengeHoursOf, holdHoursOf, holdTimes } from './hold-settings';
import { expireHolds, remindHolds } from './holds.service';

const s = seededApp();
const HOUR = 60 * 60 * 1000;
const log = { error: vi.fn(), warn: vi.fn() };
const site: Site = { baseUrl: 'http://podium.test', log };
const ctx = (mailer: Mailer = s.t.mail) => ({ db: s.t.db, mailer, config: s.t.config });
const mailTo = (email: string) => s.t.mail.sent.filter((m) => m.to === email);
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const ahead = (hours: number) => new Date(Date.now() + hours * HOUR);
const statusOf = async (id: number) => (await s.t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
/** The token at the end of a mailed link. */
const tokenIn = (link: string | undefined, path: string) => {
  const match = new RegExp(`^http://podium\\.test/${path}/([A-Za-z0-9_-]+)$`).exec(link ?? '');
  expect(match, `a /${path}/ link`).not.toBeNull();
  return match![1];
};

/** A new guest (New York) with one guest account. */
async function guestClient() {
  const client = await createClient(s.t.db, { name: 'Gail Guest', timeZone: 'America/New_York' });
  const person = await createUser(s.t.db, { role: 'guest', clientId: client.id });
  return { client, person };
}

async function asAdmin() {
  const admin = await createUser(s.t.db, { role: 'admin' });
  return openSession(s.t.db, admin.id);
}

describe('the agency’s hold length', () => {
  it(`is ${HOLD_HOURS.default} hours until set; a hold made now expires then and is reminded at half-time`, async () => {
    await s.t.db.delete(settings).where(eq(settings.key, HOLD_HOURS_SETTING));
    expect(await holdHoursOf(s.t.db)).toBe(HOLD_HOURS.default);
    const now = new Date('2026-12-01T12:00:00Z');
    expect(await holdTimes(s.t.db, now)).toEqual({ holdExpiresAt: new Date('2026-12-04T12:00:00Z'), holdRemindAt: new Date('2026-12-03T00:00:00Z') });
  });

  it('is changed by an admin (audited), lasts, and shapes the next holds; bad values are refused with 400', async () => {
    await s.t.db.delete(settings).where(eq(settings.key, HOLD_HOURS_SETTING));
    const cookie = await asAdmin();
    const read = await s.t.app.inject({ method: 'GET', url: '/api/admin/booking-settings', headers: { cookie } });
    expect(read.json()).toEqual({ holdHours: HOLD_HOURS.default, challengeHours: CHALLENGE_HOURS.default, reconfirmHours: RECONFIRM_HOURS.default });
    const saved = await s.t.app.inject({
      method: 'PUT',
      url: '/api/admin/booking-settings',
      headers: { cookie },
      payload: { holdHours: 10, challengeHours: 24, reconfirmHours: 48 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ holdHours: 10, challengeHours: 24, reconfirmHours: 48 });
    expect((await s.t.app.inject({ method: 'GET', url: '/api/admin/booking-settings', headers: { cookie } })).json()).toEqual({
      holdHours: 10,
      challengeHours: 24,
      reconfirmHours: 48,
    });
    expect(await challengeHoursOf(s.t.db)).toBe(24);
    const now = new Date('2026-12-01T12:00:00Z');
    expect(await holdTimes(s.t.db, now)).toEqual({ holdExpiresAt: new Date('2026-12-01T22:00:00Z'), holdRemindAt: new Date('2026-12-01T17:00:00Z') });
    const entries = await s.t.db.select().from(auditLog).where(eq(auditLog.action, 'booking-settings.update'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      targetId: HOLD_HOURS_SETTING,
      details: {
        before: { holdHours: HOLD_HOURS.default, challengeHours: CHALLENGE_HOURS.default, reconfirmHours: RECONFIRM_HOURS.default },
        after: { holdHours: 10, challengeHours: 24, reconfirmHours: 48 },
      },
    });
    for (const holdHours of [0, HOLD_HOURS.max + 1, 2.5, '12', null]) {
      const refused = await s.t.app.inject({
        method: 'PUT',
        url: '/api/admin/booking-settings',
        headers: { cookie },
        payload: { holdHours, challengeHours: 24, reconfirmHours: 48 },
      });
      expect(refused.statusCode, String(holdHours)).toBe(400);
    }
    for (const challengeHours of [0, CHALLENGE_HOURS.max + 1, 1.5, undefined]) {
      const refused = await s.t.app.inject({
        method: 'PUT',
        url: '/api/admin/booking-settings',
        headers: { cookie },
        payload: { holdHours: 10, challengeHours },
      });
      expect(refused.statusCode, String(challengeHours)).toBe(400);
    }
    for (const reconfirmHours of [24, RECONFIRM_HOURS.max + 1, 30.5]) {
      const refused = await s.t.app.inject({
        method: 'PUT',
        url: '/api/admin/booking-settings',
        headers: { cookie },
        payload: { holdHours: 10, challengeHours: 24, reconfirmHours },
      });
      expect(refused.statusCode, String(reconfirmHours)).toBe(400);
    }
    const team = await createUser(s.t.db, { role: 'team' });
    const byTeam = await s.t.app.inject({
      method: 'PUT',
      url: '/api/admin/booking-settings',
      headers: { cookie: await openSession(s.t.db, team.id) },
      payload: { holdHours: 5, challengeHours: 5, reconfirmHours: 50 },
    });
    expect(byTeam.statusCode).toBe(403);
    expect(await holdHoursOf(s.t.db)).toBe(10);
  });
});

describe('expiry', () => {
  it('expires a hold whose time ran out (audited, no actor), tells the host, the guest’s people and the agency once, and closes the host’s link', async () => {
    const { client, person } = await guestClient();
    const due = await heldBooking(s.t.db, client.id, { expiresAt: ago(0.01), remindAt: ago(1), awaiting: 'host' });
    const notDue = await heldBooking(s.t.db, client.id, { expiresAt: ahead(5), remindAt: ahead(2), awaiting: 'host' });
    expect((await s.t.app.inject({ method: 'GET', url: `/api/requests/${due.token}` })).statusCode).toBe(200);

    expect(await expireHolds(ctx(), site)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(due.booking.id)).toMatchObject({
      status: 'expired',
      holdAwaiting: null,
      holdRemindAt: null,
      holdExpiresAt: due.booking.holdExpiresAt,
    });
    expect((await statusOf(notDue.booking.id)).status).toBe('held');
    const audits = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.expire'), eq(auditLog.targetId, String(due.booking.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: null, targetType: 'booking', details: { clientId: client.id, showName: due.booking.showName } });

    const hostMails = mailTo(due.request.hostEmail);
    expect(hostMails).toHaveLength(1);
    expect(hostMails[0].subject).toBe(`Your hold for Gail Guest on ${due.booking.showName} has expired`);
    expect(hostMails[0].text).toContain('Paris time');
    const guestMails = mailTo(person.email);
    expect(guestMails).toHaveLength(1);
    expect(guestMails[0].text).toContain('New York time');
    const admins = await s.t.db.query.users.findMany({ where: (u, { inArray }) => inArray(u.role, ['admin', 'owner']) });
    for (const admin of admins.filter((a) => a.active)) expect(mailTo(admin.email).filter((m) => m.subject.includes(due.booking.showName))).toHaveLength(1);
    // the host's link now says only that the hold ran out, and opens no action
    expect((await s.t.app.inject({ method: 'GET', url: `/api/requests/${due.token}` })).json()).toMatchObject({ closed: 'expired' });
    expect((await s.t.app.inject({ method: 'POST', url: `/api/requests/${due.token}/confirm-hold` })).statusCode).toBe(404);

    const sent = s.t.mail.sent.length;
    await expireHolds(ctx(), site);
    expect(s.t.mail.sent.length).toBe(sent);
    expect(
      await s.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'booking.expire'), eq(auditLog.targetId, String(due.booking.id)))),
    ).toHaveLength(1);
  });

  it('keeps the expiry when every mail fails: each failure logged, nothing thrown', async () => {
    const { client } = await guestClient();
    const due = await heldBooking(s.t.db, client.id, { expiresAt: ago(1), remindAt: ago(2), awaiting: 'guest' });
    log.error.mockClear();
    const failing: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    await expect(expireHolds(ctx(failing), site)).resolves.toBeGreaterThanOrEqual(1);
    expect((await statusOf(due.booking.id)).status).toBe('expired');
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ bookingId: due.booking.id, to: due.request.hostEmail }), 'A booking hold mail failed');
  });
});

describe('half-time reminders', () => {
  it('remind the host once, with a fresh host link that opens their request', async () => {
    const { client, person } = await guestClient();
    const held = await heldBooking(s.t.db, client.id, { expiresAt: ahead(10), remindAt: ago(0.01), awaiting: 'host' });
    expect(await remindHolds(ctx(), site)).toBeGreaterThanOrEqual(1);
    expect(await remindHolds(ctx(), site)).toBe(0);
    const [mail] = mailTo(held.request.hostEmail);
    expect(mailTo(held.request.hostEmail)).toHaveLength(1);
    expect(mailTo(person.email)).toEqual([]);
    expect(mail.subject).toContain(`Reminder: Gail Guest on ${held.booking.showName} is held for you until`);
    // the host reads the time on their clock with the guest's beside it
    expect(mail.text).toMatch(/Paris time \(\w{0,3} ?\d{1,2}:\d{2} [AP]M in New York for Gail Guest\)/);
    const token = tokenIn(mail.link, 'requests');
    expect(mail.text).toContain(mail.link);
    const [link] = await s.t.db
      .select()
      .from(bookingLinks)
      .where(eq(bookingLinks.tokenHash, hashToken(token)));
    expect(link).toMatchObject({ purpose: 'host', requestId: held.request.id, bookingId: null, expiresAt: null });
    const opened = await s.t.app.inject({ method: 'GET', url: `/api/requests/${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().showName).toBe(held.booking.showName);
    expect((await statusOf(held.booking.id)).holdRemindedAt).not.toBeNull();
  });

  it('remind the guest’s people once, each with an approval link of this hold that runs out with it', async () => {
    const { client, person } = await guestClient();
    const second = await createUser(s.t.db, { role: 'guest', clientId: client.id });
    const held = await heldBooking(s.t.db, client.id, { expiresAt: ahead(10), remindAt: ago(0.01), awaiting: 'guest' });
    await remindHolds(ctx(), site);
    await remindHolds(ctx(), site);
    expect(mailTo(held.request.hostEmail)).toEqual([]);
    for (const email of [person.email, second.email]) {
      const mails = mailTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain('New York time');
      expect(mails[0].text).toMatch(/New York time \(\w{0,3} ?\d{1,2}:\d{2} [AP]M in Paris for .+\)/);
      const token = tokenIn(mails[0].link, 'approve');
      const [link] = await s.t.db
        .select()
        .from(bookingLinks)
        .where(eq(bookingLinks.tokenHash, hashToken(token)));
      expect(link).toMatchObject({ purpose: 'approval', bookingId: held.booking.id, requestId: null, expiresAt: held.booking.holdExpiresAt });
    }
  });

  it('give a guest whose zone is not set the host’s time, named, never a bare UTC', async () => {
    const client = await createClient(s.t.db, { name: 'Gail Guest', timeZone: null });
    const person = await createUser(s.t.db, { role: 'guest', clientId: client.id });
    const held = await heldBooking(s.t.db, client.id, { expiresAt: ahead(10), remindAt: ago(0.01), awaiting: 'guest' });
    await remindHolds(ctx(), site);
    const [mail] = mailTo(person.email);
    expect(mail.text).toContain(`until ${fullTimeIn(held.booking.holdExpiresAt!, 'Europe/Paris')}`);
    expect(mail.text).not.toContain('UTC');
  });

  it('go to the team assigned to a guest who has no account', async () => {
    const client = await createClient(s.t.db);
    const member = await createUser(s.t.db, { role: 'team' });
    await s.t.db.insert(clientTeamAssignments).values({ clientId: client.id, userId: member.id });
    await heldBooking(s.t.db, client.id, { expiresAt: ahead(10), remindAt: ago(0.01), awaiting: 'guest' });
    await remindHolds(ctx(), site);
    expect(mailTo(member.email)).toHaveLength(1);
    expect(mailTo(member.email)[0].link).toMatch(/\/approve\//);
  });

  it('wait for half-time, skip a hold no longer held, and are not retried when the mail failed', async () => {
    const { client, person } = await guestClient();
    const early = await heldBooking(s.t.db, client.id, { expiresAt: ahead(10), remindAt: ahead(5), awaiting: 'guest' });
    const confirmed = await heldBooking(s.t.db, client.id, { expiresAt: ahead(10), remindAt: ago(1), awaiting: 'guest' });
    await s.t.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, confirmed.booking.id));
    await remindHolds(ctx(), site);
    expect(mailTo(person.email)).toEqual([]);
    expect((await statusOf(early.booking.id)).holdRemindedAt).toBeNull();

    await s.t.db
      .update(bookings)
      .set({ holdRemindAt: ago(0.01) })
      .where(eq(bookings.id, early.booking.id));
    log.error.mockClear();
    await remindHolds(ctx({ send: () => Promise.reject(new Error('SMTP down')) }), site);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ bookingId: early.booking.id }), 'A booking hold mail failed');
    await remindHolds(ctx(), site);
    expect(mailTo(person.email)).toEqual([]);
    expect((await statusOf(early.booking.id)).holdRemindedAt).not.toBeNull();
  });
});
