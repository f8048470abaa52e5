import type { Db, Tx } from '@server/db/client';
import { auditedWrite } from '@server/platform/audit/audited-write';
import * as repo from './feed-move.repo';
import * as feeds from './feeds.repo';
import type { FeedRow } from './feeds.repo';

/** A stored match as merging weighs it. */
type MergedMatch = Awaited<ReturnType<typeof repo.matchesOfEpisodes>>[number];

/** How much a match weighs when two feeds' matches of one episode and guest meet: a person's decision, then verified, then suggested. */
const weight = (m: MergedMatch) => (m.decidedAt !== null ? 3 : m.status === 'verified' ? 2 : 1);

/**
 * Merges the twin episodes' matches (same GUID, same guest): the weightier one is kept on the
 * episode of `into` (the one kept on a tie), the other deleted with the appearance it made, so an
 * episode never shows twice on a profile. Answers how many matches were dropped.
 */
async function mergeMatches(tx: Tx, twins: { from: number; into: number }[]): Promise<number> {
  const intoOf = new Map(twins.map((t) => [t.from, t.into]));
  const all = await repo.matchesOfEpisodes(tx, [...twins.map((t) => t.from), ...twins.map((t) => t.into)]);
  const kept = new Map(all.filter((m) => !intoOf.has(m.feedEpisodeId)).map((m) => [`${m.feedEpisodeId}:${m.clientId}`, m]));
  const drop: MergedMatch[] = [];
  const moves: { id: number; feedEpisodeId: number }[] = [];
  for (const m of all.filter((x) => intoOf.has(x.feedEpisodeId))) {
    const into = intoOf.get(m.feedEpisodeId)!;
    const other = kept.get(`${into}:${m.clientId}`);
    if (other && weight(other) >= weight(m)) drop.push(m);
    else {
      if (other) drop.push(other);
      moves.push({ id: m.id, feedEpisodeId: into });
    }
  }
  await repo.dropMatches(tx, drop);
  await repo.moveMatches(tx, moves);
  return drop.length;
}

/**
 * Merges feed `from` into feed `into` (the one at the address `from` moved to): episodes by GUID
 * (the twins' matches merged, the appearances tied to `into`'s episode), the rest of the episodes
 * moved, the bookings pointed at `into`, the podcast moved when `into` has none, and its trust and
 * proof carried over; then `from` is deleted.
 */
async function mergeFeeds(tx: Tx, from: FeedRow, into: FeedRow) {
  const twins = await repo.twinEpisodes(tx, from.id, into.id);
  const matchesDropped = await mergeMatches(tx, twins);
  await repo.retieAppearances(tx, from.id, into.id);
  await repo.deleteFeedEpisodes(
    tx,
    twins.map((t) => t.from),
  );
  const episodesMoved = await repo.moveFeedEpisodes(tx, from.id, into.id);
  const bookingsMoved = await repo.moveBookings(tx, from.id, into.id);
  const podcastMoved = await repo.movePodcast(tx, from, into);
  await repo.carryTrust(tx, from, into);
  await repo.deleteFeed(tx, from.id);
  await feeds.updateFeed(tx, into.id, { episodeCount: await feeds.countEpisodes(tx, into.id) });
  return { mergedFeedId: from.id, episodesMerged: twins.length, episodesMoved, matchesDropped, bookingsMoved, podcastMoved };
}

/**
 * A feed read through permanent redirects is kept under its new address, once: its stored url
 * updated, or, when another feed is stored there already, merged into that one (mergeFeeds). One
 * audited transaction (no actor). Answers the id of the feed kept.
 */
export async function moveFeed(db: Db, feedId: number, movedTo: string): Promise<number> {
  return auditedWrite(
    db,
    null,
    async (tx) => {
      const from = await repo.lockFeed(tx, feedId);
      if (!from) return { id: feedId, from: movedTo, merged: null };
      const into = await repo.lockFeedAt(tx, movedTo);
      if (!into) {
        await repo.setFeedUrl(tx, feedId, movedTo);
        return { id: feedId, from: from.url, merged: null };
      }
      if (into.id === feedId) return { id: feedId, from: from.url, merged: null };
      return { id: into.id, from: from.url, merged: await mergeFeeds(tx, from, into) };
    },
    ({ id, from, merged }) => ({ action: 'podcast.feed-moved', targetType: 'podcast-feed', targetId: id, details: { from, to: movedTo, ...merged } }),
  ).then((done) => done.id);
}
