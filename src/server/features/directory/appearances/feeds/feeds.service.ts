import { createHash } from 'node:crypto';
import { FEED_LIMITS } from '@shared/api/directory/appearances/feeds';
import type { Config } from '@server/config';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import type { JobHandle } from '@server/jobs/run-job';
import { notFound } from '@server/lib/errors';
import { loopYield } from '@server/lib/loop-yield';
import { feedFetcher, fetchFeed } from './feed-fetch';
import { moveFeed } from './feed-move';
import { proveOwnership } from './feed-ownership';
import { FeedError } from './feed-parser';
import type { FeedRead, ParsedFeed, ParsedFeedItem } from './feed-types';
import * as repo from './feeds.repo';

/** What reading feeds needs: the database and the settings (the feeds', and the private hosts tests allow). */
interface FeedsContext {
  db: Db;
  config: Pick<Config, 'outboundAllowedPrivateHosts' | 'feeds'>;
}

/** What the scheduled read needs besides: the bus that tells of each good read ('feed.read'), and where to log. */
export interface DueFeedsContext extends FeedsContext, Pick<AppContext, 'events'> {
  log: { warn(details: object, message: string): void };
}

/** What a run of readDueFeeds did. */
export interface DueFeedsSummary {
  feeds: number;
  read: number;
  failed: number;
  newEpisodes: number;
  changedEpisodes: number;
}

/** How many feeds one run reads at most, and how many hosts it reads at once. */
export const DUE_FEEDS = { batch: 500, hostsAtOnce: 4 } as const;

const HOUR_MS = 60 * 60 * 1000;

/** When a feed that has now failed `failures` times in a row is tried again: doubling from the hour, at most FEED_LIMITS.maxBackoffMs. */
export function retryAt(now: Date, failures: number): Date {
  return new Date(now.getTime() + Math.min(HOUR_MS * 2 ** Math.max(0, failures - 1), FEED_LIMITS.maxBackoffMs));
}

/** An item as stored, with the hash of its content. */
function episodeValues(feedId: number, item: ParsedFeedItem): repo.EpisodeValues {
  const { guid, title, description, link, enclosureUrl, imageUrl, transcriptUrl, publishedAt, persons } = item;
  const content = { title, description, link, enclosureUrl, imageUrl, transcriptUrl, publishedAt: publishedAt?.toISOString() ?? null, persons };
  const contentHash = createHash('sha256').update(JSON.stringify(content)).digest('base64url');
  return { feedId, guid, title, description, link, enclosureUrl, imageUrl, transcriptUrl, publishedAt, persons, contentHash };
}

/**
/**
 * The stored episodes a read leaves beyond the feed's cap: those not in the read, past the newest
 * (by date, undated last, then the latest stored) that fit beside the read's own.
 */
function beyondCap(stored: repo.StoredEpisode[], read: Map<string, unknown>, maxItems: number): number[] {
  const others = stored.filter((row) => !read.has(row.guid));
  const room = Math.max(0, maxItems - read.size);
  if (others.length <= room) return [];
  const time = (row: repo.StoredEpisode) => row.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  others.sort((a, b) => time(b) - time(a) || b.id - a.id);
  return others.slice(room).map((row) => row.id);
}

/**
 * Stores a full read: the new and changed episodes (once per GUID), the show's details, validators
 * and good state; stored episodes beyond FEED_MAX_ITEMS are deleted unless a match or an appearance
 * refers to them; then looks for its owner's tag among the channel's verify texts.
 */
async function storeFeed(
  ctx: FeedsContext,
  feedId: number,
  feed: ParsedFeed,
  validators: { etag: string | null; lastModified: string | null },
  now: Date,
): Promise<FeedRead> {
  const byGuid = new Map<string, repo.EpisodeValues>();
  const pause = loopYield();
  for (const item of feed.items) {
    await pause();
    if (!byGuid.has(item.guid)) byGuid.set(item.guid, episodeValues(feedId, item));
  }
  const read = await ctx.db.transaction(async (tx) => {
    const stored = await repo.storedEpisodes(tx, feedId);
    const hashes = new Map(stored.map((row) => [row.guid, row.hash]));
    const writes = [...byGuid.values()].filter((row) => hashes.get(row.guid) !== row.contentHash);
    const { inserted, updated } = await repo.upsertEpisodes(tx, writes, now);
    await repo.deleteUnreferencedEpisodes(tx, beyondCap(stored, byGuid, ctx.config.feeds.maxItems));
    await repo.updateFeed(tx, feedId, {
      title: feed.title,
      siteUrl: feed.link,
      imageUrl: feed.imageUrl,
      podcastGuid: feed.podcastGuid,
      ...validators,
      episodeCount: await repo.countEpisodes(tx, feedId),
      ...goodState(now),
    });
    return { feedId, newEpisodeIds: inserted, changedEpisodeIds: updated };
  });
  // the owner's tag in the channel proves the feed theirs: then every episode is judged again
  return (await proveOwnership(ctx.db, feedId, feed.verifyTexts)) ? { ...read, trustChanged: true } : read;
}

