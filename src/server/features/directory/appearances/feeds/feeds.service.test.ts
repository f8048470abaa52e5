import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, createEpisode } from '@tests/factories';
import { ACCENTS_FEED, type FeedServer, PERSONS_FEED, startFeedServer } from '@tests/fakes/feeds/feed-server';
import { rssXml } from '@tests/fakes/feeds/rss';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { FEED_LIMITS } from '@shared/api/directory/appearances/feeds';
import { createEventBus } from '@server/platform/events';
import { adminJobs, appearanceMatches, bookings, feedEpisodes, podcastFeeds } from '@server/db/schema';
import { feedsJob } from './feeds-job';
import { registerFeed } from './feed-register';
import type { FeedRead } from './feed-types';
import { type DueFeedsContext, readDueFeeds, readFeed, retryAt } from './feeds.service';

let t: TestApp;
let fake: FeedServer;
let other: FeedServer;
const warnings: unknown[] = [];
const told: FeedRead[] = [];
let ctx: DueFeedsContext;
beforeAll(async () => {
  fake = await startFeedServer({ hugeBytes: 3 * 1024 * 1024 });
  other = await startFeedServer();
  t = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE_HOSTS: `${fake.host},${other.host}` });
  // a smaller cap and a short timeout than the defaults, so the huge and slow feeds fail fast
  const config = { ...t.config, feeds: { ...t.config.feeds, maxBytes: 2 * 1024 * 1024, timeoutMs: 1_000 } };
  const events = createEventBus();
  events.on('feed.read', async (read) => void told.push(read));
  ctx = { db: t.db, config, events, log: { warn: (details) => void warnings.push(details) } };
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await other.close();
});
beforeEach(async () => {
  // every test starts with no feed due: each registers its own
  await t.db.update(podcastFeeds).set({ nextCheckAt: new Date('2100-01-01') });
  fake.reset();
  fake.delayMs = 0;
  told.length = 0;
  warnings.length = 0;
});

const feedOf = async (id: number) => (await t.db.select().from(podcastFeeds).where(eq(podcastFeeds.id, id)))[0]!;
const episodesOf = (id: number) => t.db.select().from(feedEpisodes).where(eq(feedEpisodes.feedId, id)).orderBy(feedEpisodes.id);
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: Error) => error.message,
  );
const at = (iso: string) => new Date(iso);

