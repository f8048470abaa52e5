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

/** The place in line as people say it: "second", "third". */
const PLACES = ['first', 'second', 'third'];

/**
 * A hold sharing its time with others, for one side: a hold in line says its place and whether the
 * first was challenged; the first says how many wait behind it and, once challenged, the deadline.
 */
function lineSentence(booking: BookingProgress, at: string, timeZone: string, reader: 'host' | 'agency'): string {
  const line = booking.line!;
  const due = line.challengeDueAt ? slotLabel(line.challengeDueAt, timeZone) : '';
  const place = PLACES[line.place - 1] ?? `number ${line.place}`;
  if (line.place > 1) {
    const challenged = due ? ` The show ahead has until ${due} to confirm it or release it.` : '';
    return reader === 'host'
      ? `Another show holds ${at} first: you are ${place} in line. If it comes free, it is held for you and we will tell you by email.${challenged}`
      : `${at} is held first for another show: this one is ${place} in line.${due ? ` The first hold was challenged: its host has until ${due}.` : ''}`;
  }
  const behind = line.holds - 1;
  if (reader === 'host')
    return due
      ? `${at} is held for you. Another show has asked for it: please confirm it or release it by ${due}; after that it passes to the next show in line.`
      : '';
  return due ? `${behind} more in line. Challenged: the host has until ${due} to confirm or release.` : `${behind} more in line behind this hold.`;
}

/** Where a confirmed recording's reconfirmation stands, for one side: nothing before both sides were asked. */
function reconfirmationNote(booking: BookingProgress, reader: 'host' | 'agency', guestName: string): string {
  const state = booking.reconfirmation;
  if (!state) return '';
  if (reader === 'host') return state.host ? ' You reconfirmed it.' : ' Please reconfirm it below.';
  if (state.host && state.guest) return ' Reconfirmed by the host and the guest.';
  const waiting = [state.host ? null : 'the host', state.guest ? null : guestName].filter(Boolean).join(' and ');
  return ` Waiting for ${waiting} to reconfirm.`;
}

/**
 * Where a booking stands, in a sentence for one side (`reader`) that says who waits on whom: the
 * times the agency proposed (`proposals`, the host to pick one), the time held and until when, who
 * the hold waits on and its place in line when the time carries several holds, the confirmed time,
 * or why it ended. Times in `timeZone`.
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
    case 'held': {
      if (booking.line && booking.line.place > 1) return lineSentence(booking, at, timeZone, reader);
      const line = booking.line ? lineSentence(booking, at, timeZone, reader) : '';
      if (line && reader === 'host') return line;
      const more = line ? ` ${line}` : '';
      if (booking.holdAwaiting === 'guest') return `${at} is held while ${guestName} approves the show (until ${until}).${more}`;
      return reader === 'host'
        ? `${at} is held for you until ${until}. Please confirm it below.`
        : `${at} is held until ${until}, waiting for the host to confirm.${more}`;
    }
    case 'confirmed':
      return `Confirmed for ${at}.${reconfirmationNote(booking, reader, guestName)}`;
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
