import { reconfirmationOf, rescheduleOf } from '../reminders/reconfirmation-of';
import type { z } from 'zod';
import {
  DESK_DELETE_REFUSED,
  DESK_EDIT_REFUSED,
  DESK_HAND_MOVES,
  DESK_MOVE_REFUSED,
  DESK_PARTIES_FIXED,
  handMovesOf,
  NOT_HAPPENED_YET,
} from '@shared/api/bookings/pipeline';
import { type Booking, booking, bookingBody, bookingEdit, RELEASE_LINK_REQUIRED } from '@shared/api/bookings/booking-records';
import { safeLink } from '@shared/api/fields';
import { dayIn } from '@shared/dates';
import type { bookings } from '@server/db/schema';
import { badRequest, conflict } from '@server/lib/errors';
import { registerFeed } from '@server/features/directory/appearances/feeds/feed-register';
import * as records from '@server/features/directory/profile-records/profile-records.repo';
import * as repo from './booking-records.repo';
import type { RecordKindSpec, Row } from '@server/features/directory/profile-records/record-kinds';
import { requireFreeTimeOfGuest } from '../desk/desk-case';
import { afterBookingMove } from '../pipeline/after-move';

/**
 * Bookings: private to those who may manage the client (host contacts and notes are not for
 * visitors). A pipeline: setting the stage 'recorded' fills the recording date when it is empty
 * with the scheduled day (in the guest's time zone), or today for a booking with no time;
 * 'published' requires the release link (400 without one; the page asks for it) and fills the
 * publishing date with today when it is empty. The show's feed is the
 * address given (registered as an unreviewed feed from a guest's booking; empty clears it), or on a new booking the feed of the
 * podcast of the same name, if it has one. Edits stamp updated_at. After a
 * write commits, the pipeline's hook runs (afterBookingMove: a booking just published asks its
 * host for feedback).
 */
