import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { loopYield } from '../../../lib/loop-yield';
import { linkBaseUrl } from '../../../lib/public-url';
import type { InvalidationBus } from '../../../lib/invalidation-bus';
import { auditedWrite } from '../../operations/audit/audit.service';
import { touchClient } from '../clients/client-writes';
import type { VerifiedAppearance } from './match-outcome';
import { buildGuestIndex, type FeedBooking, type GuestIndex, type ItemMatch, matchItem } from './matcher';
import * as repo from './matches.repo';
import { makeAppearance } from './verified-appearance';

/** What matching needs: the database, the settings (the profiles' address), and the bus that tells the read caches. */
export type MatchingContext = Pick<AppContext, 'db' | 'config'> & { bus: Pick<InvalidationBus, 'invalidate'> };

/** How many feed episodes are read, matched and written at a time. */
export const MATCH_BATCH = 500;

/** What one matching pass did: the appearances it verified, and how many suggestions it made. */
export interface MatchPass {
  verified: VerifiedAppearance[];
  suggested: number;
}

/** The guest index of every client not archived, their profile addresses on PUBLIC_URL (or the local address). */
export async function loadGuestIndex(ctx: Pick<MatchingContext, 'db' | 'config'>): Promise<GuestIndex> {
  const base = linkBaseUrl({ protocol: 'http', headers: {} }, ctx.config);
  const guests = await repo.listGuests(ctx.db);
  return buildGuestIndex(
    guests.map((g) => ({ clientId: g.id, name: g.name, headline: g.headline, websiteUrl: g.websiteUrl, socialUrls: g.socialUrls, profileUrl: `${base}/profile/${g.slug}` })),
  );
}

/** Thrown inside a verifying transaction when there is nothing to do after all (the client is gone, the match was decided meanwhile). */
class NothingToVerify extends Error {}

/**
 * Verifies one match of the matcher in its own audited transaction (no actor): the match stored
 * (or the suggestion `suggestionId` raised), the appearance made or linked. Null when nothing
 * was done.
 */
async function verify(db: Db, episode: repo.StoredEpisode, found: ItemMatch, suggestionId: number | null): Promise<VerifiedAppearance | null> {
  const evidence = { signal: found.signal, evidence: found.evidence, bookingId: found.bookingId };
  try {
    return await auditedWrite(
      db,
      null,
      async (tx) => {
        if (!(await touchClient(tx, found.clientId))) throw new NothingToVerify();
        let matchId = suggestionId;
        if (matchId === null) {
          const [row] = await repo.insertMatches(tx, [{ feedEpisodeId: episode.id, clientId: found.clientId, status: 'verified', ...evidence }]);
          matchId = row?.id ?? null;
        } else if (!(await repo.upgradeSuggestion(tx, matchId, evidence))) matchId = null;
        if (matchId === null) throw new NothingToVerify();
        const episodeId = await makeAppearance(tx, found.clientId, episode);
        await repo.decideMatch(tx, matchId, { status: 'verified', decidedBy: null, episodeId });
        return { matchId, feedEpisodeId: episode.id, clientId: found.clientId, episodeId, bookingId: found.bookingId };
      },
      (done) => ({
        action: 'appearance.verify',
        targetType: 'episode',
        targetId: done.episodeId,
        details: { clientId: done.clientId, feedEpisodeId: done.feedEpisodeId, matchId: done.matchId, signal: found.signal, bookingId: done.bookingId },
      }),
    );
  } catch (error) {
    if (error instanceof NothingToVerify) return null;
    throw error;
  }
}

/** The bookings of each feed, as the matcher takes them. */
function bookingsByFeed(rows: Awaited<ReturnType<typeof repo.bookingsOfFeeds>>): Map<number, FeedBooking[]> {
  const byFeed = new Map<number, FeedBooking[]>();
  for (const { feedId, ...booking } of rows) byFeed.set(feedId, [...(byFeed.get(feedId) ?? []), booking]);
  return byFeed;
}

/** Matches one batch of feed episodes against `index` and writes what it found. */
async function matchBatch(ctx: MatchingContext, index: GuestIndex, ids: number[]): Promise<MatchPass> {
  // a batch, with the embedded database's statements (on this thread), holds the loop longer than requests may wait: it pauses for them
  const pause = loopYield();
  const episodes = await repo.episodesByIds(ctx.db, ids);
  if (episodes.length === 0) return { verified: [], suggested: 0 };
  const bookings = bookingsByFeed(await repo.bookingsOfFeeds(ctx.db, [...new Set(episodes.map((e) => e.feedId))]));
  const stored = new Map((await repo.matchesOf(ctx.db, ids)).map((m) => [`${m.feedEpisodeId}:${m.clientId}`, m]));
  const suggestions: repo.NewMatch[] = [];
  const toVerify: { episode: repo.StoredEpisode; found: ItemMatch; suggestionId: number | null }[] = [];
  for (const episode of episodes) {
    await pause();
    for (const found of matchItem(episode, index, bookings.get(episode.feedId) ?? [])) {
      const before = stored.get(`${episode.id}:${found.clientId}`);
      // a rejected match is never offered again, a verified one stays; a suggestion only moves up
      if (before && (before.status !== 'suggested' || found.status === 'suggested')) continue;
      if (found.status === 'verified') toVerify.push({ episode, found, suggestionId: before?.id ?? null });
      else suggestions.push({ feedEpisodeId: episode.id, clientId: found.clientId, status: 'suggested', signal: found.signal, evidence: found.evidence, bookingId: found.bookingId });
    }
  }
  await pause();
  const inserted = await repo.insertMatches(ctx.db, suggestions);
  const verified: VerifiedAppearance[] = [];
  for (const { episode, found, suggestionId } of toVerify) {
    const done = await verify(ctx.db, episode, found, suggestionId);
    if (done) verified.push(done);
  }
  if (verified.length > 0) await ctx.bus.invalidate('clients');
  return { verified, suggested: inserted.length };
}

/**
 * Matches stored feed episodes against `index` (built once by the caller), in batches of
 * MATCH_BATCH: new suggestions stored, certain matches verified with their appearance, suggestions
 * raised by stronger evidence; a rejected match is never touched.
 */
export async function matchEpisodesWith(ctx: MatchingContext, index: GuestIndex, feedEpisodeIds: number[]): Promise<MatchPass> {
  const pass: MatchPass = { verified: [], suggested: 0 };
  for (let i = 0; i < feedEpisodeIds.length; i += MATCH_BATCH) {
    const batch = await matchBatch(ctx, index, feedEpisodeIds.slice(i, i + MATCH_BATCH));
    pass.verified.push(...batch.verified);
    pass.suggested += batch.suggested;
  }
  return pass;
}

/**
 * Matches the feed episodes `feedEpisodeIds` (new or changed ones of a feed read) to the
 * directory's guests: the guest index built once for the call, then as `matchEpisodesWith`.
 * Answers the appearances it newly verified, each with the booking it belongs to.
 */
export async function matchEpisodes(ctx: MatchingContext, feedEpisodeIds: number[]): Promise<VerifiedAppearance[]> {
  if (feedEpisodeIds.length === 0) return [];
  return (await matchEpisodesWith(ctx, await loadGuestIndex(ctx), feedEpisodeIds)).verified;
}
