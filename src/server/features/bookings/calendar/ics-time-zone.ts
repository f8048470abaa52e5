const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How far either side of an event its VTIMEZONE describes the zone's offsets. */
const WINDOW_MS = 366 * DAY_MS;

/** One offset formatter per zone: making one costs more than using it, and a VTIMEZONE asks hundreds of times. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes east ("GMT+05:30" is 330). */
export function offsetMinutes(timeZone: string, at: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Whether a zone is one this machine's time zone data knows (and not UTC itself). */
export function isNamedZone(timeZone: string | undefined): timeZone is string {
  if (!timeZone || /^(UTC|Etc\/UTC|GMT|Etc\/GMT)$/i.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the instant's wall time in the zone happens twice (the hour the clocks go back), so that
 * a wall time alone would not say which: another offset near it also reads as the same wall time.
 */
export function isRepeatedWallTime(timeZone: string, at: Date): boolean {
  const offset = offsetMinutes(timeZone, at);
  const near = [offsetMinutes(timeZone, new Date(at.getTime() - 3 * 60 * MINUTE_MS)), offsetMinutes(timeZone, new Date(at.getTime() + 3 * 60 * MINUTE_MS))];
  return near.some((other) => other !== offset && offsetMinutes(timeZone, new Date(at.getTime() + (offset - other) * MINUTE_MS)) === other);
}

/** A wall time with no zone, 20261201T150000: the instant as it reads at `offset` minutes east of UTC. */
export function floatingStamp(at: Date, offset: number): string {
  return new Date(at.getTime() + offset * MINUTE_MS)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

/** An offset as iCalendar writes it: +0100, -0430. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}${String(whole % 60).padStart(2, '0')}`;
}

/** The first minute at which the zone's offset changes between two instants of different offsets (a binary search). */
function transitionBetween(timeZone: string, from: number, to: number): number {
  const before = offsetMinutes(timeZone, new Date(from));
  let low = Math.floor(from / MINUTE_MS);
  let high = Math.ceil(to / MINUTE_MS);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (offsetMinutes(timeZone, new Date(middle * MINUTE_MS)) === before) low = middle;
    else high = middle;
  }
  return high * MINUTE_MS;
}

/** One observance: from when (an instant), the offsets it moves from and to. */
interface Observance {
  at: number;
  from: number;
  to: number;
}

/** The zone's offset changes from a year before `from` to a year after `to`, with the offset in force at the window's start. */
function observancesAround(timeZone: string, from: Date, to: Date): Observance[] {
  const start = Math.floor((from.getTime() - WINDOW_MS) / DAY_MS) * DAY_MS;
  const end = to.getTime() + WINDOW_MS;
  const first = offsetMinutes(timeZone, new Date(start));
  const observances: Observance[] = [{ at: start, from: first, to: first }];
  let previous = first;
  for (let day = start + DAY_MS; day <= end; day += DAY_MS) {
    const offset = offsetMinutes(timeZone, new Date(day));
    if (offset === previous) continue;
    observances.push({ at: transitionBetween(timeZone, day - DAY_MS, day), from: previous, to: offset });
    previous = offset;
  }
  return observances;
}

/**
 * The VTIMEZONE of a named zone (RFC 5545 §3.6.5) around its events, from `first` to `last`: the
 * offset in force a year before the first, then each change until a year after the last, read from
 * this machine's time zone data. An observance is DAYLIGHT when it moves to the larger of the
 * zone's offsets, else STANDARD.
 */
export function vtimezoneLines(timeZone: string, first: Date, last: Date = first): string[] {
  const observances = observancesAround(timeZone, first, last);
  const smallest = Math.min(...observances.map((observance) => observance.to));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  for (const observance of observances) {
    const kind = observance.to > smallest ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${floatingStamp(new Date(observance.at), observance.from)}`,
      `TZOFFSETFROM:${utcOffset(observance.from)}`,
      `TZOFFSETTO:${utcOffset(observance.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
