import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, type IcsEvent, mailboxOf, writeIcs } from './ics';

const event: IcsEvent = {
  method: 'REQUEST',
  uid: 'booking-7@podium.test',
  sequence: 2,
  stamp: new Date('2026-11-20T08:30:00Z'),
  start: new Date('2026-12-01T14:00:00Z'),
  duration: 'PT1H',
  summary: 'Zoë Grünewald on The Show; Season 2, Live',
  description:
    'Zoë Grünewald on The Show\nWhen: Tuesday, December 1, 2026 at 3:00 PM (Europe/Paris), for one hour\nRecording link: https://meet.example.test/abc\\def',
  location: 'https://meet.example.test/abc',
  organizer: { email: 'no-reply@podium.test', name: 'Podium' },
  attendee: { email: 'host@example.test', name: 'Hana "the" Host' },
};

/** The event's first VEVENT, parsed by a kept iCalendar library. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, vevent: calendar.getFirstSubcomponent('vevent')! };
}

describe('the iCalendar writer', () => {
  it('writes a VCALENDAR a calendar library reads back field by field', () => {
    const { calendar, vevent } = parsed(writeIcs(event));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Podium//Booking desk//EN');
    expect(vevent.getFirstPropertyValue('uid')).toBe('booking-7@podium.test');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(2);
    expect((vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect((vevent.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid).toBe('UTC');
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe('2026-11-20T08:30:00.000Z');
    expect((vevent.getFirstPropertyValue('duration') as ICAL.Duration).toSeconds()).toBe(3600);
    expect(vevent.getFirstPropertyValue('summary')).toBe(event.summary);
    expect(vevent.getFirstPropertyValue('description')).toBe(event.description);
    expect(vevent.getFirstPropertyValue('location')).toBe(event.location);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:no-reply@podium.test');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Podium');
    expect(vevent.getFirstPropertyValue('attendee')).toBe('mailto:host@example.test');
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe('Hana the Host');
  });

  it('cancels with METHOD CANCEL and STATUS CANCELLED, and leaves LOCATION out without a recording link', () => {
    const { calendar, vevent } = parsed(writeIcs({ ...event, method: 'CANCEL', location: undefined }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.hasProperty('location')).toBe(false);
  });

  it('ends every line with CRLF and folds long UTF-8 text at 75 octets without splitting a character', () => {
    const long = `${'Ünïcödé ☕ 🎙️ '.repeat(30)}end`;
    const text = writeIcs({ ...event, description: long });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(5);
    expect(text).not.toContain('\uFFFD');
    expect(parsed(text).vevent.getFirstPropertyValue('description')).toBe(long);
  });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds a line of exactly 75 octets not at all, and one of 76 once', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('reads the organizer from the mail From header', () => {
    expect(mailboxOf('Podium <no-reply@podium.test>')).toEqual({ email: 'no-reply@podium.test', name: 'Podium' });
    expect(mailboxOf('"Podium Agency" <desk@podium.test>')).toEqual({ email: 'desk@podium.test', name: 'Podium Agency' });
    expect(mailboxOf('desk@podium.test')).toEqual({ email: 'desk@podium.test' });
  });
});
