import { otherClock, zoneCity } from '../../../../shared/dates';

/** The offset of `zone` from UTC at the instant `ms`, in milliseconds (Paris in winter: +3,600,000). */
function offsetOf(ms: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
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

/** Every time zone the browser knows, for the form's picker (the given one first if it is missing). */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** A zone's offset from UTC now, as a person reads it: "GMT-5", "GMT+5:30", "GMT". */
function offsetLabel(zone: string): string {
  const minutes = Math.round(offsetOf(Date.now(), zone) / 60_000);
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** A zone in a picker: its city first (so typing a city finds it), its region and its offset now: "New York · America · GMT-5". */
export function zoneOptionLabel(zone: string): string {
  const city = zoneCity(zone);
  return city ? `${city} · ${zone.split('/')[0]!.replaceAll('_', ' ')} · ${offsetLabel(zone)}` : `${zone} · ${offsetLabel(zone)}`;
}

/**
 * The time zone picker's options: `current` first, then every zone the browser knows by city
 * (each with its region and offset), so a person finds theirs by typing its city.
 */
export function zoneOptions(current: string): { value: string; label: string }[] {
  allZoneOptions ??= timeZones('UTC')
    .map((zone) => ({ value: zone, label: zoneOptionLabel(zone) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: current, label: zoneOptionLabel(current) }, ...allZoneOptions.filter((option) => option.value !== current)];
}

/** Every zone's option, made once (about 420 offsets to read) when a picker first needs them. */
let allZoneOptions: { value: string; label: string }[] | undefined;

/** A proposed time as the host reads it, in their time zone: "Thu, Dec 3, 2026, 3:00 PM". */
export function slotLabel(instant: string, zone: string): string {
  return new Date(instant).toLocaleString('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * A time in the reader's zone with the other party's beside it when their clock reads otherwise:
 * "Thu, Dec 3, 2026, 3:00 PM · 9:00 AM in New York" (the other's day added when it differs).
 */
export function slotWithOtherZone(instant: string, readerZone: string, otherZone: string): string {
  const theirs = otherClock(instant, readerZone, otherZone);
  return theirs ? `${slotLabel(instant, readerZone)} · ${theirs}` : slotLabel(instant, readerZone);
}
