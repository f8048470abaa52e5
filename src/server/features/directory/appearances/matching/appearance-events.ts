import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '@server/context';
import type { EventHandler } from '@server/platform/events';
import type { VerifiedAppearance } from './match-outcome';
import { episodeIdsOfFeed } from './matches.repo';
import { loadGuestIndex, type MatchingContext, matchEpisodesWith } from './matches.service';

declare module '@server/platform/events' {
  interface DomainEvents {
    /** Appearances just verified, by a feed read, the weekly scan or a person accepting a suggestion: release detection (bookings) subscribes. */
    'appearances.verified': VerifiedAppearance[];
  }
}

/** Publishes the appearances just verified (none: nobody is told). */
export async function publishVerified(ctx: Pick<AppContext, 'events'>, verified: VerifiedAppearance[], log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  if (verified.length > 0) await ctx.events.publish('appearances.verified', verified, log);
}

/**
 * The subscriber of 'feed.read' that matches each good read's new and changed episodes to guests
 * (every episode of a feed that has just become trusted, so its waiting suggestions are judged
 * again), then publishes those it verified. The guest index is kept in the read cache until a
 * client changes (tag 'clients'), so a run over many feeds reads the guests once.
 */
export function matchFeedRead(ctx: MatchingContext & Pick<AppContext, 'cache' | 'events'>, log: Pick<FastifyBaseLogger, 'warn'>): EventHandler<'feed.read'> {
  return async (read) => {
    const ids = read.trustChanged ? await episodeIdsOfFeed(ctx.db, read.feedId) : [...read.newEpisodeIds, ...read.changedEpisodeIds];
    if (ids.length === 0) return;
    const index = await ctx.cache.get('appearance-matching:guest-index', ['clients'], () => loadGuestIndex(ctx));
    await publishVerified(ctx, (await matchEpisodesWith(ctx, index, ids)).verified, log);
  };
}
