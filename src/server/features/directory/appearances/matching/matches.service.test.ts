import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createClient, createEpisode, createPodcast } from '@tests/factories';
import { storeFakeFeed } from '@tests/fakes/feeds/stored-feed';
import { seededApp } from '@tests/helpers/seeded-app';
import { appearanceMatches, auditLog, bookings, episodes, podcastFeeds, podcasts } from '@server/db/schema';
import { MATCH_BATCH, type MatchingContext, matchEpisodes } from './matches.service';

const app = seededApp({ PUBLIC_URL: 'http://podium.test' });
const invalidate = vi.fn(async () => undefined);
const ctx = (): MatchingContext => ({ db: app.t.db, config: app.t.config, bus: { invalidate } });
const unique = () => Math.random().toString(36).slice(2, 8);

/** A client of this test alone, with a name no other test uses. */
const guest = (name: string, fields: Parameters<typeof createClient>[1] = {}) => createClient(app.t.db, { name, slug: `guest-${unique()}`, ...fields });

/** The matches stored for these feed episodes, by episode order. */
const matchesOf = (episodeIds: number[]) =>
  app.t.db
    .select()
    .from(appearanceMatches)
    .where(inArray(appearanceMatches.feedEpisodeId, episodeIds))
    .orderBy(appearanceMatches.feedEpisodeId, appearanceMatches.clientId);

