import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import MiniSearch from 'minisearch';
import type { ClientCardRow, SearchRow } from '@server/features/directory/clients/clients.repo';
import { Segment } from '@server/features/directory/search/segment';
import { parseQuery, tokenize, typoBudget } from '@server/features/directory/search/tokens';

/** One page of a search: the cards in rank order and how many profiles matched. */
export interface Found {
  cards: ClientCardRow[];
  total: number;
}

/** A built index: answers one query at a time, synchronously. */
export type Searcher = (q: string, limit: number) => Found;

/** A search engine under test: builds an index over listed profiles (ascending ids). */
export interface Engine {
  name: string;
  build(rows: readonly SearchRow[]): Searcher;
}

const card = ({ narrativeBio: _bio, listed: _listed, updatedAt: _updatedAt, ...rest }: SearchRow): ClientCardRow => rest;

/** Ours: one Segment (what SearchIndex builds at start-up) and the query parser. */
export const ours: Engine = {
  name: 'ours',
  build(rows) {
    const segment = new Segment(rows);
    return (q, limit) => {
      const { hits, total } = segment.search(parseQuery(q), limit);
      return { cards: hits.map((h) => h.card), total };
    };
  },
};

/**
 * MiniSearch set as close to ours as it allows: our tokenizer (accents off, letters and
 * digits), the same three fields with name above headline above bio, every word required, the
 * last word also a prefix (weighted above a typo, as we rank a prefix above a typo), and our
 * typo budget per word (none under 5 letters, 1 for 5–8, 2 from 9; `extraTypo` adds one from
 * 5 letters so a swapped pair fits). Its distance is Levenshtein (a swapped pair costs 2); it
 * ranks by BM25.
 */
function miniSearchEngine(name: string, extraTypo: boolean): Engine {
  return {
    name,
    build(rows) {
      const index = new MiniSearch<SearchRow>({
        idField: 'id',
        fields: ['name', 'headline', 'narrativeBio'],
        tokenize,
        processTerm: (term) => term,
        searchOptions: {
          boost: { name: 10, headline: 3 },
          combineWith: 'AND',
          prefix: (_term, i, terms) => i === terms.length - 1,
          fuzzy: (term) => typoBudget(term) + (extraTypo && typoBudget(term) > 0 ? 1 : 0),
          weights: { prefix: 0.6, fuzzy: 0.3 },
        },
      });
      index.addAll(rows);
      const cards = new Map(rows.map((r) => [r.id, card(r)]));
      return (q, limit) => {
        const results = index.search(tokenize(q).slice(0, 10).join(' '));
        return { cards: results.slice(0, limit).map((r) => cards.get(r.id)!), total: results.length };
      };
    },
  };
}

/** MiniSearch with our typo budget. */
export const minisearch = miniSearchEngine('minisearch', false);
/** MiniSearch with one typo more from 5 letters, so that a swapped pair (2 Levenshtein edits) is found. */
export const minisearchSwap = miniSearchEngine('minisearch+1', true);

/**
 * Orama set as close as it allows: the same fields and boosts, every word required
 * (threshold 0); every word is a prefix, and one typo budget (Levenshtein) for the whole
 * query: the largest of its words' budgets.
 */
export const orama: Engine = {
  name: 'orama',
  build(rows) {
    const db = create({ schema: { name: 'string', headline: 'string', narrativeBio: 'string' } as const });
    const inserted = insertMultiple(
      db,
      rows.map((r) => ({ id: String(r.id), name: r.name, headline: r.headline, narrativeBio: r.narrativeBio })),
    );
    if (inserted instanceof Promise) throw new Error('Orama inserted asynchronously');
    const cards = new Map(rows.map((r) => [String(r.id), card(r)]));
    return (q, limit) => {
      const words = tokenize(q).slice(0, 10);
      const tolerance = Math.max(0, ...words.map(typoBudget));
      const result = oramaSearch(db, {
        term: words.join(' '),
        properties: ['name', 'headline', 'narrativeBio'],
        boost: { name: 10, headline: 3 },
        tolerance,
        threshold: 0,
        limit,
      });
      if (result instanceof Promise) throw new Error('Orama searched asynchronously');
      return { cards: result.hits.map((h) => cards.get(h.id)!), total: result.count };
    };
  },
};

/** The engines by name. */
export const ENGINES: Record<string, Engine> = { ours, minisearch, 'minisearch+1': minisearchSwap, orama };