describe('readFeed', () => {
  it('stores the show and its episodes once by GUID: a re-read adds nothing, a changed item is updated, a new one added', async () => {
    fake.serveFeed('/evolving.xml', PERSONS_FEED);
    const id = await registerFeed(t.db, fake.url('/evolving.xml'));
    const first = await readFeed(ctx, id, at('2026-03-01T10:00:00Z'));
    expect(first.newEpisodeIds).toHaveLength(2);
    expect(await feedOf(id)).toMatchObject({
      title: 'The Leadership Hour',
      imageUrl: 'https://leadership.example.fm/art.jpg',
      podcastGuid: '917393e3-1b1e-5cef-ace4-edaa54e1f810',
      episodeCount: 2,
      failures: 0,
      error: null,
      okAt: at('2026-03-01T10:00:00Z'),
      nextCheckAt: new Date(at('2026-03-01T10:00:00Z').getTime() + FEED_LIMITS.minIntervalMs),
    });
    const stored = await episodesOf(id);
    expect(stored[0]).toMatchObject({
      guid: 'lh-1',
      persons: [
        { name: 'Sam Host', role: 'host', href: null },
        { name: 'Ada Lovelace', role: 'guest', href: 'https://ada.example.com' },
      ],
    });

    expect(await readFeed(ctx, id, at('2026-03-01T11:00:00Z'))).toEqual({ feedId: id, newEpisodeIds: [], changedEpisodeIds: [] });
    const [lh1, lh2] = PERSONS_FEED.items;
    fake.serveFeed('/evolving.xml', {
      ...PERSONS_FEED,
      items: [{ ...lh1!, title: 'Building teams that last (remastered)' }, lh2!, { guid: 'lh-3', title: 'Third' }],
    });
    const third = await readFeed(ctx, id, at('2026-03-01T12:00:00Z'));
    expect(third.changedEpisodeIds).toEqual([stored[0]!.id]);
    expect(third.newEpisodeIds).toHaveLength(1);
    const after = await episodesOf(id);
    expect(after.map((e) => e.title)).toEqual(['Building teams that last (remastered)', 'Solo: what I learned', 'Third']);
    expect(after[1]!.updatedAt).toEqual(stored[1]!.updatedAt);
    expect((await feedOf(id)).episodeCount).toBe(3);
  });

  it('asks conditionally: a 304 stores nothing, sends the stored ETag and Last-Modified, and pushes the next read an hour on', async () => {
    const id = await registerFeed(t.db, fake.url('/conditional.xml'));
    await readFeed(ctx, id, at('2026-03-02T10:00:00Z'));
    expect(await feedOf(id)).toMatchObject({ etag: '"v1"', lastModified: 'Thu, 01 Jan 2026 00:00:00 GMT', episodeCount: 2 });
    await t.db.update(feedEpisodes).set({ title: 'kept as stored' }).where(eq(feedEpisodes.feedId, id));
    const read = await readFeed(ctx, id, at('2026-03-02T11:30:00Z'));
    expect(read).toEqual({ feedId: id, newEpisodeIds: [], changedEpisodeIds: [] });
    expect(fake.lastHeaders('/conditional.xml')).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Thu, 01 Jan 2026 00:00:00 GMT',
      'accept-encoding': 'gzip, deflate',
    });
    expect((await episodesOf(id)).map((e) => e.title)).toEqual(['kept as stored', 'kept as stored']);
    expect((await feedOf(id)).nextCheckAt).toEqual(at('2026-03-02T12:30:00Z'));
  });

  it('reads a feed written in windows-1252 as its declaration says, so accented guests’ names match', async () => {
    const text = rssXml(ACCENTS_FEED)
      .replace(/^<\?xml[^>]*\?>/, '<?xml version="1.0" encoding="ISO-8859-1"?>')
      .replace('<title>', '<title>Café Conversations – ');
    fake.serve('/latin.xml', () => ({ headers: { 'content-type': 'application/rss+xml' }, body: Buffer.from(text.replace('–', '\u0096'), 'latin1') }));
    const id = await registerFeed(t.db, fake.url('/latin.xml'));
    await readFeed(ctx, id);
    expect((await feedOf(id)).title).toMatch(/^Café Conversations – /);
    expect((await episodesOf(id)).map((e) => e.title)).toContain('José Ángel Núñez: leading in two languages');
  });

  it('reads a gzip feed, follows a 301, and follows a web page to the feed it links', async () => {
    const zipped = await registerFeed(t.db, fake.url('/gzip.xml'));
    await readFeed(ctx, zipped);
    expect((await episodesOf(zipped)).map((e) => e.title)).toEqual(['José Ángel Núñez: leading in two languages', "Mary K. O'Brien on resilience"]);
    const moved = await registerFeed(t.db, fake.url('/moved.xml'));
    const asked = fake.requests('/persons.xml');
    // a permanent move keeps one record: this one under the new address, or the one another test stored there
    const { feedId: kept } = await readFeed(ctx, moved);
    expect((await feedOf(kept)).title).toBe('The Leadership Hour');
    expect(fake.requests('/persons.xml')).toBe(asked + 1);
    const page = await registerFeed(t.db, fake.url('/page.html'));
    await readFeed(ctx, page);
    expect((await feedOf(page)).title).toBe('Growth Talks');
  });

  it('records each failure on the feed in plain words: malformed, redirect loop, huge, slow, unknown host, private address, not found', async () => {
    fake.serve('/malformed-once.xml', () => rssXml(PERSONS_FEED).replace('</title>', '</titel>'));
    const cases: [string, RegExp][] = [
      [fake.url('/malformed-once.xml'), /^The feed is not valid XML \(line \d+\)$/],
      [fake.url('/loop.xml'), /^The feed redirects too many times \(a redirect loop\)$/],
      [fake.url('/huge.xml'), /^The feed is larger than 2 MB$/],
      [fake.url('/slow.xml'), /^The feed did not answer within 1 seconds$/],
      ['http://no-such-host.invalid/feed.xml', /^The host no-such-host\.invalid could not be found$/],
      ['http://169.254.169.254/latest/meta-data', /^The feed’s address is private or reserved, so it is not read$/],
      [fake.url('/gone.xml'), /^The feed was not found \(HTTP 404\)$/],
    ];
    for (const [url, reason] of cases) {
      const id = await registerFeed(t.db, url);
      expect(await reasonOf(readFeed(ctx, id, at('2026-03-03T10:00:00Z'))), url).toMatch(reason);
      expect(await feedOf(id), url).toMatchObject({ failures: 1, error: expect.stringMatching(reason), okAt: null, nextCheckAt: at('2026-03-03T11:00:00Z') });
    }
  });

  it('backs off doubling from the hour up to the longest wait, and a good read resets it', async () => {
    expect([1, 2, 3, 4].map((n) => retryAt(at('2026-03-04T00:00:00Z'), n).toISOString())).toEqual([
      '2026-03-04T01:00:00.000Z',
      '2026-03-04T02:00:00.000Z',
      '2026-03-04T04:00:00.000Z',
      '2026-03-04T08:00:00.000Z',
    ]);
    expect(retryAt(at('2026-03-04T00:00:00Z'), 30).getTime() - at('2026-03-04T00:00:00Z').getTime()).toBe(FEED_LIMITS.maxBackoffMs);
    fake.serve('/flaky.xml', () => '<rss><channel>');
    const id = await registerFeed(t.db, fake.url('/flaky.xml'));
    for (const [now, next] of [
      ['2026-03-04T00:00:00Z', '2026-03-04T01:00:00Z'],
      ['2026-03-04T01:00:00Z', '2026-03-04T03:00:00Z'],
      ['2026-03-04T03:00:00Z', '2026-03-04T07:00:00Z'],
    ]) {
      await reasonOf(readFeed(ctx, id, at(now!)));
      expect((await feedOf(id)).nextCheckAt).toEqual(at(next!));
    }
    expect((await feedOf(id)).failures).toBe(3);
    fake.serveFeed('/flaky.xml', PERSONS_FEED);
    await readFeed(ctx, id, at('2026-03-04T07:00:00Z'));
    expect(await feedOf(id)).toMatchObject({ failures: 0, error: null, okAt: at('2026-03-04T07:00:00Z'), nextCheckAt: at('2026-03-04T08:00:00Z') });
  });

  it('stores the newest 2,000 items (FEED_MAX_ITEMS) of a feed of 5,000 in reasonable time, and re-reads it without writing', async () => {
    const id = await registerFeed(t.db, fake.url('/many.xml'));
    let started = performance.now();
    expect((await readFeed(ctx, id)).newEpisodeIds).toHaveLength(2_000);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect((await feedOf(id)).episodeCount).toBe(2_000);
    // the feed dates item i day i % 3,000: the newest 2,000 are items 1,500 to 2,999 and 4,500 to 4,999 (days 1,500 to 2,999)
    const newest = [...Array.from({ length: 1_500 }, (_, i) => `long-${1_500 + i}`), ...Array.from({ length: 500 }, (_, i) => `long-${4_500 + i}`)];
    expect(new Set((await episodesOf(id)).map((e) => e.guid))).toEqual(new Set(newest));
    started = performance.now();
    expect(await readFeed(ctx, id)).toMatchObject({ newEpisodeIds: [], changedEpisodeIds: [] });
    expect(performance.now() - started).toBeLessThan(30_000);
  }, 90_000);

  it('keeps at most FEED_MAX_ITEMS episodes: the read’s newest, then the latest stored; older ones go unless a match or an appearance refers to them', async () => {
    const capped = { ...ctx, config: { ...ctx.config, feeds: { ...ctx.config.feeds, maxItems: 3 } } };
    const round = (r: number, count: number) =>
      rssXml({
        title: 'Capped',
        items: Array.from({ length: count }, (_, i) => ({ guid: `r${r}-${i}`, title: `Round ${r}, episode ${i}`, publishedAt: `2026-0${r}-1${i}` })),
      });
    const guidsOf = async (id: number) => (await episodesOf(id)).map((e) => e.guid).sort();
    fake.serve('/capped.xml', () => round(1, 5));
    const id = await registerFeed(t.db, fake.url('/capped.xml'));
    expect((await readFeed(capped, id, at('2026-05-01T10:00:00Z'))).newEpisodeIds).toHaveLength(3);
    expect(await guidsOf(id)).toEqual(['r1-2', 'r1-3', 'r1-4']);

    const [matched, appeared] = await episodesOf(id);
    const client = await createClient(t.db);
    await t.db.insert(appearanceMatches).values({ feedEpisodeId: matched!.id, clientId: client.id, status: 'rejected', signal: 'name-in-title', evidence: [] });
    await createEpisode(t.db, { clientId: client.id, feedEpisodeId: appeared!.id });
    // every GUID new: the three newest stored; of the old, only those referred to stay
    fake.serve('/capped.xml', () => round(2, 5));
    await readFeed(capped, id, at('2026-05-01T11:00:00Z'));
    expect(await guidsOf(id)).toEqual(['r1-2', 'r1-3', 'r2-2', 'r2-3', 'r2-4']);
    // a read of one item keeps the two latest stored beside it
    fake.serve('/capped.xml', () => round(3, 1));
    await readFeed(capped, id, at('2026-05-01T12:00:00Z'));
    expect(await guidsOf(id)).toEqual(['r1-2', 'r1-3', 'r2-3', 'r2-4', 'r3-0']);
    expect((await feedOf(id)).episodeCount).toBe(5);
  });
});

