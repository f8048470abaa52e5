import type { DbOrTx } from '../../../db/client';
import { findOrCreatePodcast } from '../podcasts/appearances.repo';
import { normalizeUrl } from './matcher';
import * as repo from './matches.repo';
import { foldName } from './name-keys';

/** A title as appearances are compared: folded, letters and digits only ("Leading  with Ana García!" → "leadingwithanagarcia"). */
const titleKey = (title: string) => foldName(title).replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The podcast of a feed: its own; else the podcast named as the feed's title (or its address's
 * host), made when there is none, and the feed attached to it (when the podcast has no feed yet).
 */
async function podcastOfFeed(tx: DbOrTx, feedId: number): Promise<number> {
  const feed = await repo.feedOf(tx, feedId);
  if (!feed) throw new Error(`Feed ${feedId} is gone`);
  if (feed.podcastId !== null) return feed.podcastId;
  const name = feed.title.trim() || (normalizeUrl(feed.url) ?? feed.url).split('/')[0]!;
  const { id } = await findOrCreatePodcast(tx, name);
  await repo.attachFeed(tx, feedId, id);
  return id;
}

/**
 * The appearance (episodes row) of a guest's verified feed episode, in the caller's transaction:
 * the one already made from it; else the guest's self-reported appearance on the same podcast with
 * the same title (folded) or link (normalized), now tied to the feed episode; else a new one under
 * the feed's podcast. Answers its id, and whether it was made for the feed episode (not the
 * guest's own, linked).
 */
export async function makeAppearance(tx: DbOrTx, clientId: number, episode: repo.StoredEpisode): Promise<{ episodeId: number; made: boolean }> {
  const podcastId = await podcastOfFeed(tx, episode.feedId);
  const candidates = await repo.appearanceCandidates(tx, clientId, podcastId, episode.id);
  const already = candidates.find((c) => c.feedEpisodeId === episode.id);
  if (already) return { episodeId: already.id, made: already.made };
  const title = titleKey(episode.title);
  const links = new Set([normalizeUrl(episode.link), normalizeUrl(episode.enclosureUrl)].filter(Boolean));
  const same = candidates.find((c) => titleKey(c.title) === title || links.has(normalizeUrl(c.url)));
  if (!same) return { episodeId: await repo.insertAppearance(tx, clientId, podcastId, episode), made: true };
  await repo.linkAppearance(tx, same.id, episode);
  return { episodeId: same.id, made: false };
}
