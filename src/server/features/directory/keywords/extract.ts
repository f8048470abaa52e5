import { tokenize } from '../search/tokens';
import { endsInClauseSubject, isPluralNoun, isVerb } from './clause-words';
import { NUMBER_WORDS, STOP_WORDS } from './stop-words';
import { topicWords } from './topic-shape';

/** The longest candidate phrase, in words; longer runs of content words count as single words. */
const MAX_PHRASE_WORDS = 3;
/** Text read per extraction at most (characters), so a huge profile costs no more than this. */
const MAX_TEXT = 100_000;

/** A candidate keyword: its words (lower-case keys), how often it occurs, and how it reads. */
interface Candidate {
  words: string[];
  count: number;
  label: string;
  /** Whether a word of it is written with a capital inside a sentence or in capitals: a name ('Atlanta', 'AI'). */
  named: boolean;
  /** In how many settings it occurs (the words just before and after it): a sentence repeated in the bio and a talking point is one. */
  settings: number;
}

/** How many profiles of the directory a phrase is a candidate in (by its key, words joined by spaces), out of how many read. */
export interface PhraseShares {
  profiles: number;
  countOf(key: string): number;
}

/** No directory read: no phrase is common. */
const NO_SHARES: PhraseShares = { profiles: 0, countOf: () => 0 };
/** A phrase that is a candidate in at least this share of the profiles read (and in at least MIN_COMMON of them) says nothing about one profile: it is dropped. */
const COMMON_SHARE = 0.2;
/** The fewest profiles a phrase must be found in to count as common, so a small directory drops nothing by chance. */
const MIN_COMMON = 3;

/** How common words are across the directory: how many profiles there are, and how many use a word. */
export interface DirectoryStats {
  documents: number;
  /** How many profiles use this word (a token of the search index: see `indexTokensOf`). */
  frequencyOf(token: string): number;
}

/** One word of the text: its key, how it was written, and whether it opened its fragment (so its capital may be the sentence's). */
interface Word {
  key: string;
  surface: string;
  initial: boolean;
}

/** A run of content words, and its setting: the words just before and after it in its fragment. */
interface Run {
  words: Word[];
  setting: string;
}