describe('readDueFeeds', () => {
  it('reads only the feeds due, one request at a time per host while hosts go at once; a failing feed fails alone; subscribers told of good reads', async () => {
    const now = at('2026-04-01T10:00:00Z');
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      fake.serve(`/due-${i}.xml`, () => rssXml({ title: `Due ${i}`, items: [{ guid: `d${i}`, title: `Episode ${i}` }] }));
      other.serve(`/due-${i}.xml`, () => rssXml({ title: `Other ${i}`, items: [{ guid: `o${i}`, title: `Other episode ${i}` }] }));
      ids.push(await registerFeed(t.db, fake.url(`/due-${i}.xml`)), await registerFeed(t.db, other.url(`/due-${i}.xml`)));
    }
    fake.serve('/due-broken.xml', () => '<rss><channel><title>Broken</channel></rss>');
    const broken = await registerFeed(t.db, fake.url('/due-broken.xml'));
    const notDue = await registerFeed(t.db, fake.url('/persons.xml'));
    await t.db
      .update(podcastFeeds)
      .set({ nextCheckAt: at('2026-04-01T09:00:00Z') })
      .where(inArray(podcastFeeds.id, [...ids, broken]));
    await t.db
      .update(podcastFeeds)
      .set({ nextCheckAt: at('2026-04-01T11:30:00Z') })
      .where(eq(podcastFeeds.id, notDue));
    // a subscriber that throws is logged and fails nothing
    const failingEvents = createEventBus();
    failingEvents.on('feed.read', async () => Promise.reject(new Error('listener broke')));
    failingEvents.on('feed.read', async (read) => void told.push(read));
    const failing = { ...ctx, events: failingEvents };
    fake.delayMs = 40;
    other.delayMs = 40;
    const progress: number[] = [];
    const job = {
      id: 0,
      params: {},
      signal: new AbortController().signal,
      progress: async (done: number) => void progress.push(done),
      addFindings: async () => undefined,
      isCancelled: async () => false,
    };
    const summary = await readDueFeeds(failing, now, job);

    expect(summary).toEqual({ feeds: 9, read: 8, failed: 1, newEpisodes: 8, changedEpisodes: 0 });
    expect(fake.maxConcurrent()).toBe(1);
    expect(other.maxConcurrent()).toBe(1);
    expect(fake.requests('/persons.xml')).toBe(0);
    expect((await feedOf(broken)).error).toMatch(/^The feed is not valid XML/);
    expect(told.map((r) => r.feedId).sort()).toEqual([...ids].sort());
    expect(warnings).toHaveLength(8);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // read within the hour: nothing is due again
    expect((await readDueFeeds(ctx, at('2026-04-01T10:59:00Z'))).feeds).toBe(0);
  });

  it('reads two hosts at once', async () => {
    const now = at('2026-04-02T10:00:00Z');
    // each feed answers once the other host has been asked too (or after 2 s): read one host after the other, neither sees the other
    const arrived = new Set<string>();
    const sawOther: Record<string, boolean> = {};
    const meet = (server: FeedServer, path: string, otherPath: string) =>
      server.serve(path, async () => {
        arrived.add(path);
        const until = Date.now() + 2_000;
        while (!arrived.has(otherPath) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
        sawOther[path] = arrived.has(otherPath);
        return rssXml({ title: path, items: [] });
      });
    meet(fake, '/both-a.xml', '/both-b.xml');
    meet(other, '/both-b.xml', '/both-a.xml');
    const a = await registerFeed(t.db, fake.url('/both-a.xml'));
    const b = await registerFeed(t.db, other.url('/both-b.xml'));
    await t.db
      .update(podcastFeeds)
      .set({ nextCheckAt: now })
      .where(inArray(podcastFeeds.id, [a, b]));
    expect(await readDueFeeds(ctx, now)).toMatchObject({ feeds: 2, read: 2 });
    expect(sawOther).toEqual({ '/both-a.xml': true, '/both-b.xml': true });
  });
});

