import { eq, sql } from 'drizzle-orm';
import type { YouTubeConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { youtubeQuotaUsage } from '../../db/schema';
import { createYouTubeClient, type YouTubeClient, YouTubeError } from '../../integrations/youtube/youtube-client';

/**
 * What each YouTube Data API v3 read costs in quota units, as Google publishes it
 * (developers.google.com/youtube/v3/determine_quota_cost): search.list 100, every other list 1.
 */
export const YOUTUBE_UNIT_COSTS: Readonly<Record<string, number>> = { search: 100, videos: 1, channels: 1, playlists: 1, playlistItems: 1, commentThreads: 1 };

/** The most one scan can cost: search.list, then videos.list for the statistics. */
export const SCAN_UNIT_COST = YOUTUBE_UNIT_COSTS.search + YOUTUBE_UNIT_COSTS.videos;

/** The quota units a request to this YouTube address costs (its last path segment names the resource; unknown reads cost 1). */
export function unitCostOf(url: string): number {
  const resource = new URL(url).pathname.split('/').at(-1) ?? '';
  return Object.hasOwn(YOUTUBE_UNIT_COSTS, resource) ? YOUTUBE_UNIT_COSTS[resource] : 1;
}

/** Today in UTC as YYYY-MM-DD: Google resets the quota at midnight Pacific, this site counts per UTC day. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Adds `units` to today's count (an upsert increment, safe across requests and nodes). */
export async function spendUnits(db: DbOrTx, units: number, now = new Date()): Promise<void> {
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

/** Whether `units` more fit in today's budget. */
export async function quotaAllows(db: DbOrTx, budget: number, units: number): Promise<boolean> {
  return (await unitsUsedToday(db)) + units <= budget;
}

/** The address a fetch is called with. */
function urlOf(input: Parameters<typeof fetch>[0]): string {
  return input instanceof Request ? input.url : String(input);
}

/**
 * The YouTube client every scan uses (the profile's scan panel and the video spider): a scan that
 * could take today's count past `config.dailyQuota` (YOUTUBE_DAILY_QUOTA) is refused before any
 * call, as YouTube's own quota failure ('quota'); the units of the requests a scan sent are added
 * to today's count once it ends (after, so the count never eats into a request's timeout).
 */
export function createCountedYouTubeClient(db: DbOrTx, config: YouTubeConfig, fetchImpl: typeof fetch = fetch): YouTubeClient {
  const configured = Boolean(config.apiKey);
  return {
    configured,
    async searchVideos(query, maxResults) {
      if (configured && !(await quotaAllows(db, config.dailyQuota, SCAN_UNIT_COST))) {
        throw new YouTubeError('quota', `The daily YouTube budget of ${config.dailyQuota} units is used up`);
      }
      let units = 0;
      const counting: typeof fetch = (input, init) => {
        units += unitCostOf(urlOf(input));
        return fetchImpl(input, init);
      };
      try {
        return await createYouTubeClient(config, counting).searchVideos(query, maxResults);
      } finally {
        if (units > 0) await spendUnits(db, units);
      }
    },
  };
}
