import { describe, expect, it } from 'vitest';
import { firstParagraph, markdownToPlain, truncate } from './plain-text';

describe('plain text from markdown', () => {
  it('keeps link text and drops marks', () => {
    expect(markdownToPlain('**Bold** and [a link](https://x.test) `code`')).toBe('Bold and a link code');
  });
  it('takes the first paragraph that is not a heading', () => {
    expect(firstParagraph('# Title\n\nFirst *para*\nline two.\n\nSecond.')).toBe('First para line two.');
    expect(firstParagraph('')).toBe('');
  });
  it('cuts at a word with an ellipsis', () => {
    expect(truncate('one two three four', 12)).toBe('one two…');
    expect(truncate('short', 12)).toBe('short');
  });
});
