import type { ClientCardRow, SearchRow } from '../clients/clients.repo';
import { type MatchKind, matchTokens } from './dictionary';
import { type QueryWord, tokenize } from './tokens';

const NAME = 1;
const HEADLINE = 2;
const BIO = 4;
/** The token is the first word of the name. */
const FIRST = 8;
/** Sort keys are rank × ORDER_SPAN + the profile's place in name order. */
const ORDER_SPAN = 2 ** 24;
/** Stamps advance by this much per search: one step per query word. */
const STAMP_STEP = 16;

/** A profile found by a segment: its rank (lower first, ties by name then id) and its card. */
export interface Hit {
  rank: number;
  card: ClientCardRow;
}

/** What a segment found: the first hits in rank order, and how many profiles matched in all. */
interface SegmentResult {
  hits: Hit[];
  total: number;
}

/** Name order of the index: by name (UTF-16 code units), then id. */
export function compareNames(a: ClientCardRow, b: ClientCardRow): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
}

/**
 * An immutable part of the search index: profiles (ascending ids), their cards, a sorted
 * dictionary of interned tokens and, per token, the profiles holding it with the fields it
 * appears in (one Uint32 each).
 */
export class Segment {
  readonly ids: Int32Array;
  readonly updatedAt: Float64Array;
  private readonly cards: ClientCardRow[];
  private readonly tokens: string[];
  private readonly offsets: Uint32Array;
  private readonly postings: Uint32Array;
  private readonly nameWords: Uint8Array;
  private readonly nameOrder: Uint32Array;
  private readonly byNameOrder: Uint32Array;
  // per-search scratch, reused: searches run one at a time on the event loop
  private readonly stamp: Uint32Array;
  private readonly best: Uint8Array;
  private readonly level: Uint8Array;
  private readonly typos: Uint8Array;
  private readonly first: Uint8Array;
  private nextStamp = STAMP_STEP;

  /** Builds a segment from profiles sorted by ascending id. */
  constructor(rows: readonly SearchRow[]) {
    const n = rows.length;
    this.ids = Int32Array.from(rows, (r) => r.id);
    this.updatedAt = Float64Array.from(rows, (r) => r.updatedAt.getTime());
    this.cards = rows.map(({ narrativeBio: _bio, listed: _listed, updatedAt: _updatedAt, ...card }) => card);
    this.nameWords = new Uint8Array(n);
    const byToken = new Map<string, number[]>();
    rows.forEach((row, doc) => {
      const fields = new Map<string, number>();
      const add = (words: string[], field: number) => {
        words.forEach((w, i) => {
          fields.set(w, (fields.get(w) ?? 0) | field | (field === NAME && i === 0 ? FIRST : 0));
        });
      };
      const name = tokenize(row.name);
      this.nameWords[doc] = Math.min(name.length, 255);
      add(name, NAME);
      add(tokenize(row.headline), HEADLINE);
      add(tokenize(row.narrativeBio), BIO);
      for (const [token, mask] of fields) {
        const list = byToken.get(token);
        if (list) list.push(doc * 16 + mask);
        else byToken.set(token, [doc * 16 + mask]);
      }
    });
    this.tokens = [...byToken.keys()].sort();
    this.offsets = new Uint32Array(this.tokens.length + 1);
    let size = 0;
    this.tokens.forEach((t, i) => {
      size += byToken.get(t)!.length;
      this.offsets[i + 1] = size;
    });
    this.postings = new Uint32Array(size);
    this.tokens.forEach((t, i) => {
      this.postings.set(byToken.get(t)!, this.offsets[i]);
    });
    this.byNameOrder = Uint32Array.from(rows.keys()).sort((a, b) => compareNames(this.cards[a], this.cards[b]));
    this.nameOrder = new Uint32Array(n);
    this.byNameOrder.forEach((doc, order) => {
      this.nameOrder[doc] = order;
    });
    this.stamp = new Uint32Array(n);
    this.best = new Uint8Array(n);
    this.level = new Uint8Array(n);
    this.typos = new Uint8Array(n);
    this.first = new Uint8Array(n);
  }

