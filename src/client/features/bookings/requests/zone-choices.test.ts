import { describe, expect, it } from 'vitest';
import { groupZones, sameZone, zoneChoice, zoneSearch } from './zone-choices';

describe('the time zone picker’s zones', () => {
  it('are the zones with a city, by region, each once under today’s id, named by city and offset now', () => {
    const groups = groupZones([
      'Asia/Calcutta',
      'Asia/Kolkata',
      'Europe/Kiev',
      'America/Buenos_Aires',
      'Asia/Tokyo',
      'Arctic/Longyearbyen',
      'US/Eastern',
      'Etc/GMT+5',
      'GMT',
      'UTC',
      'EST5EDT',
      'Pacific/Auckland',
    ]);
    expect(groups.map((group) => [group.region, group.zones.map((zone) => zone.value)])).toEqual([
      ['Americas', ['America/Argentina/Buenos_Aires']],
      ['Europe', expect.arrayContaining(['Arctic/Longyearbyen', 'Europe/Kyiv'])],
      ['Asia', ['Asia/Kolkata', 'Asia/Tokyo']],
      ['Australia & Pacific', ['Pacific/Auckland']],
    ]);
    const labels = groups.flatMap((group) => group.zones.map((zone) => zone.label));
    expect(labels).toEqual(
      expect.arrayContaining(['Buenos Aires · GMT-3', 'Kolkata · GMT+5:30', 'Tokyo · GMT+9', expect.stringMatching(/^Kyiv · GMT\+[23]$/)]),
    );
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
