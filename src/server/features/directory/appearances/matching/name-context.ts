import type { KeyOccurrence } from './name-keys';

/**
 * How a name reads where it stands in an episode's text: as the episode's guest ("with X", "joined
 * by X", "X joins us", "zu Gast: X", "Invité : X", "X, CEO of …"), as the show's host ("hosted by
 * X", "I'm X"), as someone only quoted or cited ("as X said", "X once wrote", "— X" after a
 * quotation), as the episode's subject (in a title: "Why X mattered", "X with <guest>"), or as a
 * mere mention.
 */
type NameReading = 'guest' | 'host' | 'cited' | 'subject' | 'mention';

/** Phrases that introduce an episode's guest, in the languages feeds are written in (lower-case; matched without case). */
const GUEST_CUES = [
  // English
  'with',
  'guests?',
  'special guests?',
  'our guests?(?: is| are| today)?',
  "today['’]?s guests?(?: is| are)?",
  'joined by',
  'joining us(?: is| are)?',
  'welcomes?(?: back)?',
  'welcoming',
  'we welcome',
  'interviews?',
  'interviewing',
  'interviewed',
  'interview with',
  'featuring',
  'feat\\.?',
  'ft\\.?',
  'meet',
  'in conversation with',
  'conversation with',
  '(?:sits?|sat|sitting) down with',
  '(?:speaks?|spoke|speaking|talks?|talked|talking|chats?|chatted|chatting) (?:to|with)',
  '(?:catch(?:es)?|caught|catching) up with',
  '(?:hangs?|hung) out with',
  // French
  'avec',
  'invitée?s?',
  'notre invitée?(?: est)?',
  'nous recevons',
  'recevons',
  'reçoit',
  'accueille',
  'accueillons',
  'en compagnie de',
  'entretien avec',
  'rencontre avec',
  // German
  'mit',
  'zu gast(?: ist| sind| war| waren| bei uns| heute)?',
  'gast',
  'gäste',
  'unser gast(?: ist)?',
  'im gespräch mit',
  'gespräch mit',
  'interview mit',
  'gesprächspartner(?:in)?',
  'begrüßen wir',
  // a German verb of speech before its subject: "Im Gespräch mit <host> erzählt der Architekt X"
  'berichtet',
  'erzählt',
  'erläutert',
  'erklärt',
  // Spanish, Portuguese, Italian, Dutch
  'con',
  'entrevistamos a',
  'entrevista (?:a|con|com)',
  'invitad[oa]s?',
  'nuestr[oa] invitad[oa](?: es)?',
  '(?:charlamos|conversamos|hablamos) con',
  'com',
  'convidad[oa]s?',
  'conversa com',
  'recebemos',
  'ospiti?',
  'intervista (?:a|con)',
  'met',
  'te gast',
];
/**
 * A guest cue before the name, up to five words between: a role ("with free software entrepreneur
 * X", "with Acme CEO X"), a title ("sat down with Dr. X"), or the guests named before ("with A, B
 * and X").
 */
