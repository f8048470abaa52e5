import type { SessionUser } from '@shared/api/session-user';
import { guestBusy } from '@shared/api/bookings/busy-times';
import { BOOKING_MOVED_ON, guestAlreadyBooked, HOLD_EXPIRED, NOT_A_PROPOSED_TIME, RECORDING_MINUTES } from '@shared/api/bookings/desk';
import { ALREADY_RECONFIRMED, type HoldAwaiting, NO_SHOW_TOO_EARLY, NOT_ASKED_TO_RECONFIRM, type NoShowParty } from '@shared/api/bookings/pipeline';
import type { BookingStatus } from '@shared/api/directory/profile-records';
import { isAdmin, isAgency } from '@shared/permissions';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@server/db/client';
import { clients } from '@server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/errors';
import type { AuditEvent } from '@server/platform/audit/audited-write';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { busyClashOf } from '../busy-times/busy-times.repo';
import { clientsOfTeamMember } from '../requests/requests.repo';
import type { BookingRow } from '../holds/booking-parties';
import { fullTimeIn } from '@shared/dates';
import { caseOfRequest, type DeskCase, lockCaseOfBooking, lockCaseOfRequest, lockClashOf } from './desk.repo';

/** The 404 of a request the caller can't act on: unknown, not yet confirmed, or of a guest a team member is not assigned to. */
const REQUEST_NOT_FOUND = 'Booking request not found';

/** What one of the desk's writes did: the case before, the booking after, and its audit entry. */
export interface DeskWrite {
  found: DeskCase;
  after: BookingRow;
  audit: AuditEvent;
}

/**
 * Refuses (409) a case whose booking is not at one of `stages`, or a hold not waiting on `awaiting`
 * (someone acted first, or the holds' job released it), or such a hold whose time ran out before
 * the job came by.
 */
export function requireStage(found: DeskCase, stages: readonly BookingStatus[], awaiting?: HoldAwaiting): void {
  if (!stages.includes(found.booking.status) || (awaiting && found.booking.holdAwaiting !== awaiting)) throw conflict(BOOKING_MOVED_ON, 'BOOKING_MOVED_ON');
  const until = found.booking.holdExpiresAt;
  if (awaiting && until && until.getTime() <= Date.now()) throw conflict(HOLD_EXPIRED, 'HOLD_EXPIRED');
}

/**
 * Refuses (409) a time for a case's booking (of `minutes`, else its planned length) that overlaps
 * another booking of the guest held or confirmed, naming that booking's time in `readerZone`. Checked under the guest's calendar lock,
 * kept until the transaction ends: of two desks taking the same time at once, on any node, the
 * second finds the first's.
 */
export async function requireFreeTime(
  tx: Tx,
  found: DeskCase,
  slot: string | Date,
  readerZone: string,
  minutes = found.booking.recordingMinutes,
): Promise<void> {
  const clash = await lockClashOf(tx, found.guest.id, found.booking.id, new Date(slot), minutes);
  if (clash?.scheduledFor) throw conflict(guestAlreadyBooked(found.guest.name, fullTimeIn(clash.scheduledFor, readerZone)), 'GUEST_ALREADY_BOOKED');
}

/**
 * Refuses (409 `GUEST_BUSY`) a time offered or taken for the guest that their own calendar marks
 * busy (its last good read), naming the busy time in `readerZone`. Checked where a time is
 * proposed or chosen, never where one already agreed is confirmed.
 */
export async function requireNotBusy(
  db: DbOrTx,
  guest: Pick<DeskCase['guest'], 'id' | 'name'>,
  slot: string | Date,
  minutes: number,
  readerZone: string,
): Promise<void> {
  const busy = await busyClashOf(db, guest.id, new Date(slot), minutes);
  if (busy) throw conflict(guestBusy(guest.name, fullTimeIn(busy.start, readerZone)), 'GUEST_BUSY');
}

/**
 * The same refusal for a booking's time set by hand on the Bookings page (`bookingId`: the booking
 * edited, or none when one is added), naming the other booking's time in the guest's own zone
 * (in UTC, named so, while the guest has none).
 */
export async function requireFreeTimeOfGuest(
  tx: DbOrTx,
  clientId: number,
  bookingId: number | undefined,
  at: Date,
  minutes: number = RECORDING_MINUTES.default,
): Promise<void> {
  const clash = await lockClashOf(tx, clientId, bookingId ?? -1, at, minutes);
  if (!clash?.scheduledFor) return;
  const [guest] = await tx.select({ name: clients.name, timeZone: clients.timeZone }).from(clients).where(eq(clients.id, clientId));
  throw conflict(guestAlreadyBooked(guest.name, fullTimeIn(clash.scheduledFor, guest.timeZone ?? 'UTC')), 'GUEST_ALREADY_BOOKED');
}

