import { describe, expect, it } from 'vitest';
import { fullTimeIn, otherClock, zoneLabel } from './dates';

describe('time zones as people name them', () => {
  it('names a zone by its city, never by its id', () => {
    expect(zoneLabel('America/New_York')).toBe('New York time');
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneLabel('Asia/Tokyo')).toBe('Tokyo time');
    // browsers keep some old ids: people read the city's name today
    expect(zoneLabel('Asia/Calcutta')).toBe('Kolkata time');
    expect(zoneLabel('Europe/Kiev')).toBe('Kyiv time');
  });

  it('names a zone without a city by its short name', () => {
    expect(zoneLabel('UTC')).toBe('UTC');
    expect(zoneLabel('Etc/GMT+5')).toBe('GMT-5');
  });

  it('writes a moment in the reader’s zone with the zone named, across a daylight-saving change', () => {
    expect(fullTimeIn('2026-12-01T14:00:00Z', 'Europe/Paris')).toBe('Tuesday, December 1, 2026 at 3:00 PM Paris time');
    // New York leaves daylight saving on November 1, 2026: the same UTC hour reads an hour earlier after it
    expect(fullTimeIn('2026-10-30T14:00:00Z', 'America/New_York')).toBe('Friday, October 30, 2026 at 10:00 AM New York time');
    expect(fullTimeIn('2026-11-03T14:00:00Z', 'America/New_York')).toBe('Tuesday, November 3, 2026 at 9:00 AM New York time');
  });

  it('gives another person’s clock only when it reads otherwise, with their day when it differs', () => {
    expect(otherClock('2026-12-03T23:30:00Z', 'America/Chicago', 'Asia/Tokyo')).toBe('Fri 8:30 AM in Tokyo');
    expect(otherClock('2026-12-03T14:00:00Z', 'America/New_York', 'Europe/London')).toBe('2:00 PM in London');
    expect(otherClock('2026-12-03T14:00:00Z', 'Europe/Paris', 'Europe/Berlin')).toBeNull();
  });
});
