import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createPodcast, createUser } from '@tests/factories';
import { type FeedServer, startFeedServer } from '@tests/fakes/feeds/feed-server';
import { type FakeFeed, rssXml } from '@tests/fakes/feeds/rss';
import { storeFakeFeed } from '@tests/fakes/feeds/stored-feed';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import type { FeedMatches, HeldMatchGroup } from '@shared/api/directory/appearances/feed-matches';
import type { AppearanceSuggestion } from '@shared/api/directory/appearances/appearance-suggestions';
import { appearanceMatches, auditLog, episodes, feedEpisodes, podcastFeeds } from '@server/db/schema';
import { registerFeed } from '../feeds/feed-register';
import { HOLD_THRESHOLD } from './match-hold';
import { matchEpisodes } from './matches.service';

let t: TestApp;
let fake: FeedServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  fake = await startFeedServer();
  t = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE_HOSTS: fake.host });
  for (const role of ['admin', 'owner'] as const) cookies[role] = await openSession(t.db, (await createUser(t.db, { role })).id);
}, 60_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string | undefined = cookies.admin, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const matching = () => ({ db: t.db, config: t.config, bus: { invalidate: async () => undefined } });
let serial = 0;

/** A guest of this test alone, with a website the feeds' person tags can link to, and their guest's session. */
async function freshGuest() {
  serial++;
  const site = `https://guest-${serial}.example`;
  const client = await createClient(t.db, { name: `Ottoline Quarrington${'x'.repeat(serial)}`, websiteUrl: site });
  const guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: client.id })).id);
  return { client, site, guest };
}

/** A feed of `count` episodes, each naming the guest with a link to their website: every one a certain match alone. */
function namingFeed(name: string, site: string, count: number, title = 'The Everything Show'): FakeFeed {
  return {
    title,
    items: Array.from({ length: count }, (_, i) => ({
      guid: `every-${i}`,
      title: `Episode ${i}`,
      publishedAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
      link: `https://everything.example/${i}`,
      persons: [{ name, role: 'guest', href: site }],
    })),
  };
}

