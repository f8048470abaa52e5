import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BusyCalendarError } from './busy-calendar-error';
import { busyTimesOf, MAX_BUSY_SPANS } from './busy-times-parse';

/** A kept real calendar (tests/fixtures/calendars, SOURCES.md). */
const real = (name: string) => readFileSync(new URL(`../../../../../tests/fixtures/calendars/${name}.ics`, import.meta.url), 'utf8');

/** The busy spans of `text` read at `now`, as ISO pairs. */
async function spans(text: string, now: string, guestZone = 'Europe/London', isOwnEvent = (_uid: string) => false) {
  const found = await busyTimesOf(text, { now: new Date(now), guestZone, isOwnEvent });
  return found.map((span) => [span.start.toISOString(), span.end.toISOString()]);
}

/** A calendar of `events` (VEVENT bodies) as a calendar app writes one. */
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flatMap((e) => ['BEGIN:VEVENT', e, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n');

describe('reading busy times from real calendars', () => {
  it('Google: walks a daily series to its inclusive UNTIL, in the zone the file defines, with its moved occurrence', async () => {
    // 14:00–15:00 in Kyiv (summer time, UTC+3) on 25 to 28 August 2016; the 26th "moved" to the same hour
    expect(await spans(real('google-calendar-kiev-tz'), '2016-08-24T00:00:00Z')).toEqual([
      ['2016-08-25T11:00:00.000Z', '2016-08-25T12:00:00.000Z'],
      ['2016-08-26T11:00:00.000Z', '2016-08-26T12:00:00.000Z'],
      ['2016-08-27T11:00:00.000Z', '2016-08-27T12:00:00.000Z'],
      ['2016-08-28T11:00:00.000Z', '2016-08-28T12:00:00.000Z'],
    ]);
  });

  it('Google: a moved occurrence listed before its series still replaces it', async () => {
    // 10:00–10:30 in Denver (UTC−7) on 10 to 12 February 2026; the 11th moved to 10:30–11:00
    expect(await spans(real('google-recurrence-order'), '2026-02-09T12:00:00Z')).toEqual([
      ['2026-02-10T17:00:00.000Z', '2026-02-10T17:30:00.000Z'],
      ['2026-02-11T17:30:00.000Z', '2026-02-11T18:00:00.000Z'],
      ['2026-02-12T17:00:00.000Z', '2026-02-12T17:30:00.000Z'],
    ]);
  });

  it('Exchange: zones defined under Windows names; free series left out', async () => {
    // "W. Europe Standard Time" 09:00 on 10 Sept 2020 is 07:00 UTC; "Pacific Standard Time" 08:30 on 15 Sept is 15:30 UTC
    expect(await spans(real('ms_timezones'), '2020-09-01T00:00:00Z', 'Europe/Berlin')).toEqual([
      ['2020-09-10T07:00:00.000Z', '2020-09-10T07:30:00.000Z'],
      ['2020-09-15T15:30:00.000Z', '2020-09-15T16:30:00.000Z'],
    ]);
  });

  it('Exchange: a zone defined under an escaped custom name', async () => {
    expect(await spans(real('exchange-custom-tz'), '2019-04-29T00:00:00Z')).toEqual([['2019-04-30T02:00:00.000Z', '2019-04-30T05:00:00.000Z']]);
  });

  it('Outlook on the web: zone names no file defines are read by the offset they state; events without a UID each count', async () => {
    const found = await spans(real('Office-2012-owa'), '2020-10-27T00:00:00Z');
    // 13:30–15:00 at GMT+10 and at UTC−5 on 28 October 2020
    expect(found.slice(0, 2)).toEqual([
      ['2020-10-28T03:30:00.000Z', '2020-10-28T05:00:00.000Z'],
      ['2020-10-28T18:30:00.000Z', '2020-10-28T20:00:00.000Z'],
    ]);
    // the weekly series starts on Monday 2 November, then every Thursday and Friday until 28 August 2021
    expect(found).toContainEqual(['2020-11-02T18:30:00.000Z', '2020-11-02T20:00:00.000Z']);
    expect(found).toContainEqual(['2020-11-05T18:30:00.000Z', '2020-11-05T20:00:00.000Z']);
    expect(found).toContainEqual(['2020-11-06T18:30:00.000Z', '2020-11-06T20:00:00.000Z']);
    expect(found.at(-1)).toEqual(['2021-08-27T18:30:00.000Z', '2021-08-27T20:00:00.000Z']);
    const days = found.slice(3).map(([start]) => new Date(start!).getUTCDay());
    expect(new Set(days)).toEqual(new Set([4, 5]));
    expect(found).toHaveLength(3 + 2 * 43);
  });

  it('Apple: tentative and status-less events are busy, cancelled ones are not', async () => {
    expect(await spans(real('tentative-apple-calendar'), '2022-07-04T00:00:00Z', 'America/Vancouver')).toEqual([
      ['2022-07-04T23:00:00.000Z', '2022-07-04T23:50:00.000Z'],
      ['2022-07-05T16:00:00.000Z', '2022-07-05T17:00:00.000Z'],
      ['2022-07-07T16:00:00.000Z', '2022-07-07T17:00:00.000Z'],
    ]);
  });
});

describe('what counts as busy', () => {
  const now = '2026-12-01T00:00:00Z';

  it('reads all-day and floating times in the guest’s zone, and keeps only the window ahead', async () => {
    const text = calendar(
      'UID:a\r\nDTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261211\r\nTRANSP:OPAQUE',
      'UID:b\r\nDTSTART:20261211T090000\r\nDTEND:20261211T100000',
      'UID:past\r\nDTSTART:20261101T090000Z\r\nDTEND:20261101T100000Z',
      'UID:far\r\nDTSTART:20281101T090000Z\r\nDTEND:20281101T100000Z',
    );
    expect(await spans(text, now, 'America/New_York')).toEqual([
      ['2026-12-10T05:00:00.000Z', '2026-12-11T05:00:00.000Z'],
      ['2026-12-11T14:00:00.000Z', '2026-12-11T15:00:00.000Z'],
    ]);
  });

  it('leaves out free, cancelled and Podium’s own events, and merges overlapping ones', async () => {
    const text = calendar(
      'UID:free\r\nDTSTART:20261210T090000Z\r\nDTEND:20261210T100000Z\r\nTRANSP:TRANSPARENT',
      'UID:gone\r\nDTSTART:20261210T110000Z\r\nDTEND:20261210T120000Z\r\nSTATUS:CANCELLED',
      'UID:booking-42@podium.example\r\nDTSTART:20261210T130000Z\r\nDTEND:20261210T140000Z',
      'UID:one\r\nDTSTART:20261210T150000Z\r\nDTEND:20261210T160000Z',
      'UID:two\r\nDTSTART:20261210T153000Z\r\nDURATION:PT1H',
    );
    expect(await spans(text, now, 'UTC', (uid) => uid.startsWith('booking-'))).toEqual([['2026-12-10T15:00:00.000Z', '2026-12-10T16:30:00.000Z']]);
  });

  it('honours a series’ exclusions and keeps at most its cap of the soonest times', async () => {
    const excluded = calendar('UID:s\r\nDTSTART:20261207T090000Z\r\nDTEND:20261207T093000Z\r\nRRULE:FREQ=DAILY;COUNT=3\r\nEXDATE:20261208T090000Z');
    expect((await spans(excluded, now)).map(([start]) => start)).toEqual(['2026-12-07T09:00:00.000Z', '2026-12-09T09:00:00.000Z']);
    const busy = calendar('UID:h\r\nDTSTART:20261201T090000Z\r\nDTEND:20261201T091000Z\r\nRRULE:FREQ=HOURLY');
    const kept = await spans(busy, now);
    expect(kept).toHaveLength(MAX_BUSY_SPANS);
    expect(kept[0]).toEqual(['2026-12-01T09:00:00.000Z', '2026-12-01T09:10:00.000Z']);
  });

  it('skips a broken event and reads the rest; refuses a page that is no calendar', async () => {
    const text = calendar('UID:bad\r\nDTSTART:not-a-date', 'UID:ok\r\nDTSTART:20261210T090000Z\r\nDTEND:20261210T100000Z');
    expect(await spans(text, now)).toEqual([['2026-12-10T09:00:00.000Z', '2026-12-10T10:00:00.000Z']]);
    await expect(
      busyTimesOf('<!doctype html><title>Sign in</title>', { now: new Date(now), guestZone: 'UTC', isOwnEvent: () => false }),
    ).rejects.toBeInstanceOf(BusyCalendarError);
  });

  it('walks series that repeat for decades without walking the decades, their exclusions and moved occurrences kept', async () => {
    const series = Array.from({ length: 100 }, (_, i) => {
      const at = 6 * 60 + i * 10;
      const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}00`;
      const own = i === 0 ? '\r\nEXDATE;TZID=Europe/Berlin:20261205T060000' : '';
      return `UID:daily-${i}\r\nDTSTART;TZID=Europe/Berlin:20000103T${hhmm(at)}\r\nDTEND;TZID=Europe/Berlin:20000103T${hhmm(at + 5)}\r\nRRULE:FREQ=DAILY${own}`;
    });
    const moved =
      'UID:daily-0\r\nRECURRENCE-ID;TZID=Europe/Berlin:20261207T060000\r\nDTSTART;TZID=Europe/Berlin:20261207T053000\r\nDTEND;TZID=Europe/Berlin:20261207T053500';
    // 100 series over 27 years would be 980,000 steps from their start, past the bound: read, they are not refused
    const found = await spans(calendar(...series, moved), now, 'Europe/Berlin');
    expect(found).toHaveLength(MAX_BUSY_SPANS);
    // the first series, at 06:00 in Berlin (05:00 UTC), around the 5th and the 7th of December
    const first = found.filter(([start]) => start! >= '2026-12-04' && start! < '2026-12-09' && /T(05:00|04:30):00/.test(start!)).map(([start]) => start);
    expect(first).toEqual(['2026-12-04T05:00:00.000Z', '2026-12-06T05:00:00.000Z', '2026-12-07T04:30:00.000Z', '2026-12-08T05:00:00.000Z']);
  });

  it('refuses a calendar that repeats too often to read, without holding the event loop', async () => {
    const minutely = Array.from({ length: 30 }, (_, i) => `UID:m${i}\r\nDTSTART:20200101T000000Z\r\nDTEND:20200101T000030Z\r\nRRULE:FREQ=MINUTELY`);
    let turns = 0;
    const ticker = setInterval(() => turns++, 5);
    await expect(busyTimesOf(calendar(...minutely), { now: new Date(now), guestZone: 'UTC', isOwnEvent: () => false })).rejects.toThrow(/too often/);
    clearInterval(ticker);
    expect(turns).toBeGreaterThan(3);
  });
});
