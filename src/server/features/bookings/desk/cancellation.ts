import { RECORDING_PASSED, type Canceller } from '@shared/api/bookings/pipeline';
import type { Tx } from '@server/db/client';
import { conflict } from '@server/lib/errors';
import type { Site } from '@server/platform/site';
import type { BookingRow } from '../holds/booking-parties';
import { type DeskWrite, moveAudit, NO_HOLD, requireStage } from './desk-case';
import { type DeskMailContext, updateCalendars } from './desk-mail';
import { type DeskCase, insertAgencyLine, insertHostLine, updateBooking } from './desk.repo';

/**
 * Cancels a confirmed recording still ahead, for `by` with their reason, in the write's transaction:
 * the booking `cancelled` with who and why, a line in the host's thread (`authorUserId`: the
 * signed-in person, null through a link), audited `booking.cancel`. 409 `BOOKING_MOVED_ON` unless
 * confirmed (someone acted first), 409 `RECORDING_PASSED` once its time has passed.
 */
export async function cancelInWrite(tx: Tx, found: DeskCase, by: Canceller, reason: string, authorUserId: number | null): Promise<Omit<DeskWrite, 'found'>> {
  requireStage(found, ['confirmed']);
  if (!found.booking.scheduledFor || found.booking.scheduledFor.getTime() <= Date.now()) throw conflict(RECORDING_PASSED, 'RECORDING_PASSED');
  const after = await updateBooking(tx, found.booking.id, { status: 'cancelled', cancelledBy: by, cancelReason: reason, ...NO_HOLD });
  if (by === 'host') await insertHostLine(tx, found.request, { kind: 'update', body: `${found.request.hostName} cancelled the recording: ${reason}` });
  else {
    const who = by === 'guest' ? found.guest.name : 'We';
    await insertAgencyLine(tx, found.request, authorUserId, { kind: 'update', body: `${who} cancelled the recording: ${reason}` });
  }
  return { after, audit: moveAudit('booking.cancel', found, { to: 'cancelled', by, reason }) };
}

/**
 * Once a cancellation is committed, every calendar the booking was in gets its CANCEL, whose mail
 * tells each party (the one who cancelled too: their calendar drops it as well) who cancelled and
 * why, on their own clock. Failures are logged (the cancellation stands).
 */
export async function tellCancelled(ctx: DeskMailContext, site: Site, found: DeskCase, after: BookingRow): Promise<void> {
  await updateCalendars(ctx, site, found, after);
}
