import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPodcast } from '@tests/factories';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { podcastFeeds } from '@server/db/schema';
import { registerFeed } from './feed-register';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('registering a feed', () => {
  it('takes another spelling of a stored address as that feed, and keeps the address first stored', async () => {
    const first = await registerFeed(t.db, 'https://feeds.spelling.example/Show.xml', { source: 'host-request', showName: 'Spelled Show' });
    const again = await registerFeed(t.db, ' http://www.FEEDS.spelling.example/show.xml/ ');
    const show = await createPodcast(t.db);
    const byAdmin = await registerFeed(t.db, 'https://feeds.spelling.example/show.xml?utm_source=x', { source: 'admin', podcastId: show.id });
    expect([again, byAdmin]).toEqual([first, first]);
    const stored = (await t.db.select().from(podcastFeeds)).filter((feed) => feed.url.includes('spelling.example'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ url: 'https://feeds.spelling.example/Show.xml', podcastId: show.id, title: 'Spelled Show' });
    expect(stored[0]!.trustedAt).not.toBeNull();
  });

  it('keeps other addresses on the same host apart', async () => {
    const one = await registerFeed(t.db, 'https://apart.example/one.xml');
    const two = await registerFeed(t.db, 'https://apart.example/two.xml');
    const otherPort = await registerFeed(t.db, 'https://apart.example:8443/one.xml');
    expect(new Set([one, two, otherPort]).size).toBe(3);
  });
});
