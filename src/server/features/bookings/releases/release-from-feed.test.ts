import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { type FeedServer, startFeedServer } from '@tests/fakes/feeds/feed-server';
import type { FakeFeed } from '@tests/fakes/feeds/rss';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { insertStoredRequest } from '@tests/helpers/fixtures/bookings/requests';
import { appearanceMatches, bookings, episodes, podcastFeeds, promoKits } from '@server/db/schema';
import { registerFeed } from '@server/features/directory/appearances/feeds/feed-register';
import { feedsJob } from '@server/features/directory/appearances/feeds/feeds-job';

/**
 * Release detection end to end on the server: a recorded booking's episode appears in its show's feed
 * (served by the fake feed server), the feeds job reads it with the app's own subscribers, the
 * matcher verifies it, and release detection publishes the booking, renders the promo kit and
 * mails the guest's people twice.
 */
let t: TestApp;
let fake: FeedServer;
const days = (n: number) => new Date(Date.now() + n * 86_400_000);
const SHOW: FakeFeed = {
  title: 'Harbour Talks',
  link: 'https://harbour.example',
  items: [{ guid: 'ht-1', title: 'Container ships and the future of ports', description: 'A solo episode.', publishedAt: days(-40).toISOString() }],
};
const EPISODE_LINK = 'https://harbour.example/episodes/ingrid-solberg';

beforeAll(async () => {
  fake = await startFeedServer();
  t = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE_HOSTS: fake.host });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** One run of the real feeds job, as the schedule runs it, with the app's subscribers (matching, then release detection). */
async function runFeedsJob() {
  await t.db.update(podcastFeeds).set({ nextCheckAt: days(-1) });
  return feedsJob.run(
    { db: t.db, config: t.config, database: t.database, metrics: { jobRun: () => undefined }, events: t.app.events, log: { warn: () => undefined } },
    null,
    undefined,
  );
}

describe('a recorded booking whose episode appears in its show’s feed', () => {
  it('turns published by itself with the release link, its promo kit rendered, and the guest and team told by email', async () => {
    const client = await createClient(t.db, { slug: 'ingrid-solberg', name: 'Ingrid Solberg', headline: 'Chief Executive, Nordlys Shipping' });
    const guest = await createUser(t.db, { role: 'guest', clientId: client.id });
    const team = await createUser(t.db, { role: 'team', clientId: client.id });
    const feedUrl = fake.url('/harbour.xml');
    fake.serveFeed('/harbour.xml', SHOW);
    // the booking came from Hana's request, so she is asked for feedback once it is out
    const { request } = await insertStoredRequest(t.db, client.id, 'requested');
    // the show's address came with her request; an admin has since trusted its feed (a host's feed alone only suggests)
    const feedId = await registerFeed(t.db, feedUrl, { source: 'host-request' });
    await t.db.update(podcastFeeds).set({ trustedAt: new Date() }).where(eq(podcastFeeds.id, feedId));
    const [booking] = await t.db
      .insert(bookings)
      .values({
        clientId: client.id,
        showName: 'Harbour Talks',
        hostName: 'Hana Host',
        hostContact: request.hostEmail,
        requestId: request.id,
        status: 'recorded',
        recordedOn: days(-10).toISOString().slice(0, 10),
        feedId,
      })
      .returning();

    // the first read finds only an older episode: nothing moves
    expect(await runFeedsJob()).toMatchObject({ read: 1, failed: 0 });
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking!.id)))[0]!.status).toBe('recorded');

    // the episode is released: the next read (an hour later) sees it
    const releasedAt = days(-1);
    fake.serveFeed('/harbour.xml', {
      ...SHOW,
      items: [
        {
          guid: 'ht-2',
          title: 'Ingrid Solberg on shipping through the storm',
          link: EPISODE_LINK,
          enclosureUrl: 'https://cdn.harbour.example/ht-2.mp3',
          publishedAt: releasedAt.toISOString(),
          persons: [{ name: 'Ingrid Solberg', role: 'guest' }],
        },
        ...SHOW.items,
      ],
    });
    expect(await runFeedsJob()).toMatchObject({ read: 1, failed: 0 });

    const [published] = await t.db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(published).toMatchObject({ status: 'published', releaseUrl: EPISODE_LINK, publishedOn: releasedAt.toISOString().slice(0, 10) });
    // the appearance is verified, from the feed item, with the booking as its corroboration
    const [match] = await t.db
      .select()
      .from(appearanceMatches)
      .where(and(eq(appearanceMatches.clientId, client.id), eq(appearanceMatches.status, 'verified')));
    expect(match).toMatchObject({ bookingId: booking!.id, signal: 'person-name', basis: 'host-booking' });
    const [appearance] = await t.db.select().from(episodes).where(eq(episodes.id, match!.episodeId!));
    expect(appearance).toMatchObject({ clientId: client.id, title: 'Ingrid Solberg on shipping through the storm', feedEpisodeId: match!.feedEpisodeId });

    // the promo kit: both cards at their sizes, the episode's links from the feed
    const [kit] = await t.db.select().from(promoKits).where(eq(promoKits.episodeId, appearance!.id));
    expect(kit).toMatchObject({ clientId: client.id, bookingId: booking!.id });
    for (const [key, size] of [
      [kit!.squareKey, [1080, 1080]],
      [kit!.wideKey, [1200, 630]],
    ] as const) {
      const meta = await sharp((await t.storage.read(key))!).metadata();
      expect([meta.width, meta.height]).toEqual(size);
    }
    expect(kit!.links.map((l) => l.url)).toEqual([EPISODE_LINK, 'https://cdn.harbour.example/ht-2.mp3']);

    // both emails, to the guest and the team member; the host is asked for feedback
    const to = (subject: string) =>
      t.mail.sent
        .filter((m) => m.subject === subject)
        .map((m) => m.to)
        .sort();
    expect(to('Your episode of Harbour Talks is out')).toEqual([guest.email, team.email].sort());
    expect(to('Your promo kit for Harbour Talks is ready')).toEqual([guest.email, team.email].sort());
    expect(t.mail.sent.filter((m) => m.to === request.hostEmail && m.link?.includes('/feedback/'))).toHaveLength(1);

    // a third read of the unchanged feed (a 304 or the same items) moves and mails nothing more
    const mailed = t.mail.sent.length;
    await runFeedsJob();
    expect(t.mail.sent.length).toBe(mailed);
  });
});
