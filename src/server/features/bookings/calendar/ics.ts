import { floatingStamp, isNamedZone, isRepeatedWallTime, offsetMinutes, vtimezoneLines } from './ics-time-zone';

/** What an invitation says: METHOD REQUEST (new or changed) or CANCEL. */
export type IcsMethod = 'REQUEST' | 'CANCEL';

/** One event of an invitation, as RFC 5545 writes it. */
export interface IcsEvent {
  method: IcsMethod;
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
  organizer: { email: string; name?: string };
  attendee: { email: string; name?: string };
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
function address(name: string, who: { email: string; name?: string }, extra = ''): string {
  const cn = who.name ? `;CN=${paramValue(who.name)}` : '';
  return `${name}${cn}${extra}:mailto:${who.email}`;
}

/** DTSTART, and the VTIMEZONE it refers to: in the reader's named zone, else (or in an hour the clocks repeat) in UTC. */
function startOf(event: IcsEvent): { zone: string[]; start: string } {
  if (!isNamedZone(event.timeZone) || isRepeatedWallTime(event.timeZone, event.start)) return { zone: [], start: `DTSTART:${utcStamp(event.start)}` };
  const local = floatingStamp(event.start, offsetMinutes(event.timeZone, event.start));
  return { zone: vtimezoneLines(event.timeZone, event.start), start: `DTSTART;TZID=${event.timeZone}:${local}` };
}

/**
 * An invitation as an iCalendar object (RFC 5545): a VCALENDAR with PRODID, VERSION and METHOD,
 * holding the reader's VTIMEZONE and one VEVENT starting at their wall time (UTC without a
 * known zone), its text escaped, its lines folded at 75 octets and ended by CRLF.
 */
export function writeIcs(event: IcsEvent): string {
  const cancelled = event.method === 'CANCEL';
  const { zone, start } = startOf(event);
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...zone,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    start,
    `DURATION:${event.duration}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    address('ORGANIZER', event.organizer),
    address('ATTENDEE', event.attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION'),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The address and name of a From header ("Podium <no-reply@podium.test>", or a bare address). */
export function mailboxOf(from: string): { email: string; name?: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (!match) return { email: from.trim() };
  return match[1] ? { email: match[2].trim(), name: match[1].trim() } : { email: match[2].trim() };
}
