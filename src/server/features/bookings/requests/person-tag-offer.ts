import { directoryRoutes } from '@shared/api/directory/route-table';
import { addressOf } from '@shared/api/route';
import type { AppContext } from '@server/context';
import { personTagLine } from '@server/features/directory/appearances/open-data/person-tag';
import { configuredBaseUrl } from '@server/platform/site';

/** The stages of a booking whose host is offered the guest's `podcast:person` line: agreed, recorded or out. */
const CREDITED_STAGES = new Set(['confirmed', 'recorded', 'published']);

/**
 * The exact `podcast:person` line the host of a confirmed booking may add to the episode, crediting
 * the guest with their profile and picture on the site's public address, so the show's own feed
 * confirms the appearance once it is out; null before the booking is confirmed.
 */
export function personTagOffer(config: AppContext['config'], guest: { name: string; slug: string }, bookingStatus: string | undefined): string | null {
  if (!bookingStatus || !CREDITED_STAGES.has(bookingStatus)) return null;
  const base = configuredBaseUrl(config);
  return personTagLine(
    guest.name,
    `${base}/profile/${encodeURIComponent(guest.slug)}`,
    `${base}${addressOf(directoryRoutes.shareImage, { params: { slug: guest.slug } })}`,
  );
}
