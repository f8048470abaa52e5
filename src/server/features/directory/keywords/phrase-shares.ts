import { candidatePhrases, type PhraseShares } from './extract';

/** One profile's keyword source: the person's name (left out of keywords) and the texts read. */
interface ProfileTexts {
  name: string;
  texts: string[];
}

/**
 * How many of the profiles have each candidate phrase (counted once per profile): the
 * directory's own phrase frequencies, so stock wording that most profiles share can be told
 * from what sets one profile apart.
 */
export function phraseShares(profiles: readonly ProfileTexts[]): PhraseShares {
  const counts = new Map<string, number>();
  for (const profile of profiles) {
    for (const c of candidatePhrases(profile.texts, [profile.name])) {
      const key = c.words.join(' ');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return { profiles: profiles.length, countOf: (key) => counts.get(key) ?? 0 };
}
