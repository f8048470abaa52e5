import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { bookingFromRequest } from '@tests/helpers/fixtures/bookings/holds';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { GUEST_RECONFIRMED } from '@shared/api/bookings/desk';
import { ALREADY_RECONFIRMED, NOT_ASKED_TO_RECONFIRM, RECONFIRM_HOURS_SETTING, RECONFIRMED } from '@shared/api/bookings/pipeline';
import type { HostRequestView } from '@shared/api/bookings/requests';
import { auditLog, bookings, settings } from '@server/db/schema';
import { upsertSetting } from '@server/platform/settings';
import type { Site } from '@server/platform/site';
import { agencyRecipients } from '../requests/requests.repo';
import { runReconfirmations } from './reconfirm.service';

const s = seededApp();
const site: Site = { baseUrl: 'http://podium.test', log: { error: vi.fn(), warn: vi.fn() } };
const ctx = () => ({ db: s.t.db, mailer: s.t.mail, config: s.t.config });
const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
const mailsTo = (email: string) => s.t.mail.sent.filter((mail) => mail.to === email);
const inject = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  s.t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: s.w.nextIp() });
const hostView = async (token: string): Promise<HostRequestView> => (await inject('GET', `/api/requests/${token}`)).json();
const bookingOf = async (id: number) => (await s.t.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** A confirmed recording `hours` ahead, made from a host's request, of a guest with one account (signed in as `cookie`). */
async function recording(hours: number) {
  const client = await createClient(s.t.db, { name: 'Rhea Reconfirm', timeZone: 'America/Chicago' });
  const person = await createUser(s.t.db, { role: 'guest', clientId: client.id });
  const made = await bookingFromRequest(s.t.db, client.id, { status: 'confirmed', scheduledFor: inHours(hours) });
  return { ...made, client, person, cookie: await openSession(s.t.db, person.id) };
}

describe('reconfirmation', () => {
  it('asks the host and the guest’s side once, 72 hours before, each with the page where one click says yes', async () => {
    await s.t.db.delete(settings).where(eq(settings.key, RECONFIRM_HOURS_SETTING));
    const due = await recording(60);
    const later = await recording(80);
    const tooLate = await recording(20);
    await runReconfirmations(ctx(), site);
    await runReconfirmations(ctx(), site);
    const [toHost] = mailsTo(due.request.hostEmail);
    expect(mailsTo(due.request.hostEmail)).toHaveLength(1);
    expect(toHost.subject).toBe(`Please reconfirm: Rhea Reconfirm on ${due.booking.showName}`);
    expect(toHost.link).toMatch(/^http:\/\/podium\.test\/requests\//);
    const toGuest = mailsTo(due.person.email);
    expect(toGuest).toHaveLength(1);
    expect(toGuest[0].link).toBe(`http://podium.test/profile/${due.client.slug}/bookings`);
    // a recording further off is not asked yet; one confirmed within a day is not asked at all
    expect(mailsTo(later.request.hostEmail)).toEqual([]);
    expect(mailsTo(tooLate.request.hostEmail)).toEqual([]);
    expect((await hostView(due.token)).booking?.reconfirmation).toEqual({ host: false, guest: false });
  });

  it('takes each side’s yes once, through the host’s link and on the guest’s Bookings page; refuses others and anything not asked', async () => {
    const due = await recording(50);
    const notAsked = await recording(100);
    await runReconfirmations(ctx(), site);

    const early = await inject('POST', `/api/requests/${notAsked.token}/reconfirm`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: NOT_ASKED_TO_RECONFIRM, code: 'NOT_ASKED_TO_RECONFIRM' });

    const byHost = await inject('POST', `/api/requests/${due.token}/reconfirm`);
    expect(byHost.statusCode, byHost.body).toBe(200);
    expect(byHost.json()).toMatchObject({ message: RECONFIRMED, request: { booking: { reconfirmation: { host: true, guest: false } } } });
    expect((await inject('POST', `/api/requests/${due.token}/reconfirm`)).json()).toEqual({ message: ALREADY_RECONFIRMED, code: 'ALREADY_RECONFIRMED' });

    const stranger = await openSession(s.t.db, (await createUser(s.t.db, { role: 'guest', clientId: notAsked.client.id })).id);
    expect((await inject('POST', `/api/bookings/${due.booking.id}/reconfirm`, stranger)).statusCode).toBe(404);
    expect((await inject('POST', `/api/bookings/${due.booking.id}/reconfirm`)).statusCode).toBe(401);
    const byGuest = await inject('POST', `/api/bookings/${due.booking.id}/reconfirm`, due.cookie);
    expect(byGuest.statusCode, byGuest.body).toBe(200);
    expect(byGuest.json()).toEqual({ message: GUEST_RECONFIRMED });
    const records = await inject('GET', `/api/clients/${due.client.id}/bookings`, due.cookie);
    expect(records.json()[0].reconfirmation).toEqual({ host: true, guest: true });
    const audits = await s.t.db.select().from(auditLog).where(eq(auditLog.action, 'booking.reconfirm'));
    expect(audits.filter((entry) => entry.targetId === String(due.booking.id)).map((entry) => entry.details)).toEqual([
      expect.objectContaining({ by: 'host' }),
      expect.objectContaining({ by: 'guest' }),
    ]);
    expect((await hostView(due.token)).notes.map((note) => note.body)).toContain('Rhea Reconfirm reconfirmed the recording.');
  });

  it('tells the agency a day before which side has not reconfirmed, once; not for a recording both reconfirmed', async () => {
    const missing = await recording(30);
    const both = await recording(30);
    await runReconfirmations(ctx(), site);
    expect((await inject('POST', `/api/requests/${missing.token}/reconfirm`)).statusCode).toBe(200);
    expect((await inject('POST', `/api/requests/${both.token}/reconfirm`)).statusCode).toBe(200);
    expect((await inject('POST', `/api/bookings/${both.booking.id}/reconfirm`, both.cookie)).statusCode).toBe(200);
    // a day before: the times come nearer
    for (const { booking } of [missing, both])
      await s.t.db
        .update(bookings)
        .set({ scheduledFor: inHours(20), reconfirmAskedFor: inHours(20) })
        .where(eq(bookings.id, booking.id));
    // moving the time asks again: here the database keeps each side's yes for the new time
    for (const { booking } of [missing, both]) {
      const row = await bookingOf(booking.id);
      await s.t.db
        .update(bookings)
        .set({
          reconfirmAskedFor: row.scheduledFor,
          hostReconfirmedFor: row.scheduledFor,
          guestReconfirmedFor: booking.id === both.booking.id ? row.scheduledFor : null,
        })
        .where(eq(bookings.id, booking.id));
    }
    await runReconfirmations(ctx(), site);
    await runReconfirmations(ctx(), site);
    const [agency] = await agencyRecipients(s.t.db, missing.client.id);
    const flags = mailsTo(agency).filter((mail) => mail.subject.startsWith('Not reconfirmed: '));
    expect(flags.map((mail) => mail.subject)).toEqual([`Not reconfirmed: Rhea Reconfirm on ${missing.booking.showName}`]);
    expect(flags[0].text).toContain('The guest’s side has not reconfirmed it yet.');
  });

  it('asks again once the recording moves to another time, and follows the agency’s setting', async () => {
    await upsertSetting(s.t.db, RECONFIRM_HOURS_SETTING, '48');
    const due = await recording(60);
    await runReconfirmations(ctx(), site);
    expect(mailsTo(due.request.hostEmail)).toEqual([]);
    await s.t.db
      .update(bookings)
      .set({ scheduledFor: inHours(40) })
      .where(eq(bookings.id, due.booking.id));
    await runReconfirmations(ctx(), site);
    expect(mailsTo(due.request.hostEmail)).toHaveLength(1);
    await s.t.db
      .update(bookings)
      .set({ scheduledFor: inHours(41) })
      .where(eq(bookings.id, due.booking.id));
    expect((await hostView(due.token)).booking?.reconfirmation).toBeNull();
    await runReconfirmations(ctx(), site);
    expect(mailsTo(due.request.hostEmail)).toHaveLength(2);
    await s.t.db.delete(settings).where(eq(settings.key, RECONFIRM_HOURS_SETTING));
  });
});
