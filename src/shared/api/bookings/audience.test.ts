import { describe, expect, it } from 'vitest';
import { audienceFigure } from './audience';

describe('audienceFigure', () => {
  it('marks the host’s own figure self-reported, and says when none was given', () => {
    expect(audienceFigure(12500)).toBe('12,500 per episode (self-reported)');
    expect(audienceFigure(1)).toBe('1 per episode (self-reported)');
    expect(audienceFigure(null)).toBe('Not given');
  });
});
