import { describe, expect, it } from 'vitest';
import { audienceFigure } from './audience';

describe('audienceFigure', () => {
  it('marks the host’s own figure self-reported with the day they gave it, and says when none was given', () => {
    const given = '2026-11-20T12:00:00.000Z';
    expect(audienceFigure(12500, given)).toBe('12,500 per episode (self-reported by the host, Nov 20, 2026)');
    expect(audienceFigure(1, given)).toBe('1 per episode (self-reported by the host, Nov 20, 2026)');
    expect(audienceFigure(null, given)).toBe('Not given');
  });
});
