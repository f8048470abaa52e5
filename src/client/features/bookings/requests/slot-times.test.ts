import { describe, expect, it } from 'vitest';
import { slotLabel, slotWithOtherZone } from './slot-times';

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
