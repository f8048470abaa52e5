import { floatingStamp, isNamedZone, isRepeatedWallTime, offsetMinutes, vtimezoneLines } from './ics-time-zone';

/** What an invitation says (iTIP, RFC 5546): METHOD REQUEST (new or changed) or CANCEL. */
export type IcsMethod = 'REQUEST' | 'CANCEL';

/** An event's STATUS: a hold is TENTATIVE until the host confirms it. */
export type IcsStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

/** A party of an event: the organizer, or an attendee with their role (the agency's copies do not take part). */
export interface IcsAddress {
  email: string;
  name?: string;
}

/** One event, as RFC 5545 writes it. */
export interface IcsEntry {
  /** Stable across every update of one booking: `booking-{id}@{site host}`. */
  uid: string;
  /** Raised with each update, so calendars replace the older copy. */
  sequence: number;
  /** When this copy was written. */
  stamp: Date;
  start: Date;
  /** The reader's zone: DTSTART is written as their wall time with the zone's VTIMEZONE (UTC when absent or unknown). */
  timeZone?: string;
  /** ISO 8601 duration, e.g. PT1H. */
  duration: string;
  summary: string;
  description: string;
  /** The recording link, when there is one: where the event happens. */
  location?: string;
  /** The same link as the event's URL (a URI, not text: never escaped), when there is one. */
  url?: string;
  status: IcsStatus;
  /** Who invites and who is invited: an invitation names both, a subscribed calendar neither. */
  organizer?: IcsAddress;
  attendee?: IcsAddress & { observer?: boolean };
}

/** One invitation: a method and its one event (STATUS CANCELLED when the method is CANCEL). */
export interface IcsEvent extends Omit<IcsEntry, 'status'> {
  method: IcsMethod;
  /** TENTATIVE for a hold; CONFIRMED otherwise. */
  status?: Exclude<IcsStatus, 'CANCELLED'>;
}

const PRODID = '-//Podium//Booking desk//EN';
const FOLD_OCTETS = 75;

/** A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma, and newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (a CN): quoted, without the characters a quoted value may not hold. */
function paramValue(value: string): string {
  const kept = [...value].filter((char) => char !== '"' && char.charCodeAt(0) >= 0x20 && char !== '\u007f');
  return `"${kept.join('')}"`;
}

/** A length in minutes as an ISO 8601 duration: PT45M, PT1H, PT1H30M. */
export function durationOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** A UTC date-time, 20261201T150000Z. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): continuation lines start with a space and
 * carry at most 74 octets more; a UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? FOLD_OCTETS : FOLD_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A calendar address property (ORGANIZER, ATTENDEE) with its common name. */
function address(name: string, who: IcsAddress, extra = ''): string {
  const cn = who.name ? `;CN=${paramValue(who.name)}` : '';
  return `${name}${cn}${extra}:mailto:${who.email}`;
}

/** Whether an event's start is written at the wall time of its named zone (else, or in an hour the clocks repeat, in UTC). */
const inNamedZone = (entry: IcsEntry): entry is IcsEntry & { timeZone: string } =>
  isNamedZone(entry.timeZone) && !isRepeatedWallTime(entry.timeZone, entry.start);

/** DTSTART at the reader's wall time with TZID, or in UTC. */
function startOf(entry: IcsEntry): string {
  if (!inNamedZone(entry)) return `DTSTART:${utcStamp(entry.start)}`;
  return `DTSTART;TZID=${entry.timeZone}:${floatingStamp(entry.start, offsetMinutes(entry.timeZone, entry.start))}`;
}

/** One VTIMEZONE for each zone the events start in, covering all of that zone's events. */
function timeZonesOf(entries: IcsEntry[]): string[] {
  const spans = new Map<string, { first: Date; last: Date }>();
  for (const entry of entries.filter(inNamedZone)) {
    const span = spans.get(entry.timeZone);
    if (!span) spans.set(entry.timeZone, { first: entry.start, last: entry.start });
    else if (entry.start < span.first) span.first = entry.start;
    else if (entry.start > span.last) span.last = entry.start;
  }
  return [...spans].flatMap(([zone, span]) => vtimezoneLines(zone, span.first, span.last));
}

/** The lines of one VEVENT. */
function eventLines(entry: IcsEntry): string[] {
  const role = entry.attendee?.observer ? 'NON-PARTICIPANT' : 'REQ-PARTICIPANT';
  return [
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `SEQUENCE:${entry.sequence}`,
    `DTSTAMP:${utcStamp(entry.stamp)}`,
    startOf(entry),
    `DURATION:${entry.duration}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    ...(entry.url ? [`URL:${entry.url}`] : []),
    ...(entry.organizer ? [address('ORGANIZER', entry.organizer)] : []),
    ...(entry.attendee ? [address('ATTENDEE', entry.attendee, `;ROLE=${role};PARTSTAT=NEEDS-ACTION`)] : []),
    `STATUS:${entry.status}`,
    'END:VEVENT',
  ];
}

/** What a calendar holds: its method (none for a subscribed calendar), its name, and its events. */
export interface IcsCalendar {
  method?: IcsMethod;
  /** The name a calendar app gives a subscription (X-WR-CALNAME), and how often to read it again. */
  subscription?: { name: string; refresh: string };
  events: IcsEntry[];
}

/**
 * A calendar as an iCalendar object (RFC 5545): a VCALENDAR with PRODID, VERSION and its METHOD,
 * a VTIMEZONE for every TZID its events use, and each VEVENT starting at its reader's wall time
 * (UTC without a known zone), text escaped, lines folded at 75 octets and ended by CRLF.
 */
export function writeCalendar(calendar: IcsCalendar): string {
  const name = calendar.subscription;
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    ...(calendar.method ? [`METHOD:${calendar.method}`] : []),
    ...(name
      ? [
          `X-WR-CALNAME:${escapeText(name.name)}`,
          `NAME:${escapeText(name.name)}`,
          `REFRESH-INTERVAL;VALUE=DURATION:${name.refresh}`,
          `X-PUBLISHED-TTL:${name.refresh}`,
        ]
      : []),
    ...timeZonesOf(calendar.events),
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** An invitation (iTIP): one event under its method; a CANCEL's event is CANCELLED. */
export function writeIcs({ method, status, ...event }: IcsEvent): string {
  return writeCalendar({ method, events: [{ ...event, status: method === 'CANCEL' ? 'CANCELLED' : (status ?? 'CONFIRMED') }] });
}

/** The address and name of a From header ("Podium <no-reply@podium.test>", or a bare address). */
export function mailboxOf(from: string): { email: string; name?: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (!match) return { email: from.trim() };
  return match[1] ? { email: match[2].trim(), name: match[1].trim() } : { email: match[2].trim() };
}
