import { FEED_LIMITS, type OwnershipTag } from '@shared/api/directory/appearances/feeds';
import type { AdminFeed } from '@shared/api/directory/podcasts/admin-podcasts';
import type { SessionUser } from '@shared/api/session-user';
import type { Db } from '@server/db/client';
import { conflict, notFound } from '@server/lib/errors';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { issueOwnershipTag } from './feed-ownership';
import { FeedError } from './feed-parser';
import { feedTrustOf } from './feed-trust';
import { type DueFeedsContext, readFeed } from './feeds.service';
import * as repo from './feeds.repo';

/** A stored feed as /admin/podcasts shows it (dates as ISO strings). */
export function toAdminFeed(row: repo.FeedRow): AdminFeed {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    podcastId: row.podcastId,
    episodeCount: row.episodeCount,
    failures: row.failures,
    error: row.error,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    okAt: row.okAt?.toISOString() ?? null,
    nextCheckAt: row.nextCheckAt.toISOString(),
    source: row.source,
    trust: feedTrustOf(row),
  };
}

/** The feeds of booked shows (no podcast), for /admin/podcasts. */
export async function unattachedFeeds(db: Db): Promise<AdminFeed[]> {
  return (await repo.unattachedFeeds(db)).map(toAdminFeed);
}

/** "in 42 minutes", "in 1 minute": how long until `at`, in whole minutes (at least one), in no one's clock. */
function minutesUntil(at: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * "Read now" (admins): reads the feed at once and publishes a good read ('feed.read'); a failure is
 * recorded on the feed and shows in the answer. Audited. 404 unknown; 409 when it was read less
 * than FEED_LIMITS.minIntervalMs ago (no feed is read more often than hourly).
 */
export async function readNow(ctx: DueFeedsContext, user: SessionUser, id: number, now: Date = new Date()): Promise<AdminFeed> {
  const row = await repo.findFeed(ctx.db, id);
  if (!row) throw notFound('Feed not found');
  if (row.checkedAt && now.getTime() - row.checkedAt.getTime() < FEED_LIMITS.minIntervalMs) {
    const again = new Date(row.checkedAt.getTime() + FEED_LIMITS.minIntervalMs);
    throw conflict(`This feed was read less than an hour ago. It can be read again ${minutesUntil(again, now)}.`, 'FEED_READ_RECENTLY');
  }
  let outcome: { newEpisodes: number; changedEpisodes: number } | { error: string };
  // a feed moved for good may be kept as another (merged into the feed at its new address)
  let keptId = id;
  try {
    const read = await readFeed(ctx, id, now);
    keptId = read.feedId;
    await ctx.events.publish('feed.read', read, ctx.log);
    outcome = { newEpisodes: read.newEpisodeIds.length, changedEpisodes: read.changedEpisodeIds.length };
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    outcome = { error: error.message };
  }
  return auditedWrite(
    ctx.db,
    user,
    async (tx) => toAdminFeed((await repo.findFeed(tx, keptId))!),
    (feed) => ({ action: 'podcast.feed-read', targetType: 'podcast-feed', targetId: feed.id, details: { url: feed.url, ...outcome } }),
  );
}

/**
 * An admin trusts a feed (POST /api/admin/podcast-feeds/{id}/trust): its episodes then verify
 * appearances by the matcher's rules, and 'feed.read' is published, so its waiting suggestions are
 * judged again. Audited; a feed already trusted is answered as it is. 404 unknown.
 */
export async function trustFeed(ctx: DueFeedsContext, user: SessionUser, id: number): Promise<AdminFeed> {
  const row = await repo.findFeed(ctx.db, id);
  if (!row) throw notFound('Feed not found');
  if (row.trustedAt) return toAdminFeed(row);
  const feed = await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      await repo.trustFeed(tx, id);
      return toAdminFeed((await repo.findFeed(tx, id))!);
    },
    (after) => ({
      action: 'podcast.feed-trust',
      targetType: 'podcast-feed',
      targetId: id,
      details: { url: after.url, source: row.source, before: feedTrustOf(row) },
    }),
  );
  await ctx.events.publish('feed.read', { feedId: id, newEpisodeIds: [], changedEpisodeIds: [], trustChanged: true }, ctx.log);
  return feed;
}

/**
 * A new ownership tag of a feed for an admin to hand to the show's owner (POST
 * /api/admin/podcast-feeds/{id}/ownership-tag): answered this once; audited without the token. 404 unknown.
 */
export async function adminOwnershipTag(db: Db, user: SessionUser, id: number): Promise<OwnershipTag> {
  return auditedWrite(
    db,
    user,
    async (tx) => {
      const feed = await repo.findFeed(tx, id);
      if (!feed) throw notFound('Feed not found');
      return { url: feed.url, tag: await issueOwnershipTag(tx, id, { userId: (user.originalUser ?? user).id }) };
    },
    ({ url }) => ({ action: 'podcast.feed-ownership-tag', targetType: 'podcast-feed', targetId: id, details: { url } }),
  ).then(({ tag }) => tag);
}
