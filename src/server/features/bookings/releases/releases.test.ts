import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories';
import { bookingFromRequest } from '@tests/helpers/fixtures/bookings/holds';
import { insertStoredRequest } from '@tests/helpers/fixtures/bookings/requests';
import { recordedDaysAgo, storedAppearance } from '@tests/helpers/fixtures/bookings/releases';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { type Persona, seedWorld, type World } from '@tests/helpers/world';
import { episodeOutNotice, PROMO_CARDS, PROMO_KIT_NOT_FOUND, type PromoKitList } from '@shared/api/bookings/promo-kits';
import { NO_HOST_EMAIL, type OverdueReleaseList } from '@shared/api/bookings/releases';
import type { Booking } from '@shared/api/bookings/booking-records';
import { auditLog, bookings, podcastFeeds, podcasts, promoKits, users } from '@server/db/schema';
import { type ReleaseContext, publishReleases } from './release-detection';

let t: TestApp;
let w: World;
let artwork: Server;
let artworkBase: string;
const artworkHits: string[] = [];
const silent = { error: () => undefined, warn: () => undefined };

/** A red 800×800 PNG, the fake show's artwork. */
let redArtwork: Buffer;

beforeAll(async () => {
  redArtwork = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 220, g: 20, b: 20 } } })
    .png()
    .toBuffer();
  artwork = createServer((request, response) => {
    artworkHits.push(request.url ?? '');
    if (request.url === '/art.png') response.writeHead(200, { 'content-type': 'image/png' }).end(redArtwork);
    else if (request.url === '/not-an-image') response.writeHead(200, { 'content-type': 'image/png' }).end('<html>nope</html>');
    else response.writeHead(500).end('broken');
  });
  await new Promise<void>((resolve) => artwork.listen(0, '127.0.0.1', resolve));
  const { port } = artwork.address() as AddressInfo;
  artworkBase = `http://127.0.0.1:${port}`;
  t = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${port}` });
  w = await seedWorld(t.db);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => artwork.close(resolve));
});

const ctx = (): ReleaseContext => ({ db: t.db, mailer: t.mail, config: t.config, storage: t.storage, bus: { invalidate: async () => undefined }, log: silent });
const inject = async (method: 'GET' | 'POST', url: string, who?: Persona | string, payload?: object) => {
  const cookie = who === undefined ? undefined : who.includes('=') ? who : await w.cookieFor(who as Persona);
  return t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {}, remoteAddress: w.nextIp() });
};
const mailsAbout = (subject: string) => t.mail.sent.filter((mail) => mail.subject === subject);
const ownPeople = async () => (await t.db.select({ email: users.email }).from(users).where(eq(users.clientId, w.own.id))).map((row) => row.email).sort();

describe('release detection (publishReleases)', () => {
  it('publishes a recorded booking by itself, with the feed item’s link and date, audited as the job’s; renders both cards; mails the guest and team twice; once only', async () => {
    const stored = await storedAppearance(t.db, w.own.id, { artworkUrl: `${artworkBase}/art.png` });
    expect(await publishReleases(ctx(), [stored.verified])).toEqual([stored.bookingId]);

    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, stored.bookingId));
    expect(booking).toMatchObject({ status: 'published', releaseUrl: stored.itemLink, publishedOn: '2026-03-02' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.publish'), eq(auditLog.targetId, String(stored.bookingId))));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorUserId).toBeNull();

    // a hand-made booking's host is not asked for feedback (release-from-feed.test shows a desk booking's host is)
    expect(t.mail.sent.filter((mail) => mail.to === booking.hostContact && mail.subject.includes(stored.showName))).toHaveLength(0);

    // both cards, at exactly their sizes, the show's artwork fetched from the fake server
    const [kit] = await t.db.select().from(promoKits).where(eq(promoKits.episodeId, stored.verified.episodeId));
    expect(kit).toMatchObject({ clientId: w.own.id, bookingId: stored.bookingId, seenAt: null });
    expect(kit.emailedAt).not.toBeNull();
    for (const [card, key] of [
      ['square', kit.squareKey],
      ['wide', kit.wideKey],
    ] as const) {
      const bytes = (await t.storage.read(key))!;
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height, meta.format], card).toEqual([PROMO_CARDS[card].width, PROMO_CARDS[card].height, 'jpeg']);
      const { data } = await sharp(bytes).extract({ left: 120, top: 120, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect(data[0], `${card}: the artwork's red`).toBeGreaterThan(180);
      expect(data[1]).toBeLessThan(70);
    }
    expect(artworkHits).toContain('/art.png');
    expect(kit.links).toEqual([
      { label: 'Episode page', url: stored.itemLink },
      { label: 'Audio file', url: expect.stringContaining('.mp3') },
      { label: 'Transcript', url: expect.stringContaining('transcript.vtt') },
    ]);
    expect(kit.postText).toContain(`I joined Hana Host on ${stored.showName} to talk about Leading through change & uncertainty. Listen: ${stored.itemLink}`);

    // the guest and their team, by email: the episode is out (with its link), the kit is ready (with the page)
    const people = await ownPeople();
    const out = mailsAbout(episodeOutNotice(stored.showName));
    expect(out.map((mail) => mail.to).sort()).toEqual(people);
    expect(out[0].text).toContain(stored.itemLink);
    const ready = mailsAbout(`Your promo kit for ${stored.showName} is ready`);
    expect(ready.map((mail) => mail.to).sort()).toEqual(people);
    expect(ready[0].link).toMatch(/\/profile\/own-client\/promo-kits$/);

    // a second call does nothing
    const before = t.mail.sent.length;
    expect(await publishReleases(ctx(), [stored.verified])).toEqual([]);
    expect(t.mail.sent.length).toBe(before);
    expect(await t.db.select().from(promoKits).where(eq(promoKits.episodeId, stored.verified.episodeId))).toHaveLength(1);
  });

  it('publishes once when two runs hear the same appearance at the same moment', async () => {
    const stored = await storedAppearance(t.db, w.own.id);
    const runs = await Promise.all([publishReleases(ctx(), [stored.verified]), publishReleases(ctx(), [stored.verified])]);
    expect(runs.flat()).toEqual([stored.bookingId]);
    expect(mailsAbout(episodeOutNotice(stored.showName))).toHaveLength((await ownPeople()).length);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.publish'), eq(auditLog.targetId, String(stored.bookingId))));
    expect(audit).toHaveLength(1);
  });

  it('leaves a booking that is not recorded (cancelled, confirmed) as it is, and makes no kit', async () => {
    for (const status of ['cancelled', 'confirmed'] as const) {
      const stored = await storedAppearance(t.db, w.own.id, { status });
      expect(await publishReleases(ctx(), [stored.verified, { ...stored.verified, bookingId: null }])).toEqual([]);
      expect((await t.db.select().from(bookings).where(eq(bookings.id, stored.bookingId)))[0]).toMatchObject({ status, releaseUrl: null });
      expect(await t.db.select().from(promoKits).where(eq(promoKits.episodeId, stored.verified.episodeId))).toEqual([]);
      expect(mailsAbout(episodeOutNotice(stored.showName))).toEqual([]);
    }
  });

  it('sets the show’s name in type when its artwork fails (an error, not an image, no address): the kit is still made', async () => {
    for (const artworkUrl of [`${artworkBase}/broken`, `${artworkBase}/not-an-image`, null]) {
      const stored = await storedAppearance(t.db, w.own.id, { artworkUrl });
      expect(await publishReleases(ctx(), [stored.verified])).toEqual([stored.bookingId]);
      const [kit] = await t.db.select().from(promoKits).where(eq(promoKits.episodeId, stored.verified.episodeId));
      const bytes = (await t.storage.read(kit.squareKey))!;
      expect((await sharp(bytes).metadata()).width).toBe(1080);
      // the typographic panel: the warm canvas where the artwork would be
      const { data } = await sharp(bytes).extract({ left: 120, top: 120, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect(
        [...data].every((channel) => channel > 230),
        String(artworkUrl),
      ).toBe(true);
    }
  });
});

