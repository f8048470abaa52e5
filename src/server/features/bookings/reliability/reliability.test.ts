import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOT_ENOUGH } from '@shared/api/bookings/reliability-words';
import { bookingLinks, bookingRequestNotes, bookingRequests, bookings, episodes, podcasts, promoKits } from '@server/db/schema';
import { hashToken, randomToken } from '@server/lib/tokens';
import { createClient, createUser } from '@tests/factories';
import { deskCases } from '@tests/helpers/desk-cases';
import { bookingFromRequest } from '@tests/helpers/fixtures/bookings/holds';
import { freeTimes } from '@tests/helpers/fixtures/bookings/free-times';
import { bookedPodcast } from '@tests/helpers/fixtures/bookings/reliability';
import { storedAppearance } from '@tests/helpers/fixtures/bookings/releases';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';

const ctx = seededApp();
const { call } = deskCases(ctx);

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
/** A day `days` after 1 March 2025, as a date column holds it. */
const day = (days: number) => new Date(Date.UTC(2025, 2, 1) + days * DAY_MS).toISOString().slice(0, 10);

/** A fresh guest with their own guest and team accounts, signed in. */
async function guestSide() {
  const client = await createClient(ctx.t.db);
  const guest = await openSession(ctx.t.db, (await createUser(ctx.t.db, { role: 'guest', clientId: client.id })).id);
  const team = await openSession(ctx.t.db, (await createUser(ctx.t.db, { role: 'team', clientId: client.id })).id);
  return { client, guest, team };
}

/** Bookings of `clientId` on the show of `feedId`, each with its fields. */
async function bookOn(clientId: number, feedId: number, rows: Partial<typeof bookings.$inferInsert>[]) {
  if (rows.length === 0) return;
  await ctx.t.db.insert(bookings).values(rows.map((row) => ({ clientId, feedId, showName: 'A show', status: 'recorded' as const, ...row })));
}

/** A show's record as the agency reads it: its summary and what each figure says and rests on. */
async function showRecord(podcastId: number, cookie?: string) {
  const res = await call('GET', `/api/admin/podcasts/${podcastId}/reliability`, undefined, cookie ?? (await ctx.w.cookieFor('admin')));
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { summary: string; figures: { label: string; says: string; restsOn: number }[] };
  return { summary: body.summary, figures: Object.fromEntries(body.figures.map((f) => [f.label, [f.says, f.restsOn]])) };
}

