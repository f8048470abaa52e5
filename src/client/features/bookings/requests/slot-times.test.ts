import { describe, expect, it } from 'vitest';
import { instantOf, slotLabel, slotWithOtherZone } from './slot-times';

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
