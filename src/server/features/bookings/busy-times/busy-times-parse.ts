import ICAL from 'ical.js';
import { loopYield } from '@server/lib/loop-yield';
import { BusyCalendarError } from './busy-calendar-error';
import { instantOf } from '@shared/wall-time';

/** A time a guest's own calendar marks busy. */
export interface BusySpan {
  start: Date;
  end: Date;
}

/** How far ahead busy times are kept: as far as anyone books a recording. */
const DAYS_AHEAD = 366;

/** How many busy times one guest keeps (the soonest): a full working year fits many times over. */
export const MAX_BUSY_SPANS = 2_000;

/** The most occurrences one repeating event is walked through, from its first (a daily event of 50 years is 18,000). */
const MAX_STEPS_PER_SERIES = 50_000;

/** The most occurrences walked through in one calendar: the bound on its CPU. */
const MAX_STEPS = 300_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far before the window a moved occurrence is still looked for. */
const WEEK_MS = 7 * DAY_MS;

/** What reading a calendar needs: the moment it is read at, the guest's zone for floating and all-day times, and which events are Podium's own. */
export interface BusyReadOptions {
  now: Date;
  guestZone: string;
  /** Whether an event's UID is one of Podium's own invitations (a recording already counted as a booking). */
  isOwnEvent: (uid: string) => boolean;
}

/**
 * Calls `each` with every line of an iCalendar text, unfolded (a line that starts with a space or
 * a tab continues the one before), read a line at a time with a pause every 2,000 lines.
 */
async function eachLine(text: string, each: (line: string) => void, pause: () => Promise<void> | undefined): Promise<void> {
  let position = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let current: string | null = null;
  for (let count = 1; position < text.length; count++) {
    const newline = text.indexOf('\n', position);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(position, text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    position = end + 1;
    if (current !== null && (line.startsWith(' ') || line.startsWith('\t'))) current += line.slice(1);
    else {
      if (current !== null) each(current);
      current = line;
    }
    if (count % 2_000 === 0) await pause();
  }
  if (current !== null) each(current);
}

/** The VTIMEZONE and VEVENT blocks of a calendar, each as its own text. */
async function blocksOf(text: string, pause: () => Promise<void> | undefined): Promise<{ zones: string[]; events: string[] }> {
  if (!/^BEGIN:VCALENDAR\s*$/im.test(text.slice(0, 4096))) {
    throw new BusyCalendarError('This address gives a web page or a file that is not a calendar: copy the private address that ends in .ics');
  }
  const zones: string[] = [];
  const events: string[] = [];
  let open: { kind: 'VTIMEZONE' | 'VEVENT'; lines: string[] } | null = null;
  await eachLine(
    text,
    (raw) => {
      const line = raw.trimEnd();
      const upper = line.toUpperCase();
      if (!open) {
        if (upper === 'BEGIN:VEVENT' || upper === 'BEGIN:VTIMEZONE') open = { kind: upper.slice(6) as 'VEVENT' | 'VTIMEZONE', lines: [line] };
        return;
      }
      open.lines.push(line);
      if (upper === `END:${open.kind}`) {
        (open.kind === 'VEVENT' ? events : zones).push(open.lines.join('\r\n'));
        open = null;
      }
    },
    pause,
  );
  return { zones, events };
}

/** Whether an event takes the time: not free (TRANSP, Outlook's busy status), not cancelled. */
function takesTime(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const outlook = String(component.getFirstPropertyValue('x-microsoft-cdo-busystatus') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED' && outlook !== 'FREE';
}

/** What `isKnownZone` found for each name asked. */
const knownZones = new Map<string, boolean>();

/** Whether `name` is a time zone this runtime knows (an IANA name); asked once per name. */
function isKnownZone(name: string): boolean {
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = name !== '';
    } catch {
      known = false;
    }
    if (knownZones.size < 1_000) knownZones.set(name, known);
  }
  return known;
}

