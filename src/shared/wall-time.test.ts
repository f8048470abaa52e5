import { describe, expect, it } from 'vitest';
import { instantOf } from './wall-time';

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
