/**
 * Name keys: how a person's name is compared with the names in a feed. A key is the
 * first and the last name, folded: Unicode NFD with the accents dropped, lower-cased, apostrophes
 * and hyphens taken out ("O'Brien", "O’Brien" and "OBrien" are one; "Núñez" is "nunez"). Initials,
 * titles and suffixes are left out, and so are the names between first and last, so "Mary K.
 * O'Brien", "Mary O'Brien" and "Mary Kate O'Brien" share the key "mary obrien". A first name alone
 * is never a key.
 */

/** Letters NFD does not take apart. */
const LETTER_FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const JOINERS = /['’ʼ`´\-‐‑–]/g;
/** Honorifics and suffixes, never a first or last name. */
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'sir', 'dame', 'jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md', 'mba', 'esq']);
/** Lower-case particles that may sit inside a name ("Ana de la Cruz"). */
const PARTICLES = new Set(['de', 'del', 'della', 'der', 'den', 'di', 'da', 'do', 'dos', 'du', 'la', 'le', 'van', 'von', 'bin', 'ibn', 'al', 'el', 'y']);
/**
 * Capitalized words of titles and sentences that are not names: a run of name-like words stops at
 * them, so "Welcome Mary O'Brien" or "Lunch With Tom On Mary Jones" never makes a name across them.
 */
const NOT_NAMES = new Set([
  ...[
    'a',
    'an',
    'and',
    'the',
    'of',
    'on',
    'in',
    'at',
    'for',
    'from',
    'to',
    'by',
    'with',
    'about',
    'or',
    'but',
    'vs',
    'versus',
    'into',
    'after',
    'before',
    'as',
    'like',
    'if',
    'not',
    'no',
    'yes',
    'so',
    'than',
    'then',
  ],
  ...[
    'is',
    'are',
    'was',
    'how',
    'why',
    'what',
    'when',
    'who',
    'where',
    'our',
    'my',
    'your',
    'this',
    'that',
    'we',
    'i',
    'im',
    'ive',
    'you',
    'he',
    'she',
    'they',
    'it',
  ],
  ...['meet', 'welcome', 'welcomes', 'guest', 'guests', 'episode', 'ep', 'part', 'interview', 'featuring', 'feat', 'ft', 'joins', 'joined', 'live', 'special'],
  ...[
    'talks',
    'talk',
    'chat',
    'chats',
    'conversation',
    'inside',
    'new',
    'bonus',
    'season',
    'today',
    'ceo',
    'cto',
    'cfo',
    'coo',
    'founder',
    'cofounder',
    'president',
    'author',
  ],
]);

/** One word of a text: where it is, as written, and folded. */
interface NameToken {
  raw: string;
  folded: string;
  start: number;
  end: number;
}

/** A name key found in a text, and where its words are (from the first name's start to the last name's end). */
export interface KeyOccurrence {
  key: string;
  start: number;
  end: number;
}

/** `text` folded as names are compared: accents dropped, case folded, apostrophes and hyphens taken out. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => LETTER_FOLDS[c] ?? c)
    .replace(JOINERS, '');
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’ʼ\-‐‑][\p{L}\p{M}\p{N}]+)*/gu;

/** The words of `text` with their places; a trailing possessive ("O'Brien's") is left out of the word. */
export function nameTokens(text: string): NameToken[] {
  const tokens: NameToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0].replace(/['’ʼ]s$/u, '');
    tokens.push({ raw, folded: foldName(raw), start: match.index, end: match.index + raw.length });
  }
  return tokens;
}

const isInitial = (token: NameToken) => token.folded.length === 1;
/** A word that counts in a name: not an initial, a title or a suffix. */
const isNamePart = (token: NameToken) => !isInitial(token) && !TITLES.has(token.folded);
/** A word that may end a name: a particle ("de", "Van") only begins one or stands inside it. */
const mayBeLast = (token: NameToken) => !PARTICLES.has(token.folded);

/** The key of a person's name ("Mary K. O'Brien" → "mary obrien"); null when it has no first and last name. */
export function nameKey(name: string): string | null {
  const parts = nameTokens(name).filter(isNamePart);
  while (parts.length > 0 && !mayBeLast(parts[parts.length - 1])) parts.pop();
  if (parts.length < 2) return null;
  return `${parts[0].folded} ${parts[parts.length - 1].folded}`;
}

/** How many names may stand between a first and a last name in a text ("Mary Kate Anne O'Brien"). */
const MAX_MIDDLE_NAMES = 2;

/** Whether a word may be part of a name in running text: capitalized (or all caps), and not a title word. */
function nameLike(token: NameToken): boolean {
  return /^\p{Lu}/u.test(token.raw) && !NOT_NAMES.has(token.folded);
}

/** Whether the text between two words keeps them in one name: spaces only, or an initial's full stop. */
function joined(text: string, before: NameToken, after: NameToken): boolean {
  const gap = text.slice(before.end, after.start);
  return /^\s+$/.test(gap) || (isInitial(before) && /^\.\s*$/.test(gap));
}

/** The runs of name-like words of `text`: capitalized words (and particles) with nothing but spaces between them. */
function nameRuns(text: string): NameToken[][] {
  const runs: NameToken[][] = [];
  let run: NameToken[] = [];
  const close = () => {
    // a run ends on a name, not on a particle or an initial
    while (run.length > 0 && (isInitial(run[run.length - 1]) || !nameLike(run[run.length - 1]))) run.pop();
    if (run.length >= 2) runs.push(run);
    run = [];
  };
  for (const token of nameTokens(text)) {
    const initial = /^\p{Lu}$/u.test(token.raw) && text[token.end] === '.';
    const fits = initial || nameLike(token) || (run.length > 0 && PARTICLES.has(token.raw));
    if (run.length > 0 && (!fits || !joined(text, run[run.length - 1], token))) close();
    if (fits && (run.length > 0 || !PARTICLES.has(token.raw))) run.push(token);
  }
  close();
  return runs;
}

/**
 * The name keys in `text`, with their places: within each run of capitalized words, every first
 * name followed by a last name with at most MAX_MIDDLE_NAMES names between (initials, particles
 * and titles not counted). Lower-case words and punctuation end a run, so a key never spans
 * sentence words.
 */
export function keysInText(text: string): KeyOccurrence[] {
  const found: KeyOccurrence[] = [];
  for (const run of nameRuns(text)) {
    const parts = run.filter(isNamePart);
    for (let i = 0; i < parts.length; i++) {
      for (let j = i + 1; j < parts.length && j - i - 1 <= MAX_MIDDLE_NAMES; j++) {
        if (mayBeLast(parts[j])) found.push({ key: `${parts[i].folded} ${parts[j].folded}`, start: parts[i].start, end: parts[j].end });
      }
    }
  }
  return found;
}
