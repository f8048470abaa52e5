import type { KeyOccurrence } from './name-keys';

/**
 * How a name reads where it stands in an episode's text: as the episode's guest ("with X",
 * "joined by X", "X joins", "X, CEO of …"), as someone only quoted or cited ("as X said", "X once
 * wrote", "quote from X", "— X" after a quotation), or as a mere mention.
 */
export type NameReading = 'guest' | 'cited' | 'mention';

/** Lower-case words that may stand between a guest cue and the name ("with the bestselling author X"). */
const ROLE_WORDS = 'the|a|an|and|&|our|author|founder|co-founder|cofounder|entrepreneur|investor|economist|professor|researcher|bestselling|best-selling|former|renowned|expert|executive|leader|coach|scientist|ceo|cto|cfo|coo';
/** A guest cue just before the name, up to four capitalized or role words between ("with Acme CEO X"). */
const GUEST_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:with|guests?|joined by|joining us(?: is| are)?|welcomes?|welcoming|interviews?|interviewing|interview with|featuring|feat\.?|ft\.?|meet|sits? down with|sat down with|speaks? (?:to|with)|talks? (?:to|with)|chats? with|our guest(?: is)?|today['’]?s guest(?: is)?)[\s:]+(?:(?:${ROLE_WORDS}|\p{Lu}[\p{L}\p{N}&'’.-]*),?\s+){0,4}$`,
  'iu',
);
/** A guest cue just after the name ("X joins us", "X, who joined…", "X is back"). */
const GUEST_AFTER = /^(?:['’]s)?\s*,?\s*(?:who\s+)?(?:joins|joined|is joining|stops by|drops by|returns|comes on|sits down|is back|is our guest|is today['’]s guest)\b/iu;
/** A role after a comma ("X, CEO of Acme"). */
const ROLE_AFTER =
  /^\s*,\s*(?:the\s+|a\s+)?(?:(?:co-?)?founder|ceo|cto|cfo|coo|cmo|president|chief|head|director|vp|vice president|partner|managing|executive|chair(?:man|woman|person)?|lead|senior|general|professor|author of)\b/iu;
/** A citing cue just before the name ("as X", "quote from X", "according to X"). */
const CITED_BEFORE = /(?:^|[^\p{L}])(?:as|like|quotes?(?: from| by)?|quoting|in the words of|according to|cit(?:e|es|ed|ing)|inspired by|book by|written by|words of|the late|made famous by)\s+$/iu;
/** An attribution dash after a quotation ("“…” — X"). */
const ATTRIBUTION_DASH = /["”“'’‘][^"”“]{0,3}[—–-]{1,2}\s*$/u;
/** A citing cue just after the name ("X once wrote", "X famously said", "X's classic book"). */
const CITED_AFTER =
  /^(?:\s+(?:once\s+|famously\s+|always\s+|memorably\s+|himself\s+|herself\s+)?(?:said|says|wrote|writes|put it|observed|noted|quipped|argued|famously|taught)\b|['’]s\s+(?:book|famous|classic|quote|line|words|theory|idea|law|maxim|advice)\b)/iu;

/** The part of `text` before `at` within its sentence, at most 80 characters. */
function sentenceBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 80), at);
  const stop = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '), before.lastIndexOf('\n'));
  return stop >= 0 ? before.slice(stop + 1) : before;
}

/** How the name at `place` in `text` reads: a citation wins when it stands right before, a guest cue otherwise. */
export function readingOf(text: string, place: KeyOccurrence): NameReading {
  const before = sentenceBefore(text, place.start);
  const after = text.slice(place.end, place.end + 60);
  if (CITED_BEFORE.test(before) || ATTRIBUTION_DASH.test(before)) return 'cited';
  if (GUEST_BEFORE.test(before) || GUEST_AFTER.test(after) || ROLE_AFTER.test(after)) return 'guest';
  return CITED_AFTER.test(after) ? 'cited' : 'mention';
}
