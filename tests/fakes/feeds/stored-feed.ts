import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { feedEpisodes, podcastFeeds } from '@server/db/schema';
import type { FeedSource } from '@shared/api/directory/appearances/feeds';
import type { FakeFeed, FakeItem } from './rss';

/** A fake item's episode as the feeds job stores it (its GUID, else its title and date). */
export function storedEpisodeValues(feedId: number, item: FakeItem) {
  return {
    feedId,
    guid: item.guid ?? `${item.title}|${item.publishedAt ?? ''}`,
    title: item.title,
    description: item.description ?? '',
    link: item.link ?? null,
    enclosureUrl: item.enclosureUrl ?? null,
    publishedAt: item.publishedAt ? new Date(item.publishedAt) : null,
    persons: (item.persons ?? []).map((p) => ({ name: p.name ?? '', role: p.role ?? '', href: p.href ?? null })),
    contentHash: randomBytes(8).toString('hex'),
  };
}

/** Where a stored fake feed came from and whether an admin trusts it (by default an admin's, trusted). */
export interface FakeFeedOrigin {
  source: FeedSource;
  trusted: boolean;
}

/**
 * Stores `feed` as if the feeds job had read it: the feed (under `podcastId`, if given, at a new
 * address on feeds.example, from `origin`) and its episodes, in the feed's order. Answers the
 * feed's id and its episodes' ids.
 */
export async function storeFakeFeed(
  db: Db,
  feed: FakeFeed,
  podcastId: number | null = null,
  origin: FakeFeedOrigin = { source: 'admin', trusted: true },
): Promise<{ feedId: number; episodeIds: number[] }> {
  const [row] = await db
    .insert(podcastFeeds)
    .values({
      url: `https://feeds.example/${randomBytes(6).toString('hex')}.xml`,
      siteUrl: feed.link ?? null,
      podcastId,
      title: feed.title,
      episodeCount: feed.items.length,
      source: origin.source,
      trustedAt: origin.trusted ? new Date() : null,
    })
    .returning({ id: podcastFeeds.id });
  const feedId = row!.id;
  if (feed.items.length === 0) return { feedId, episodeIds: [] };
  const stored = await db
    .insert(feedEpisodes)
    .values(feed.items.map((item) => storedEpisodeValues(feedId, item)))
    .returning({ id: feedEpisodes.id });
  return { feedId, episodeIds: stored.map((e) => e.id) };
}
