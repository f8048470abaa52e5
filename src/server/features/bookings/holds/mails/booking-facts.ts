import { recordingLength } from '@shared/api/bookings/desk';
import { fullTimeWithOther } from '@shared/dates';
import { type MailLine, mailLink } from '@server/platform/mail/compose-mail';

/** A booking as its mails tell it: the guest, the show, its time (none yet for some) and its recording. */
export interface BookingFacts {
  guestName: string;
  showName: string;
  scheduledFor: Date | null;
  recordingLink: string | null;
  recordingMinutes: number;
}

/** Whose clock a mail reads: the reader's zone, and the other party's clock shown beside it (none for nobody, or an unknown zone). */
export interface ReadingClock {
  zone: string;
  other: { name: string; timeZone: string | null } | null;
}

/** "{guest} on {show}". */
export const bookingTitle = (booking: BookingFacts) => `${booking.guestName} on ${booking.showName}`;

/** " (the time on the reader's clock, the other party's beside it)" when the booking has a time, else nothing. */
export const timeNote = (booking: BookingFacts, clock: ReadingClock) =>
  booking.scheduledFor ? ` (${fullTimeWithOther(booking.scheduledFor, clock.zone, clock.other)})` : '';

/** The recording's link and planned length, as a reminder's line (none without a link). */
export const recordingNote = (booking: BookingFacts): MailLine[] =>
  booking.recordingLink ? [[`The recording (${recordingLength(booking.recordingMinutes)}) is at `, mailLink(booking.recordingLink)]] : [];
