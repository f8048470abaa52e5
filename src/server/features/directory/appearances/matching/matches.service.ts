import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { loopYield } from '@server/lib/loop-yield';
import { configuredBaseUrl } from '@server/platform/site';
import type { InvalidationBus } from '@server/lib/invalidation-bus';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { touchClient } from '@server/features/directory/clients/client-writes';
import type { VerifiedAppearance } from './match-outcome';
import { feedMayVerify } from './feed-may-verify';
import { buildGuestIndex, type FeedBooking, type GuestIndex, type ItemMatch, matchItem } from './matcher';
import { holdKey, holdsOf } from './match-hold';
import * as repo from './matches.repo';
import { makeAppearance } from './verified-appearance';

/** What matching needs: the database, the settings (the profiles' address), and the bus that tells the read caches. */
export type MatchingContext = Pick<AppContext, 'db' | 'config'> & { bus: Pick<InvalidationBus, 'invalidate'> };

/** How many feed episodes are read, matched and written at a time. */
export const MATCH_BATCH = 500;

/** What one matching pass did: the appearances it verified, how many suggestions it made, and how many of those it held for review. */
interface MatchPass {
  verified: VerifiedAppearance[];
  suggested: number;
  held: number;
}

/**
 * The guest index of every client not archived (or of the clients `ids`, archived or not), their
 * profile addresses on PUBLIC_URL (or the local address).
 */
export async function loadGuestIndex(ctx: Pick<MatchingContext, 'db' | 'config'>, ids?: number[]): Promise<GuestIndex> {
  const base = configuredBaseUrl(ctx.config);
  const guests = await repo.listGuests(ctx.db, ids);
  return buildGuestIndex(
    guests.map((g) => ({
      clientId: g.id,
      name: g.name,
      headline: g.headline,
      websiteUrl: g.websiteUrl,
      socialUrls: g.socialUrls,
      profileUrl: `${base}/profile/${g.slug}`,
    })),
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
  const evidence = { signal: found.signal, evidence: found.evidence, bookingId: found.bookingId, basis: found.basis };
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
        const { episodeId, made } = await makeAppearance(tx, found.clientId, episode);
        await repo.decideMatch(tx, matchId, { status: 'verified', decidedBy: null, episodeId, madeAppearance: made, basis: found.basis });
        return { matchId, feedEpisodeId: episode.id, clientId: found.clientId, episodeId, bookingId: found.bookingId };
      },
      (done) => ({
        action: 'appearance.verify',
        targetType: 'episode',
        targetId: done.episodeId,
        details: {
          clientId: done.clientId,
          feedEpisodeId: done.feedEpisodeId,
          matchId: done.matchId,
          signal: found.signal,
          basis: found.basis,
          bookingId: done.bookingId,
        },
      }),
    );
  } catch (error) {
    if (error instanceof NothingToVerify) return null;
    throw error;
  }
}

/** The bookings of each feed, as the matcher takes them. */
export function bookingsByFeed(rows: Awaited<ReturnType<typeof repo.bookingsOfFeeds>>): Map<number, FeedBooking[]> {
  const byFeed = new Map<number, FeedBooking[]>();
  for (const { feedId, ...booking } of rows) byFeed.set(feedId, [...(byFeed.get(feedId) ?? []), booking]);
  return byFeed;
}

/**
 * The matches of a stored episode by the matcher's rules, each held to what its feed may verify
 * (feedMayVerify): a match its feed may not verify is a suggestion.
 */
export function judgeEpisode(episode: repo.StoredEpisode, index: GuestIndex, bookingsOfFeed: FeedBooking[]): ItemMatch[] {
  return matchItem(episode, index, bookingsOfFeed).map((found) =>
    found.status === 'verified' && !feedMayVerify(episode.feed.trust, found.clientId, bookingsOfFeed) ? { ...found, status: 'suggested', basis: null } : found,
  );
}

/** A match a pass found to write: new, or raising the stored suggestion `suggestionId`. */
interface FoundMatch {
  episode: repo.StoredEpisode;
  found: ItemMatch;
  suggestionId: number | null;
}

