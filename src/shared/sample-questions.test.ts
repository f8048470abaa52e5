import { describe, expect, it } from 'vitest';
import { formatSampleQuestions, splitSampleQuestions } from './sample-questions';

describe('sample questions text', () => {
  it('reads numbered, bulleted and plain lines, skipping blank ones', () => {
    expect(splitSampleQuestions('1. First?\r\n2) Second?\n\n- Third?\n* Fourth?\n• Fifth?\nSixth?')).toEqual([
      'First?',
      'Second?',
      'Third?',
      'Fourth?',
      'Fifth?',
      'Sixth?',
    ]);
  });

  it('is written numbered, one a line', () => {
    expect(formatSampleQuestions(['Why?', 'How?'])).toBe('1. Why?\n2. How?');
    expect(formatSampleQuestions([])).toBe('');
  });

  it('gives back the list it was written from, even questions that look numbered or bulleted', () => {
    const list = ['1. Already numbered?', '- A dash first?', '2) Another?', '• Bullet?', '42', 'Plain?'];
    expect(splitSampleQuestions(formatSampleQuestions(list))).toEqual(list);
  });
});
