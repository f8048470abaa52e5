import { STATUS_LABELS } from '@shared/api/bookings/pipeline';
import type { BookingStatus } from '@shared/api/directory/profile-records';
import type { BookingProgress } from '@shared/api/bookings/requests';
import { StatusPill } from '@client/components/ui/StatusPill';
import { slotLabel } from './slot-times';

/** The dot of each stage: waiting (amber), settled (green), over early (grey). */
const STAGE_DOTS: Record<BookingStatus, string> = {
  requested: 'bg-warning',
  held: 'bg-warning',
  confirmed: 'bg-success',
  recorded: 'bg-success',
  published: 'bg-success',
  declined: 'bg-muted',
  cancelled: 'bg-muted',
  expired: 'bg-muted',
};

/** A booking's stage as a pill. */
export function StagePill({ status }: { status: BookingStatus }) {
  return <StatusPill label={STATUS_LABELS[status]} dot={STAGE_DOTS[status]} />;
}

/**
 * Where a booking stands, in a sentence for one side (`reader`) that says who waits on whom: the
 * times the agency proposed (`proposals`, the host to pick one), the time held and until when, who
 * the hold waits on, the confirmed time, or why it ended. Times in `timeZone`.
 */
export function stageSentence(
  booking: BookingProgress,
  timeZone: string,
  reader: 'host' | 'agency',
  guestName: string,
  proposals: readonly string[] = [],
): string {
  const at = booking.slot ? slotLabel(booking.slot, timeZone) : '';
  const until = booking.holdExpiresAt ? slotLabel(booking.holdExpiresAt, timeZone) : '';
  switch (booking.status) {
    case 'requested':
      if (proposals.length > 0)
        return reader === 'host' ? 'The agency proposed other times: please pick one below.' : 'Waiting for the host to pick one of the times you proposed.';
      return reader === 'host' ? 'The agency has your request and will answer by email.' : 'Waiting for your answer.';
    case 'held':
      if (booking.holdAwaiting === 'guest') return `${at} is held while ${guestName} approves the show (until ${until}).`;
      return reader === 'host'
        ? `${at} is held for you until ${until}. Please confirm it below.`
        : `${at} is held until ${until}, waiting for the host to confirm.`;
    case 'confirmed':
      return `Confirmed for ${at}.`;
    case 'recorded':
      return 'Recorded. Thank you!';
    case 'published':
      return 'Published.';
    case 'declined':
      return booking.declineReason ? `Declined: ${booking.declineReason}` : 'Declined.';
    case 'cancelled':
      return 'Withdrawn.';
    case 'expired':
      return 'The hold ran out before it was confirmed.';
  }
}