/** Splits text into fragments at punctuation and line breaks: phrases never cross them. */
const FRAGMENT_BREAK = /[.,;:!?()[\]{}"“”«»…—–|•/\\\n\r\t*#>=<~^]+|\s-\s|&/u;
/** A word: letters and digits, with inner hyphens or apostrophes (plant-based, e-commerce, O'Neil). */
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** The index tokens a word is looked up by (the search index splits 'plant-based' into 'plant' and 'based'). */
function indexTokensOf(key: string): string[] {
  return tokenize(key);
}

/** The key of a word: lower case, a possessive 's dropped. */
function keyOf(surface: string): string {
  return surface.toLowerCase().replace(/['’]s$/u, '');
}

/** Whether a word can be part of a keyword: not a stop word, not a number (in digits or words), at least two characters. */
function isContent(key: string): boolean {
  return key.length >= 2 && !STOP_WORDS.has(key) && !/^[\p{N}'’-]+$/u.test(key) && !key.split('-').every((part) => NUMBER_WORDS.has(part));
}

/** Stop words after which a capitalized run names a place ('based in Atlanta', 'examples from Seattle'): a place is no topic. */
const PLACE_WORDS: ReadonlySet<string> = new Set(['in', 'from']);

/** Stop words after which the run of content words is a job title ('Chief Financial Officer'): a title is no topic. */
const TITLE_WORDS: ReadonlySet<string> = new Set(['chief']);

/** Whether a word is written with a capital and is no acronym ('Miami', not 'AI'). */
const isCapitalized = (surface: string) => /^\p{Lu}/u.test(surface) && surface !== surface.toUpperCase();

/**
 * The runs of content words of the texts (RAKE's candidate phrases), each as its words; runs
 * that name a place or a job title are left out. A verb ends a run ('margins rose' gives
 * 'margins'), and the subject of a clause ending on its preposition leaves the run before
 * it ('the business case plants can bank on' gives 'business case'): see clause-words.ts.
 */
function contentRuns(texts: readonly string[]): Run[] {
  const runs: Run[] = [];
  let budget = MAX_TEXT;
  for (const text of texts) {
    if (budget <= 0) break;
    const slice = text.slice(0, budget);
    budget -= slice.length;
    for (const fragment of slice.split(FRAGMENT_BREAK)) {
      const words = [...fragment.matchAll(WORD)].map(([surface]) => ({ surface, key: keyOf(surface) }));
      const lastKey = words.at(-1)?.key;
      let run: Word[] = [];
      let skipped = false;
      // after 'in' or 'from', and through capitalized stop words ('in New York'), a capitalized run names a place
      let placeAhead = false;
      let titleAhead = false;
      let before: string | undefined;
      const end = (next: string | undefined) => {
        if (endsInClauseSubject(before, next, lastKey)) run.pop();
        if (run.length > 0 && !skipped) runs.push({ words: run, setting: `${before ?? ''} _ ${next ?? ''}` });
        run = [];
      };
      words.forEach(({ surface, key }, index) => {
        if (isContent(key) && !isVerb(key, surface, words[index - 1]?.key, run.length > 0)) {
          if (run.length === 0) {
            skipped = titleAhead || (placeAhead && index > 0 && isCapitalized(surface));
            before = words[index - 1]?.key;
          }
          run.push({ key, surface: surface.replace(/['’]s$/u, ''), initial: index === 0 });
          placeAhead = false;
          titleAhead = false;
        } else {
          end(key);
          placeAhead = PLACE_WORDS.has(key) || (placeAhead && isCapitalized(surface));
          titleAhead = TITLE_WORDS.has(key);
        }
      });
      end(undefined);
    }
  }
  return runs;
}

/**
 * How each word reads in a keyword: as most often written inside a sentence (so 'AI' and
 * 'Atlanta' keep their capitals), else lower case unless written in capitals throughout
 * ('CFO' at the start of a sentence stays 'CFO', 'Designing' becomes 'designing').
 */
function wordLabels(runs: Run[]): Map<string, string> {
  const inner = new Map<string, Map<string, number>>();
  const initialOnly = new Map<string, string>();
  for (const word of runs.flatMap((run) => run.words)) {
    if (word.initial) {
      if (!initialOnly.has(word.key)) initialOnly.set(word.key, word.surface);
      continue;
    }
    const forms = inner.get(word.key) ?? new Map<string, number>();
    forms.set(word.surface, (forms.get(word.surface) ?? 0) + 1);
    inner.set(word.key, forms);
  }
  const labels = new Map<string, string>();
  for (const [key, forms] of inner) {
    labels.set(key, [...forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0]);
  }
  for (const [key, surface] of initialOnly) {
    if (!labels.has(key)) labels.set(key, surface.length > 1 && surface === surface.toUpperCase() ? surface : surface.toLowerCase());
  }
  return labels;
}

/** Sentence case: the first letter in capitals, the rest as the words read. */
function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The candidate phrases of a profile's texts (RAKE): runs of content words between stop words
 * and punctuation, up to three words (longer runs give their words one by one), shaped into
 * topics (see topicWords: leading verbs dropped, stock rhetoric left out). Candidates made only
 * of words in `exclude` (the person's own name) are left out. Sorted by key.
 */
export function candidatePhrases(texts: readonly string[], exclude: readonly string[] = []): Candidate[] {
  const runs = contentRuns(texts);
  const labels = wordLabels(runs);
  const excluded = new Set(exclude.flatMap((name) => [...name.matchAll(WORD)].map(([w]) => keyOf(w))));
  const found = new Map<string, Candidate>();
  const settings = new Map<string, Set<string>>();
  const add = (run: string[], setting: string) => {
    const words = topicWords(run);
    if (!words || words.every((w) => excluded.has(w))) return;
    const key = words.join(' ');
    const known = found.get(key);
    const seen = settings.get(key) ?? new Set<string>();
    settings.set(key, seen.add(setting));
    if (known) {
      known.count++;
      known.settings = seen.size;
    } else {
      const written = words.map((w) => labels.get(w) ?? w);
      found.set(key, { words, count: 1, label: sentenceCase(written.join(' ')), named: written.some((w) => /\p{Lu}/u.test(w)), settings: 1 });
    }
  };
  for (const run of runs) {
    const keys = run.words.map((w) => w.key);
    if (keys.length <= MAX_PHRASE_WORDS) add(keys, run.setting);
    else for (const key of keys) add([key], run.setting);
  }
  return [...found.values()].sort((a, b) => (a.words.join(' ') < b.words.join(' ') ? -1 : 1));
}

/** The distinct index tokens of the candidates' words: what the directory's frequencies are needed for. */
export function tokensOf(candidates: readonly Candidate[]): string[] {
  return [...new Set(candidates.flatMap((c) => c.words.flatMap(indexTokensOf)))].sort();
}

/**
 * Inverse document frequency of a word across the directory, smoothed (at least 1): a word few
 * profiles use weighs more than one most profiles use. A hyphenated word is as rare as its
 * rarest part.
 */
function idfOf(word: string, directory: DirectoryStats): number {
  const tokens = indexTokensOf(word);
  const df = tokens.length === 0 ? 0 : Math.min(...tokens.map((t) => directory.frequencyOf(t)));
  return Math.log((directory.documents + 1) / (df + 1)) + 1;
}

/**
 * Whether a candidate is a lone plural common noun said in one setting only ('Buyers', however
 * often its sentence is repeated): nothing specific about the person, where a name ('Rockies')
 * or a word said again elsewhere ('Boards… boards again') may be.
 */
const isVague = (c: Candidate) => c.words.length === 1 && c.settings < 2 && !c.named && isPluralNoun(c.words[0]);

/** Whether a phrase is a candidate in so many of the directory's profiles that it says nothing about this one. */
function isCommon(key: string, shares: PhraseShares): boolean {
  const count = shares.countOf(key);
  return count >= MIN_COMMON && count >= COMMON_SHARE * shares.profiles;
}

/**
 * Ranks candidates and returns the best `limit` labels, best first. A word scores RAKE's
 * degree / frequency (words that occur inside longer phrases score higher) times its IDF across
 * the directory; a phrase scores the mean of its words' scores times 1 + ln(occurrences) (its
 * term frequency, dampened), so a phrase said three times beats a longer one said once, times
 * its own IDF among the profiles in `shares`. A phrase found in a fifth or more of those
 * profiles is dropped (the stock wording of a directory's template), and so is a lone plural
 * common noun said in one setting ('Buyers'). Ties go to the
 * alphabetically first phrase, so the result is deterministic. A phrase whose words all belong
 * to a phrase already chosen is skipped, and so is a second phrase that reads the same.
 */
export function rankKeywords(candidates: readonly Candidate[], directory: DirectoryStats, limit: number, shares: PhraseShares = NO_SHARES): string[] {
  const frequency = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const c of candidates) {
    for (const w of c.words) {
      frequency.set(w, (frequency.get(w) ?? 0) + c.count);
      degree.set(w, (degree.get(w) ?? 0) + c.count * c.words.length);
    }
  }
  const wordScore = new Map<string, number>();
  for (const [w, f] of frequency) wordScore.set(w, ((degree.get(w) ?? f) / f) * idfOf(w, directory));
  const phraseIdf = (key: string) => Math.log((shares.profiles + 1) / (shares.countOf(key) + 1)) + 1;
  const scored = candidates
    .map((c) => ({ c, key: c.words.join(' ') }))
    .filter(({ c, key }) => !isVague(c) && !isCommon(key, shares))
    .map(({ c, key }) => ({
      c,
      key,
      score: (c.words.reduce((s, w) => s + (wordScore.get(w) ?? 0), 0) / c.words.length) * (1 + Math.log(c.count)) * phraseIdf(key),
    }))
    .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const chosen: Candidate[] = [];
  const labels = new Set<string>();
  for (const { c } of scored) {
    if (chosen.length >= limit) break;
    if (labels.has(c.label.toLowerCase())) continue;
    if (chosen.some((k) => c.words.every((w) => k.words.includes(w)))) continue;
    chosen.push(c);
    labels.add(c.label.toLowerCase());
  }
  return chosen.map((c) => c.label);
}