const matchesOf = (clientId: number) => t.db.select().from(appearanceMatches).where(eq(appearanceMatches.clientId, clientId));
const appearancesOf = (clientId: number) => t.db.select().from(episodes).where(eq(episodes.clientId, clientId));
const auditRows = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('a feed that suddenly matches a guest many times', () => {
  it('is held for review: a 5,000-episode feed naming one guest publishes nothing, its matches are suggestions marked held with the reason', {
    timeout: 180_000,
  }, async () => {
    const { client, site, guest } = await freshGuest();
    const show = await createPodcast(t.db, { name: 'The Everything Show' });
    fake.serve('/everything.xml', () => rssXml(namingFeed(client.name, site, 5_000)));
    const feedId = await registerFeed(t.db, fake.url('/everything.xml'), { source: 'admin', podcastId: show.id });

    const read = await send('POST', `/api/admin/podcast-feeds/${feedId}/read`);
    expect(read.statusCode, read.body).toBe(200);
    // the newest FEED_MAX_ITEMS (2,000) of its 5,000 items are kept
    expect(read.json()).toMatchObject({ episodeCount: 2_000, failures: 0 });

    // nothing published: no appearance, no verified match, no "Verified" audit rows
    expect(await appearancesOf(client.id)).toEqual([]);
    const stored = await matchesOf(client.id);
    expect(stored).toHaveLength(2_000);
    const reason = `Held for review: the feed matched this guest in 2,000 new episodes at once, more than the ${HOLD_THRESHOLD} that are published without review`;
    expect(new Set(stored.map((m) => `${m.status}|${m.heldReason}`))).toEqual(new Set([`suggested|${reason}`]));
    expect((await auditRows('appearance.verify')).filter((row) => (row.details as { clientId?: number }).clientId === client.id)).toEqual([]);
    const profile = (await send('GET', `/api/clients/${client.id}/episodes`, undefined)).json();
    expect(profile).toMatchObject({ items: [], total: 0 });

    // the agency sees the hold with its reason
    const held = (await send('GET', '/api/admin/podcast-feeds/held')).json() as HeldMatchGroup[];
    expect(held.find((g) => g.clientId === client.id)).toEqual({
      feedId,
      showName: 'The Everything Show',
      clientId: client.id,
      name: client.name,
      slug: client.slug,
      held: 2_000,
      reason,
    });
    const summary = (await send('GET', `/api/admin/podcast-feeds/${feedId}/matches`)).json() as FeedMatches;
    expect(summary).toEqual({
      feedId,
      showName: 'The Everything Show',
      totalGuests: 1,
      guests: [
        {
          clientId: client.id,
          name: client.name,
          slug: client.slug,
          held: 2_000,
          suggested: 0,
          verifiedByFeed: 0,
          accepted: 0,
          rejected: 0,
          heldReason: reason,
        },
      ],
    });

    // the guest's side sees a bounded page of them, marked held, and may accept a real one
    const page = await send('GET', `/api/clients/${client.id}/appearance-suggestions?limit=20`, guest);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ total: 2_000, nextOffset: 20 });
    expect(page.json().items).toHaveLength(20);
    expect((page.json().items as AppearanceSuggestion[]).every((s) => s.heldReason === reason)).toBe(true);
    expect(page.body.length).toBeLessThan(30_000);
  });

  it('publishes a few certain matches as before: up to the threshold from one feed in one read', async () => {
    const { client, site } = await freshGuest();
    const { episodeIds } = await storeFakeFeed(t.db, namingFeed(client.name, site, HOLD_THRESHOLD, 'A Regular Show'));
    const verified = await matchEpisodes(matching(), episodeIds);
    expect(verified).toHaveLength(HOLD_THRESHOLD);
    expect(await appearancesOf(client.id)).toHaveLength(HOLD_THRESHOLD);
    expect((await matchesOf(client.id)).every((m) => m.status === 'verified' && m.heldReason === null)).toBe(true);
  });

  it('holds one more than the threshold, and a held suggestion is never raised by the matcher on a later pass', async () => {
    const { client, site } = await freshGuest();
    const { episodeIds } = await storeFakeFeed(t.db, namingFeed(client.name, site, HOLD_THRESHOLD + 1, 'A Busy Show'));
    expect(await matchEpisodes(matching(), episodeIds)).toEqual([]);
    expect(await matchEpisodes(matching(), episodeIds.slice(0, 2))).toEqual([]);
    const stored = await matchesOf(client.id);
    expect(stored).toHaveLength(HOLD_THRESHOLD + 1);
    expect(stored.every((m) => m.status === 'suggested' && m.heldReason !== null)).toBe(true);
    expect(await appearancesOf(client.id)).toEqual([]);
  });
});