const GUEST_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}])(?:${GUEST_CUES.join('|')})\s*[:,]?\s+(?:[\p{L}\p{N}&'’.-]+,?\s+){0,5}$`, 'iu');
/** A guest cue right before the name, nothing between. */
const GUEST_RIGHT_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}])(?:${GUEST_CUES.join('|')})\s*[:,]?\s+$`, 'iu');
/** A preposition just before a name: the words between a cue and it are then no role ("with the help of X", "with a deep dive into X"). */
const PREPOSITION_BEFORE = /(?:^|[^\p{L}])(?:of|into|about|on|for|from|to|at|in|over|than|against|by|über|von|für|auf|sur|pour|sobre|para|del|dei|della)\s+$/iu;
/** A guest cue just after the name ("X joins us", "X, who joined…", "X is back", "X, in conversation", "X lands in the studio", "X ist zu Gast"). */
const GUEST_AFTER =
  /^(?:['’]s)?\s*,?\s*(?:who\s+)?(?:joins|joined|is joining|stops by|drops by|returns|comes on|sits down|is back|is our guest|is today['’]s guest|is this week['’]s guest|in conversation|(?:lands|is|drops|stops|comes) (?:by )?in(?:to)? the studio|ist (?:heute |bei uns )?zu gast|ist unser gast|nous rejoint|est (?:notre |l['’])invitée?|es (?:nuestr[oa] |el |la )invitad[oa])\b/iu;
/** A role after a comma ("X, CEO of Acme"). */
const ROLE_AFTER =
  /^\s*,\s*(?:the\s+|a\s+)?(?:(?:co-?)?founder|ceo|cto|cfo|coo|cmo|president|chief|head|director|vp|vice president|partner|managing|executive|chair(?:man|woman|person)?|lead|senior|general|professor|author of)\b/iu;
/** A host cue just before the name ("hosted by X", "your host, X", "I'm X", "from host X"). */
const HOST_BEFORE =
  /(?:^|[^\p{L}])(?:(?:co-?)?host|(?:co-?)?hosts:|co-?hosts|hosted by|presented by|moderated by|moderation|i['’]m|i am|this is|my name is|je suis|ich bin|soy)\s*[:,]?\s+$/iu;
/** A citing cue just before the name ("as X", "quote from X", "according to X"). */
const CITED_BEFORE =
  /(?:^|[^\p{L}])(?:as|like|quotes?(?: from| by)?|quoting|in the words of|according to|cit(?:e|es|ed|ing)|inspired by|book by|written by|words of|the late|made famous by)\s+$/iu;
/** An attribution dash after a quotation ("“…” — X"). */
const ATTRIBUTION_DASH = /["”“'’‘][^"”“]{0,3}[—–-]{1,2}\s*$/u;
/** A citing cue just after the name ("X once wrote", "X famously said", "X's classic book", "X's latest book"). */
const CITED_AFTER =
  /^(?:\s+(?:once\s+|famously\s+|always\s+|memorably\s+|himself\s+|herself\s+)?(?:said|says|wrote|writes|put it|observed|noted|quipped|argued|famously|taught)\b|['’]s\s+(?:[\p{L}-]+\s+)?(?:book|famous|classic|quote|line|words|theory|idea|law|maxim|advice)\b)/iu;
/** In a title, words before the name that make it the episode's subject ("Why X mattered", "Remembering X", "The life and death of X"). */
const SUBJECT_BEFORE =
  /(?:^|[^\p{L}])(?:why|remembering|in memory of|in memoriam|tribute to|who (?:was|is)|rip|the (?:life|death|legacy|story|case|trial|rise|fall|assassination|murder|mystery)(?: and (?:death|times|legacy|fall))? of)\s*:?\s+$/iu;
/** In a title, words after the name that make it the subject ("X mattered", "X's legacy", "X (1931–2020)"). */
const SUBJECT_AFTER =
  /^(?:\s+(?:mattered|matters|died|dies|is dead)\b|['’]s\s+(?:legacy|death|life|funeral|trial|assassination|murder|presidency|estate)\b|\s*\(\d{4}\s*[–-]\s*\d{4}\))/iu;
/** In a title, a guest cue later on: a name before it is the episode's subject ("Kate Moss with Alexandra Haddow"). */
const GUEST_LATER_IN_TITLE = /\s(?:with|feat\.?|featuring|ft\.)\s+\p{Lu}/u;

/** Words whose full stop ends no sentence: titles and single initials ("Dr. X", "Mary Q. Jones"). */
const ABBREVIATION = /(?:^|[^\p{L}])(?:dr|mr|mrs|ms|mx|prof|st|sr|jr|\p{Lu})$/iu;

/** The part of `text` before `at` within its sentence, at most 80 characters. */
function sentenceBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 80), at);
  for (let i = before.length - 2; i >= 0; i--) {
    const char = before[i];
    if (char === '\n') return before.slice(i + 1);
    if ((char === '.' || char === '!' || char === '?') && before[i + 1] === ' ' && !(char === '.' && ABBREVIATION.test(before.slice(0, i))))
      return before.slice(i + 1);
  }
  return before;
}

/** How the name at `place` in an episode's description reads: a citation or the host's cue wins when it stands right before, a guest cue otherwise. */
export function readingOf(text: string, place: KeyOccurrence): NameReading {
  const before = sentenceBefore(text, place.start);
  const after = text.slice(place.end, place.end + 60);
  if (CITED_BEFORE.test(before) || ATTRIBUTION_DASH.test(before)) return 'cited';
  if (HOST_BEFORE.test(before)) return 'host';
  const cued = GUEST_RIGHT_BEFORE.test(before) || (GUEST_BEFORE.test(before) && !PREPOSITION_BEFORE.test(before));
  if (cued || GUEST_AFTER.test(after) || ROLE_AFTER.test(after)) return 'guest';
  return CITED_AFTER.test(after) ? 'cited' : 'mention';
}

/**
 * How the name at `place` in an episode's title reads: a name in a title is the guest's unless it
 * is cited, the host's ("From Host X"), or the episode's subject ("Why X mattered", "X's legacy",
 * or a name before "with <name>": "Kate Moss with Alexandra Haddow").
 */
export function titleReadingOf(title: string, place: KeyOccurrence): 'guest' | 'host' | 'cited' | 'subject' {
  const before = title.slice(0, place.start);
  const after = title.slice(place.end);
  if (CITED_BEFORE.test(before) || ATTRIBUTION_DASH.test(before) || CITED_AFTER.test(after)) return 'cited';
  if (HOST_BEFORE.test(before)) return 'host';
  if (SUBJECT_BEFORE.test(before) || SUBJECT_AFTER.test(after) || GUEST_LATER_IN_TITLE.test(after)) return 'subject';
  return 'guest';
}
