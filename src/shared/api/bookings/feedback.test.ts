import { describe, expect, it } from 'vitest';
import { collapseSpaces, isQuoteOf, sentencesOf } from './feedback';

const BODY = 'A generous guest.  Our listeners loved the stories,\nand we would invite her again! Would we? "Yes."\n\nThanks';

describe('a testimonial quote is whole sentences taken from the feedback', () => {
  it('splits the feedback after . ! ? and closing quotes, and between paragraphs; a sentence may wrap', () => {
    expect(sentencesOf(BODY)).toEqual([
      'A generous guest.',
      'Our listeners loved the stories, and we would invite her again!',
      'Would we?',
      '"Yes."',
      'Thanks',
    ]);
    expect(sentencesOf('Wait… What. Version 2.5 was fine')).toEqual(['Wait…', 'What.', 'Version 2.5 was fine']);
  });

  it('goes on after a mark followed by a lower-case word, so a quote cannot turn a line around', () => {
    const sarcastic = 'Brilliant… if you enjoy being lectured for an hour. Never again!';
    expect(sentencesOf(sarcastic)).toEqual(['Brilliant… if you enjoy being lectured for an hour.', 'Never again!']);
    expect(isQuoteOf('Brilliant…', sarcastic)).toBe(false);
    expect(isQuoteOf('Brilliant...', 'Brilliant... if you like lectures.')).toBe(false);
    expect(isQuoteOf('Great! but long.', 'Great! but long.')).toBe(true);
    expect(isQuoteOf('Great!', 'Great! but long.')).toBe(false);
  });

  it('takes any of its sentences in their order, spaces and line breaks collapsed, punctuation kept', () => {
    expect(isQuoteOf('A generous guest.', BODY)).toBe(true);
    expect(isQuoteOf('A generous guest. Would we? Thanks', BODY)).toBe(true);
    expect(isQuoteOf('A generous guest. "Yes."', BODY)).toBe(true);
    expect(isQuoteOf('  A generous   guest. Our listeners loved the stories, and we would invite her again! ', BODY)).toBe(true);
    expect(isQuoteOf('Would we? "Yes." Thanks', BODY)).toBe(true);
    expect(isQuoteOf(BODY, BODY)).toBe(true);
  });

  it('refuses a part of a sentence, so a fragment cannot turn a line around', () => {
    expect(isQuoteOf('recommend her.', 'We would not recommend her.')).toBe(false);
    expect(isQuoteOf('A generous guest', BODY)).toBe(false);
    expect(isQuoteOf('generous guest.', BODY)).toBe(false);
    expect(isQuoteOf('guest. Our listeners', BODY)).toBe(false);
    expect(isQuoteOf('and we would invite her again!', BODY)).toBe(false);
  });

  it('refuses other words, a changed case, reordered sentences and an empty quote', () => {
    expect(isQuoteOf('The best guest ever.', BODY)).toBe(false);
    expect(isQuoteOf('a generous guest.', BODY)).toBe(false);
    expect(isQuoteOf('Our listeners loved the stories, A generous guest.', BODY)).toBe(false);
    expect(isQuoteOf('Would we? A generous guest.', BODY)).toBe(false);
    expect(isQuoteOf('A generous guest. A generous guest.', BODY)).toBe(false);
    expect(isQuoteOf('   ', BODY)).toBe(false);
  });

  it('collapses spaces and trims', () => {
    expect(collapseSpaces('  a \n\t b  ')).toBe('a b');
  });
});
