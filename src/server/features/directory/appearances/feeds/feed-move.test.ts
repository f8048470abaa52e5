import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createPodcast, createUser } from '@tests/factories';
import { type FeedServer, startFeedServer } from '@tests/fakes/feeds/feed-server';
import type { FakeFeed } from '@tests/fakes/feeds/rss';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { appearanceMatches, auditLog, bookings, episodes, feedEpisodes, podcastFeeds } from '@server/db/schema';
import { registerFeed } from './feed-register';

let t: TestApp;
let fake: FeedServer;
let admin: string;
const site = 'https://moving-guest.example';
let guest: Awaited<ReturnType<typeof createClient>>;
beforeAll(async () => {
  fake = await startFeedServer();
  t = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE_HOSTS: fake.host });
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  // made before any read: the matcher keeps its index of guests in the read cache, which a factory's write does not clear
  guest = await createClient(t.db, { name: 'Wilhelmina Fairweather', websiteUrl: site });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** "Read now", as if the feed had not been read within the hour. */
async function readNow(feedId: number) {
  await t.db.update(podcastFeeds).set({ checkedAt: null }).where(eq(podcastFeeds.id, feedId));
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/podcast-feeds/${feedId}/read`, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; url: string; episodeCount: number };
}

const feedsAt = (...urls: string[]) => t.db.select().from(podcastFeeds).where(inArray(podcastFeeds.url, urls));
const episodesOfFeed = (feedId: number) => t.db.select().from(feedEpisodes).where(eq(feedEpisodes.feedId, feedId)).orderBy(feedEpisodes.guid);
const movedAudit = async (feedId: number) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, 'podcast.feed-moved'))).filter((a) => a.targetId === String(feedId));

/** A show whose episodes name the guest with a link to their website (each verified alone). */
const showNaming = (name: string, site: string, guids: string[]): FakeFeed => ({
  title: 'The Moving Show',
  items: guids.map((guid, i) => ({
    guid,
    title: `Moving episode ${guid}`,
    publishedAt: `2026-0${i + 1}-05T09:00:00Z`,
    link: `https://moving.example/${guid}`,
    persons: [{ name, role: 'guest', href: site }],
  })),
});

