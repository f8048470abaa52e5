import { sql } from 'drizzle-orm';
import type { FeedSource } from '@shared/api/directory/appearances/feeds';
import type { Db, Tx } from '@server/db/client';
import { podcastFeeds } from '@server/db/schema';
import { showAddressKey } from '@server/lib/show-address';

/**
 * Where a feed being registered comes from: an admin's podcast (then trusted), or a host's request
 * or a booking (unreviewed), with the show's name it was given there (its title until it is read).
 */
type FeedOrigin = { source: 'admin'; podcastId: number } | { source: Exclude<FeedSource, 'admin'>; showName?: string };

/**
 * The feed of `url`, added when new (due for its first read at once): answers its id. A feed keeps
 * the source it was first registered from. An admin's podcast takes the feed when it has none
 * yet, and a feed an admin attaches to a podcast is trusted; a host's request or a booking never
 * attaches nor trusts a feed (left out, the origin is a booking's: unreviewed), and names it after
 * the show it was booked as until a read gives its own title. A new address is stored as given
 * (trimmed); another spelling of a stored one (`showAddressKey`: scheme, `www.`, case, trailing
 * slash) is that feed.
 */
export async function registerFeed(db: Db | Tx, url: string, origin: FeedOrigin = { source: 'guest-booking' }): Promise<number> {
  const podcastId = origin.source === 'admin' ? origin.podcastId : null;
  const [row] = await db
    .insert(podcastFeeds)
    .values({
      url: (await storedSpellingOf(db, url)) ?? url.trim(),
      podcastId,
      source: origin.source,
      trustedAt: podcastId === null ? null : sql`now()`,
      title: origin.source === 'admin' ? '' : (origin.showName?.trim() ?? ''),
    })
    .onConflictDoUpdate({
      target: podcastFeeds.url,
      set: {
        title: sql`CASE WHEN ${podcastFeeds.title} = '' THEN excluded.title ELSE ${podcastFeeds.title} END`,
        podcastId: sql`COALESCE(${podcastFeeds.podcastId}, excluded.podcast_id)`,
        trustedAt: sql`CASE WHEN ${podcastFeeds.podcastId} IS NULL AND excluded.podcast_id IS NOT NULL THEN COALESCE(${podcastFeeds.trustedAt}, now()) ELSE ${podcastFeeds.trustedAt} END`,
      },
    })
    .returning({ id: podcastFeeds.id });
  return row!.id;
}

/** The address of the stored feed that is another spelling of `url`, if there is one. */
async function storedSpellingOf(db: Db | Tx, url: string): Promise<string | null> {
  const key = showAddressKey(url);
  if (!key) return null;
  const host = key.split('/')[0]!;
  const sameHost = await db.select({ url: podcastFeeds.url }).from(podcastFeeds).where(sql`position(${host} in lower(${podcastFeeds.url})) > 0`);
  return sameHost.find((feed) => showAddressKey(feed.url) === key)?.url ?? null;
}