export const bookingKind: RecordKindSpec<Row<typeof repo.bookingsRepo>, Booking, z.output<typeof bookingEdit>, records.RecordValues<typeof bookings>> = {
  kind: 'bookings',
  label: 'Booking',
  plural: 'bookings',
  auditType: 'booking',
  readers: 'managers',
  createBody: bookingBody,
  editBody: bookingEdit,
  answer: booking,
  store: repo.bookingsRepo,
  toItem: (
    { feedId: _feedId, recordedDaysAgo, requestId, reconfirmAskedFor, hostReconfirmedFor, guestReconfirmedFor, rescheduleSlot, rescheduleBy, ...row },
    env,
  ) => ({
    ...row,
    reconfirmation: reconfirmationOf({ ...row, reconfirmAskedFor, hostReconfirmedFor, guestReconfirmedFor }),
    reschedule: rescheduleOf({ status: row.status, rescheduleSlot, rescheduleBy }),
    fromRequest: requestId !== null,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    releaseUrl: safeLink(row.releaseUrl),
    recordingLink: safeLink(row.recordingLink),
    feedUrl: safeLink(row.feedUrl),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    releaseOverdue:
      row.releaseUrl === null &&
      row.status !== 'published' &&
      row.status !== 'cancelled' &&
      recordedDaysAgo !== null &&
      recordedDaysAgo > env.releaseFollowUpDays,
    releaseFollowUpSentAt: row.releaseFollowUpSentAt?.toISOString() ?? null,
  }),
  summary: (item) => item.showName,
  async settle({ tx, clientId, changes, current, id }) {
    if (current?.requestId != null) keepDeskRules(current, changes);
    const { scheduledFor, feedUrl, ...rest } = changes;
    const values: records.RecordValues<typeof bookings> = { ...rest };
    if (scheduledFor !== undefined) values.scheduledFor = scheduledFor === null ? null : new Date(scheduledFor);
    if (feedUrl) values.feedId = await registerFeed(tx, feedUrl, { source: 'guest-booking', showName: changes.showName ?? current?.showName });
    else if (feedUrl === null) values.feedId = null;
    if (!current && !feedUrl && changes.showName) values.feedId = await repo.feedOfPodcastNamed(tx, changes.showName);
    if (current) values.updatedAt = new Date();
    const status = changes.status ?? current?.status ?? 'requested';
    const after = <K extends 'recordedOn' | 'publishedOn' | 'releaseUrl'>(key: K) => (changes[key] !== undefined ? changes[key] : (current?.[key] ?? null));
    if (status === 'published' && !after('releaseUrl')) throw badRequest(`releaseUrl: ${RELEASE_LINK_REQUIRED}`, 'RELEASE_LINK_REQUIRED');
    const when = values.scheduledFor !== undefined ? values.scheduledFor : (current?.scheduledFor ?? null);
    // what an edit truly changes (a form sends every field back, most of them as they were)
    const movesStage = changes.status !== undefined && changes.status !== current?.status;
    const movesTime = scheduledFor !== undefined && !sameValue(scheduledFor, current?.scheduledFor);
    const claimsHappened = (status === 'recorded' || status === 'published') && (movesStage || movesTime);
    if (claimsHappened && when && when.getTime() > Date.now()) throw badRequest(`status: ${NOT_HAPPENED_YET}`, 'NOT_HAPPENED_YET');
    // a time kept for the guest (confirmed, or held) may not overlap another: no double-booking by hand either
    const keepsTime = (status === 'confirmed' || status === 'held') && (movesStage || movesTime);
    if (keepsTime && when) await requireFreeTimeOfGuest(tx, clientId, id, when);
    // recorded on the day it was scheduled (the guest's own day), unless the agency says otherwise
    if (changes.status === 'recorded' && !after('recordedOn'))
      values.recordedOn = when ? dayIn(when, await records.timeZoneOfClient(tx, clientId)) : await records.today(tx);
    if (changes.status === 'published' && !after('publishedOn')) values.publishedOn = await records.today(tx);
    return values;
  },
  refuseDelete: (row) => (row.requestId !== null ? conflict(DESK_DELETE_REFUSED, 'DESK_DELETE_REFUSED') : undefined),
  afterWrite: ({ ctx, site }, move) => afterBookingMove(ctx, site, move),
};

/** The fields of a booking that a hand edit may change while the desk has it (before confirmed, or closed). */
const WHILE_WITH_THE_DESK = new Set(['notes']);

/**
 * A hand edit of a booking made from a host's request keeps the desk's rules (409 otherwise): its
 * show and host stay the request's; before it is confirmed, and once closed, only its notes change;
 * its stage moves only as DESK_HAND_MOVES allows. A field sent with its stored value is no change.
 */
function keepDeskRules(current: Row<typeof repo.bookingsRepo>, changes: z.output<typeof bookingEdit>): void {
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
    (key) => changes[key] !== undefined && !sameValue(changes[key], current[key as keyof typeof current]),
  );
  if (changed.some((key) => key === 'showName' || key === 'hostName' || key === 'hostContact')) throw conflict(DESK_PARTIES_FIXED, 'DESK_PARTIES_FIXED');
  const moves = handMovesOf({ status: current.status, fromRequest: true });
  if (changes.status !== undefined && changes.status !== current.status && !moves.includes(changes.status))
    throw conflict(DESK_MOVE_REFUSED, 'DESK_MOVE_REFUSED');
  if (!(current.status in DESK_HAND_MOVES) && changed.some((key) => !WHILE_WITH_THE_DESK.has(key))) throw conflict(DESK_EDIT_REFUSED, 'DESK_EDIT_REFUSED');
}

/** Whether an edit's value is the stored one (instants compared as instants, text as written). */
function sameValue(sent: unknown, stored: unknown): boolean {
  if (stored instanceof Date) return typeof sent === 'string' && Date.parse(sent) === stored.getTime();
  return (sent ?? null) === (stored ?? null);
}
