import { describe, expect, it } from 'vitest';
import { matchTokens } from './dictionary';
import { OsaRows } from './distance';
import { parseQuery, typoBudget } from './tokens';

const distance = (a: string, b: string) => {
  const rows = new OsaRows(a);
  for (let i = 0; i < b.length; i++) rows.push(b.charCodeAt(i));
  return rows.distance();
};

describe('OSA distance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(distance('okafor', 'okafor')).toBe(0);
    expect(distance('okafr', 'okafor')).toBe(1);
    expect(distance('lovelase', 'lovelace')).toBe(1);
    expect(distance('kitten', 'sitting')).toBe(3);
    expect(distance('', 'abc')).toBe(3);
    expect(distance('abc', '')).toBe(3);
  });

  it('counts a transposed pair as one edit, but never edits a substring twice', () => {
    expect(distance('oakfor', 'okafor')).toBe(1);
    expect(distance('amrea', 'amera')).toBe(1);
    expect(distance('ab', 'ba')).toBe(1);
    expect(distance('ca', 'abc')).toBe(3);
  });

  it('goes back to a shared prefix and tells the best prefix distance', () => {
    const rows = new OsaRows('lead');
    for (const c of 'leadership') rows.push(c.charCodeAt(0));
    expect(rows.prefixDistance()).toBe(0);
    rows.truncate(2);
    for (const c of 'ft') rows.push(c.charCodeAt(0));
    expect(rows.distance()).toBe(2);
  });
});

describe('typo budget', () => {
  it('allows none under 5 letters, one from 5 to 8, two from 9, none for numbers', () => {
    expect(['ada', 'okaf', 'okafor', 'lovelace', 'lovelaces', 'leadership', '123456'].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2, 0]);
  });
});

describe('dictionary walk', () => {
  const tokens = ['10', '100', 'ada', 'adam', 'amera', 'lovelace', 'okafor', 'okafors'].sort();
  const found = (q: string) => {
    const words = parseQuery(q);
    const out: string[] = [];
    matchTokens(tokens, words[words.length - 1], (i, kind, typos) => out.push(`${tokens[i]}:${kind}:${typos}`));
    return out;
  };

  it('finds exact tokens, prefixes of the last word and tokens within the typo budget', () => {
    expect(found('ada x')).toEqual([]);
    expect(found('ada')).toEqual(['ada:0:0', 'adam:1:0']);
    expect(found('Oakfor')).toEqual(['okafor:2:1', 'okafors:2:1']);
    expect(found('Amrea')).toEqual(['amera:2:1']);
    expect(found('lovlace')).toEqual(['lovelace:2:1']);
    expect(found('adm')).toEqual([]);
    expect(found('10')).toEqual(['10:0:0', '100:1:0']);
  });
});
