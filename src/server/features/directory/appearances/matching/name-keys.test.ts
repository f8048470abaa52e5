import { describe, expect, it } from 'vitest';
import { readingOf } from './name-context';
import { keysInText, nameKey } from './name-keys';

const keys = (text: string) => keysInText(text).map((k) => k.key);
const readings = (text: string) => keysInText(text).map((k) => `${k.key}: ${readingOf(text, k)}`);

describe('name keys', () => {
  it('fold accents, case, apostrophes and hyphens, and keep the first and last name only', () => {
    for (const name of ["Mary O'Brien", 'Mary O’Brien', 'mary obrien', "Mary K. O'Brien", "Mary Kate O'Brien", "MARY O'BRIEN", "Dr. Mary O'Brien PhD"]) {
      expect(nameKey(name), name).toBe('mary obrien');
    }
    expect(nameKey('José Núñez')).toBe(nameKey('Jose Nunez'));
    expect(nameKey('Lena Müller')).toBe('lena muller');
    expect(nameKey('Jean-Luc Picard')).toBe('jeanluc picard');
    expect(nameKey('Ana de la Cruz')).toBe('ana cruz');
    expect(nameKey('Van Morrison')).toBe('van morrison');
  });

  it('make no key of a first name alone', () => {
    expect(nameKey('Mary')).toBeNull();
    expect(nameKey('Dr. K. Mensah')).toBeNull();
    expect(keys('Mary answers your questions')).toEqual([]);
  });

  it('find names in capitalized runs, with initials and middle names, never across sentence words or punctuation', () => {
    expect(keys("Welcome Mary K. O'Brien to the show")).toEqual(['mary obrien']);
    expect(keys("Leadership With Mary Kate O'Brien")).toContain('mary obrien');
    expect(keys('Ana M. García López habla')).toContain('ana garcia');
    expect(keys("Mary talked with Tom O'Brien")).not.toContain('mary obrien');
    expect(keys("Mary. O'Brien came later")).toEqual([]);
    expect(keys("Mary, O'Brien and others")).toEqual([]);
    expect(keys("Mary Anne Lou Beth O'Brien")).not.toContain('mary obrien');
    expect(keys("O'Brien's law of teams, by Mary O'Brien")).toEqual(['mary obrien']);
  });

  it('read a name as a guest, as cited, or as a mention', () => {
    expect(readings("This week we're joined by Mary O'Brien.")).toEqual(['mary obrien: guest']);
    expect(readings("We talk with Acme CEO Mary O'Brien about growth")).toEqual(['mary obrien: guest']);
    expect(readings("Mary O'Brien, CEO of Acme, explains")).toEqual(['mary obrien: guest']);
    expect(readings("Mary O'Brien joins us")).toEqual(['mary obrien: guest']);
    expect(readings("As Mary O'Brien said, courage is a habit.")).toEqual(['mary obrien: cited']);
    expect(readings("A quote from Mary O'Brien about courage")).toEqual(['mary obrien: cited']);
    expect(readings("Mary O'Brien once wrote that clarity is kindness")).toEqual(['mary obrien: cited']);
    expect(readings("“Clarity is kindness” — Mary O'Brien")).toEqual(['mary obrien: cited']);
    expect(readings("We discuss Mary O'Brien and her book")).toEqual(['mary obrien: mention']);
  });
});
