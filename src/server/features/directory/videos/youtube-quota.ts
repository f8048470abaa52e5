import { eq, sql } from 'drizzle-orm';
import type { YouTubeConfig } from '@server/config';
import type { DbOrTx } from '@server/db/client';
import { youtubeQuotaUsage } from '@server/db/schema';
import { createYouTubeClient, type YouTubeClient, YouTubeError } from '@server/integrations/youtube/youtube-client';

/**
 * What each YouTube Data API v3 read costs in quota units, as Google publishes it
 * (developers.google.com/youtube/v3/determine_quota_cost): search.list 100, every other list 1.
 */
const YOUTUBE_UNIT_COSTS: Readonly<Record<string, number>> = { search: 100, videos: 1, channels: 1, playlists: 1, playlistItems: 1, commentThreads: 1 };

/** The most one scan can cost: search.list, then videos.list for the statistics. */
export const SCAN_UNIT_COST = YOUTUBE_UNIT_COSTS.search + YOUTUBE_UNIT_COSTS.videos;

/** The quota units a request to this YouTube address costs (its last path segment names the resource; unknown reads cost 1). */
function unitCostOf(url: string): number {
  const resource = new URL(url).pathname.split('/').at(-1) ?? '';
  return Object.hasOwn(YOUTUBE_UNIT_COSTS, resource) ? YOUTUBE_UNIT_COSTS[resource] : 1;
}

/** Today in UTC as YYYY-MM-DD: Google resets the quota at midnight Pacific, this site counts per UTC day. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Adds `units` to today's count (an upsert increment, safe across requests and nodes; negative gives units back). */
async function spendUnits(db: DbOrTx, units: number, now = new Date()): Promise<void> {
  await db
    .insert(youtubeQuotaUsage)
    .values({ day: utcDay(now), units })
    .onConflictDoUpdate({ target: youtubeQuotaUsage.day, set: { units: sql`${youtubeQuotaUsage.units} + excluded.units` } });
}

/** The units spent today (0 before the first call of the day). */
export async function unitsUsedToday(db: DbOrTx, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ units: youtubeQuotaUsage.units })
    .from(youtubeQuotaUsage)
    .where(eq(youtubeQuotaUsage.day, utcDay(now)));
  return row?.units ?? 0;
}

/**
 * Takes `units` from today's budget if they fit, in one statement (a conditional upsert), so
 * requests and nodes racing for the last units cannot both have them; whether they were taken.
 */
async function reserveUnits(db: DbOrTx, budget: number, units: number, now = new Date()): Promise<boolean> {
  if (units > budget) return false;
  const rows = await db
    .insert(youtubeQuotaUsage)
    .values({ day: utcDay(now), units })
    .onConflictDoUpdate({
      target: youtubeQuotaUsage.day,
      set: { units: sql`${youtubeQuotaUsage.units} + excluded.units` },
      setWhere: sql`${youtubeQuotaUsage.units} + excluded.units <= ${budget}`,
    })
    .returning({ units: youtubeQuotaUsage.units });
  return rows.length > 0;
}

/** The address a fetch is called with. */
function urlOf(input: Parameters<typeof fetch>[0]): string {
  return input instanceof Request ? input.url : String(input);
}

/**
 * The YouTube client every scan and check uses (the profile's scan panel, the video spider, the
 * check of a visitor's unavailability report): each call first reserves the most it can cost
 * (SCAN_UNIT_COST for a scan, 1 unit for a video's status) from today's `config.dailyQuota`
 * (YOUTUBE_DAILY_QUOTA), or is refused before any request as YouTube's own quota failure ('quota');
 * once it ends, what it did not send goes back. Concurrent calls never take the count past the budget.
 */
export function createCountedYouTubeClient(db: DbOrTx, config: YouTubeConfig, fetchImpl: typeof fetch = fetch): YouTubeClient {
  const configured = Boolean(config.apiKey);
  /** Runs `call` on a client whose requests are counted, once `most` units are reserved; settles the difference after. */
  async function counted<T>(most: number, call: (client: YouTubeClient) => Promise<T>): Promise<T> {
    const reserved = configured ? most : 0;
    const day = new Date(); // the units go back to the day they were taken from, past midnight too
    if (configured && !(await reserveUnits(db, config.dailyQuota, reserved, day))) {
      throw new YouTubeError('quota', `The daily YouTube budget of ${config.dailyQuota} units is used up`);
    }
    let units = 0;
    const counting: typeof fetch = (input, init) => {
      units += unitCostOf(urlOf(input));
      return fetchImpl(input, init);
    };
    try {
      return await call(createYouTubeClient(config, counting));
    } finally {
      if (units !== reserved) await spendUnits(db, units - reserved, day);
    }
  }
  return {
    configured,
    searchVideos: (query, maxResults) => counted(SCAN_UNIT_COST, (client) => client.searchVideos(query, maxResults)),
    videoStatus: (id) => counted(YOUTUBE_UNIT_COSTS.videos, (client) => client.videoStatus(id)),
  };
}
