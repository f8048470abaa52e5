import { OsaRows } from './distance';
import type { QueryWord } from './tokens';

/** How a dictionary token matched a query word, best first. */
export const MatchKind = { Exact: 0, Prefix: 1, Typo: 2 } as const;
/** One of MatchKind's values. */
export type MatchKind = (typeof MatchKind)[keyof typeof MatchKind];

/** Called for each matching token: its index in the dictionary, how it matched and with how many typos. */
type TokenVisitor = (token: number, kind: MatchKind, typos: number) => void;

/**
 * Visits every token of a sorted dictionary that matches the query word: exactly, as a
 * prefix (when the word may be one), or within its typo budget (whole token, or a prefix of
 * the token for a prefix word). Walks the sorted tokens like a trie: rows of the distance are
 * shared along common prefixes, and a prefix that is already too far skips all its tokens.
 */
export function matchTokens(tokens: readonly string[], word: QueryWord, visit: TokenVisitor): void {
  const rows = new OsaRows(word.text);
  let previous = '';
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    rows.truncate(sharedPrefix(previous, token, rows.depth));
    previous = token;
    let tooFar = false;
    while (rows.depth < token.length && !tooFar) {
      // once a prefix word has matched, every longer token under it matches too
      tooFar = rows.push(token.charCodeAt(rows.depth)) > word.maxTypos && !(word.prefix && rows.prefixDistance() <= word.maxTypos);
    }
    if (tooFar) {
      i = endOfPrefix(tokens, token.slice(0, rows.depth), i);
      continue;
    }
    const whole = rows.distance();
    if (whole === 0) visit(i, MatchKind.Exact, 0);
    else if (word.prefix && rows.prefixDistance() === 0) visit(i, MatchKind.Prefix, 0);
    else {
      const typos = word.prefix ? rows.prefixDistance() : whole;
      if (typos <= word.maxTypos) visit(i, MatchKind.Typo, typos);
    }
    i++;
  }
}

function sharedPrefix(a: string, b: string, limit: number): number {
  const n = Math.min(a.length, b.length, limit);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** The first index from `from` on whose token does not start with `prefix` (tokens are sorted). */
function endOfPrefix(tokens: readonly string[], prefix: string, from: number): number {
  let lo = from;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid].startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
