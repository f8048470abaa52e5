import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { InvalidationBus } from '@server/lib/invalidation-bus';
import { appearanceMatches, bookings, clients, episodes } from '@server/db/schema';
import { touchClient } from '@server/features/directory/clients/client-writes';
import { findOrCreatePodcast, insertEpisode } from '@server/features/directory/appearances/appearances.repo';

/** What adding a published booking's appearance needs: the database, and the bus that tells the read caches. */
export type PublishedAppearanceContext = Pick<AppContext, 'db'> & { bus: Pick<InvalidationBus, 'invalidate'> };

/**
 * Adds a booking just published to its guest's podcast appearances, once: an episode of the show
 * (the podcast of its name, made when there is none) titled "{guest} on {show}", with the release
 * link and the publishing day. Nothing is added when the guest already has it: the appearance
 * release detection verified from the show's feed for this booking, or an appearance of theirs with
 * the same link. Its id when one was added.
 */
export async function addPublishedAppearance(ctx: PublishedAppearanceContext, bookingId: number): Promise<number | undefined> {
  const added = await ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        clientId: bookings.clientId,
        showName: bookings.showName,
        releaseUrl: bookings.releaseUrl,
        publishedOn: bookings.publishedOn,
        guestName: clients.name,
      })
      .from(bookings)
      .innerJoin(clients, eq(clients.id, bookings.clientId))
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'published')))
      // two writes publishing at once add one appearance
      .for('update', { of: bookings });
    if (!booking?.releaseUrl) return undefined;
    const [verified] = await tx
      .select({ id: appearanceMatches.id })
      .from(appearanceMatches)
      .where(and(eq(appearanceMatches.bookingId, bookingId), eq(appearanceMatches.status, 'verified'), isNotNull(appearanceMatches.episodeId)))
      .limit(1);
    if (verified) return undefined;
    const [same] = await tx
      .select({ id: episodes.id })
      .from(episodes)
      .where(and(eq(episodes.clientId, booking.clientId), sql`lower(${episodes.url}) = lower(${booking.releaseUrl})`))
      .limit(1);
    if (same) return undefined;
    const { id: podcastId } = await findOrCreatePodcast(tx, booking.showName);
    const publishedAt = booking.publishedOn ? new Date(`${booking.publishedOn}T12:00:00Z`) : new Date();
    const id = await insertEpisode(tx, booking.clientId, podcastId, {
      title: `${booking.guestName} on ${booking.showName}`,
      url: booking.releaseUrl,
      publishedAt,
    });
    await touchClient(tx, booking.clientId);
    return id;
  });
  if (added !== undefined) await ctx.bus.invalidate('clients');
  return added;
}
