/** One formatter per zone: making one costs far more than using it, and a calendar reads thousands of times. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a zone's wall clock, to the second, made once. */
function wallClockOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The offset of `zone` from UTC at the instant `ms`, in milliseconds (Paris in winter: +3,600,000). */
export function offsetOf(ms: number, zone: string): number {
  const parts = Object.fromEntries(
    wallClockOf(zone)
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
