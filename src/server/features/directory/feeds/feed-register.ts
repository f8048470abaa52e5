import { sql } from 'drizzle-orm';
import type { FeedSource } from '../../../../shared/api/directory/feeds/feeds';
import type { Db, Tx } from '../../../db/client';
import { podcastFeeds } from '../../../db/schema';

/**
 * Where a feed being registered comes from: an admin's podcast (then trusted), or a host's request
 * or a booking (unreviewed), with the show's name it was given there (its title until it is read).
 */
export type FeedOrigin = { source: 'admin'; podcastId: number } | { source: Exclude<FeedSource, 'admin'>; showName?: string };

/**
 * The feed of `url`, added when new (due for its first read at once): answers its id. A feed keeps
 * the source it was first registered from. An admin's podcast takes the feed when it has none
 * yet, and a feed an admin attaches to a podcast is trusted; a host's request or a booking never
 * attaches nor trusts a feed (left out, the origin is a booking's: unreviewed), and names it after
 * the show it was booked as until a read gives its own title. The address is
 * stored as given (trimmed); two spellings of one feed are two feeds.
 */
export async function registerFeed(db: Db | Tx, url: string, origin: FeedOrigin = { source: 'guest-booking' }): Promise<number> {
  const podcastId = origin.source === 'admin' ? origin.podcastId : null;
  const [row] = await db
    .insert(podcastFeeds)
    .values({
      url: url.trim(),
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
