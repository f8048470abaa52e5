import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { CANCELLERS, type Canceller } from '@shared/api/bookings/pipeline';
import { RELEASE_DAYS, type ReleaseRecord, type ShowRecord } from '@shared/api/bookings/reliability-words';
import type { DbOrTx } from '@server/db/client';
import { auditLog, bookingRequestNotes, bookingRequests, bookings } from '@server/db/schema';
import { pastBooking } from '../requests/no-show-counts';
import { asNumber, counted } from './record-sql';

/** Days from the recording day to the release day. */
const releaseDays = sql`(${bookings.publishedOn} - ${bookings.recordedOn})`;

/**
 * The release record of each of these shows (their feeds), in one grouped query on the feeds'
 * index: their recorded interviews (a recording day, recorded or published, and no release day
 * before it); of those released or recorded RELEASE_DAYS or more days ago, how many were released
 * within them; and the median days from recording to release of those released.
 */
export async function releaseRecordsOf(db: DbOrTx, feedIds: number[]): Promise<Map<number, ReleaseRecord>> {
  if (feedIds.length === 0) return new Map();
  const rows = await db
    .select({
      feedId: sql<number>`${bookings.feedId}`,
      judged: counted(sql`${bookings.publishedOn} IS NOT NULL OR ${bookings.recordedOn} <= current_date - ${RELEASE_DAYS}::int`),
      inTime: counted(sql`${releaseDays} <= ${RELEASE_DAYS}`),
      released: counted(sql`${bookings.publishedOn} IS NOT NULL`),
      medianDays: sql<unknown>`percentile_cont(0.5) within group (order by ${releaseDays}) filter (where ${bookings.publishedOn} IS NOT NULL)`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.feedId, [...new Set(feedIds)]),
        isNotNull(bookings.recordedOn),
        inArray(bookings.status, ['recorded', 'published']),
        sql`(${bookings.publishedOn} IS NULL OR ${bookings.publishedOn} >= ${bookings.recordedOn})`,
      ),
    )
    .groupBy(bookings.feedId);
  return new Map(
    rows.map((row) => [
      Number(row.feedId),
      { judged: Number(row.judged), inTime: Number(row.inTime), released: Number(row.released), medianDays: asNumber(row.medianDays) },
    ]),
  );
}

/** A show's confirmed recordings (confirmed, recorded or published, or cancelled through the desk once confirmed). */
const confirmedRecording = sql`(${bookings.status} IN ('confirmed', 'recorded', 'published') OR ${bookings.cancelledBy} IS NOT NULL)`;

/** Of a show's bookings: its confirmed recordings and who cancelled them, its past recordings and those its host missed. */
async function bookingCountsOf(db: DbOrTx, feedId: number) {
  const [row] = await db
    .select({
      confirmed: counted(confirmedRecording),
      cancelledByHost: counted(sql`${bookings.cancelledBy} = 'host'`),
      cancelledByGuest: counted(sql`${bookings.cancelledBy} = 'guest'`),
      cancelledByAgency: counted(sql`${bookings.cancelledBy} = 'agency'`),
      past: counted(sql`${pastBooking()}`),
      hostMissed: counted(sql`${pastBooking()} AND ${bookings.noShow} = 'host'`),
    })
    .from(bookings)
    .where(eq(bookings.feedId, feedId));
  return row!;
}

/**
 * How fast the agency answered a show's requests: from the host's confirming their request (when
 * it reached the inbox) to the agency's first line in its thread (a hold, other times, a question
 * or a decline), over the requests answered; the median in minutes.
 */
async function answerTimesOf(db: DbOrTx, feedId: number): Promise<{ answered: number; medianMinutes: number | null }> {
  const firstAnswer = sql`(select min(${bookingRequestNotes.createdAt}) from ${bookingRequestNotes} where ${bookingRequestNotes.requestId} = ${bookingRequests.id} and ${bookingRequestNotes.author} = 'agency')`;
  const waited = sql`extract(epoch from (${firstAnswer} - ${bookingRequests.confirmedAt})) / 60`;
  const [row] = await db
    .select({ answered: sql<number>`count(${waited})::int`, medianMinutes: sql<unknown>`percentile_cont(0.5) within group (order by ${waited})` })
    .from(bookings)
    .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
    .where(and(eq(bookings.feedId, feedId), isNotNull(bookingRequests.confirmedAt)));
  return { answered: Number(row?.answered ?? 0), medianMinutes: asNumber(row?.medianMinutes) };
}

/** The new times each side asked for on a show's bookings: every proposal of one (`booking.reschedule-propose` in the audit log), by who asked. */
async function newTimesOf(db: DbOrTx, feedId: number): Promise<Record<Canceller, number>> {
  const by = sql<string>`${auditLog.details}->>'by'`;
  const rows = await db
    .select({ by, n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(auditLog, and(eq(auditLog.targetType, 'booking'), eq(auditLog.targetId, sql`${bookings.id}::text`)))
    .where(and(eq(bookings.feedId, feedId), eq(auditLog.action, 'booking.reschedule-propose')))
    .groupBy(by);
  const counts = Object.fromEntries(CANCELLERS.map((side) => [side, 0])) as Record<Canceller, number>;
  for (const row of rows) if ((CANCELLERS as readonly string[]).includes(row.by)) counts[row.by as Canceller] = Number(row.n);
  return counts;
}

/** The release record of a show none of whose interviews counts. */
const NO_RELEASES: ReleaseRecord = { judged: 0, inTime: 0, released: 0, medianDays: null };

/** Everything a show's figures are counted from, for its feed (none without one): a few aggregate queries on that one show's bookings. */
export async function showRecordOf(db: DbOrTx, feedId: number | null): Promise<ShowRecord> {
  if (feedId === null) {
    const none = { host: 0, guest: 0, agency: 0 };
    return { release: NO_RELEASES, answered: 0, medianAnswerMinutes: null, confirmed: 0, newTimes: none, cancelled: none, past: 0, hostMissed: 0 };
  }
  const [releases, counts, answers, newTimes] = await Promise.all([
    releaseRecordsOf(db, [feedId]),
    bookingCountsOf(db, feedId),
    answerTimesOf(db, feedId),
    newTimesOf(db, feedId),
  ]);
  return {
    release: releases.get(feedId) ?? NO_RELEASES,
    answered: answers.answered,
    medianAnswerMinutes: answers.medianMinutes,
    confirmed: counts.confirmed,
    newTimes,
    cancelled: { host: counts.cancelledByHost, guest: counts.cancelledByGuest, agency: counts.cancelledByAgency },
    past: counts.past,
    hostMissed: counts.hostMissed,
  };
}
