import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type IcsEvent, writeIcs } from './ics';
import { offsetMinutes, vtimezoneLines } from './ics-time-zone';

const base: IcsEvent = {
  method: 'REQUEST',
  uid: 'booking-9@podium.test',
  sequence: 1,
  stamp: new Date('2026-11-20T08:30:00Z'),
  start: new Date('2026-12-01T14:00:00Z'),
  duration: 'PT1H',
  summary: 'Guest on The Show',
  description: 'Guest on The Show',
  organizer: { email: 'no-reply@podium.test' },
  attendee: { email: 'host@example.test' },
};

/** DTSTART of a written invitation as a calendar library reads it, its own VTIMEZONE registered: the zone, the wall time, the instant. */
function startRead(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (vtimezone) ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  const start = calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstart') as ICAL.Time;
  const wall = start.toString();
  const instant = start.toJSDate().toISOString();
  if (vtimezone) ICAL.TimezoneService.remove(vtimezone.getFirstPropertyValue('tzid') as string);
  return { zone: start.zone?.tzid, wall, instant };
}

describe('invitations in the reader’s own time zone', () => {
  const cases: [string, string, string][] = [
    ['Europe/Paris', '2026-12-01T14:00:00Z', '2026-12-01T15:00:00'],
    ['Europe/Paris', '2026-07-01T13:00:00Z', '2026-07-01T15:00:00'],
    ['America/New_York', '2026-11-01T07:30:00Z', '2026-11-01T02:30:00'], // half an hour after the clocks went back
    ['America/New_York', '2026-03-08T07:00:00Z', '2026-03-08T03:00:00'], // the first hour after the clocks went forward
    ['Asia/Kolkata', '2026-12-01T09:30:00Z', '2026-12-01T15:00:00'], // no clock change at all, half-hour offset
    ['Australia/Lord_Howe', '2027-01-10T04:00:00Z', '2027-01-10T15:00:00'], // a 30-minute summer time
    ['America/St_Johns', '2026-08-01T17:30:00Z', '2026-08-01T15:00:00'],
  ];
  it.each(cases)('writes %s at the wall time the reader sees, and a calendar converts it back to the same instant (%s)', (timeZone, instant, wall) => {
    const text = writeIcs({ ...base, start: new Date(instant), timeZone });
    expect(text).toContain(`DTSTART;TZID=${timeZone}:${wall.replace(/[-:]/g, '')}`);
    expect(startRead(text)).toEqual({ zone: timeZone, wall, instant: new Date(instant).toISOString() });
  });

  it('describes each clock change of the year either side, DAYLIGHT for summer time, STANDARD for winter', () => {
    const lines = vtimezoneLines('Europe/Paris', new Date('2026-12-01T14:00:00Z'));
    const changes = lines.join('\n').match(/BEGIN:(STANDARD|DAYLIGHT)\nDTSTART:\d{8}T\d{6}\nTZOFFSETFROM:[+-]\d{4}\nTZOFFSETTO:[+-]\d{4}/g)!;
    expect(changes).toContain('BEGIN:DAYLIGHT\nDTSTART:20260329T020000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0200');
    expect(changes).toContain('BEGIN:STANDARD\nDTSTART:20261025T030000\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0100');
    expect(changes.length).toBeGreaterThanOrEqual(4);
    expect(vtimezoneLines('Asia/Kolkata', new Date('2026-12-01T00:00:00Z'))).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      expect.stringMatching(/^DTSTART:\d{8}T053000$/),
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('falls back to UTC without a zone, for UTC itself, and for a zone this machine does not know', () => {
    for (const timeZone of [undefined, 'UTC', 'Mars/Olympus_Mons']) {
      const text = writeIcs({ ...base, timeZone });
      expect(text).not.toContain('VTIMEZONE');
      expect(text).toContain('DTSTART:20261201T140000Z');
      expect(startRead(text).instant).toBe('2026-12-01T14:00:00.000Z');
    }
  });

  it('writes UTC for a wall time the clocks repeat (both 1:30 AM of the night New York goes back), which a wall time alone cannot tell apart', () => {
    for (const instant of ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z']) {
      const text = writeIcs({ ...base, start: new Date(instant), timeZone: 'America/New_York' });
      expect(text).toContain(`DTSTART:${instant.replace(/[-:]/g, '')}`);
      expect(startRead(text).instant).toBe(new Date(instant).toISOString());
    }
    expect(writeIcs({ ...base, start: new Date('2026-11-01T04:30:00Z'), timeZone: 'America/New_York' })).toContain(
      'DTSTART;TZID=America/New_York:20261101T003000',
    );
  });

  it('reads offsets east and west of UTC', () => {
    expect(offsetMinutes('Asia/Kolkata', new Date('2026-01-01T00:00:00Z'))).toBe(330);
    expect(offsetMinutes('America/St_Johns', new Date('2026-01-01T00:00:00Z'))).toBe(-210);
    expect(offsetMinutes('UTC', new Date('2026-01-01T00:00:00Z'))).toBe(0);
  });
});
