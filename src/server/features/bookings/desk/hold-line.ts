import { HOLD_LINE_FULL, guestAlreadyBooked } from '@shared/api/bookings/desk';
import { HOLDS_PER_TIME } from '@shared/api/bookings/pipeline';
import { fullTimeIn } from '@shared/dates';
import type { Tx } from '@server/db/client';
import { conflict } from '@server/lib/errors';
import { insertAudit } from '@server/platform/audit/audit.repo';
import { auditActorOf } from '@server/platform/audit/audited-write';
import type { BookingRow } from '../holds/booking-parties';
import { holdHoursOf, holdTimes } from '../holds/hold-settings';
import { moveAudit, NO_HOLD, NO_LINE } from './desk-case';
import { type DeskCase, insertAgencyLine, lockCaseOfBooking, lockClashOf, lockGuestCalendar, updateBooking } from './desk.repo';
import * as repo from './hold-line.repo';

/** One of the guest's bookings whose time overlaps a new hold's (`lockClashesOf`). */
type Clash = { bookingId: number; status: string; scheduledFor: Date | null; queuedBehind: number | null };

/**
 * The first hold a new hold on `slot` may wait behind: none when the time is free. 409 when the
 * time overlaps a confirmed booking or more than one hold (named in `readerZone`), or when the first
 * hold already has HOLDS_PER_TIME holds in line with it.
 */
export async function firstHoldToWaitBehind(tx: Tx, guestName: string, clashes: readonly Clash[], readerZone: string): Promise<number | undefined> {
  if (clashes.length === 0) return undefined;
  const [first] = clashes;
  if (clashes.length > 1 || first.status !== 'held')
    throw conflict(guestAlreadyBooked(guestName, fullTimeIn(first.scheduledFor!, readerZone)), 'GUEST_ALREADY_BOOKED');
  if ((await repo.lineLength(tx, first.bookingId)) >= HOLDS_PER_TIME) throw conflict(HOLD_LINE_FULL, 'HOLD_LINE_FULL');
  return first.bookingId;
}

/** Puts a case's booking in line behind `firstId` for `slot`: held, keeping no time and no clock of its own until it moves up. The booking after and its place. */
export async function joinLine(tx: Tx, found: DeskCase, firstId: number, slot: string, recording: Pick<BookingRow, 'recordingLink' | 'recordingMinutes'>) {
  const after = await updateBooking(tx, found.booking.id, {
    status: 'held',
    scheduledFor: new Date(slot),
    ...recording,
    ...NO_HOLD,
    queuedBehind: firstId,
    queuedAt: new Date(),
  });
  return { after, place: await repo.lineLength(tx, firstId) };
}

/** Why a hold left its line for the desk's open requests: the show ahead confirmed the time, or the guest's calendar no longer has it free. */
export type LineEnd = 'confirmed' | 'taken';

/** A hold sent back from its line: its booking, the time it waited for, and why. */
export interface ReturnedHold {
  bookingId: number;
  slot: Date;
  why: LineEnd;
}

/** What moved in a line: the hold that moved up, when one did, and the holds sent back to the desk. */
export interface LineNews {
  promoted?: number;
  returned: ReturnedHold[];
}

/** Takes a hold out of line back to the desk's open requests (its time gone), with a line to its host and an audit entry (no actor: it follows another's move). */
async function returnToDesk(tx: Tx, found: DeskCase, why: LineEnd): Promise<ReturnedHold> {
  const slot = found.booking.scheduledFor!;
  const when = fullTimeIn(slot, found.request.timeZone);
  const body =
    why === 'confirmed'
      ? `The show ahead of you confirmed ${when}, so your place in line for it has ended. We will propose other times.`
      : `${when} is no longer free for ${found.guest.name}, so your place in line for it has ended. We will propose other times.`;
  await updateBooking(tx, found.booking.id, { status: 'requested', scheduledFor: null, ...NO_HOLD });
  await insertAgencyLine(tx, found.request, null, { kind: 'update', body });
  await insertAudit(tx, { ...auditActorOf(null), ...moveAudit('booking.line-end', found, { to: 'requested', slot: slot.toISOString(), why }) });
  return { bookingId: found.booking.id, slot, why };
}

/**
 * The first hold `firstId` ended without being confirmed (it ran out, was released, declined or
 * withdrawn): the next hold in line whose time is still ahead and free moves up, on a fresh clock
 * (waiting on the guest when they approve each show, else on its host), the others now wait behind
 * it, and a hold that no longer fits the guest's calendar goes back to the desk. Runs in the ending
 * write's transaction (the first hold locked first, then the guest's calendar, then its line), so of
 * nodes acting at once one moves the line, and a hold joining the line at that moment is either in
 * it or finds the time free. The booking that moved up, when one did, and those sent back.
 */
export async function moveLineUp(tx: Tx, first: Pick<BookingRow, 'id' | 'clientId'>): Promise<LineNews> {
  const firstId = first.id;
  const returned: ReturnedHold[] = [];
  await lockGuestCalendar(tx, first.clientId);
  for (const id of await repo.lockLine(tx, firstId)) {
    const next = await lockCaseOfBooking(tx, id);
    if (!next?.booking.scheduledFor || next.booking.scheduledFor.getTime() <= Date.now()) continue;
    const slot = next.booking.scheduledFor;
    const zone = next.request.timeZone;
    if (await lockClashOf(tx, next.guest.id, next.booking.id, slot, next.booking.recordingMinutes)) {
      returned.push(await returnToDesk(tx, next, 'taken'));
      continue;
    }
    const [clock, hours] = await Promise.all([holdTimes(tx), holdHoursOf(tx)]);
    const holdAwaiting = next.guest.approvesEachShow ? ('guest' as const) : ('host' as const);
    await updateBooking(tx, id, { ...NO_LINE, holdAwaiting, holdExpiresAt: clock.holdExpiresAt, holdRemindAt: clock.holdRemindAt, holdRemindedAt: null });
    await repo.moveLineBehind(tx, firstId, id);
    await insertAgencyLine(tx, next.request, null, {
      kind: 'update',
      slots: [slot.toISOString()],
      body:
        holdAwaiting === 'guest'
          ? `${fullTimeIn(slot, zone)} came free: it is now held for you while ${next.guest.name} approves.`
          : `${fullTimeIn(slot, zone)} came free: it is now held for you. Please confirm it within ${hours} hours.`,
    });
    await insertAudit(tx, { ...auditActorOf(null), ...moveAudit('booking.promote', next, { behind: firstId, awaiting: holdAwaiting }) });
    return { promoted: id, returned };
  }
  return { returned };
}

/** The first hold `first` was confirmed: every hold in line behind it goes back to the desk, each host told why in their thread. */
export async function endLine(tx: Tx, first: Pick<BookingRow, 'id' | 'clientId'>): Promise<LineNews> {
  const returned: ReturnedHold[] = [];
  await lockGuestCalendar(tx, first.clientId);
  for (const id of await repo.lockLine(tx, first.id)) {
    const next = await lockCaseOfBooking(tx, id);
    if (next) returned.push(await returnToDesk(tx, next, 'confirmed'));
  }
  return { returned };
}

/** No news: nothing moved in any line. */
export const NO_NEWS: LineNews = { returned: [] };

/** A held booking `before` leaves the held stage unconfirmed: when it was a first hold, its line moves up (`moveLineUp`); else nothing moves. */
export async function releaseLine(tx: Tx, before: BookingRow): Promise<LineNews> {
  return before.status === 'held' && before.queuedBehind === null ? moveLineUp(tx, before) : NO_NEWS;
}
