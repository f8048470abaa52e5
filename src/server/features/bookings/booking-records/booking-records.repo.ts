import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { bookingRequests, bookings, podcastFeeds, podcasts } from '@server/db/schema';
import { recordRepo } from '@server/features/directory/profile-records/profile-records.repo';

/**
 * The 'Release overdue' condition: recorded more than `days` days ago (by the database's date), no
 * release link, neither published nor cancelled. Its first two terms are the predicate of
 * bookings_release_missing_idx, written alike (constants inline) so the planner may use that
 * partial index.
 */
export const releaseOverdue = (days: number) =>
  sql<boolean>`(${bookings.releaseUrl} IS NULL AND ${bookings.status} <> 'cancelled' AND ${bookings.status} <> 'published' AND ${bookings.recordedOn} < current_date - ${days}::int)`;

/**
 * A booking's columns as answers read them; `recordedDaysAgo` (by the database's date) decides the
 * overdue flag, `feedUrl` is its feed's address, `hostTimeZone` its request's (none for one made by hand).
 */
export const bookingColumns = {
  id: bookings.id,
  showName: bookings.showName,
  hostName: bookings.hostName,
  hostContact: bookings.hostContact,
  status: bookings.status,
  scheduledFor: bookings.scheduledFor,
  recordedOn: bookings.recordedOn,
  publishedOn: bookings.publishedOn,
  releaseUrl: bookings.releaseUrl,
  notes: bookings.notes,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  feedId: bookings.feedId,
  feedUrl: sql<string | null>`(select ${podcastFeeds.url} from ${podcastFeeds} where ${podcastFeeds.id} = ${bookings.feedId})`,
  releaseFollowUpSentAt: bookings.releaseFollowUpSentAt,
  recordingLink: bookings.recordingLink,
  recordingMinutes: bookings.recordingMinutes,
  requestId: bookings.requestId,
  hostTimeZone: sql<string | null>`(select ${bookingRequests.timeZone} from ${bookingRequests} where ${bookingRequests.id} = ${bookings.requestId})`,
  recordedDaysAgo: sql<number | null>`(current_date - ${bookings.recordedOn})`,
  reconfirmAskedFor: bookings.reconfirmAskedFor,
  hostReconfirmedFor: bookings.hostReconfirmedFor,
  guestReconfirmedFor: bookings.guestReconfirmedFor,
  rescheduleSlot: bookings.rescheduleSlot,
  rescheduleBy: bookings.rescheduleBy,
};

/** Bookings, the next scheduled first, those without a date last. */
export const bookingsRepo = recordRepo({
  table: bookings,
  columns: bookingColumns,
  order: [sql`${bookings.scheduledFor} asc nulls last`, asc(bookings.id)],
});

/** The feed of the podcast named exactly `showName` (case aside), if it has one: a new booking with that show looks for its release there. */
export async function feedOfPodcastNamed(db: DbOrTx, showName: string): Promise<number | null> {
  const rows = await db
    .select({ id: podcastFeeds.id })
    .from(podcastFeeds)
    .innerJoin(podcasts, eq(podcasts.id, podcastFeeds.podcastId))
    .where(sql`lower(${podcasts.name}) = lower(${showName.trim()})`)
    .limit(1);
  return rows[0]?.id ?? null;
}
