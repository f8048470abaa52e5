import { describe, expect, it } from 'vitest';
import { compareText, formatDate } from './dates';

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
