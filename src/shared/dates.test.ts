import { describe, expect, it } from 'vitest';
import { compareText, dayIn, formatDate } from './dates';

describe('formatDate', () => {
  it('prints the UTC calendar date, whatever the time zone', () => {
    expect(formatDate.monthYear('2024-03-01T00:30:00.000Z')).toBe('Mar 2024');
    expect(formatDate.monthYear('2023-12-31T23:59:59.000Z')).toBe('Dec 2023');
    expect(formatDate.dayMonthYear('2024-03-05T23:00:00.000Z')).toBe('Mar 5, 2024');
  });
});

describe('compareText', () => {
  it('orders case-insensitively and keeps equal texts equal', () => {
    expect(['beta', 'Alpha', 'gamma'].sort(compareText)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(compareText('Leadership', 'leadership')).toBe(0);
  });
});

describe('dayIn', () => {
  it('is the day an instant falls on in a zone, UTC without one or with one that is not a zone', () => {
    const lateInLondon = new Date('2025-06-03T02:00:00Z');
    expect(dayIn(lateInLondon, 'America/New_York')).toBe('2025-06-02');
    expect(dayIn(lateInLondon, 'Asia/Tokyo')).toBe('2025-06-03');
    expect(dayIn(lateInLondon, null)).toBe('2025-06-03');
    expect(dayIn(lateInLondon, 'Not/AZone')).toBe('2025-06-03');
  });
});
