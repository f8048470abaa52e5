import { describe, expect, it } from 'vitest';
import { durationWords, guestFigures, NOT_ENOUGH, releaseSummary, type ShowRecord, showFigures } from './reliability-words';

const none = { host: 0, guest: 0, agency: 0 };

/** A show's record with enough of everything; `fields` override. */
const record = (fields: Partial<ShowRecord> = {}): ShowRecord => ({
  release: { judged: 10, inTime: 9, released: 10, medianDays: 23 },
  answered: 4,
  medianAnswerMinutes: 150,
  confirmed: 8,
  newTimes: { host: 2, guest: 1, agency: 0 },
  cancelled: { host: 1, guest: 0, agency: 1 },
  past: 6,
  hostMissed: 1,
  ...fields,
});

/** What each figure says, by its label. */
const says = (figures: { label: string; says: string }[]) => Object.fromEntries(figures.map((f) => [f.label, f.says]));

describe('releaseSummary', () => {
  it('says how many recorded interviews came out in time and the median days', () => {
    expect(releaseSummary({ judged: 10, inTime: 9, released: 10, medianDays: 23 })).toBe('Released 9 of 10 interviews, median 23 days');
    expect(releaseSummary({ judged: 3, inTime: 3, released: 3, medianDays: 1 })).toBe('Released 3 of 3 interviews, median 1 day');
    expect(releaseSummary({ judged: 4, inTime: 2, released: 3, medianDays: 40.5 })).toBe('Released 2 of 4 interviews, median 41 days');
  });

  it('leaves the median out until 3 came out, and says nothing under 3 recorded', () => {
    expect(releaseSummary({ judged: 5, inTime: 1, released: 2, medianDays: 12 })).toBe('Released 1 of 5 interviews');
    expect(releaseSummary({ judged: 2, inTime: 2, released: 2, medianDays: 5 })).toBe(NOT_ENOUGH);
    expect(releaseSummary({ judged: 0, inTime: 0, released: 0, medianDays: null })).toBe(NOT_ENOUGH);
    expect(NOT_ENOUGH).toBe('not enough bookings yet');
  });
});

describe('showFigures', () => {
  it('puts each figure in words with the bookings it rests on', () => {
    const figures = showFigures(record());
    expect(says(figures)).toEqual({
      'From recording to release': 'Median 23 days',
      'Released within 90 days': '9 of 10 interviews',
      'Time to answer a request': 'Median 3 hours',
      'New times asked for': '3: 2 by the host, 1 by the guest’s side',
      Cancelled: '2 of 8 confirmed recordings: 1 by the host, 1 by the agency',
      'The host did not show up': '1 of 6 past recordings',
    });
    expect(figures.map((f) => [f.restsOn, f.basis])).toEqual([
      [10, 'From 10 released interviews'],
      [10, 'From 10 recorded interviews'],
      [4, 'From 4 answered requests'],
      [8, 'From 8 confirmed recordings'],
      [8, 'From 8 confirmed recordings'],
      [6, 'From 6 past recordings'],
    ]);
  });

  it('says none when nothing happened, and withholds every figure resting on fewer than 3', () => {
    expect(says(showFigures(record({ newTimes: none, cancelled: none, hostMissed: 0 })))).toMatchObject({
      'New times asked for': 'None',
      Cancelled: 'None of 8 confirmed recordings',
      'The host did not show up': '0 of 6 past recordings',
    });
    const thin = showFigures(
      record({ release: { judged: 2, inTime: 2, released: 2, medianDays: 5 }, answered: 2, medianAnswerMinutes: 30, confirmed: 2, past: 1 }),
    );
    expect(thin.map((f) => f.says)).toEqual(Array(6).fill(NOT_ENOUGH));
    expect(thin[0]!.basis).toBe('From 2 released interviews');
    expect(showFigures(record({ past: 1 })).at(-1)!.basis).toBe('From 1 past recording');
  });
});

describe('durationWords', () => {
  it('reads minutes under an hour, hours under two days, then days', () => {
    expect(durationWords(0.2)).toBe('1 minute');
    expect(durationWords(42)).toBe('42 minutes');
    expect(durationWords(90)).toBe('2 hours');
    expect(durationWords(47 * 60)).toBe('47 hours');
    expect(durationWords(3 * 24 * 60)).toBe('3 days');
  });
});

describe('guestFigures', () => {
  it('puts the guest’s no-shows, reconfirmations and promo kits in words, each from 3', () => {
    expect(says(guestFigures({ past: 5, missed: 1, asked: 4, reconfirmed: 3, kits: 3, kitsUsed: 2 }))).toEqual({
      'Did not show up': '1 of 5 past recordings',
      'Reconfirmed when asked': '3 of 4 times asked',
      'Promo kit opened or shared within 7 days of release': '2 of 3 kits',
    });
    const thin = guestFigures({ past: 2, missed: 1, asked: 0, reconfirmed: 0, kits: 1, kitsUsed: 1 });
    expect(thin.map((f) => f.says)).toEqual([NOT_ENOUGH, NOT_ENOUGH, NOT_ENOUGH]);
    expect(thin.map((f) => f.basis)).toEqual(['From 2 past recordings', 'From 0 recordings asked about', 'From 1 promo kit']);
  });
});
