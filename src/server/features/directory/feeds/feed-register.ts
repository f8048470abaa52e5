import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { podcastFeeds } from '../../../db/schema';

/**
 * The feed of `url`, added when new (due for its first read at once): answers its id. With a
 * podcast, the feed becomes that podcast's when it has none yet. The address is stored as given
 * (trimmed); two spellings of one feed are two feeds.
 */
export async function registerFeed(db: Db | Tx, url: string, podcastId: number | null = null): Promise<number> {
  const [row] = await db
    .insert(podcastFeeds)
    .values({ url: url.trim(), podcastId })
    .onConflictDoUpdate({ target: podcastFeeds.url, set: { podcastId: sql`COALESCE(${podcastFeeds.podcastId}, excluded.podcast_id)` } })
    .returning({ id: podcastFeeds.id });
  return row!.id;
}
