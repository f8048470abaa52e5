import { describe, expect, it } from 'vitest';
import { readingOf, titleReadingOf } from './name-context';
import { keysInText } from './name-keys';

/** How each name of `text` reads, as "key: reading". */
const readings = (text: string) => keysInText(text).map((place) => `${place.key}: ${readingOf(text, place)}`);
/** How the name `key` reads in `text` (its first place). */
const readingOfKey = (text: string, key: string) => {
  const place = keysInText(text).find((candidate) => candidate.key === key);
  if (!place) throw new Error(`no ${key} in ${text}`);
  return readingOf(text, place);
};
/** How each name of a title reads, as "key: reading" (middle-name pairs left out). */
const titleReadings = (title: string, ...names: string[]) =>
  names.map((key) => {
    const place = keysInText(title).find((candidate) => candidate.key === key);
    return `${key}: ${place ? titleReadingOf(title, place) : 'not found'}`;
  });

describe('how a name reads in an episode’s description', () => {
  it.each([
    ['“with X”', 'A long conversation with Mary Jones about sleep.', 'mary jones'],
    ['“joined by X”', 'This week we are joined by Mary Jones.', 'mary jones'],
    ['“X joins us”', 'Mary Jones joins us to talk about sleep.', 'mary jones'],
    ['“I sat down with Dr. X”', 'I sat down with Dr. Mary Jones to talk about sleep.', 'mary jones'],
    ['“this week: X, in conversation”', 'This week: Mary Jones, in conversation.', 'mary jones'],
    ['“in conversation with X”', 'Sam Host in conversation with Mary Jones.', 'mary jones'],
    ['a middle initial: “Mary Q. Jones”', 'Our guest is Mary Q. Jones, who studies sleep.', 'mary jones'],
    ['a role of several words before the name', 'We talk with free software entrepreneur Max Hillebrand.', 'max hillebrand'],
    ['a role after a comma', 'We talk with Google’s web performance engineer, Ilya Grigorik.', 'ilya grigorik'],
    ['several guests after one cue', 'With Ed Maurer, Gaurav Seth, and Steve Lucco.', 'steve lucco'],
    ['“special guest in the studio, X”', 'We have a special guest in the studio, Will Madison, join us.', 'will madison'],
    ['French “Invité : X”', 'Invité : Jean Dupont, fondateur de Ponts.', 'jean dupont'],
    ['French “Invitée: X”', 'Invitée: Élise Martin.', 'elise martin'],
    ['French “nous recevons X”', 'Cette semaine, nous recevons Jean Dupont.', 'jean dupont'],
    ['French “avec X”', 'Un entretien avec Jean Dupont sur les ponts.', 'jean dupont'],
    ['German “zu Gast: X”', 'Zu Gast: Lena Müller, Geschäftsführerin von Rheinwerk.', 'lena muller'],
    ['German “zu Gast ist X”', 'Heute zu Gast ist Lena Müller.', 'lena muller'],
    ['German “im Gespräch mit X”', 'Im Gespräch mit Lena Müller über Städte.', 'lena muller'],
    ['Spanish “entrevistamos a X”', 'Hoy entrevistamos a José Núñez.', 'jose nunez'],
    ['Spanish “invitada: X”', 'Invitada: Ana García.', 'ana garcia'],
    ['Portuguese “convidado: X”', 'Convidado: João Silva.', 'joao silva'],
  ])('reads %s as the guest', (_, text, key) => {
    expect(readingOfKey(text, key)).toBe('guest');
  });

  it('reads the show’s own host as the host, not a guest', () => {
    expect(readings('Hosted by Charlie Chapman.')).toEqual(['charlie chapman: host']);
    expect(readingOfKey('I’m Adam Curry in the Heart of Hill Country Texas', 'adam curry')).toBe('host');
    expect(readingOfKey('Introducing: Launched, the show talking to creators. Hosted by Charlie Chapman.', 'charlie chapman')).toBe('host');
    expect(readings('Your host, Sam Ford, answers mail.')).toEqual(['sam ford: host']);
  });

  it('still reads quotations and citations as cited, and a bare name as a mention', () => {
    expect(readings("As Mary O'Brien said, courage is a habit.")).toEqual(['mary obrien: cited']);
    expect(readings('Inspired by Rob Conery’s The Imposter’s Handbook, we look at ourselves.')).toEqual(['rob conery: cited']);
    expect(readings('Can we ever forgive Richard Curtis?')).toEqual(['richard curtis: mention']);
    expect(readingOfKey('Starring Brandy, Whitney Houston and Whoopi Goldberg.', 'whitney houston')).toBe('mention');
  });
});

describe('how a name reads in an episode’s title', () => {
  it('reads a name as the guest by default, and names after “with” as guests', () => {
    expect(titleReadings('32: Overcast - Marco Arment', 'marco arment')).toEqual(['marco arment: guest']);
    expect(titleReadings('Bodies with Hanna Flint', 'hanna flint')).toEqual(['hanna flint: guest']);
  });

  it('reads the episode’s subject as the subject, not a guest', () => {
    expect(titleReadings('Why Hugo Chavez mattered', 'hugo chavez')).toEqual(['hugo chavez: subject']);
    expect(titleReadings('Remembering Grace Hopper', 'grace hopper')).toEqual(['grace hopper: subject']);
    expect(titleReadings('The life and death of Hugo Chavez', 'hugo chavez')).toEqual(['hugo chavez: subject']);
    expect(titleReadings('Kate Moss with Alexandra Haddow', 'kate moss', 'alexandra haddow')).toEqual(['kate moss: subject', 'alexandra haddow: guest']);
    expect(titleReadings('Midnights by Taylor Swift with Jen Cownie', 'taylor swift', 'jen cownie')).toEqual(['taylor swift: subject', 'jen cownie: guest']);
  });

  it('reads the host named in a title as the host', () => {
    expect(titleReadings("Introducing 'History Daily' From Host Lindsay Graham", 'lindsay graham')).toEqual(['lindsay graham: host']);
  });

  it('reads a quotation’s author as cited', () => {
    expect(titleReadings('“Start with why” — Simon Okafor, revisited', 'simon okafor')).toEqual(['simon okafor: cited']);
  });
});
