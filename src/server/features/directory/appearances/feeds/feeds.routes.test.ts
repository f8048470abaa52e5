import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createPodcast, createUser } from '@tests/factories';
import { type FeedServer, startFeedServer } from '@tests/fakes/feeds/feed-server';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { auditLog, podcastFeeds } from '@server/db/schema';
import { registerFeed } from './feed-register';
import type { FeedRead } from './feed-types';

let t: TestApp;
let fake: FeedServer;
const cookies: Record<string, string> = {};
const told: FeedRead[] = [];
beforeAll(async () => {
  fake = await startFeedServer();
  t = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE_HOSTS: fake.host }, (app) => {
    app.events.on('feed.read', async (read) => void told.push(read));
  });
  const client = await createClient(t.db, { slug: 'feeds-guest', name: 'Feed Guest' });
  for (const role of ['admin', 'owner', 'guest', 'team'] as const) {
    cookies[role] = await openSession(t.db, (await createUser(t.db, { role, clientId: role === 'admin' || role === 'owner' ? null : client.id })).id);
  }
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie = cookies.admin, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const podcastNamed = async (name: string) => {
  const page = (await send('GET', `/api/admin/podcasts?q=${encodeURIComponent(name)}`)).json();
  return page.items.find((p: { name: string }) => p.name === name);
};

