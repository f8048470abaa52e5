import type { CsvReader } from './csv-readers';

/** What a reader gives for a text: its rows as JSON, or the error it throws. */
export function outcome(reader: CsvReader, text: string, limits = { maxRows: 100, maxColumns: 10 }): string {
  try {
    return JSON.stringify(reader(text, limits));
  } catch (error) {
    return `throws: ${(error as Error).message}`;
  }
}

/** The cases of csv-parse.test.ts: a text, its limits, and what it must give (rows as JSON, or the error). */
export const TEST_CASES: { name: string; text: string; limits: { maxRows: number; maxColumns: number }; expected: string }[] = [
  {
    name: 'quotes, commas, "" , line breaks, CRLF and LF, BOM, blank lines',
    text: '\uFEFFname,bio\r\n"Okafor, Ada","She said ""hi""\nthen left"\n\nGrace,\n',
    limits: { maxRows: 100, maxColumns: 10 },
    expected: JSON.stringify([['name', 'bio'], ['Okafor, Ada', 'She said "hi"\nthen left'], ['Grace', '']]),
  },
  { name: 'no line end at the end', text: 'a,b', limits: { maxRows: 100, maxColumns: 10 }, expected: JSON.stringify([['a', 'b']]) },
  { name: 'empty text', text: '', limits: { maxRows: 100, maxColumns: 10 }, expected: '[]' },
  {
    name: 'unclosed quote, naming the line it opened on',
    text: 'a\n"open,b\nc',
    limits: { maxRows: 100, maxColumns: 10 },
    expected: 'throws: The quote opened on line 2 is never closed',
  },
  { name: 'too many columns', text: `${'x,'.repeat(10)}x`, limits: { maxRows: 100, maxColumns: 10 }, expected: 'throws: Line 1 has more than 10 columns' },
  { name: 'too many rows', text: 'r\n'.repeat(102), limits: { maxRows: 100, maxColumns: 10 }, expected: 'throws: The file has more than 100 rows' },
];

/** Inputs outside the tests where readers may differ: stray quotes, ragged rows, line ends, blank-looking lines. */
export const EDGE_CASES: { name: string; text: string }[] = [
  { name: 'ragged rows', text: 'a,b,c\nd\ne,f' },
  { name: 'quote inside an unquoted cell', text: 'ab"c,d' },
  { name: 'text after a closing quote', text: '"ab"c,d' },
  { name: 'space before an opening quote', text: 'a, "b,c"' },
  { name: 'a line holding only ""', text: 'a\n""\nb' },
  { name: 'a line holding a space', text: 'a\n \nb' },
  { name: 'CR alone ends lines', text: 'a\rb\rc' },
  { name: 'CRLF, then LF, then CR', text: 'a\r\nb\nc\rd' },
  { name: 'unclosed quote on line 3 of 4', text: 'a\nb\n"open\nmore' },
  { name: 'unclosed quote after a blank line', text: 'a\n\n"open\nmore' },
];