  /** How many profiles the segment holds. */
  get size(): number {
    return this.ids.length;
  }

  /** The position of a profile id in the segment, or -1. */
  indexOf(id: number): number {
    let lo = 0;
    let hi = this.ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (this.ids[mid] === id) return mid;
      if (this.ids[mid] < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** How many profiles (those marked in `dead` left out) hold `token` in their name, headline or bio. */
  documentFrequency(token: string, dead?: Uint8Array): number {
    let lo = 0;
    let hi = this.tokens.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.tokens[mid] < token) lo = mid + 1;
      else hi = mid;
    }
    if (this.tokens[lo] !== token) return 0;
    if (!dead) return this.offsets[lo + 1] - this.offsets[lo];
    let n = 0;
    for (let p = this.offsets[lo]; p < this.offsets[lo + 1]; p++) if (!dead[this.postings[p] >>> 4]) n++;
    return n;
  }

  /**
   * Profiles matching every word (skipping those marked in `dead`), ranked: exact name, name
   * prefix, name with typos, headline, bio; then fewer typos, the first word typed matching the
   * first name word, and name order. Returns the first `want` hits and the total.
   */
  search(words: readonly QueryWord[], want: number, dead?: Uint8Array): SegmentResult {
    if (words.length === 0 || this.size === 0) return { hits: [], total: 0 };
    const base = this.takeStamp();
    let candidates: number[] = [];
    words.forEach((word, w) => {
      const target = base + w + 1;
      matchTokens(this.tokens, word, (token, kind, typos) => {
        for (let p = this.offsets[token]; p < this.offsets[token + 1]; p++) {
          const posting = this.postings[p];
          const doc = posting >>> 4;
          if (dead?.[doc]) continue;
          const code = matchCode(posting & 15, kind, typos);
          const stamp = this.stamp[doc];
          if (stamp === target) {
            if (code < this.best[doc]) this.best[doc] = code;
            if (w === 0 && posting & FIRST) this.first[doc] = 1;
          } else if (w === 0 ? stamp < base : stamp === base + w) {
            this.stamp[doc] = target;
            this.best[doc] = code;
            if (w === 0) {
              candidates.push(doc);
              this.first[doc] = posting & FIRST ? 1 : 0;
              this.level[doc] = 0;
              this.typos[doc] = 0;
            }
          }
        }
      });
      candidates = candidates.filter((doc) => {
        if (this.stamp[doc] !== target) return false;
        this.level[doc] = Math.max(this.level[doc], this.best[doc] >> 2);
        this.typos[doc] += this.best[doc] & 3;
        return true;
      });
    });
    const keys = Float64Array.from(candidates, (doc) => this.rankOf(doc, words.length) * ORDER_SPAN + this.nameOrder[doc]).sort();
    const hits = Array.from(keys.subarray(0, want), (key) => ({
      rank: Math.floor(key / ORDER_SPAN),
      card: this.cards[this.byNameOrder[key % ORDER_SPAN]],
    }));
    return { hits, total: candidates.length };
  }

  private rankOf(doc: number, wordCount: number): number {
    const tier = this.level[doc] === 0 && this.nameWords[doc] !== wordCount ? 1 : this.level[doc];
    return (tier * 32 + Math.min(this.typos[doc], 31)) * 2 + (this.first[doc] ? 0 : 1);
  }

  private takeStamp(): number {
    if (this.nextStamp > 0xffffffff - STAMP_STEP) {
      this.stamp.fill(0);
      this.nextStamp = STAMP_STEP;
    }
    const base = this.nextStamp;
    this.nextStamp += STAMP_STEP;
    return base;
  }
}

/** How well one word matched a profile, lower is better: level (name exact, prefix, typo, headline, bio) × 4 + typos. */
function matchCode(fields: number, kind: MatchKind, typos: number): number {
  const level = fields & NAME ? kind : fields & HEADLINE ? 3 : 4;
  return level * 4 + typos;
}