describe('a show’s record', () => {
  it('counts releases: the share of recorded interviews out within 90 days and the median days, over those recorded and released', async () => {
    const { client } = await guestSide();
    const { podcastId, feedId } = await bookedPodcast(ctx.t.db, client.id);
    await bookOn(client.id, feedId, [
      { status: 'published', recordedOn: day(0), publishedOn: day(10) },
      { status: 'published', recordedOn: day(0), publishedOn: day(20) },
      { status: 'published', recordedOn: day(0), publishedOn: day(30) },
      // out, but late: in the median, not in time
      { status: 'published', recordedOn: day(0), publishedOn: day(100) },
      // its 90 days over, still not out
      { status: 'recorded', recordedOn: day(0) },
      // none of these counts: recorded yesterday, cancelled once recorded, published with no recording day, released before recorded
      { status: 'recorded', recordedOn: ago(1).toISOString().slice(0, 10) },
      { status: 'cancelled', recordedOn: day(0) },
      { status: 'published', publishedOn: day(5) },
      { status: 'published', recordedOn: day(10), publishedOn: day(2) },
    ]);
    const record = await showRecord(podcastId);
    expect(record.summary).toBe('Released 3 of 5 interviews, median 25 days');
    expect(record.figures['From recording to release']).toEqual(['Median 25 days', 4]);
    expect(record.figures['Released within 90 days']).toEqual(['3 of 5 interviews', 5]);
  });

  it('shows a figure from its third booking, and "not enough bookings yet" before it or without any event', async () => {
    const { client } = await guestSide();
    const { podcastId, feedId } = await bookedPodcast(ctx.t.db, client.id);
    const empty = await showRecord(podcastId);
    expect(empty.summary).toBe(NOT_ENOUGH);
    expect(Object.values(empty.figures).map(([says]) => says)).toEqual(Array(6).fill(NOT_ENOUGH));
    await bookOn(client.id, feedId, [
      { status: 'published', recordedOn: day(0), publishedOn: day(4) },
      { status: 'published', recordedOn: day(0), publishedOn: day(6) },
    ]);
    const two = await showRecord(podcastId);
    expect(two.summary).toBe(NOT_ENOUGH);
    expect(two.figures['From recording to release']).toEqual([NOT_ENOUGH, 2]);
    await bookOn(client.id, feedId, [{ status: 'published', recordedOn: day(0), publishedOn: day(9) }]);
    const three = await showRecord(podcastId);
    expect(three.summary).toBe('Released 3 of 3 interviews, median 6 days');
    expect(three.figures['From recording to release']).toEqual(['Median 6 days', 3]);
  });

  it('times the agency’s answers from the host’s confirmed request to the agency’s first line in its thread', async () => {
    const { client } = await guestSide();
    const { podcastId, feedId } = await bookedPodcast(ctx.t.db, client.id);
    const confirmedAt = ago(10);
    const at = (minutes: number) => new Date(confirmedAt.getTime() + minutes * MINUTE_MS);
    for (const lines of [
      [
        { author: 'host' as const, minutes: 10 },
        { author: 'agency' as const, minutes: 60 },
        { author: 'agency' as const, minutes: 900 },
      ],
      [{ author: 'agency' as const, minutes: 120 }],
      [{ author: 'agency' as const, minutes: 180 }],
      // not answered yet: no figure from it
      [{ author: 'host' as const, minutes: 5 }],
    ]) {
      const { request } = await bookingFromRequest(ctx.t.db, client.id, { status: 'declined', feedId });
      await ctx.t.db.update(bookingRequests).set({ confirmedAt }).where(eq(bookingRequests.id, request.id));
      await ctx.t.db.insert(bookingRequestNotes).values(
        lines.map((line) => ({
          requestId: request.id,
          hostEmail: request.hostEmail,
          author: line.author,
          kind: 'update' as const,
          body: 'A line.',
          createdAt: at(line.minutes),
        })),
      );
    }
    expect((await showRecord(podcastId)).figures['Time to answer a request']).toEqual(['Median 2 hours', 3]);
  });

  it('counts the new times each side asked for, the cancellations by who cancelled, and the host’s no-shows', async () => {
    const { client, guest } = await guestSide();
    const { podcastId, feedId } = await bookedPodcast(ctx.t.db, client.id);
    const [first, second, third] = freeTimes(3, 20);
    const hosts = await bookingFromRequest(ctx.t.db, client.id, { status: 'confirmed', scheduledFor: first, feedId });
    const guests = await bookingFromRequest(ctx.t.db, client.id, { status: 'confirmed', scheduledFor: second, feedId });
    for (const slot of [third, new Date(third!.getTime() + DAY_MS)]) {
      const asked = await call('POST', `/api/requests/${hosts.token}/reschedule`, { slot: slot!.toISOString() });
      expect(asked.statusCode, asked.body).toBe(200);
    }
    const asked = await call('POST', `/api/bookings/${guests.booking.id}/reschedule`, { slot: new Date(third!.getTime() + 2 * DAY_MS).toISOString() }, guest);
    expect(asked.statusCode, asked.body).toBe(200);
    await bookOn(client.id, feedId, [
      { status: 'cancelled', cancelledBy: 'host', scheduledFor: ago(-30) },
      { status: 'cancelled', cancelledBy: 'agency', scheduledFor: ago(-31) },
      // cancelled by a hand move: nobody recorded as asking, and no confirmed recording known
      { status: 'cancelled', scheduledFor: ago(-32) },
      { status: 'confirmed', scheduledFor: ago(3), noShow: 'host', noShowBy: 'agency', noShowAt: ago(2) },
      { status: 'confirmed', scheduledFor: ago(4), noShow: 'guest', noShowBy: 'host', noShowAt: ago(3) },
      { status: 'recorded', scheduledFor: ago(5) },
      { status: 'published', scheduledFor: ago(6) },
    ]);
    const { figures } = await showRecord(podcastId);
    expect(figures['New times asked for']).toEqual(['3: 2 by the host, 1 by the guest’s side', 8]);
    expect(figures.Cancelled).toEqual(['2 of 8 confirmed recordings: 1 by the host, 1 by the agency', 8]);
    expect(figures['The host did not show up']).toEqual(['1 of 4 past recordings', 4]);
  });

  it('is the agency’s: admins any show, a team member the shows of their guests, nobody else', async () => {
    const { client, guest, team } = await guestSide();
    const { podcastId } = await bookedPodcast(ctx.t.db, client.id);
    const strangersTeam = (await guestSide()).team;
    const [unknown] = await ctx.t.db
      .insert(podcasts)
      .values({ name: `Unknown show ${randomToken().slice(0, 6)}` })
      .returning();
    const status = async (id: number, cookie?: string) => (await call('GET', `/api/admin/podcasts/${id}/reliability`, undefined, cookie)).statusCode;
    expect(await status(podcastId, await ctx.w.cookieFor('owner'))).toBe(200);
    expect(await status(podcastId, team)).toBe(200);
    expect(await status(podcastId, strangersTeam)).toBe(404);
    expect(await status(unknown!.id, team)).toBe(404);
    expect(await status(podcastId, guest)).toBe(403);
    expect(await status(podcastId)).toBe(401);
  });

  it('is the one line next to the show on the guest’s approval link, their Bookings page and the agency’s inbox', async () => {
    const { client, guest } = await guestSide();
    const { feedId } = await bookedPodcast(ctx.t.db, client.id);
    await bookOn(
      client.id,
      feedId,
      [10, 20, 30].map((days) => ({ status: 'published' as const, recordedOn: day(0), publishedOn: day(days) })),
    );
    const { booking, request } = await bookingFromRequest(ctx.t.db, client.id, {
      status: 'held',
      feedId,
      scheduledFor: freeTimes(1, 25)[0],
      holdExpiresAt: ago(-2),
      holdRemindAt: ago(-1),
      holdAwaiting: 'guest',
    });
    const token = randomToken();
    await ctx.t.db.insert(bookingLinks).values({ tokenHash: hashToken(token), purpose: 'approval', bookingId: booking.id, expiresAt: ago(-2) });
    const line = 'Released 3 of 3 interviews, median 20 days';
    expect((await call('GET', `/api/approvals/${token}`)).json().showRecord).toBe(line);
    expect((await call('GET', `/api/clients/${client.id}/approvals`, undefined, guest)).json()[0].showRecord).toBe(line);
    const inbox = await call('GET', `/api/admin/booking-requests?stage=all&clientId=${client.id}`, undefined, await ctx.w.cookieFor('admin'));
    expect(inbox.json().items.find((row: { id: number }) => row.id === request.id).showRecord).toBe(line);
  });
});