describe('a feed moved with a permanent redirect', () => {
  it('is stored under its new address, once', async () => {
    fake.serveFeed('/lonely-new.xml', { title: 'Lonely Show', items: [{ guid: 'l1', title: 'One' }] });
    fake.serve('/lonely-old.xml', () => ({ status: 301, headers: { location: '/lonely-new.xml' } }));
    const feedId = await registerFeed(t.db, fake.url('/lonely-old.xml'));
    const read = await readNow(feedId);
    expect(read).toMatchObject({ id: feedId, url: fake.url('/lonely-new.xml'), episodeCount: 1 });
    expect((await feedsAt(fake.url('/lonely-old.xml'), fake.url('/lonely-new.xml'))).map((f) => f.id)).toEqual([feedId]);
    expect(await movedAudit(feedId)).toMatchObject([{ actorUserId: null, details: { from: fake.url('/lonely-old.xml'), to: fake.url('/lonely-new.xml') } }]);
    // a temporary redirect moves nothing
    fake.serve('/visiting.xml', () => ({ status: 302, headers: { location: '/lonely-new.xml' } }));
    const visiting = await registerFeed(t.db, fake.url('/visiting.xml'));
    expect((await readNow(visiting)).url).toBe(fake.url('/visiting.xml'));
  });

  it('merges into the feed already stored at the new address: episodes by GUID, matches, bookings and the podcast, so nothing shows twice', {
    timeout: 60_000,
  }, async () => {
    const show = await createPodcast(t.db, { name: 'The Moving Show' });
    // the show as it was: its podcast's feed at the old address, read, three appearances made
    fake.serveFeed('/moving-old.xml', showNaming(guest.name, site, ['m1', 'm2', 'm3']));
    const oldId = await registerFeed(t.db, fake.url('/moving-old.xml'), { source: 'admin', podcastId: show.id });
    await readNow(oldId);
    const [booking] = await t.db.insert(bookings).values({ clientId: guest.id, showName: show.name, status: 'requested', feedId: oldId }).returning();
    // the host moves it; the new address comes in as a booked show's and is read: today, every episode twice
    fake.serveFeed('/moving-new.xml', showNaming(guest.name, site, ['m1', 'm2', 'm3', 'm4']));
    const newId = await registerFeed(t.db, fake.url('/moving-new.xml'));
    // an admin trusted the new address too, so its episodes verify: every episode twice
    await t.db.update(podcastFeeds).set({ trustedAt: new Date() }).where(eq(podcastFeeds.id, newId));
    await readNow(newId);
    expect(await t.db.select().from(episodes).where(eq(episodes.clientId, guest.id))).toHaveLength(7);

    // the old address now answers 301: one record stays, under the new address
    fake.serve('/moving-old.xml', () => ({ status: 301, headers: { location: '/moving-new.xml' } }));
    const read = await readNow(oldId);
    expect(read, JSON.stringify(read)).toMatchObject({ id: newId, url: fake.url('/moving-new.xml'), episodeCount: 4 });
    const stored = await feedsAt(fake.url('/moving-old.xml'), fake.url('/moving-new.xml'));
    expect(stored.map((f) => [f.id, f.podcastId])).toEqual([[newId, show.id]]);
    expect((await episodesOfFeed(newId)).map((e) => e.guid)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(await episodesOfFeed(oldId)).toEqual([]);

    const appearances = await t.db.select().from(episodes).where(eq(episodes.clientId, guest.id)).orderBy(episodes.title);
    expect(appearances.map((a) => [a.title, a.podcastId])).toEqual(['m1', 'm2', 'm3', 'm4'].map((g) => [`Moving episode ${g}`, show.id]));
    const newEpisodeIds = (await episodesOfFeed(newId)).map((e) => e.id);
    expect(appearances.every((a) => newEpisodeIds.includes(a.feedEpisodeId!))).toBe(true);
    const matches = await t.db.select().from(appearanceMatches).where(eq(appearanceMatches.clientId, guest.id));
    expect(matches).toHaveLength(4);
    expect(matches.every((m) => m.status === 'verified' && newEpisodeIds.includes(m.feedEpisodeId) && appearances.some((a) => a.id === m.episodeId))).toBe(
      true,
    );
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking!.id)))[0]!.feedId).toBe(newId);
    expect(await movedAudit(newId)).toMatchObject([
      {
        details: {
          from: fake.url('/moving-old.xml'),
          to: fake.url('/moving-new.xml'),
          mergedFeedId: oldId,
          episodesMerged: 3,
          episodesMoved: 0,
          matchesDropped: 3,
          bookingsMoved: 1,
          podcastMoved: true,
        },
      },
    ]);
    const profile = (await t.app.inject({ url: `/api/clients/${guest.id}/episodes` })).json();
    expect(profile.total).toBe(4);
  });

  it('keeps what the old record could prove: merged into a feed nobody reviewed, the admin\u2019s trust and the owner\u2019s proof go with it', async () => {
    fake.serveFeed('/proven-old.xml', { title: 'The Proven Show', items: [] });
    const show = await createPodcast(t.db, { name: 'The Proven Show' });
    const oldId = await registerFeed(t.db, fake.url('/proven-old.xml'), { source: 'admin', podcastId: show.id });
    const provenAt = new Date('2026-11-01T10:00:00Z');
    await t.db.update(podcastFeeds).set({ provenAt, ownerEmail: 'host@proven.example' }).where(eq(podcastFeeds.id, oldId));
    fake.serveFeed('/proven-new.xml', { title: 'The Proven Show', items: [] });
    const newId = await registerFeed(t.db, fake.url('/proven-new.xml'));
    fake.serve('/proven-old.xml', () => ({ status: 301, headers: { location: '/proven-new.xml' } }));
    expect(await readNow(oldId)).toMatchObject({ id: newId });
    const [kept] = await feedsAt(fake.url('/proven-new.xml'));
    expect(kept).toMatchObject({ id: newId, podcastId: show.id, provenAt, ownerEmail: 'host@proven.example' });
    expect(kept!.trustedAt).not.toBeNull();
  });
});
