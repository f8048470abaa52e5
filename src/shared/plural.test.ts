import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural';

describe('plural', () => {
  it('says one thing in the singular and other counts in the plural', () => {
    expect(plural(1, 'picture')).toBe('1 picture');
    expect(plural(0, 'picture')).toBe('0 pictures');
    expect(plural(1200, 'episode')).toBe('1,200 episodes');
    expect(plural(2, 'query', 'queries')).toBe('2 queries');
    expect(pluralWord(1, 'episode')).toBe('episode');
    expect(pluralWord(3, 'episode')).toBe('episodes');
  });
});