/**
 * Matches one batch of feed episodes against `index`: what to write. A rejected or verified match
 * is never touched, a held suggestion waits for a person, and a suggestion only moves up.
 */
async function findInBatch(ctx: MatchingContext, index: GuestIndex, ids: number[]): Promise<FoundMatch[]> {
  const episodes = await repo.episodesByIds(ctx.db, ids);
  if (episodes.length === 0) return [];
  const bookings = bookingsByFeed(await repo.bookingsOfFeeds(ctx.db, [...new Set(episodes.map((e) => e.feedId))]));
  const stored = new Map((await repo.matchesOf(ctx.db, ids)).map((m) => [`${m.feedEpisodeId}:${m.clientId}`, m]));
  const writes: FoundMatch[] = [];
  // a batch, with the embedded database's statements (on this thread), holds the loop longer than requests may wait: it pauses for them
  const pause = loopYield();
  for (const episode of episodes) {
    await pause();
    for (const found of judgeEpisode(episode, index, bookings.get(episode.feedId) ?? [])) {
      const before = stored.get(`${episode.id}:${found.clientId}`);
      if (before && (before.status !== 'suggested' || before.heldReason !== null || found.status === 'suggested')) continue;
      writes.push({ episode, found, suggestionId: before?.id ?? null });
    }
  }
  return writes;
}

/** A found match stored as a suggestion, held with `heldReason` when given. */
const asSuggestion = ({ episode, found }: FoundMatch, heldReason: string | null): repo.NewMatch => ({
  feedEpisodeId: episode.id,
  clientId: found.clientId,
  status: 'suggested',
  signal: found.signal,
  evidence: found.evidence,
  bookingId: found.bookingId,
  heldReason,
  basis: null,
});

/**
 * Writes what a pass found: a feed that matched one guest more than HOLD_THRESHOLD times has all
 * those matches stored as suggestions held for review (a suggestion it would have raised is held
 * as it stands); the rest as found, each verified one in its own audited transaction.
 */
async function writePass(ctx: MatchingContext, writes: FoundMatch[]): Promise<MatchPass> {
  const holds = holdsOf(writes.map((w) => ({ feedId: w.episode.feedId, clientId: w.found.clientId })));
  const reasonOf = (w: FoundMatch) => holds.get(holdKey(w.episode.feedId, w.found.clientId)) ?? null;
  const suggestions = writes.filter((w) => w.suggestionId === null && (w.found.status === 'suggested' || reasonOf(w) !== null));
  let suggested = 0;
  for (let i = 0; i < suggestions.length; i += MATCH_BATCH) {
    const rows = suggestions.slice(i, i + MATCH_BATCH).map((w) => asSuggestion(w, reasonOf(w)));
    suggested += (await repo.insertMatches(ctx.db, rows)).length;
  }
  for (const w of writes) if (w.suggestionId !== null && reasonOf(w) !== null) await repo.holdSuggestion(ctx.db, w.suggestionId, reasonOf(w)!);
  const verified: VerifiedAppearance[] = [];
  for (const w of writes) {
    if (w.found.status !== 'verified' || reasonOf(w) !== null) continue;
    const done = await verify(ctx.db, w.episode, w.found, w.suggestionId);
    if (done) verified.push(done);
  }
  if (verified.length > 0) await ctx.bus.invalidate('clients');
  return { verified, suggested, held: writes.filter((w) => reasonOf(w) !== null).length };
}

/**
 * Matches stored feed episodes against `index` (built once by the caller), read in batches of
 * MATCH_BATCH, then writes what the whole pass found: new suggestions stored, certain matches
 * their feed may verify verified with their appearance, suggestions raised by stronger evidence
 * (or by their feed's new trust). A feed matching one guest too often at once is held for review
 * (match-hold.ts); a rejected match is never touched.
 */
export async function matchEpisodesWith(ctx: MatchingContext, index: GuestIndex, feedEpisodeIds: number[]): Promise<MatchPass> {
  const writes: FoundMatch[] = [];
  for (let i = 0; i < feedEpisodeIds.length; i += MATCH_BATCH) writes.push(...(await findInBatch(ctx, index, feedEpisodeIds.slice(i, i + MATCH_BATCH))));
  return writePass(ctx, writes);
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