/** A promo kit of the client for an episode out `releasedDaysAgo`, made `madeAfter` days after, used by the guest's people `usedAfter` days after (never when undefined). */
async function kit(clientId: number, podcastId: number, releasedDaysAgo: number, madeAfter: number, usedAfter?: number) {
  const released = ago(releasedDaysAgo);
  const after = (days: number) => new Date(released.getTime() + days * DAY_MS);
  const [episode] = await ctx.t.db.insert(episodes).values({ podcastId, clientId, title: 'An episode', publishedAt: released }).returning();
  await ctx.t.db.insert(promoKits).values({
    episodeId: episode!.id,
    clientId,
    squareKey: 'promo-square.jpg',
    wideKey: 'promo-wide.jpg',
    postText: 'Listen.',
    createdAt: after(madeAfter),
    guestUsedAt: usedAfter === undefined ? null : after(usedAfter),
  });
}

describe('a guest’s record', () => {
  /** What each of a guest's figures says and rests on, read by `cookie`. */
  async function guestRecord(clientId: number, cookie?: string) {
    const res = await call('GET', `/api/clients/${clientId}/reliability`, undefined, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries((res.json().figures as { label: string; says: string; restsOn: number }[]).map((f) => [f.label, [f.says, f.restsOn]]));
  }

  it('counts their no-shows, reconfirmations and promo kits used within 7 days of release', async () => {
    const { client, guest } = await guestSide();
    const { feedId } = await bookedPodcast(ctx.t.db, client.id);
    const [podcast] = await ctx.t.db
      .insert(podcasts)
      .values({ name: `Kit show ${randomToken().slice(0, 6)}` })
      .returning();
    const [past, ahead] = [ago(3), ago(-3)];
    await bookOn(client.id, feedId, [
      { status: 'confirmed', scheduledFor: ago(10), noShow: 'guest', noShowBy: 'agency', noShowAt: ago(9) },
      { status: 'recorded', scheduledFor: ago(11) },
      { status: 'published', scheduledFor: ago(12) },
      { status: 'confirmed', scheduledFor: ago(13), noShow: 'host', noShowBy: 'agency', noShowAt: ago(12) },
      // asked: reconfirmed, reconfirmed ahead of time, not reconfirmed once its time came
      { status: 'recorded', reconfirmAskedFor: past, guestReconfirmedFor: past },
      { status: 'confirmed', reconfirmAskedFor: ahead, guestReconfirmedFor: ahead },
      { status: 'confirmed', reconfirmAskedFor: past, hostReconfirmedFor: past },
      // not counted: still ahead and unanswered, cancelled, reconfirmed for an earlier time
      { status: 'confirmed', reconfirmAskedFor: ahead },
      { status: 'cancelled', reconfirmAskedFor: past },
      { status: 'confirmed', reconfirmAskedFor: ahead, guestReconfirmedFor: past },
    ]);
    await kit(client.id, podcast!.id, 30, 1, 2);
    await kit(client.id, podcast!.id, 30, 1, 10);
    await kit(client.id, podcast!.id, 30, 1);
    await kit(client.id, podcast!.id, 1, 0, 0.5);
    // not counted: its 7 days are not over, made too late to be used in time
    await kit(client.id, podcast!.id, 2, 0);
    await kit(client.id, podcast!.id, 60, 20, 21);
    const figures = await guestRecord(client.id, guest);
    expect(figures['Did not show up']).toEqual(['1 of 4 past recordings', 4]);
    expect(figures['Reconfirmed when asked']).toEqual(['2 of 3 times asked', 3]);
    expect(figures['Promo kit opened or shared within 7 days of release']).toEqual(['2 of 4 kits', 4]);
  });

  it('reads "not enough bookings yet" under 3, and is the guest’s own, their team’s and the agency’s alone', async () => {
    const a = await guestSide();
    const b = await guestSide();
    await bookOn(a.client.id, (await bookedPodcast(ctx.t.db, a.client.id)).feedId, [
      { status: 'recorded', scheduledFor: ago(5) },
      { status: 'recorded', scheduledFor: ago(6) },
    ]);
    expect((await guestRecord(a.client.id, a.team))['Did not show up']).toEqual([NOT_ENOUGH, 2]);
    expect(Object.values(await guestRecord(a.client.id, await ctx.w.cookieFor('admin'))).map(([says]) => says)).toEqual(Array(3).fill(NOT_ENOUGH));
    expect((await call('GET', `/api/clients/${b.client.id}/reliability`, undefined, a.guest)).statusCode).toBe(403);
    expect((await call('GET', `/api/clients/${b.client.id}/reliability`, undefined, a.team)).statusCode).toBe(403);
    expect((await call('GET', `/api/clients/${a.client.id}/reliability`)).statusCode).toBe(401);
  });

  it('notes a kit used when the guest’s own people open the kits page or download a card, never when the agency does', async () => {
    const { client, guest, team } = await guestSide();
    const { verified } = await storedAppearance(ctx.t.db, client.id, { status: 'published' });
    await ctx.t.db
      .insert(promoKits)
      .values({ episodeId: verified.episodeId, clientId: client.id, squareKey: 'promo-gone.jpg', wideKey: 'promo-gone.jpg', postText: 'Listen.' });
    const [podcast] = await ctx.t.db
      .insert(podcasts)
      .values({ name: `Kit show ${randomToken().slice(0, 6)}` })
      .returning();
    await kit(client.id, podcast!.id, 1, 0);
    const usedAt = async () =>
      (await ctx.t.db.select().from(promoKits).where(eq(promoKits.clientId, client.id)).orderBy(promoKits.createdAt)).map((row) => row.guestUsedAt);
    expect((await call('POST', `/api/clients/${client.id}/promo-kits/seen`, undefined, await ctx.w.cookieFor('admin'))).statusCode).toBe(200);
    expect(await usedAt()).toEqual([null, null]);
    const viewingAs = await openSession(ctx.t.db, (await createUser(ctx.t.db, { role: 'admin' })).id, client.id);
    expect((await call('GET', `/api/promo-kits/${verified.episodeId}/square`, undefined, viewingAs)).statusCode).toBe(200);
    expect(await usedAt()).toEqual([null, null]);
    // the appearance's kit is the newer one: made now, the other a day ago
    expect((await call('GET', `/api/promo-kits/${verified.episodeId}/square`, undefined, team)).statusCode).toBe(200);
    const [unopened, downloaded] = await usedAt();
    expect([unopened, downloaded !== null]).toEqual([null, true]);
    expect((await call('POST', `/api/clients/${client.id}/promo-kits/seen`, undefined, guest)).statusCode).toBe(200);
    const [opened, still] = await usedAt();
    expect([opened !== null, still]).toEqual([true, downloaded]);
  });
});
