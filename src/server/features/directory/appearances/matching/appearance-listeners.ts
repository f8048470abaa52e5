import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '@server/context';
import type { FeedReadListener } from '../feeds/feed-listeners';
import type { VerifiedAppearance } from './match-outcome';
import { episodeIdsOfFeed } from './matches.repo';
import { loadGuestIndex, type MatchingContext, matchEpisodesWith } from './matches.service';

/**
 * Told of appearances just verified, by a feed read, the weekly scan or a person accepting a
 * suggestion: release detection (features/bookings/releases) pushes its listener onto
 * `app.appearanceListeners` and publishes the bookings they belong to.
 */
export type AppearanceListener = (verified: VerifiedAppearance[]) => Promise<void>;

/** Tells every listener of the appearances just verified (none: nobody); one that throws is logged, the others still hear. */
export async function tellVerified(
  listeners: readonly AppearanceListener[],
  verified: VerifiedAppearance[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (verified.length === 0) return;
  for (const listener of listeners) {
    try {
      await listener(verified);
    } catch (error) {
      log.warn({ err: error }, 'a listener of verified appearances failed');
    }
  }
}

/**
 * The feeds' listener that matches each good read's new and changed episodes to guests (every
 * episode of a feed that has just become trusted, so its waiting suggestions are judged again),
 * then tells `listeners` of those it verified. The guest index is kept in the read cache until a
 * client changes (tag 'clients'), so a run over many feeds reads the guests once.
 */
export function matchFeedRead(
  ctx: MatchingContext & Pick<AppContext, 'cache'>,
  listeners: readonly AppearanceListener[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): FeedReadListener {
  return async (read) => {
    const ids = read.trustChanged ? await episodeIdsOfFeed(ctx.db, read.feedId) : [...read.newEpisodeIds, ...read.changedEpisodeIds];
    if (ids.length === 0) return;
    const index = await ctx.cache.get('appearance-matching:guest-index', ['clients'], () => loadGuestIndex(ctx));
    await tellVerified(listeners, (await matchEpisodesWith(ctx, index, ids)).verified, log);
  };
}
