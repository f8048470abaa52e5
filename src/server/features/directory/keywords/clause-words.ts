/**
 * What a word does in its clause, told from a small kept list and the word's shape (no
 * dictionary, no tagger), so a keyword is a noun phrase and not a piece of a sentence.
 */

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

/** Past-tense forms that are only ever verbs: 'margins rose' is a clause, not a topic. */
const PAST_VERBS = words(`
  rose fell won sold bought broke spoke drove chose fought caught taught sent stood saw began ran gave knew threw flew
  drew shook struck sank shrank stole froze forgot forgave swore tore wore hid rang sang swam swung woke slid
`);

/** The words that open a noun phrase ('the', 'our'): a clause's subject comes after the phrase they open. */
const DETERMINERS = words('the a an this that these those our your their my his her its every each any some no');

/** Prepositions a clause may end on, its object being the phrase before it ('the business case plants can bank on'). */
const PREPOSITIONS = words('on for with about to from at into upon by in of through over around against toward towards');

/**
 * Words with a grammar of their own, which never act as a clause's verb: determiners,
 * prepositions, conjunctions and pronouns. Any other stop word after a noun is read as its
 * verb, a modal or an adverb ('plants can', 'customers thank', 'leaders really').
 */
const FUNCTION_WORDS = new Set([
  ...DETERMINERS,
  ...PREPOSITIONS,
  ...words('and or but nor so yet as than because while when where whether if though although since until unless'),
  ...words('i me we us you he him she they them it who whom whose which what'),
]);

/** Modals: the word after one is a verb ('plants can bank on'). */
const MODALS = words('can could will would shall should may might must');

/** Auxiliaries: a word in -ed after one is a participle ('can be trusted', 'has doubled'). */
const AUXILIARIES = words('be been being is are was were has have had');

/**
 * Whether a word, as written, is a verb: after a modal, one of PAST_VERBS, or a word in -ed
 * after another word of the phrase ('costs dropped') or after an auxiliary ('are trusted'); a
 * phrase that opens with one reads it as an adjective ('distributed systems'). A capitalized
 * word is a name ('Anna Rose'), a hyphenated one a compound adjective.
 */
export function isVerb(key: string, surface: string, previous: string | undefined, afterWord: boolean): boolean {
  if (surface !== surface.toLowerCase()) return false;
  if (PAST_VERBS.has(key) || (previous !== undefined && MODALS.has(previous))) return true;
  const participle = key.length >= 5 && key.endsWith('ed') && !key.endsWith('eed') && !key.includes('-');
  return participle && (afterWord || (previous !== undefined && AUXILIARIES.has(previous)));
}

/**
 * Whether a phrase's last word is the subject of a clause that ends on its preposition, the
 * relative clause of the words before it: the phrase opened by a determiner, followed by a verb
 * (any stop word but a function word) and the fragment ending on a preposition — "the business
 * case [that] plants can bank on", "the sales motion customers thank you for".
 */
export function endsInClauseSubject(before: string | undefined, next: string | undefined, fragmentEnd: string | undefined): boolean {
  return (
    before !== undefined &&
    DETERMINERS.has(before) &&
    next !== undefined &&
    !FUNCTION_WORDS.has(next) &&
    fragmentEnd !== undefined &&
    PREPOSITIONS.has(fragmentEnd)
  );
}

/** Plurals that name a field, said alone ('sales', 'operations'). */
const FIELD_PLURALS = words('sales news operations payments communications');

/**
 * Whether a word is a plural common noun ('buyers', 'boards'): alone, in one setting, it says
 * nothing specific about a person. Fields ('sales') and words in -ics ('logistics'), -ss, -us,
 * -is or -ias ('business', 'campus', 'crisis', 'bias') are not.
 */
export function isPluralNoun(key: string): boolean {
  return key.length > 3 && key.endsWith('s') && !/(ss|us|is|ias|ics)$/.test(key) && !FIELD_PLURALS.has(key);
}
