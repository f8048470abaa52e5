import type { BookingRow } from '../holds/booking-parties';

/** The reconfirmation columns of a booking. */
type ReconfirmColumns = Pick<BookingRow, 'status' | 'scheduledFor' | 'reconfirmAskedFor' | 'hostReconfirmedFor' | 'guestReconfirmedFor'>;

/** Whether each side reconfirmed a confirmed recording asked about at its current time; null when none was asked (or it moved since). */
export function reconfirmationOf(booking: ReconfirmColumns): { host: boolean; guest: boolean } | null {
  const at = booking.scheduledFor?.getTime();
  if (booking.status !== 'confirmed' || at === undefined || booking.reconfirmAskedFor?.getTime() !== at) return null;
  return { host: booking.hostReconfirmedFor?.getTime() === at, guest: booking.guestReconfirmedFor?.getTime() === at };
}

/** A new time proposed for a confirmed booking and not yet answered, as the views read it; null when none. */
export function rescheduleOf(
  booking: Pick<BookingRow, 'status' | 'rescheduleSlot' | 'rescheduleBy'>,
): { slot: string; by: 'host' | 'guest' | 'agency' } | null {
  if (booking.status !== 'confirmed' || !booking.rescheduleSlot || !booking.rescheduleBy) return null;
  return { slot: booking.rescheduleSlot.toISOString(), by: booking.rescheduleBy };
}
