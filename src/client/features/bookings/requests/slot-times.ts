import { momentLabel, otherClock, zoneLabel } from '@shared/dates';

/** The browser's time zone (the reader's, read once a page), as the desk shows times in and the request form proposes first. */
export function browserTimeZone(): string {
  readerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return readerZone;
}

let readerZone: string | undefined;

/** A proposed time as the host reads it, in their time zone: "Thu, Dec 3, 2026, 3:00 PM". */
export function slotLabel(instant: string, zone: string): string {
  return new Date(instant).toLocaleString('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * A time in the reader's zone with the other party's beside it when their clock reads otherwise:
 * "Thu, Dec 3, 2026, 3:00 PM · 9:00 AM in New York" (the other's day added when it differs).
 */
export function slotWithOtherZone(instant: string, readerZone: string, otherZone: string): string {
  const theirs = otherClock(instant, readerZone, otherZone);
  return theirs ? `${slotLabel(instant, readerZone)} · ${theirs}` : slotLabel(instant, readerZone);
}

/** A moment on the reader's clock, the zone named: "Dec 3, 2026, 10:04 PM Paris time". */
export function readerMoment(instant: string): string {
  return `${momentLabel(instant, browserTimeZone())} ${zoneLabel(browserTimeZone())}`;
}
