import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parse';

const limits = { maxRows: 100, maxColumns: 10 };

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, CRLF and LF, a BOM, and skips blank lines', () => {
    const text = '\uFEFFname,bio\r\n"Okafor, Ada","She said ""hi""\nthen left"\n\nGrace,\n';
    expect(parseCsv(text, limits)).toEqual([
      ['name', 'bio'],
      ['Okafor, Ada', 'She said "hi"\nthen left'],
      ['Grace', ''],
    ]);
    expect(parseCsv('a,b', limits)).toEqual([['a', 'b']]);
    expect(parseCsv('', limits)).toEqual([]);
  });

  it('refuses an unclosed quote and files past the limits, naming where', () => {
    expect(() => parseCsv('a\n"open,b\nc', limits)).toThrow('The quote opened on line 2 is never closed');
    expect(() => parseCsv(`${'x,'.repeat(10)}x`, limits)).toThrow('Line 1 has more than 10 columns');
    expect(() => parseCsv('r\n'.repeat(102), limits)).toThrow('The file has more than 100 rows');
  });
});