/** The offset (minutes east of UTC) an Outlook zone name states, such as "(UTC-05:00) Eastern Time (US & Canada)"; null when it states none. */
function statedOffset(name: string): number | null {
  const match = /\((?:UTC|GMT)\s*([+-])(\d{1,2}):?(\d{2})\)/i.exec(name);
  if (!match) return /^\((?:UTC|GMT)\)/i.test(name) ? 0 : null;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** A number with two digits. */
const two = (n: number) => String(n).padStart(2, '0');

/**
 * The instant of a calendar time: by its zone when the file defines it (or it is UTC); else by
 * its TZID when that names a known zone or states an offset; else (floating times, all-day dates,
 * zones nobody defines) as a wall time in the guest's zone.
 */
function instantOfTime(time: ICAL.Time, tzid: string | null, guestZone: string): Date {
  const zone = time.zone;
  if (!time.isDate && zone && zone !== ICAL.Timezone.localTimezone) return new Date(time.toUnixTime() * 1000);
  const wall = `${time.year}-${two(time.month)}-${two(time.day)}T${two(time.isDate ? 0 : time.hour)}:${two(time.isDate ? 0 : time.minute)}`;
  const seconds = time.isDate ? 0 : time.second * 1000;
  const name = !time.isDate && tzid ? tzid : null;
  if (name && !isKnownZone(name)) {
    const offset = statedOffset(name);
    if (offset !== null) return new Date(Date.parse(`${wall}:00Z`) - offset * 60_000 + seconds);
  }
  return new Date(Date.parse(instantOf(wall, name && isKnownZone(name) ? name : guestZone) ?? `${wall}:00Z`) + seconds);
}

/** The year a zone's rules are moved to when they start earlier. */
const RULES_FROM_YEAR = 2000;

/**
 * A VTIMEZONE whose rules start before RULES_FROM_YEAR (Exchange writes 1601) made to start then:
 * the same yearly rules, but the zone's transitions are no longer worked out over four centuries
 * on the first time read in it.
 */
function recentRules(zone: ICAL.Component): ICAL.Component {
  for (const rule of [...zone.getAllSubcomponents('standard'), ...zone.getAllSubcomponents('daylight')]) {
    const start = rule.getFirstProperty('dtstart');
    const time = start?.getFirstValue();
    if (!(time instanceof ICAL.Time) || time.year >= RULES_FROM_YEAR) continue;
    const moved = time.clone();
    moved.year = RULES_FROM_YEAR;
    start!.setValue(moved);
  }
  return zone;
}

/** The TZID a component's property names, or null. */
function tzidOf(component: ICAL.Component, property: 'dtstart' | 'dtend'): string | null {
  const value = component.getFirstProperty(property)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
}

/** The busy times found so far, and the steps taken through repeating events. */
interface Reading {
  spans: BusySpan[];
  steps: number;
}

/**
 * Adds one occurrence's span when it takes time and falls in [from, until): its start and end
 * read in the zones of `item` (the exception that moved it, or the event itself).
 */
function addSpan(reading: Reading, item: ICAL.Event, start: ICAL.Time, end: ICAL.Time, window: { from: number; until: number }, guestZone: string): void {
  if (!takesTime(item.component)) return;
  // read as UTC, a wall time is off by less than a day: enough to pass over the years outside the window cheaply
  if (end.toUnixTime() * 1000 < window.from - DAY_MS || start.toUnixTime() * 1000 > window.until + DAY_MS) return;
  const from = instantOfTime(start, tzidOf(item.component, 'dtstart'), guestZone);
  const to = instantOfTime(end, tzidOf(item.component, 'dtend') ?? tzidOf(item.component, 'dtstart'), guestZone);
  if (to.getTime() <= from.getTime() || to.getTime() <= window.from || from.getTime() >= window.until) return;
  reading.spans.push({ start: from, end: to });
}

/**
 * Moves a daily or weekly series without a COUNT (the meetings that repeat for years) to start
 * shortly before `from`, by whole periods of its rule, so its walk skips the years before: the same
 * wall times come out (its exceptions and exclusions still match), only fewer steps lead to them.
 */
function fastForward(event: ICAL.Event, from: number): void {
  const rules = event.component.getAllProperties('rrule');
  if (rules.length !== 1 || event.component.hasProperty('rdate')) return;
  const rule = rules[0]!.getFirstValue() as ICAL.Recur;
  const days = rule.freq === 'DAILY' ? 1 : rule.freq === 'WEEKLY' ? 7 : 0;
  if (!days || rule.count) return;
  const period = days * (rule.interval || 1);
  const behind = Math.floor((from - event.startDate.toUnixTime() * 1000) / DAY_MS) - 2;
  const shift = Math.floor(behind / period) * period;
  if (shift <= 0) return;
  for (const name of ['dtstart', 'dtend'] as const) {
    const property = event.component.getFirstProperty(name);
    const time = property?.getFirstValue();
    if (!(time instanceof ICAL.Time)) continue;
    const moved = time.clone();
    moved.adjust(shift, 0, 0, 0);
    property!.setValue(moved);
  }
}

/** Walks a repeating event's occurrences (with their exceptions) up to the window's end, adding each busy one. */
async function walkSeries(
  reading: Reading,
  event: ICAL.Event,
  window: { from: number; until: number },
  guestZone: string,
  pause: () => Promise<void> | undefined,
) {
  fastForward(event, window.from - WEEK_MS);
  const iterator = event.iterator();
  for (let steps = 0; steps < MAX_STEPS_PER_SERIES; steps++) {
    const next = iterator.next();
    if (!next) return;
    if (++reading.steps > MAX_STEPS)
      throw new BusyCalendarError('This calendar repeats its events too often to be read: Podium stops after 300,000 occurrences');
    if (steps % 500 === 499) await pause();
    // read as UTC, a wall time is off by less than a day: enough to stop, or to pass over the years before the window cheaply
    const roughly = next.toUnixTime() * 1000;
    if (roughly >= window.until + DAY_MS) return;
    if (roughly < window.from - WEEK_MS) continue;
    const details = event.getOccurrenceDetails(next);
    addSpan(reading, details.item, details.startDate, details.endDate, window, guestZone);
  }
}

/** Busy spans sorted and merged where they touch or overlap, the soonest MAX_BUSY_SPANS kept. */
function merged(spans: BusySpan[]): BusySpan[] {
  const sorted = [...spans].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: BusySpan[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    if (last && span.start.getTime() <= last.end.getTime()) {
      if (span.end > last.end) last.end = span.end;
    } else {
      if (out.length === MAX_BUSY_SPANS) break;
      out.push({ ...span });
    }
  }
  return out;
}

/**
 * The times an iCalendar file (Google's, Outlook's or Apple's private address) marks busy from a
 * day before `now` to DAYS_AHEAD after: repeating events walked with their exceptions and
 * exclusions, free, cancelled and Podium's own events left out, all-day and floating times read
 * in the guest's zone; no titles or details kept. Each event is parsed on its own and the loop
 * lets the event loop turn every 20 ms; a calendar that repeats too much is refused. Throws
 * BusyCalendarError for text that is not a calendar.
 */
export async function busyTimesOf(text: string, options: BusyReadOptions): Promise<BusySpan[]> {
  // slices of 10 ms: with a collection now and then, the loop still turns within a few tens of milliseconds
  const pause = loopYield(10);
  const { zones, events } = await blocksOf(text, pause);
  const root = new ICAL.Component(['vcalendar', [], []]);
  for (const zone of zones) {
    await pause();
    try {
      root.addSubcomponent(recentRules(new ICAL.Component(ICAL.parse(zone) as unknown[])));
    } catch {
      // a zone that does not parse: its times are read by its name, or in the guest's zone
    }
  }
  const masters = new Map<string, ICAL.Component>();
  const exceptions = new Map<string, ICAL.Component[]>();
  const loose: ICAL.Component[] = [];
  for (const block of events) {
    await pause();
    let component: ICAL.Component;
    try {
      component = new ICAL.Component(ICAL.parse(block) as unknown[], root);
    } catch {
      continue; // one broken event does not hide the others
    }
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    if (uid && options.isOwnEvent(uid)) continue;
    if (!component.hasProperty('dtstart')) continue;
    // an event without a UID (Outlook's published calendars) is a series of its own
    const key = uid || `no-uid-${masters.size}`;
    if (component.hasProperty('recurrence-id')) exceptions.set(key, [...(exceptions.get(key) ?? []), component]);
    else if (!masters.has(key)) masters.set(key, component);
    else loose.push(component);
  }
  const window = { from: options.now.getTime() - DAY_MS, until: options.now.getTime() + DAYS_AHEAD * DAY_MS };
  const reading: Reading = { spans: [], steps: 0 };
  for (const [uid, component] of masters) {
    await pause();
    try {
      const event = new ICAL.Event(component, { exceptions: exceptions.get(uid) ?? [] });
      exceptions.delete(uid);
      if (event.isRecurring()) await walkSeries(reading, event, window, options.guestZone, pause);
      else addSpan(reading, event, event.startDate, event.endDate, window, options.guestZone);
    } catch (error) {
      if (error instanceof BusyCalendarError) throw error;
      // an event whose dates or rule do not read is left out; the rest still count
    }
  }
  // exceptions whose series is not in the file, and repeated UIDs, stand on their own
  for (const component of [...loose, ...[...exceptions.values()].flat()]) {
    try {
      const event = new ICAL.Event(component);
      addSpan(reading, event, event.startDate, event.endDate, window, options.guestZone);
    } catch {
      // left out, as above
    }
  }
  return merged(reading.spans);
}
