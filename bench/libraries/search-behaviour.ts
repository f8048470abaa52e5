import type { Engine, Searcher } from './engines';
import { SEARCH_TEST_PROFILES, searchRow } from './profiles';

/** Queries whose top five are shown side by side, at full size: typos, swapped letters, a typo in a word still being typed, prefixes, names, several words. */
export const QUALITY_CASES = [
  'leadrship',
  'laedership',
  'leadrsh',
  'oakfor',
  'hopepr',
  'sustain',
  'amara okfor',
  'welingtom',
  'mira stone',
  'grace hopper',
  'supply chains leadership',
  'chief sustain',
];

/** The expectations of search.test.ts that concern ranking and typos (q, then the names in order; paging as offset/limit). */
const TEST_EXPECTATIONS: { test: string; q: string; names: string[]; offset?: number; limit?: number; total?: number }[] = [
  { test: 'transposed pair is one typo', q: 'Oakfor', names: ['Amara Okafor'] },
  { test: 'transposed pair is one typo', q: 'Amrea', names: ['Lina Amera'] },
  { test: 'one typo from 5 to 8 letters', q: 'Okafr', names: ['Amara Okafor'] },
  { test: 'one typo from 5 to 8 letters', q: 'Amara Okafo', names: ['Amara Okafor'] },
  { test: 'not two typos at 5 to 8 letters', q: 'Okfr', names: [] },
  { test: 'not two typos at 5 to 8 letters', q: 'Oxafxr', names: [] },
  { test: 'two typos from 9 letters', q: 'Welingtom', names: ['Theo Wellington'] },
  { test: 'two typos from 9 letters', q: 'Wlingtom', names: [] },
  { test: 'no typo under 5 letters', q: 'Chen', names: ['Wei Chen'] },
  { test: 'no typo under 5 letters', q: 'Chan', names: [] },
  { test: 'no typo under 5 letters', q: 'Wei Chan', names: [] },
  { test: 'exact, prefix, typo, headline, bio', q: 'mira stone', names: ['Mira Stone', 'Mira Stonebridge', 'Mira Stonne', 'Ivo Park', 'Lu Vance'] },
  { test: 'pages with the total', q: 'Mira', offset: 2, limit: 2, names: ['Mira Stonne', 'Ivo Park'], total: 5 },
  { test: 'pages with the total', q: 'Mira', offset: 4, limit: 2, names: ['Lu Vance'], total: 5 },
];

/** The dictionary walk cases of distance.test.ts (one-word queries): which of these tokens match. */
const WALK_TOKENS = ['10', '100', 'ada', 'adam', 'amera', 'lovelace', 'okafor', 'okafors'];
const WALK_EXPECTATIONS: [string, string[]][] = [
  ['ada', ['ada', 'adam']],
  ['Oakfor', ['okafor', 'okafors']],
  ['Amrea', ['amera']],
  ['lovlace', ['lovelace']],
  ['adm', []],
  ['10', ['10', '100']],
];

/** One expectation's outcome for an engine. */
export interface CheckResult {
  test: string;
  q: string;
  expected: string;
  got: string;
  pass: boolean;
}

const page = (search: Searcher, q: string, offset: number, limit: number) => {
  const found = search(q, offset + limit);
  return { names: found.cards.slice(offset).map((c) => c.name), total: found.total };
};

/** Runs search.test.ts's ranking and typo expectations and distance.test.ts's dictionary walk against an engine. */
export function checkExpectations(engine: Engine): CheckResult[] {
  const results: CheckResult[] = [];
  const profiles = engine.build(SEARCH_TEST_PROFILES.map((p, i) => searchRow(i + 1, p)));
  for (const e of TEST_EXPECTATIONS) {
    const got = page(profiles, e.q, e.offset ?? 0, e.limit ?? 24);
    const expected = `${e.names.join(', ') || '(none)'}${e.total === undefined ? '' : ` of ${e.total}`}`;
    const shown = `${got.names.join(', ') || '(none)'}${e.total === undefined ? '' : ` of ${got.total}`}`;
    results.push({ test: `search.test: ${e.test}`, q: e.q, expected, got: shown, pass: expected === shown });
  }
  const tokens = engine.build(WALK_TOKENS.map((t, i) => searchRow(i + 1, { name: t, headline: '', narrativeBio: '' })));
  for (const [q, names] of WALK_EXPECTATIONS) {
    const expected = names.join(', ') || '(none)';
    const shown =
      tokens(q, 100)
        .cards.map((c) => c.name)
        .sort()
        .join(', ') || '(none)';
    results.push({ test: 'distance.test: dictionary walk', q, expected, got: shown, pass: expected === shown });
  }
  return results;
}
