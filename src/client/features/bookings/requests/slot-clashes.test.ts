import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '@shared/api/bookings/requests';
import { clashOf } from './slot-clashes';

const entry = (slot: string, recordingMinutes = 60, status: CalendarEntry['status'] = 'confirmed'): CalendarEntry => ({
  bookingId: 1,
  showName: 'The Other Show',
  status,
  slot,
  recordingMinutes,
  holdExpiresAt: null,
  inLineBehind: null,
});

describe('a time that clashes with the guest’s calendar', () => {
  it('is one whose recording overlaps another held or confirmed booking, each with its own length', () => {
    const other = entry('2026-12-10T15:00:00.000Z', 90);
    expect(clashOf('2026-12-10T14:30:00.000Z', 60, [other])).toBe(other);
    // the other runs 90 minutes: 16:00 still overlaps it, 16:30 does not
    expect(clashOf('2026-12-10T16:00:00.000Z', 60, [other])).toBe(other);
    expect(clashOf('2026-12-10T16:30:00.000Z', 60, [other])).toBeUndefined();
    // a 45-minute recording ending as the other starts is free
    expect(clashOf('2026-12-10T14:15:00.000Z', 45, [other])).toBeUndefined();
  });

  it('ignores bookings without a time or past holding', () => {
    expect(clashOf('2026-12-10T15:00:00.000Z', 60, [entry('2026-12-10T15:00:00.000Z', 60, 'declined')])).toBeUndefined();
    expect(clashOf('2026-12-10T15:00:00.000Z', 60, [{ ...entry(''), slot: null }])).toBeUndefined();
  });
});