describe('rejecting a feed’s matches in one step', () => {
  /** A guest with `count` appearances the matcher verified from a feed of its own, a self-reported one, and one accepted by a person. */
  async function verifiedFromFeed(count: number) {
    const g = await freshGuest();
    const show = await createPodcast(t.db, { name: `Copied Show ${serial}` });
    const feed = namingFeed(g.client.name, g.site, count + 1, `Copied Show ${serial}`);
    const { feedId, episodeIds } = await storeFakeFeed(t.db, feed, show.id);
    // a few at a time, as hourly reads of a growing feed would
    for (let i = 0; i < count; i += HOLD_THRESHOLD) await matchEpisodes(matching(), episodeIds.slice(i, Math.min(i + HOLD_THRESHOLD, count)));
    // one suggestion the guest accepted
    const [last] = await t.db
      .insert(appearanceMatches)
      .values({ feedEpisodeId: episodeIds[count]!, clientId: g.client.id, status: 'suggested', signal: 'name-in-title', evidence: [] })
      .returning();
    expect((await send('POST', `/api/appearance-suggestions/${last!.id}/accept`, g.guest)).statusCode).toBe(200);
    const [typed] = await t.db.insert(episodes).values({ podcastId: show.id, clientId: g.client.id, title: 'A talk the guest typed in' }).returning();
    return { ...g, feedId, episodeIds, acceptedId: last!.id, typedId: typed!.id };
  }

  it('rejects all of a feed’s unconfirmed matches: one audit row, the matcher’s appearances removed, the accepted one and the typed one kept, never offered again', async () => {
    const { client, feedId, episodeIds, acceptedId, typedId } = await verifiedFromFeed(12);
    const other = await freshGuest();
    await t.db
      .insert(appearanceMatches)
      .values({ feedEpisodeId: episodeIds[0]!, clientId: other.client.id, status: 'suggested', signal: 'name-in-title', evidence: [] });
    expect(await appearancesOf(client.id)).toHaveLength(14);
    const before = (await auditRows('appearance-match.bulk-reject')).length;

    const res = await send('POST', `/api/admin/podcast-feeds/${feedId}/reject-matches`, cookies.owner, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rejected: 13, appearancesRemoved: 12, keptAccepted: 1 });

    const left = await appearancesOf(client.id);
    expect(left.map((e) => e.id).sort()).toEqual([typedId, (await matchesOf(client.id)).find((m) => m.id === acceptedId)!.episodeId].sort());
    expect((await matchesOf(other.client.id)).map((m) => m.status)).toEqual(['rejected']);
    const audit = await auditRows('appearance-match.bulk-reject');
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({
      targetType: 'podcast-feed',
      targetId: String(feedId),
      details: { clientId: null, rejected: 13, appearancesRemoved: 12, keptAccepted: 1 },
    });

    // a later read or the weekly scan never offers them again
    expect(await matchEpisodes(matching(), episodeIds)).toEqual([]);
    expect((await matchesOf(client.id)).filter((m) => m.status !== 'rejected').map((m) => m.id)).toEqual([acceptedId]);
    expect(await appearancesOf(client.id)).toHaveLength(2);
  });

  it('rejects one guest’s matches from a feed, leaving the other guests’ and other feeds’ alone', async () => {
    const { client, feedId, episodeIds } = await verifiedFromFeed(6);
    const other = await freshGuest();
    const [kept] = await t.db
      .insert(appearanceMatches)
      .values({ feedEpisodeId: episodeIds[1]!, clientId: other.client.id, status: 'suggested', signal: 'name-in-title', evidence: [] })
      .returning();
    const elsewhere = await storeFakeFeed(t.db, namingFeed(client.name, `${client.websiteUrl}`, 1, 'Another Show'));
    await matchEpisodes(matching(), elsewhere.episodeIds);

    const res = await send('POST', `/api/admin/podcast-feeds/${feedId}/reject-matches`, cookies.admin, { clientId: client.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rejected: 6, appearancesRemoved: 6, keptAccepted: 1 });
    expect((await t.db.select().from(appearanceMatches).where(eq(appearanceMatches.id, kept!.id)))[0]!.status).toBe('suggested');
    const fromElsewhere = await t.db
      .select()
      .from(appearanceMatches)
      .where(and(eq(appearanceMatches.clientId, client.id), inArray(appearanceMatches.feedEpisodeId, elsewhere.episodeIds)));
    expect(fromElsewhere.map((m) => m.status)).toEqual(['verified']);
    expect((await auditRows('appearance-match.bulk-reject')).at(-1)).toMatchObject({ details: { clientId: client.id, rejected: 6 } });
  });

  it('is for admins and owners, answers 404 for an unknown feed or guest, and 400 for a bad guest', async () => {
    const { guest, feedId } = await verifiedFromFeed(1);
    expect((await send('POST', `/api/admin/podcast-feeds/${feedId}/reject-matches`, guest, {})).statusCode).toBe(403);
    expect((await send('POST', `/api/admin/podcast-feeds/${feedId}/reject-matches`, '', {})).statusCode).toBe(401);
    expect((await send('GET', `/api/admin/podcast-feeds/${feedId}/matches`, guest)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/podcast-feeds/held', guest)).statusCode).toBe(403);
    const unknown = await send('POST', '/api/admin/podcast-feeds/999999/reject-matches', cookies.admin, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Feed not found');
    expect((await send('POST', `/api/admin/podcast-feeds/${feedId}/reject-matches`, cookies.admin, { clientId: 999_999 })).json().message).toBe(
      'Client not found',
    );
    const bad = await send('POST', `/api/admin/podcast-feeds/${feedId}/reject-matches`, cookies.admin, { clientId: 'all' });
    expect(bad.statusCode).toBe(400);
    expect((await send('GET', '/api/admin/podcast-feeds/999999/matches')).statusCode).toBe(404);
  });
});

describe('removing a feed', () => {
  it('takes its unconfirmed matches with it: suggestions, held ones and the matcher’s appearances; what a person accepted stays', async () => {
    const g = await freshGuest();
    const created = await send('POST', '/api/admin/podcasts', cookies.admin, {
      name: `Removable Show ${serial}`,
      feedUrl: fake.url(`/removable-${serial}.xml`),
    });
    expect(created.statusCode, created.body).toBe(201);
    const podcastId = created.json().id as number;
    const feedId = created.json().feed.id as number;
    const items = namingFeed(g.client.name, g.site, 4, 'Removable').items;
    const stored = await t.db
      .insert(feedEpisodes)
      .values(items.map((item, i) => ({ feedId, guid: item.guid!, title: item.title, link: item.link, persons: item.persons as never, contentHash: `h${i}` })))
      .returning({ id: feedEpisodes.id });
    await matchEpisodes(
      matching(),
      stored.slice(0, 2).map((e) => e.id),
    );
    await t.db.insert(appearanceMatches).values([
      { feedEpisodeId: stored[2]!.id, clientId: g.client.id, status: 'suggested', signal: 'name-in-title', evidence: [], heldReason: 'Held for review: test' },
      { feedEpisodeId: stored[3]!.id, clientId: g.client.id, status: 'suggested', signal: 'name-in-title', evidence: [] },
    ]);
    const [toAccept] = await t.db
      .insert(appearanceMatches)
      .values({ feedEpisodeId: stored[0]!.id, clientId: (await freshGuest()).client.id, status: 'suggested', signal: 'name-in-title', evidence: [] })
      .returning();
    expect((await send('POST', `/api/appearance-suggestions/${toAccept!.id}/accept`, cookies.admin)).statusCode).toBe(200);
    expect(await appearancesOf(g.client.id)).toHaveLength(2);

    const cleared = await send('PATCH', `/api/admin/podcasts/${podcastId}`, cookies.admin, { feedUrl: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().feed).toBeNull();
    expect(await appearancesOf(g.client.id)).toEqual([]);
    expect((await matchesOf(g.client.id)).map((m) => m.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect((await t.db.select().from(appearanceMatches).where(eq(appearanceMatches.id, toAccept!.id)))[0]!.status).toBe('verified');
    expect((await auditRows('podcast.update')).at(-1)).toMatchObject({ targetId: String(podcastId), details: { feedMatchesRejected: 4 } });
    // the feed stays known, detached; re-reading it never offers them again
    expect((await t.db.select().from(podcastFeeds).where(eq(podcastFeeds.id, feedId)))[0]!.podcastId).toBeNull();
    expect(
      await matchEpisodes(
        matching(),
        stored.map((e) => e.id),
      ),
    ).toEqual([]);
  });

  it('deleting a podcast rejects its feed’s unconfirmed matches, so the detached feed never makes them again', async () => {
    const g = await freshGuest();
    const show = await createPodcast(t.db, { name: `Deleted Show ${serial}` });
    const { feedId, episodeIds } = await storeFakeFeed(t.db, namingFeed(g.client.name, g.site, 2, `Deleted Show ${serial}`), show.id);
    await matchEpisodes(matching(), episodeIds);
    expect(await appearancesOf(g.client.id)).toHaveLength(2);
    expect((await send('DELETE', `/api/admin/podcasts/${show.id}`)).statusCode).toBe(204);
    expect(await appearancesOf(g.client.id)).toEqual([]);
    expect((await matchesOf(g.client.id)).map((m) => m.status)).toEqual(['rejected', 'rejected']);
    expect(await matchEpisodes(matching(), episodeIds)).toEqual([]);
    expect(await appearancesOf(g.client.id)).toEqual([]);
    expect((await t.db.select().from(podcastFeeds).where(eq(podcastFeeds.id, feedId)))[0]!.podcastId).toBeNull();
  });
});