describe('matching stored feed episodes', () => {
  it('verifies a corroborated title, links the self-reported appearance, stores a suggestion, and does nothing more on a second run', async () => {
    const { db } = app.t;
    const client = await guest('Zora Quillfeather', { headline: 'CEO of Northwind Labs' });
    const show = await createPodcast(db, { name: `Courage Hour ${unique()}` });
    const selfReported = await createEpisode(db, {
      clientId: client.id,
      podcastId: show.id,
      title: 'Zora Quillfeather on courage!',
      url: null,
      publishedAt: null,
    });
    const { feedId, episodeIds } = await storeFakeFeed(
      db,
      {
        title: show.name,
        // the show's site: the item's link on it is the show's own, and the appearance links there
        link: 'https://courage.example',
        items: [
          { title: 'Zora Quillfeather on Courage', publishedAt: '2025-03-01T08:00:00Z', link: 'https://courage.example/1' },
          { title: 'Episode 2: listener mail', publishedAt: '2024-01-01T08:00:00Z' },
          { title: 'Habits', description: 'This week we are joined by Zora Quillfeather.', publishedAt: '2025-07-15T08:00:00Z' },
        ],
      },
      show.id,
    );
    const [booking] = await db
      .insert(bookings)
      .values({ clientId: client.id, showName: show.name, status: 'recorded', recordedOn: '2025-02-10', feedId })
      .returning();
    invalidate.mockClear();

    const verified = await matchEpisodes(ctx(), episodeIds);
    expect(verified).toEqual([
      { matchId: expect.any(Number), feedEpisodeId: episodeIds[0], clientId: client.id, episodeId: selfReported.id, bookingId: booking!.id },
    ]);
    const [linked] = await db.select().from(episodes).where(eq(episodes.id, selfReported.id));
    expect(linked).toMatchObject({
      feedEpisodeId: episodeIds[0],
      url: 'https://courage.example/1',
      publishedAt: new Date('2025-03-01T08:00:00Z'),
      clientId: client.id,
    });
    expect(await matchesOf(episodeIds)).toMatchObject([
      { feedEpisodeId: episodeIds[0], status: 'verified', signal: 'name-in-title', bookingId: booking!.id, episodeId: selfReported.id, decidedBy: null },
      {
        feedEpisodeId: episodeIds[2],
        status: 'suggested',
        signal: 'name-in-description',
        episodeId: null,
        evidence: [{ signal: 'name-in-description', detail: 'Description: “This week we are joined by Zora Quillfeather.”' }],
      },
    ]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appearance.verify'), eq(auditLog.targetId, String(selfReported.id))));
    expect(audit).toMatchObject([
      { actorUserId: null, targetType: 'episode', details: { clientId: client.id, feedEpisodeId: episodeIds[0], bookingId: booking!.id } },
    ]);
    expect(invalidate).toHaveBeenCalledWith('clients');

    const before = await matchesOf(episodeIds);
    expect(await matchEpisodes(ctx(), episodeIds)).toEqual([]);
    expect(await matchesOf(episodeIds)).toEqual(before);
    expect(await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.clientId, client.id))).toHaveLength(1);
  });

  it('raises a suggestion to verified on stronger evidence, never touches a rejected one, and leaves archived clients out', async () => {
    const { db } = app.t;
    const raised = await guest('Ottoline Brackenbury');
    const refused = await guest('Percival Thistlewood');
    await guest('Ignatia Wormwood', { archivedAt: new Date() });
    const show = await createPodcast(db, { name: `Second Show ${unique()}` });
    const { feedId, episodeIds } = await storeFakeFeed(
      db,
      {
        title: show.name,
        items: [
          { title: 'Ottoline Brackenbury on tides', publishedAt: '2025-04-01T00:00:00Z' },
          { title: 'Percival Thistlewood on maps', publishedAt: '2025-04-08T00:00:00Z' },
          { title: 'Ignatia Wormwood on herbs', publishedAt: '2025-04-15T00:00:00Z' },
        ],
      },
      show.id,
    );
    expect(await matchEpisodes(ctx(), episodeIds)).toEqual([]);
    const first = await matchesOf(episodeIds);
    expect(first.map((m) => [m.clientId, m.status])).toEqual([
      [raised.id, 'suggested'],
      [refused.id, 'suggested'],
    ]);
    await db.update(appearanceMatches).set({ status: 'rejected' }).where(eq(appearanceMatches.clientId, refused.id));
    // both are now booked with the show: the suggestion rises, the rejected match stays as it is
    await db.insert(bookings).values([
      { clientId: raised.id, showName: show.name, status: 'recorded', recordedOn: '2025-03-20', feedId },
      { clientId: refused.id, showName: show.name, status: 'recorded', recordedOn: '2025-03-20', feedId },
    ]);
    const verified = await matchEpisodes(ctx(), episodeIds);
    expect(verified).toEqual([
      { matchId: first[0]!.id, feedEpisodeId: episodeIds[0], clientId: raised.id, episodeId: expect.any(Number), bookingId: expect.any(Number) },
    ]);
    const [made] = await db.select().from(episodes).where(eq(episodes.id, verified[0]!.episodeId));
    expect(made).toMatchObject({
      podcastId: show.id,
      clientId: raised.id,
      title: 'Ottoline Brackenbury on tides',
      releaseStatus: 'released',
      feedEpisodeId: episodeIds[0],
    });
    expect((await matchesOf(episodeIds)).map((m) => [m.clientId, m.status, m.signal])).toEqual([
      [raised.id, 'verified', 'name-in-title'],
      [refused.id, 'rejected', 'name-in-title'],
    ]);
    expect(await db.select().from(episodes).where(eq(episodes.clientId, refused.id))).toEqual([]);
  });

  it('puts an appearance of a feed with no podcast under the podcast of its title, made when none, and attaches the feed', async () => {
    const { db } = app.t;
    await guest('Wilhelmina Fairweather', { websiteUrl: 'https://wilhelmina.example' });
    const name = `The Orphan Show ${unique()}`;
    const tagged = (title: string) => ({
      title,
      publishedAt: '2025-05-01T00:00:00Z',
      persons: [{ name: 'Wilhelmina Fairweather', role: 'guest', href: 'http://www.wilhelmina.example/' }],
    });
    const orphan = await storeFakeFeed(db, { title: name, items: [tagged('One')] });
    const [first] = await matchEpisodes(ctx(), orphan.episodeIds);
    const [podcast] = await db.select().from(podcasts).where(eq(podcasts.name, name));
    expect(podcast).toBeDefined();
    expect((await db.select().from(podcastFeeds).where(eq(podcastFeeds.id, orphan.feedId)))[0]!.podcastId).toBe(podcast!.id);
    expect((await db.select().from(episodes).where(eq(episodes.id, first!.episodeId)))[0]!.podcastId).toBe(podcast!.id);

    // a second feed of the same title: the same podcast, which keeps its first feed
    const twin = await storeFakeFeed(db, { title: name, items: [tagged('Two')] });
    const [second] = await matchEpisodes(ctx(), twin.episodeIds);
    expect((await db.select().from(episodes).where(eq(episodes.id, second!.episodeId)))[0]!.podcastId).toBe(podcast!.id);
    expect((await db.select().from(podcastFeeds).where(eq(podcastFeeds.id, twin.feedId)))[0]!.podcastId).toBeNull();
  });

  it('verifies a person tag linking to the profile address on PUBLIC_URL, across batches', async () => {
    const { db } = app.t;
    const client = await guest('Cornelius Ashdown');
    const items = Array.from({ length: MATCH_BATCH + 20 }, (_, i) => ({ title: `Filler ${i}`, publishedAt: '2024-06-01T00:00:00Z' }));
    items.push({
      title: 'The last one',
      publishedAt: '2025-01-01T00:00:00Z',
      persons: [{ name: 'Cornelius Ashdown', role: 'guest', href: `http://podium.test/profile/${client.slug}` }],
    } as (typeof items)[number]);
    const { episodeIds } = await storeFakeFeed(db, { title: `Long Show ${unique()}`, items });
    const verified = await matchEpisodes(ctx(), episodeIds);
    expect(verified).toMatchObject([{ feedEpisodeId: episodeIds[episodeIds.length - 1], clientId: client.id, bookingId: null }]);
    expect(await matchEpisodes(ctx(), [])).toEqual([]);
  });
});