/** Refuses (400) a time that is not ahead, or not among `offered`. */
export function requireOffered(slot: string, offered: readonly string[]): string {
  const at = Date.parse(slot);
  if (!offered.some((offer) => Date.parse(offer) === at)) throw badRequest(`slot: ${NOT_A_PROPOSED_TIME}`, 'VALIDATION_FAILED');
  if (at <= Date.now()) throw badRequest('slot: This time has passed; pick another or propose new times', 'VALIDATION_FAILED');
  return new Date(at).toISOString();
}

/** Whether an agency member may act on a guest's requests: admins and owners always, a team member when assigned to the guest. */
async function mayActOn(db: Db | Tx, user: SessionUser, clientId: number): Promise<boolean> {
  if (isAdmin(user)) return true;
  if (!isAgency(user)) return false;
  return (await clientsOfTeamMember(db, user.id, user.clientId)).includes(clientId);
}

/**
 * Runs an agency action on a confirmed request in one transaction with its audit entry: the
 * booking is locked first, so two people acting at once take turns and the second finds it moved
 * on (unless `lockBooking` is false: a write that changes another booking, locked first instead).
 * 403 for anyone outside the agency, 404 for a request they can't act on.
 */
export async function agencyWrite(
  db: Db,
  user: SessionUser,
  requestId: number,
  write: (tx: Tx, found: DeskCase) => Promise<Omit<DeskWrite, 'found'>>,
  lockBooking = true,
): Promise<DeskWrite> {
  if (!isAgency(user)) throw forbidden('Only the agency answers booking requests');
  return auditedWrite(
    db,
    user,
    async (tx) => {
      const found = lockBooking ? await lockCaseOfRequest(tx, requestId) : await caseOfRequest(tx, requestId);
      if (!found || !(await mayActOn(tx, user, found.guest.id))) throw notFound(REQUEST_NOT_FOUND, 'NOT_FOUND');
      return { found, ...(await write(tx, found)) };
    },
    (result) => result.audit,
  );
}

/** Runs a write on a booking made from a request, found by the booking, in one transaction with its audit entry (`user` null: a visitor through a link). */
export async function bookingWrite(
  db: Db,
  user: SessionUser | null,
  bookingId: number,
  write: (tx: Tx, found: DeskCase) => Promise<Omit<DeskWrite, 'found'>>,
  notFoundMessage: string,
): Promise<DeskWrite> {
  return auditedWrite(
    db,
    user,
    async (tx) => {
      const found = await lockCaseOfBooking(tx, bookingId);
      if (!found) throw notFound(notFoundMessage, 'NOT_FOUND');
      return { found, ...(await write(tx, found)) };
    },
    (result) => result.audit,
  );
}

/** The audit entry of a booking's move by the desk. */
export function moveAudit(action: string, found: DeskCase, details: Record<string, unknown> = {}): AuditEvent {
  return {
    action,
    targetType: 'booking',
    targetId: found.booking.id,
    details: { clientId: found.guest.id, requestId: found.request.id, showName: found.request.showName, from: found.booking.status, ...details },
  };
}

/**
 * Refuses (409) a no-show note on a booking that is not confirmed (a recording that happened is
 * recorded; one never settled has nobody to miss it) or whose recording time has not come yet.
 */
export function requireMissable(found: DeskCase): void {
  requireStage(found, ['confirmed']);
  const when = found.booking.scheduledFor;
  if (!when || when.getTime() > Date.now()) throw conflict(NO_SHOW_TOO_EARLY, 'NO_SHOW_TOO_EARLY');
}

/**
 * Refuses (409 NOT_ASKED_TO_RECONFIRM) a reconfirmation of a booking not confirmed, not asked for
 * its current time, or whose time has passed; and (409 ALREADY_RECONFIRMED) one `side` already gave.
 */
export function requireAskedToReconfirm(found: DeskCase, side: 'host' | 'guest'): Date {
  const { booking } = found;
  const at = booking.scheduledFor;
  if (booking.status !== 'confirmed' || !at || at.getTime() <= Date.now() || booking.reconfirmAskedFor?.getTime() !== at.getTime())
    throw conflict(NOT_ASKED_TO_RECONFIRM, 'NOT_ASKED_TO_RECONFIRM');
  const given = side === 'host' ? booking.hostReconfirmedFor : booking.guestReconfirmedFor;
  if (given?.getTime() === at.getTime()) throw conflict(ALREADY_RECONFIRMED, 'ALREADY_RECONFIRMED');
  return at;
}

/** A booking's no-show columns: who missed it and who said so, now; or none. */
export const noShowOf = (who: NoShowParty | null, by: 'agency' | 'host') =>
  who === null ? { noShow: null, noShowBy: null, noShowAt: null } : { noShow: who, noShowBy: by, noShowAt: new Date() };

/** A booking leaving a line of holds (it moved up, or left): its place in line and a challenge cleared. */
export const NO_LINE = { queuedBehind: null, queuedAt: null, challengedAt: null } as const;

/** A booking's values when it leaves the held stage: the hold's clock and its place in a line cleared. */
export const NO_HOLD = { holdExpiresAt: null, holdAwaiting: null, holdRemindAt: null, holdRemindedAt: null, ...NO_LINE } as const;
