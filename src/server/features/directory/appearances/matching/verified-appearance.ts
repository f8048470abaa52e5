import type { DbOrTx } from '@server/db/client';
import { episodeSourceUrl, registrableHost } from '../feeds/episode-source';
import { feedTrustOf } from '../feeds/feed-trust';
import { findOrCreatePodcast } from '../appearances.repo';
import { showAddressKey } from '@server/lib/show-address';
import * as repo from './matches.repo';
import { foldName } from './name-keys';

/** A title as appearances are compared: folded, letters and digits only ("Leading  with Ana García!" → "leadingwithanagarcia"). */
const titleKey = (title: string) => foldName(title).replace(/[^\p{L}\p{N}]+/gu, '');

/** The host of a feed's address ("feeds.example.fm"), or the address itself when it has none. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/**
 * The podcast of a feed: its own, when it has one. A feed an admin vouched for with none takes the
 * podcast named as its title (or its address's host), made when there is none, and is attached to
 * it when that podcast has no feed yet. Any other feed (a host's, a booking's, even one its owner
 * proved) never takes, renames or attaches to a podcast of the directory: its appearance goes
 * under a podcast of its own name with its site ("Show Title (example.fm)"), made when none,
 * and the feed stays unattached.
 */
async function podcastOfFeed(tx: DbOrTx, feedId: number): Promise<number> {
  const feed = await repo.feedOf(tx, feedId);
  if (!feed) throw new Error(`Feed ${feedId} is gone`);
  if (feed.podcastId !== null) return feed.podcastId;
  const host = hostOf(feed.url);
  if (feedTrustOf(feed) !== 'admin') {
    const site = registrableHost(host);
    return (await findOrCreatePodcast(tx, feed.title.trim() ? `${feed.title.trim()} (${site})` : site)).id;
  }
  const name = feed.title.trim() || (showAddressKey(feed.url) ?? host).split('/')[0]!;
  const { id } = await findOrCreatePodcast(tx, name);
  await repo.attachFeed(tx, feedId, id);
  return id;
}

/**
 * The appearance (episodes row) of a guest's verified feed episode, in the caller's transaction:
 * the one already made from it; else the guest's self-reported appearance on the same podcast with
 * the same title (folded) or link (normalized), now tied to the feed episode; else a new one under
 * the feed's podcast. Its link is the show's own (episodeSourceUrl): the item's page on the feed's
 * site, else the audio. Answers its id, and whether it was made for the feed episode (not the
 * guest's own, linked).
 */
export async function makeAppearance(tx: DbOrTx, clientId: number, episode: repo.StoredEpisode): Promise<{ episodeId: number; made: boolean }> {
  const podcastId = await podcastOfFeed(tx, episode.feedId);
  const candidates = await repo.appearanceCandidates(tx, clientId, podcastId, episode.id);
  const already = candidates.find((c) => c.feedEpisodeId === episode.id);
  if (already) return { episodeId: already.id, made: already.made };
  const url = episodeSourceUrl(episode, episode.feed);
  const title = titleKey(episode.title);
  const links = new Set([showAddressKey(episode.link), showAddressKey(episode.enclosureUrl)].filter(Boolean));
  const same = candidates.find((c) => titleKey(c.title) === title || links.has(showAddressKey(c.url)));
  if (!same) return { episodeId: await repo.insertAppearance(tx, clientId, podcastId, episode, url), made: true };
  await repo.linkAppearance(tx, same.id, episode, url);
  return { episodeId: same.id, made: false };
}
