import type { SessionUser } from '@shared/api/session-user';
import type { GuestReliability, ShowReliability } from '@shared/api/bookings/reliability';
import { guestFigures, NOT_ENOUGH, releaseSummary, showFigures } from '@shared/api/bookings/reliability-words';
import { isAdmin } from '@shared/permissions';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { notFound } from '@server/lib/errors';
import { clientsOfTeamMember } from '../requests/requests.repo';
import { guestRecordOf } from './guest-record.repo';
import { anyBookingOn, podcastShowOf } from './podcast-show.repo';
import { releaseRecordsOf, showRecordOf } from './show-record.repo';

/** The 404 of a podcast that is unknown, or none of a team member's guests was booked on. */
const PODCAST_NOT_FOUND = 'Podcast not found';

/**
 * A podcast's figures, counted over its feed's bookings, for the agency (the route's rule): admins
 * and owners any podcast; a team member one their guests were booked on, 404 otherwise (as the
 * desk answers a request of another guest).
 */
export async function showReliability(ctx: Pick<AppContext, 'db'>, user: SessionUser, podcastId: number): Promise<ShowReliability> {
  const show = await podcastShowOf(ctx.db, podcastId);
  if (!show) throw notFound(PODCAST_NOT_FOUND);
  if (!isAdmin(user) && (show.feedId === null || !(await anyBookingOn(ctx.db, show.feedId, await clientsOfTeamMember(ctx.db, user.id, user.clientId)))))
    throw notFound(PODCAST_NOT_FOUND);
  const record = await showRecordOf(ctx.db, show.feedId);
  return { showName: show.name, summary: releaseSummary(record.release), figures: showFigures(record) };
}

/** A guest's own figures. Who may call it is the route's rule (who may manage the client). */
export async function guestReliability(ctx: Pick<AppContext, 'db'>, clientId: number): Promise<GuestReliability> {
  return { figures: guestFigures(await guestRecordOf(ctx.db, clientId)) };
}

/** Each show's one line (its feed's; NOT_ENOUGH without one), for rows that name shows: one grouped query for all of them. */
export async function showLinesOf(db: DbOrTx, feedIds: (number | null)[]): Promise<(feedId: number | null) => string> {
  const records = await releaseRecordsOf(
    db,
    feedIds.filter((id): id is number => id !== null),
  );
  return (feedId) => {
    const record = feedId === null ? undefined : records.get(feedId);
    return record ? releaseSummary(record) : NOT_ENOUGH;
  };
}
