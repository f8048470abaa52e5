import { describe, expect, it } from 'vitest';
import { groupZones, instantOf, sameZone, slotLabel, slotWithOtherZone, zoneChoice, zoneSearch } from './slot-times';

describe('instantOf', () => {
  it('reads a wall time in the given zone, not the browser’s', () => {
    expect(instantOf('2026-12-03T15:00', 'Europe/Paris')).toBe('2026-12-03T14:00:00.000Z');
    expect(instantOf('2026-07-03T15:00', 'Europe/Paris')).toBe('2026-07-03T13:00:00.000Z');
    expect(instantOf('2026-12-03T15:00', 'America/New_York')).toBe('2026-12-03T20:00:00.000Z');
    expect(instantOf('2026-12-03T15:00', 'Asia/Kolkata')).toBe('2026-12-03T09:30:00.000Z');
    expect(instantOf('2026-12-03T15:00', 'UTC')).toBe('2026-12-03T15:00:00.000Z');
  });

  it('settles wall times a clock change skips or repeats', () => {
    // New York skips 02:00–03:00 on 8 March 2026 and repeats 01:00–02:00 on 1 November 2026
    expect(instantOf('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOf('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('refuses text that is not a wall time', () => {
    expect(instantOf('', 'UTC')).toBeNull();
    expect(instantOf('2026-12-03', 'UTC')).toBeNull();
  });
});

describe('slotLabel', () => {
  it('writes an instant in the host’s zone', () => {
    expect(slotLabel('2026-12-03T14:00:00.000Z', 'Europe/Paris')).toBe('Thu, Dec 3, 2026, 3:00 PM');
  });
});

describe('the time zone picker’s zones', () => {
  it('are the zones with a city, by region, each once under today’s id, named by city and offset now', () => {
    const groups = groupZones(['Asia/Calcutta', 'Asia/Kolkata', 'Europe/Kiev', 'America/Buenos_Aires', 'Asia/Tokyo', 'Arctic/Longyearbyen', 'US/Eastern', 'Etc/GMT+5', 'GMT', 'UTC', 'EST5EDT', 'Pacific/Auckland']);
    expect(groups.map((group) => [group.region, group.zones.map((zone) => zone.value)])).toEqual([
      ['Americas', ['America/Argentina/Buenos_Aires']],
      ['Europe', expect.arrayContaining(['Arctic/Longyearbyen', 'Europe/Kyiv'])],
      ['Asia', ['Asia/Kolkata', 'Asia/Tokyo']],
      ['Australia & Pacific', ['Pacific/Auckland']],
    ]);
    const labels = groups.flatMap((group) => group.zones.map((zone) => zone.label));
    expect(labels).toEqual(expect.arrayContaining(['Buenos Aires · GMT-3', 'Kolkata · GMT+5:30', 'Tokyo · GMT+9', expect.stringMatching(/^Kyiv · GMT\+[23]$/)]));
    expect(labels.some((label) => label.includes('_') || label.includes('/'))).toBe(false);
  });

  it('name the region beside a city two zones share', () => {
    const zones = groupZones(['Europe/Istanbul', 'Asia/Istanbul']).map((group) => group.zones[0]!.label);
    expect(zones).toEqual(['Istanbul · Europe · GMT+3', 'Istanbul · Asia · GMT+3']);
  });

  it('name a current zone outside the groups by what it is', () => {
    expect(zoneChoice('UTC').label).toBe('UTC · GMT');
    expect(zoneChoice('Etc/GMT+5').label).toBe('GMT-5');
    expect(zoneChoice('US/Eastern').label).toMatch(/^Eastern \(US\) · GMT-[45]$/);
    expect(zoneChoice('Asia/Calcutta')).toMatchObject({ label: 'Kolkata · GMT+5:30', region: 'Asia' });
    expect(zoneChoice('Mars/Olympus_Mons').label).toBe('Olympus Mons');
    expect(sameZone('Asia/Calcutta', 'Asia/Kolkata')).toBe(true);
  });

  it('are searched by offset exactly, or by the start of a word of their city, region or id', () => {
    const [tokyo, darwin, kolkata, bogota, paulo] = ['Asia/Tokyo', 'Australia/Darwin', 'Asia/Kolkata', 'America/Bogota', 'America/Sao_Paulo'].map(zoneChoice);
    const kept = (query: string) => [tokyo, darwin, kolkata, bogota, paulo].filter(zoneSearch(query)!).map((zone) => zone!.value);
    for (const query of ['+9', 'GMT+9', 'gmt +9', '+09:00', 'UTC+9']) expect(kept(query), query).toEqual(['Asia/Tokyo']);
    expect(kept('+9:30')).toEqual(['Australia/Darwin']);
    expect(kept('UTC+5:30')).toEqual(['Asia/Kolkata']);
    expect(kept('+0530')).toEqual(['Asia/Kolkata']);
    expect(kept('-5:00')).toEqual(['America/Bogota']);
    expect(kept('\u22125')).toEqual(['America/Bogota']);
    expect(kept('tok')).toEqual(['Asia/Tokyo']);
    expect(kept('São')).toEqual(['America/Sao_Paulo']);
    expect(kept('asia')).toEqual(['Asia/Tokyo', 'Asia/Kolkata']);
    expect(kept('calcutta')).toEqual(['Asia/Kolkata']);
    expect(kept('kyo')).toEqual([]);
    expect(zoneSearch('  ')).toBeNull();
    expect(zoneSearch('+')).toBeNull();
  });
});

describe('a time with the other party’s beside it', () => {
  it('reads in the reader’s zone and adds the other’s clock, and their day when it differs', () => {
    expect(slotWithOtherZone('2026-12-03T14:00:00.000Z', 'America/New_York', 'Europe/London')).toBe('Thu, Dec 3, 2026, 9:00 AM · 2:00 PM in London');
    expect(slotWithOtherZone('2026-12-03T23:30:00.000Z', 'America/Chicago', 'Asia/Tokyo')).toBe('Thu, Dec 3, 2026, 5:30 PM · Fri 8:30 AM in Tokyo');
    expect(slotWithOtherZone('2026-12-03T14:00:00.000Z', 'Europe/Paris', 'Europe/Berlin')).toBe('Thu, Dec 3, 2026, 3:00 PM');
  });

  it('follows each side’s daylight-saving change: London and New York are four hours apart for a week in spring', () => {
    // New York moves its clocks on March 8, 2026, London on March 29
    expect(slotWithOtherZone('2026-03-10T14:00:00.000Z', 'America/New_York', 'Europe/London')).toBe('Tue, Mar 10, 2026, 10:00 AM · 2:00 PM in London');
    expect(slotWithOtherZone('2026-03-31T14:00:00.000Z', 'America/New_York', 'Europe/London')).toBe('Tue, Mar 31, 2026, 10:00 AM · 3:00 PM in London');
  });
});
