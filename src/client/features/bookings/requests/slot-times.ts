import { otherClock } from '@shared/dates';

/** The offset of `zone` from UTC at the instant `ms`, in milliseconds (Paris in winter: +3,600,000). */
export function offsetOf(ms: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant (ISO, UTC) of a wall time in a time zone: "2026-12-03T15:00" in Europe/Paris is
 * 14:00 UTC. A wall time a clock change skips lands on the hour after it; one it repeats, on the
 * first of the two. Null for text that is not a wall time.
 */
export function instantOf(wallTime: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallTime);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  const first = asUtc - offsetOf(asUtc, zone);
  const settled = asUtc - offsetOf(first, zone);
  // a skipped wall time has no instant: the second guess reads another wall time, and the first is the hour after
  return new Date(asUtc - offsetOf(settled, zone) === settled ? settled : first).toISOString();
}

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
