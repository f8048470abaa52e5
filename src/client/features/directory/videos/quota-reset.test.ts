import { describe, expect, it } from 'vitest';
import { quotaResetText } from './quota-reset';

describe('quotaResetText', () => {
  it("names the next midnight UTC, the day after the quota's day, and the hours left", () => {
    expect(quotaResetText('2026-11-26', Date.parse('2026-11-26T19:00:00Z'))).toBe('Resets at midnight UTC on 2026-11-27, in 5 hours.');
    expect(quotaResetText('2026-11-30', Date.parse('2026-11-30T00:30:00Z'))).toBe('Resets at midnight UTC on 2026-12-01, in 24 hours.');
    expect(quotaResetText('2026-12-31', Date.parse('2026-12-31T23:20:00Z'))).toBe('Resets at midnight UTC on 2027-01-01, within the hour.');
  });
});