describe('the feeds of booked shows', () => {
  it('leave a show the agency turned away unread (every booking declined, withdrawn or run out), and read one with a booking still open', async () => {
    const now = at('2026-04-03T10:00:00Z');
    const guest = await createClient(t.db, { name: 'Turned Away Guest' });
    fake.serve('/turned-away.xml', () => rssXml({ title: 'Turned Away', items: [] }));
    fake.serve('/still-open.xml', () => rssXml({ title: 'Still Open', items: [] }));
    const turnedAway = await registerFeed(t.db, fake.url('/turned-away.xml'), { source: 'host-request', showName: 'Turned Away' });
    const stillOpen = await registerFeed(t.db, fake.url('/still-open.xml'), { source: 'host-request', showName: 'Still Open' });
    await t.db.insert(bookings).values([
      { clientId: guest.id, showName: 'Turned Away', status: 'declined', feedId: turnedAway },
      { clientId: guest.id, showName: 'Turned Away', status: 'cancelled', feedId: turnedAway },
      { clientId: guest.id, showName: 'Still Open', status: 'declined', feedId: stillOpen },
      { clientId: guest.id, showName: 'Still Open', status: 'confirmed', feedId: stillOpen },
    ]);
    await t.db
      .update(podcastFeeds)
      .set({ nextCheckAt: now })
      .where(inArray(podcastFeeds.id, [turnedAway, stillOpen]));
    expect(await readDueFeeds(ctx, now)).toMatchObject({ feeds: 1, read: 1 });
    expect(fake.requests('/turned-away.xml')).toBe(0);
    expect(fake.requests('/still-open.xml')).toBe(1);
    // an admin who trusts the turned-away show has it read again
    await t.db.update(podcastFeeds).set({ trustedAt: now }).where(eq(podcastFeeds.id, turnedAway));
    expect(await readDueFeeds(ctx, now)).toMatchObject({ feeds: 1, read: 1 });
    expect(fake.requests('/turned-away.xml')).toBe(1);
  });

  it('carry the show’s name they were booked as until a read gives the feed’s own title', async () => {
    fake.serve('/named.xml', () => rssXml({ title: 'The Feed’s Own Title', items: [] }));
    const id = await registerFeed(t.db, fake.url('/named.xml'), { source: 'host-request', showName: ' Named By The Host ' });
    expect((await feedOf(id)).title).toBe('Named By The Host');
    // a second booking of the same address keeps the first name
    expect(await registerFeed(t.db, fake.url('/named.xml'), { source: 'guest-booking', showName: 'Another Name' })).toBe(id);
    expect((await feedOf(id)).title).toBe('Named By The Host');
    await readFeed(ctx, id, at('2026-04-04T10:00:00Z'));
    expect((await feedOf(id)).title).toBe('The Feed’s Own Title');
  });
});

describe('feedsJob', () => {
  it('runs as a recorded podcast-feeds job with the summary of the read', async () => {
    const id = await registerFeed(t.db, fake.url('/titles.xml'));
    await t.db
      .update(podcastFeeds)
      .set({ nextCheckAt: new Date(Date.now() - 1_000) })
      .where(eq(podcastFeeds.id, id));
    const summary = await feedsJob.run({ ...ctx, database: t.database, metrics: { jobRun: () => undefined } }, null, undefined);
    expect(summary).toMatchObject({ feeds: 1, read: 1, failed: 0 });
    const [row] = await t.db.select().from(adminJobs).where(eq(adminJobs.kind, 'podcast-feeds'));
    expect(row).toMatchObject({ status: 'succeeded', params: { scheduled: true }, summary: { feeds: 1, read: 1 } });
  });
});