/** The read state after a good read (full or unchanged). */
function goodState(now: Date) {
  return { checkedAt: now, okAt: now, failures: 0, error: null, nextCheckAt: new Date(now.getTime() + FEED_LIMITS.minIntervalMs) };
}

/**
 * Reads the feed of `feedId` once, now: conditionally (its stored ETag and Last-Modified), through
 * the safe fetcher with the feeds' cap and timeout. A feed moved for good (301, 308) is kept under
 * its new address, merged into the feed stored there if any (feed-move.ts; the read answers the
 * feed kept). A 304 stores nothing; a full answer stores its new and changed episodes; either way
 * the feed is next due in an hour. A failure is recorded on
 * the feed (its reason in plain words, one more failure, the next try backed off) and thrown as a
 * FeedError. 404 for an unknown feed.
 */
export async function readFeed(ctx: FeedsContext, feedId: number, now: Date = new Date(), signal?: AbortSignal): Promise<FeedRead> {
  const row = await repo.findFeed(ctx.db, feedId);
  if (!row) throw notFound('Feed not found');
  try {
    const answer = await fetchFeed(feedFetcher(ctx.config), ctx.config, row.url, row, signal);
    const keptId = answer.movedTo && answer.movedTo !== row.url ? await moveFeed(ctx.db, feedId, answer.movedTo) : feedId;
    if (answer.unchanged) {
      await repo.updateFeed(ctx.db, keptId, goodState(now));
      return { feedId: keptId, newEpisodeIds: [], changedEpisodeIds: [] };
    }
    return await storeFeed(ctx, keptId, answer.feed, { etag: answer.etag, lastModified: answer.lastModified }, now);
  } catch (error) {
    // a read stopped by its job (cancelled, or the server stopping) is no failure of the feed
    if (signal?.aborted && !(error instanceof FeedError)) throw error;
    const failed = error instanceof FeedError ? error : new FeedError('The feed could not be stored (an error on our side)');
    const failures = row.failures + 1;
    await repo.updateFeed(ctx.db, feedId, { checkedAt: now, failures, error: failed.message, nextCheckAt: retryAt(now, failures) });
    if (failed !== error) failed.cause = error;
    throw failed;
  }
}

/** The feeds grouped by host (name and port), each group in the order given. */
function byHost(feeds: { id: number; url: string }[]): number[][] {
  const groups = new Map<string, number[]>();
  for (const feed of feeds) {
    let host: string;
    try {
      host = new URL(feed.url).host.toLowerCase();
    } catch {
      host = feed.url;
    }
    groups.set(host, [...(groups.get(host) ?? []), feed.id]);
  }
  return [...groups.values()];
}

/**
 * Reads the feeds due at `now` (at most DUE_FEEDS.batch, the longest waiting first): a few hosts
 * at once, one request at a time per host. A feed's failure is recorded on it alone. After each
 * good read 'feed.read' is published. Progress goes to `job` after each feed; a cancelled job stops
 * between feeds.
 */
export async function readDueFeeds(ctx: DueFeedsContext, now: Date = new Date(), job?: JobHandle): Promise<DueFeedsSummary> {
  const due = await repo.dueFeeds(ctx.db, now, DUE_FEEDS.batch);
  const summary: DueFeedsSummary = { feeds: due.length, read: 0, failed: 0, newEpisodes: 0, changedEpisodes: 0 };
  const queues = byHost(due);
  let next = 0;
  const readHost = async (ids: number[]) => {
    for (const id of ids) {
      if (job?.signal.aborted) return;
      try {
        const read = await readFeed(ctx, id, now, job?.signal);
        summary.read++;
        summary.newEpisodes += read.newEpisodeIds.length;
        summary.changedEpisodes += read.changedEpisodeIds.length;
        await ctx.events.publish('feed.read', read, ctx.log);
      } catch (error) {
        if (!(error instanceof FeedError)) throw error;
        summary.failed++;
        if (error.cause) ctx.log.warn({ err: error.cause, feedId: id }, 'a feed could not be stored');
      }
      await job?.progress(summary.read + summary.failed, summary.feeds, { ...summary });
    }
  };
  const worker = async () => {
    while (next < queues.length) await readHost(queues[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(DUE_FEEDS.hostsAtOnce, queues.length) }, worker));
  return summary;
}
