import { describe, expect, it } from 'vitest';
import { collapseSpaces, isQuoteOf } from './feedback';

const BODY = 'A generous guest.  Our listeners loved the stories,\nand we would invite her again!';

describe('a testimonial quote is words taken from the feedback', () => {
  it('takes a contiguous part, whole words, spaces and line breaks collapsed, punctuation kept', () => {
    expect(isQuoteOf('A generous guest.', BODY)).toBe(true);
    expect(isQuoteOf('  Our listeners   loved the stories, and we ', BODY)).toBe(true);
    expect(isQuoteOf(BODY, BODY)).toBe(true);
    expect(isQuoteOf('invite her again!', BODY)).toBe(true);
  });

  it('refuses other words, parts of words, a changed case, reordered words and an empty quote', () => {
    expect(isQuoteOf('The best guest ever', BODY)).toBe(false);
    expect(isQuoteOf('enerous guest', BODY)).toBe(false);
    expect(isQuoteOf('A generous gue', BODY)).toBe(false);
    expect(isQuoteOf('our listeners loved', BODY)).toBe(false);
    expect(isQuoteOf('loved the stories and we', BODY)).toBe(false);
    expect(isQuoteOf('   ', BODY)).toBe(false);
  });

  it('finds a later whole-word match when an earlier one is inside a word', () => {
    expect(isQuoteOf('art', 'The party had art.')).toBe(true);
    expect(isQuoteOf('art', 'The party started.')).toBe(false);
  });

  it('collapses spaces and trims', () => {
    expect(collapseSpaces('  a \n\t b  ')).toBe('a b');
  });
});