describe('the RSS feed of a podcast', () => {
  it('is set on create and edit (registered, due at once), detached when cleared, and validated in plain words', async () => {
    const created = await send('POST', '/api/admin/podcasts', cookies.admin, { name: 'Feedful Show', feedUrl: fake.url('/persons.xml') });
    expect(created.statusCode).toBe(201);
    expect(created.json().feed).toMatchObject({ url: fake.url('/persons.xml'), failures: 0, error: null, checkedAt: null, episodeCount: 0 });
    const id = created.json().id;
    const moved = await send('PATCH', `/api/admin/podcasts/${id}`, cookies.admin, { feedUrl: fake.url('/titles.xml') });
    expect(moved.json().feed.url).toBe(fake.url('/titles.xml'));
    // the old feed stays known, as a booked show's
    const [old] = await t.db
      .select()
      .from(podcastFeeds)
      .where(eq(podcastFeeds.url, fake.url('/persons.xml')));
    expect(old!.podcastId).toBeNull();
    expect((await send('PATCH', `/api/admin/podcasts/${id}`, cookies.admin, { feedUrl: '' })).json().feed).toBeNull();
    const bad = await send('POST', '/api/admin/podcasts', cookies.admin, { name: 'Bad Feed', feedUrl: 'feed://example.com/rss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.feedUrl).toBe('Enter a full web address starting with http:// or https://');
    // one feed, one podcast
    await send('PATCH', `/api/admin/podcasts/${id}`, cookies.admin, { feedUrl: fake.url('/accents.xml') });
    const taken = await send('POST', '/api/admin/podcasts', cookies.admin, { name: 'Copycat', feedUrl: fake.url('/accents.xml') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This feed is already the feed of “Feedful Show”');
    expect(await podcastNamed('Copycat')).toBeUndefined();
  });
});

describe('POST /api/admin/podcast-feeds/:id/read', () => {
  it('reads the feed now, tells the listeners, and shows the state in the list; 409 within the hour', async () => {
    const show = await createPodcast(t.db, { name: 'Read Now Show' });
    const feedId = await registerFeed(t.db, fake.url('/accents.xml').replace('accents', 'accents-now'), { source: 'admin', podcastId: show.id });
    fake.serve('/accents-now.xml', () => '<rss version="2.0"><channel><title>Now</title><item><title>One</title><guid>1</guid></item></channel></rss>');
    const read = await send('POST', `/api/admin/podcast-feeds/${feedId}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: feedId,
      title: 'Now',
      episodeCount: 1,
      failures: 0,
      error: null,
      checkedAt: expect.any(String),
      okAt: expect.any(String),
    });
    expect(told.map((r) => r.feedId)).toContain(feedId);
    expect((await podcastNamed('Read Now Show')).feed).toMatchObject({ id: feedId, episodeCount: 1, title: 'Now' });
    const again = await send('POST', `/api/admin/podcast-feeds/${feedId}/read`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^This feed was read less than an hour ago\. It can be read again in (?:[1-5]?\d|60) minutes?\.$/);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'podcast.feed-read'));
    expect(audit.find((a) => a.targetId === String(feedId))?.details).toMatchObject({ newEpisodes: 1, changedEpisodes: 0 });
  });

  it('answers a failure with its reason, and /admin/podcasts shows it', async () => {
    const show = await createPodcast(t.db, { name: 'Broken Feed Show' });
    const feedId = await registerFeed(t.db, fake.url('/malformed.xml'), { source: 'admin', podcastId: show.id });
    const read = await send('POST', `/api/admin/podcast-feeds/${feedId}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ failures: 1, error: expect.stringMatching(/^The feed is not valid XML \(line \d+\)$/), okAt: null });
    expect((await podcastNamed('Broken Feed Show')).feed).toMatchObject({ failures: 1, error: read.json().error });
  });

  it('is for admins and owners: 403 for guests and team members, 401 for visitors, 404 for an unknown feed', async () => {
    const ids = await Promise.all(['a', 'b', 'c', 'd'].map((n) => registerFeed(t.db, `http://10.0.0.1/roles-${n}.xml`)));
    expect((await send('POST', `/api/admin/podcast-feeds/${ids[0]}/read`, cookies.admin)).statusCode).toBe(200);
    expect((await send('POST', `/api/admin/podcast-feeds/${ids[1]}/read`, cookies.owner)).statusCode).toBe(200);
    expect((await send('POST', `/api/admin/podcast-feeds/${ids[2]}/read`, cookies.guest)).statusCode).toBe(403);
    expect((await send('POST', `/api/admin/podcast-feeds/${ids[2]}/read`, cookies.team)).statusCode).toBe(403);
    expect((await send('POST', `/api/admin/podcast-feeds/${ids[3]}/read`, '')).statusCode).toBe(401);
    expect((await send('POST', '/api/admin/podcast-feeds/999999/read')).statusCode).toBe(404);
    expect((await send('POST', '/api/admin/podcast-feeds/abc/read')).statusCode).toBe(400);
    const [untouched] = await t.db.select().from(podcastFeeds).where(eq(podcastFeeds.id, ids[2]!));
    expect(untouched!.checkedAt).toBeNull();
  });
});

describe('GET /api/admin/podcast-feeds/unattached', () => {
  it('lists the feeds of booked shows (no podcast) with their state, for admins and owners', async () => {
    const booked = await registerFeed(t.db, fake.url('/booked-show.xml'));
    await t.db.update(podcastFeeds).set({ failures: 3, error: 'The feed is not valid XML (line 12)' }).where(eq(podcastFeeds.id, booked));
    const show = await createPodcast(t.db);
    await registerFeed(t.db, fake.url('/of-a-podcast.xml'), { source: 'admin', podcastId: show.id });
    const list = await send('GET', '/api/admin/podcast-feeds/unattached', cookies.owner);
    expect(list.statusCode).toBe(200);
    const urls = list.json().map((f: { url: string }) => f.url);
    expect(urls).toContain(fake.url('/booked-show.xml'));
    expect(urls).not.toContain(fake.url('/of-a-podcast.xml'));
    expect(list.json().find((f: { id: number }) => f.id === booked)).toMatchObject({
      podcastId: null,
      failures: 3,
      error: 'The feed is not valid XML (line 12)',
    });
    expect((await send('GET', '/api/admin/podcast-feeds/unattached', cookies.guest)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/podcast-feeds/unattached', '')).statusCode).toBe(401);
  });
});
