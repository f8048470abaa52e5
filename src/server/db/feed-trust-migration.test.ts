import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createPodcast, createUser } from '@tests/factories';
import { storeFakeFeed } from '@tests/fakes/feeds/stored-feed';
import { insertStoredRequest } from '@tests/helpers/fixtures/bookings/requests';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { appearanceMatches, auditLog, bookings, feedEpisodes, podcastFeeds } from './schema';

/**
 * The data part of migration 0020 (where each feed came from, which are trusted, a podcast taken
 * by its title given back, what a person's acceptance rests on), run on data as the older code
 * left it: the columns it adds put back to their defaults first.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The migration's statements that change data (after its tables and columns are made). */
function dataStatements(): string[] {
  const text = readFileSync(join(import.meta.dirname, 'migrations', '0020_feed_trust.sql'), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^(--[^\n]*\n)*\s*(UPDATE|WITH)\b/.test(s));
}

describe('migration 0020 on the older data', () => {
  it('trusts the feeds admins attached, leaves the requests’ and bookings’ unreviewed, gives back a podcast taken by its title, and keeps what people accepted', async () => {
    const { db } = t;
    const client = await createClient(db, { slug: 'migrated-guest', name: 'Migrated Guest' });
    const admin = await createUser(db, { role: 'admin' });
    const guest = await createUser(db, { role: 'guest', clientId: client.id });
    const podcastOf = async (name: string) => (await createPodcast(db, { name })).id;
    const feed = async (title: string, podcastId: number | null = null) =>
      (await storeFakeFeed(db, { title, items: [{ title: `${title} 1` }, { title: `${title} 2` }, { title: `${title} 3` }] }, podcastId)).feedId;
    const urlOf = async (id: number) => (await db.select().from(podcastFeeds).where(eq(podcastFeeds.id, id)))[0]!.url;

    const adminsFeed = await feed('Alpha Show', await podcastOf('Alpha Show'));
    const requestsFeed = await feed('Request Show');
    const bookingsFeed = await feed('Booked Show');
    const takenPodcast = await podcastOf('Taken Show');
    const takeover = await feed('Taken Show', takenPodcast);
    for (const [feedId, fromRequest] of [
      [requestsFeed, true],
      [bookingsFeed, false],
      [takeover, true],
    ] as const) {
      const requestId = fromRequest ? (await insertStoredRequest(db, client.id, 'requested')).request.id : null;
      if (requestId) await db.execute(sql`UPDATE booking_requests SET show_url = ${await urlOf(feedId)} WHERE id = ${requestId}`);
      await db.insert(bookings).values({ clientId: client.id, showName: 'A show', status: 'requested', requestId, feedId });
    }
    const episodeIds = (await db.select({ id: feedEpisodes.id }).from(feedEpisodes).where(eq(feedEpisodes.feedId, adminsFeed)).orderBy(feedEpisodes.id)).map(
      (r) => r.id,
    );
    const match = async (feedEpisodeId: number, decidedBy: number | null) =>
      (
        await db
          .insert(appearanceMatches)
          .values({ feedEpisodeId, clientId: client.id, status: 'verified', signal: 'person-link', evidence: [], decidedBy })
          .returning()
      )[0]!.id;
    const byGuest = await match(episodeIds[0]!, guest.id);
    const byAdmin = await match(episodeIds[1]!, admin.id);
    const byMatcher = await match(episodeIds[2]!, null);
    // as the older code left them: no source, no trust, no basis
    await db.execute(sql`UPDATE podcast_feeds SET source = 'admin', trusted_at = NULL`);
    await db.execute(sql`UPDATE appearance_matches SET basis = NULL`);

    for (const statement of dataStatements()) await db.execute(sql.raw(statement));

    const feeds = new Map((await db.select().from(podcastFeeds)).map((f) => [f.id, f]));
    expect(feeds.get(adminsFeed)).toMatchObject({ source: 'admin', trustedAt: expect.any(Date), podcastId: expect.any(Number) });
    expect(feeds.get(requestsFeed)).toMatchObject({ source: 'host-request', trustedAt: null, podcastId: null });
    expect(feeds.get(bookingsFeed)).toMatchObject({ source: 'guest-booking', trustedAt: null, podcastId: null });
    expect(feeds.get(takeover)).toMatchObject({ source: 'host-request', trustedAt: null, podcastId: null });
    const [given] = await db.select().from(auditLog).where(eq(auditLog.action, 'podcast.feed-detach'));
    expect(given).toMatchObject({
      actorUserId: null,
      targetType: 'podcast-feed',
      targetId: String(takeover),
      details: { podcastId: takenPodcast, podcast: 'Taken Show' },
    });

    const basisOf = async (id: number) => (await db.select().from(appearanceMatches).where(eq(appearanceMatches.id, id)))[0]!.basis;
    expect(await basisOf(byGuest)).toBe('accepted-by-guest');
    expect(await basisOf(byAdmin)).toBe('accepted-by-agency');
    // the matcher's own wait for the re-judging job
    expect(await basisOf(byMatcher)).toBeNull();
  });
});
