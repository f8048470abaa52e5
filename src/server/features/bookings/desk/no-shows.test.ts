import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_SHOW_NOTED, NO_SHOW_NOTED_ALREADY, NO_SHOW_TOO_EARLY } from '@shared/api/bookings/pipeline';
import { BOOKING_MOVED_ON } from '@shared/api/bookings/desk';
import type { AdminBookingRequest, HostRequestView } from '@shared/api/bookings/requests';
import { pastRecording } from '@tests/helpers/fixtures/bookings/desk';
import { seededApp } from '@tests/helpers/seeded-app';
import { auditLog, bookings } from '@server/db/schema';

const s = seededApp();
const HOUR_MS = 3_600_000;

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  s.t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
/** The agency notes (or takes back) a no-show on a request's booking, as the admin. */
const note = async (requestId: number, who: 'guest' | 'host' | null) =>
  call('POST', `/api/admin/booking-requests/${requestId}/no-show`, { who }, await s.w.cookieFor('admin'));
const bookingOf = async (id: number) => (await s.t.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('no-shows', () => {
  it('the agency notes who missed a past recording, counted for the guest and the show, and can take it back', async () => {
    const c = await pastRecording(s.w);
    const noted = await note(c.requestId, 'guest');
    expect(noted.statusCode, noted.body).toBe(200);
    const row = noted.json() as AdminBookingRequest;
    expect(row.booking?.noShow).toMatchObject({ who: 'guest', by: 'agency' });
    expect(row.noShows.guest.missed).toBeGreaterThanOrEqual(1);
    expect(row.noShows.guest.of).toBeGreaterThanOrEqual(row.noShows.guest.missed);
    expect(row.noShows.show).toEqual({ missed: 0, of: expect.any(Number) });
    // the booking keeps its stage; the note says who, who said so and when
    const stored = await bookingOf(c.bookingId);
    expect(stored).toMatchObject({ status: 'confirmed', noShow: 'guest', noShowBy: 'agency' });
    expect(Date.now() - stored.noShowAt!.getTime()).toBeLessThan(60_000);
    // the host of the show missed another: the show's count, not the guest's
    const other = await pastRecording(s.w);
    const hostMissed = (await note(other.requestId, 'host')).json() as AdminBookingRequest;
    expect(hostMissed.noShows.show.missed).toBe(1);
    expect(hostMissed.noShows.guest.missed).toBe(row.noShows.guest.missed);
    // a mistake is taken back
    const cleared = (await note(c.requestId, null)).json() as AdminBookingRequest;
    expect(cleared.booking?.noShow).toBeNull();
    expect(cleared.noShows.guest.missed).toBe(row.noShows.guest.missed - 1);
    const audit = await s.t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.no-show'), eq(auditLog.targetId, String(c.bookingId))))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => (entry.details as { who: string | null }).who)).toEqual(['guest', null]);
  });

  it('is refused before the recording time, on a booking not confirmed, and with no one named', async () => {
    const c = await pastRecording(s.w);
    await s.t.db
      .update(bookings)
      .set({ scheduledFor: new Date(Date.now() + HOUR_MS) })
      .where(eq(bookings.id, c.bookingId));
    const early = await note(c.requestId, 'guest');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NO_SHOW_TOO_EARLY);
    expect((await call('POST', `/api/requests/${c.token}/no-show`)).json().message).toBe(NO_SHOW_TOO_EARLY);
    await s.t.db
      .update(bookings)
      .set({ status: 'recorded', scheduledFor: new Date(Date.now() - HOUR_MS) })
      .where(eq(bookings.id, c.bookingId));
    expect((await note(c.requestId, 'guest')).json().message).toBe(BOOKING_MOVED_ON);
    const nobody = await call('POST', `/api/admin/booking-requests/${c.requestId}/no-show`, { who: 'nobody' }, await s.w.cookieFor('admin'));
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toMatch(/Say who did not show up/);
    expect((await bookingOf(c.bookingId)).noShow).toBeNull();
  });

  it('the host says the guest did not show up: noted once, in the thread, and the agency is mailed', async () => {
    const c = await pastRecording(s.w);
    const res = await call('POST', `/api/requests/${c.token}/no-show`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { message: string; request: HostRequestView };
    expect(answer.message).toBe(NO_SHOW_NOTED);
    expect(answer.request.booking?.noShow).toMatchObject({ who: 'guest', by: 'host' });
    expect(answer.request.notes.at(-1)?.body).toMatch(/ says .+ did not show up\.$/);
    expect(s.t.mail.sent.some((mail) => / says .+ did not show up$/.test(mail.subject))).toBe(true);
    const again = await call('POST', `/api/requests/${c.token}/no-show`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NO_SHOW_NOTED_ALREADY);
    expect((await call('POST', `/api/requests/${'x'.repeat(43)}/no-show`)).statusCode).toBe(404);
  });
});