describe('the promo kits page’s routes', () => {
  it('lists a client’s kits and its verified appearances without one, for who may manage it; opening marks them seen', async () => {
    const published = await storedAppearance(t.db, w.own.id);
    await publishReleases(ctx(), [published.verified]);
    const kitless = await storedAppearance(t.db, w.own.id, { status: 'published' });
    for (const persona of ['guest', 'team', 'admin', 'owner', 'impersonating'] as const) {
      const res = await inject('GET', `/api/clients/${w.own.id}/promo-kits`, persona);
      expect(res.statusCode, persona).toBe(200);
      const body: PromoKitList = res.json();
      expect(body.kits.find((kit) => kit.episodeId === published.verified.episodeId)).toMatchObject({
        showName: published.showName,
        episodeTitle: 'Leading through change & uncertainty',
        seenAt: null,
        posts: [expect.stringContaining('I joined Hana Host'), expect.stringContaining('New episode')],
      });
      expect(body.kitless).toContainEqual({
        episodeId: kitless.verified.episodeId,
        showName: kitless.showName,
        episodeTitle: 'Leading through change & uncertainty',
      });
    }
    expect((await inject('GET', `/api/clients/${w.own.id}/promo-kits`)).statusCode).toBe(401);
    const stranger = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: w.other.id })).id);
    expect((await inject('GET', `/api/clients/${w.own.id}/promo-kits`, stranger)).statusCode).toBe(403);
    expect((await inject('POST', `/api/clients/${w.own.id}/promo-kits/seen`, stranger)).statusCode).toBe(403);

    const seen = await inject('POST', `/api/clients/${w.own.id}/promo-kits/seen`, 'guest');
    expect(seen.json().marked).toBeGreaterThanOrEqual(1);
    expect(
      (await inject('GET', `/api/clients/${w.own.id}/promo-kits`, 'guest')).json().kits.every((kit: { seenAt: string | null }) => kit.seenAt !== null),
    ).toBe(true);
    expect((await inject('POST', `/api/clients/${w.own.id}/promo-kits/seen`, 'guest')).json()).toEqual({ marked: 0 });
  });

  it('makes a kit of a verified appearance from the page (once), and 404s another client’s', async () => {
    const kitless = await storedAppearance(t.db, w.own.id, { status: 'published' });
    const made = await inject('POST', `/api/promo-kits/${kitless.verified.episodeId}`, 'team');
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ episodeId: kitless.verified.episodeId, showName: kitless.showName });
    expect(mailsAbout(`Your promo kit for ${kitless.showName} is ready`).length).toBeGreaterThan(0);
    const again = await inject('POST', `/api/promo-kits/${kitless.verified.episodeId}`, 'guest');
    expect(again.statusCode).toBe(201);
    expect(await t.db.select().from(promoKits).where(eq(promoKits.episodeId, kitless.verified.episodeId))).toHaveLength(1);
    const entry = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promo-kit.create'), eq(auditLog.targetId, String(kitless.verified.episodeId))));
    expect(entry[0].actorUserId).not.toBeNull();

    const others = await storedAppearance(t.db, w.other.id, { status: 'published' });
    expect((await inject('POST', `/api/promo-kits/${others.verified.episodeId}`, 'guest')).statusCode).toBe(404);
    expect((await inject('POST', `/api/promo-kits/${others.verified.episodeId}`)).statusCode).toBe(401);
    expect(await t.db.select().from(promoKits).where(eq(promoKits.episodeId, others.verified.episodeId))).toEqual([]);
    for (const id of ['0', '-1', 'abc', '99999999999']) expect((await inject('POST', `/api/promo-kits/${id}`, 'guest')).statusCode, id).toBe(400);
    expect((await inject('POST', '/api/promo-kits/999999', 'admin')).statusCode).toBe(404);
  });

  it('makes a kit whose feed wrote control characters in its titles (200 for each card), leaving them out of the cards', async () => {
    const stored = await storedAppearance(t.db, w.own.id, { status: 'published', title: 'Leading\u0001 through\u0007 change\u001b[31m' });
    await t.db
      .update(podcasts)
      .set({ name: `Bell\u0007 Show\u0002 ${stored.showName}` })
      .where(eq(podcasts.name, stored.showName));
    await t.db
      .update(bookings)
      .set({ showName: `Bell\u0007 Show ${stored.showName}` })
      .where(eq(bookings.id, stored.bookingId));
    const made = await inject('POST', `/api/promo-kits/${stored.verified.episodeId}`, 'guest');
    expect(made.statusCode, made.body).toBe(201);
    for (const card of ['square', 'wide'] as const) {
      const res = await inject('GET', `/api/promo-kits/${stored.verified.episodeId}/${card}`, 'guest');
      expect(res.statusCode, card).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(PROMO_CARDS[card].width);
    }
  });

  it('downloads each card as an attachment of its size; another client’s kit answers 404', async () => {
    const stored = await storedAppearance(t.db, w.own.id);
    await publishReleases(ctx(), [stored.verified]);
    for (const card of ['square', 'wide'] as const) {
      const res = await inject('GET', `/api/promo-kits/${stored.verified.episodeId}/${card}`, 'guest');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="promo-card-${stored.verified.episodeId}-${PROMO_CARDS[card].width}x${PROMO_CARDS[card].height}.jpg"`,
      );
      expect((await sharp(res.rawPayload).metadata()).width).toBe(PROMO_CARDS[card].width);
    }
    const stranger = await openSession(t.db, (await createUser(t.db, { role: 'team', clientId: w.other.id })).id);
    const hidden = await inject('GET', `/api/promo-kits/${stored.verified.episodeId}/square`, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(PROMO_KIT_NOT_FOUND);
    expect((await inject('GET', `/api/promo-kits/${stored.verified.episodeId}/tall`, 'guest')).statusCode).toBe(400);
    expect((await inject('GET', '/api/promo-kits/999999/square', 'admin')).statusCode).toBe(404);
  });
});

describe('releases overdue and the follow-up', () => {
  const overdueIds = async (persona: Persona) =>
    ((await inject('GET', '/api/bookings/releases-overdue', persona)).json() as OverdueReleaseList).bookings.map((b) => b.id);

  it('a booking recorded more than 45 days ago, unpublished, without a release, is a follow-up; not at 45 days', async () => {
    const due = await recordedDaysAgo(t.db, w.own.id, 46, { hostContact: 'host@show.example' });
    const notYet = await recordedDaysAgo(t.db, w.own.id, 45);
    const list = (await inject('GET', '/api/bookings/releases-overdue', 'admin')).json() as OverdueReleaseList;
    expect(list.days).toBe(45);
    const row = list.bookings.find((b) => b.id === due.id)!;
    expect(row).toMatchObject({ releaseOverdue: true, hostEmail: 'host@show.example', releaseFollowUpSentAt: null });
    expect(row.draft).toContain(`Hi Hana Host,\n\nwe recorded ${due.showName} with Own Client on ${due.recordedOn}`);
    expect(row.draft).toContain('Is there a release date?');
    expect(await overdueIds('admin')).not.toContain(notYet.id);
    const mine = (await inject('GET', `/api/clients/${w.own.id}/bookings`, 'guest')).json() as Booking[];
    expect(mine.find((b) => b.id === due.id)?.releaseOverdue).toBe(true);
    expect(mine.find((b) => b.id === notYet.id)?.releaseOverdue).toBe(false);
  });

  it('sends the edited draft to the host, audited; the flag then reads the day it went', async () => {
    const due = await recordedDaysAgo(t.db, w.own.id, 60, { hostContact: ' Host@Show.Example ' });
    const res = await inject('POST', `/api/admin/bookings/${due.id}/release-follow-up`, 'team', { message: 'Hi Hana, any news of a release date?' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().to).toBe('host@show.example');
    const mail = t.mail.sent.at(-1)!;
    // it invites a reply with the link: the reply goes to the agency's mailbox
    expect(mail).toMatchObject({ to: 'host@show.example', text: 'Hi Hana, any news of a release date?', replies: 'agency' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.release-follow-up'), eq(auditLog.targetId, String(due.id))));
    expect(entry.actorUserId).not.toBeNull();
    const row = ((await inject('GET', '/api/bookings/releases-overdue', 'admin')).json() as OverdueReleaseList).bookings.find((b) => b.id === due.id);
    expect(row?.releaseFollowUpSentAt).toBe(res.json().sentAt);
  });

  it('writes to the request’s host email when the booking came from a request', async () => {
    const { booking, request } = await bookingFromRequest(t.db, w.own.id, { status: 'recorded', recordedOn: '2025-01-01', hostContact: 'not an email' });
    const res = await inject('POST', `/api/admin/bookings/${booking.id}/release-follow-up`, 'admin', { message: 'Any news?' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().to).toBe(request.hostEmail);
  });

  it('answers 400 in words when no host email is known, 404 for a team member of another guest, 403 for a guest; nothing is stored', async () => {
    const noEmail = await recordedDaysAgo(t.db, w.own.id, 60, { hostContact: 'call the producer' });
    const res = await inject('POST', `/api/admin/bookings/${noEmail.id}/release-follow-up`, 'admin', { message: 'Any news?' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NO_HOST_EMAIL);
    const due = await recordedDaysAgo(t.db, w.own.id, 60, { hostContact: 'host@show.example' });
    const outsider = await openSession(t.db, (await createUser(t.db, { role: 'team', clientId: w.other.id })).id);
    expect((await inject('POST', `/api/admin/bookings/${due.id}/release-follow-up`, outsider, { message: 'Any news?' })).statusCode).toBe(404);
    expect((await inject('POST', `/api/admin/bookings/${due.id}/release-follow-up`, 'guest', { message: 'Any news?' })).statusCode).toBe(403);
    expect((await inject('POST', `/api/admin/bookings/${due.id}/release-follow-up`, 'admin', { message: '   ' })).statusCode).toBe(400);
    const rows = await t.db.select().from(bookings).where(eq(bookings.id, due.id));
    expect(rows[0].releaseFollowUpSentAt).toBeNull();
  });
});

describe('a booking knows its show’s feed', () => {
  const feedOf = async (bookingId: number) => {
    const [row] = await t.db
      .select({ url: podcastFeeds.url })
      .from(bookings)
      .leftJoin(podcastFeeds, eq(podcastFeeds.id, bookings.feedId))
      .where(eq(bookings.id, bookingId));
    return row?.url ?? null;
  };

  it('from the host’s request: the show’s address, registered when the host confirms', async () => {
    const { token, request } = await insertStoredRequest(t.db, w.own.id, 'unconfirmed');
    expect((await inject('POST', `/api/requests/${token}/confirm`)).statusCode).toBe(200);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.requestId, request.id));
    expect(await feedOf(booking.id)).toBe(request.showUrl);
  });

  it('from the booking form’s "Show’s RSS feed", else the podcast of the same name; empty clears it', async () => {
    const given = await inject('POST', `/api/clients/${w.own.id}/bookings`, 'guest', {
      showName: 'Hand Made',
      feedUrl: 'https://feeds.example.test/hand-made.xml',
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().feedUrl).toBe('https://feeds.example.test/hand-made.xml');
    expect(await feedOf(given.json().id)).toBe('https://feeds.example.test/hand-made.xml');

    const [podcast] = await t.db.insert(podcasts).values({ name: 'Known Podcast' }).returning();
    await t.db.insert(podcastFeeds).values({ url: 'https://feeds.example.test/known.xml', podcastId: podcast.id });
    const named = await inject('POST', `/api/clients/${w.own.id}/bookings`, 'team', { showName: 'known podcast' });
    expect(named.json().feedUrl).toBe('https://feeds.example.test/known.xml');
    const none = await inject('POST', `/api/clients/${w.own.id}/bookings`, 'team', { showName: 'Nobody Knows' });
    expect(none.json().feedUrl).toBeNull();

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${given.json().id}`,
      payload: { feedUrl: '' },
      headers: { cookie: (await w.cookieFor('guest'))! },
    });
    expect(cleared.json().feedUrl).toBeNull();
    const bad = await inject('POST', `/api/clients/${w.own.id}/bookings`, 'guest', { showName: 'Bad Feed', feedUrl: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
  });
});
