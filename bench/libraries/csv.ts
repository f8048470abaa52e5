/**
 * Our RFC 4180 reader (src/server/lib/csv-parse.ts) against csv-parse's sync API on the same
 * texts: a profile export of many rows (BOM, CRLF, quoted cells with commas, doubled quotes and
 * line breaks), time and memory; then the unit tests' cases and edge cases through both.
 * Run: node --expose-gc --import tsx bench/libraries/csv.ts [--rows 100000] [--rounds 7] [--readers ours,csv-parse]
 */
import { parseArgs } from 'node:util';
import { csvRow } from '../../src/server/lib/csv';
import { benchProfile } from '../seed-profiles';
import { CSV_PARSE_OPTIONS, CSV_READERS, csvParseReader } from './csv-readers';
import { EDGE_CASES, outcome, TEST_CASES } from './csv-behaviour';
import { memoryAfterGc, printTable, ratios, samplesFor, spread } from './stats';

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '7' }, readers: { type: 'string', default: 'ours,csv-parse' } },
});
const ROWS = Number(args.rows);
const ROUNDS = Number(args.rounds);
const IMPORT_ROWS = 10_000; // the CSV import's own limit (CSV_IMPORT_LIMITS.maxRows)

/** A profile export as the app writes CSV (csvRow: CRLF, quoted when needed), with a BOM; every fifth bio has a quote and a line break. */
function exportText(rows: number): string {
  const parts = ['\uFEFF', csvRow(['Name', 'Slug', 'Headline', 'Bio', 'Featured', 'Categories', 'Sample questions', 'Website'])];
  for (let i = 1; i <= rows; i++) {
    const p = benchProfile(i);
    const bio = i % 5 ? p.narrativeBio : `${p.narrativeBio}\nAsked "what next?", she said: "boards, then teams".`;
    const questions = `What did ${p.name.split(' ')[0]} learn?\nWhere next, and why?`;
    parts.push(csvRow([p.name, p.slug, p.headline, bio, p.featured ? 'yes' : '', p.goaCategories.join(';'), questions, `https://example.com/${p.slug}`]));
  }
  return parts.join('');
}

const readers = Object.entries(CSV_READERS).filter(([name]) => args.readers.split(',').includes(name));
const sizes = [
  { label: `${ROWS.toLocaleString('en-US')} rows`, text: exportText(ROWS), rows: ROWS },
  { label: `${IMPORT_ROWS.toLocaleString('en-US')} rows (import limit)`, text: exportText(IMPORT_ROWS), rows: IMPORT_ROWS },
];
console.error(`${ROUNDS} rounds; ${sizes.map((s) => `${s.label}: ${(s.text.length / 2 ** 20).toFixed(1)} M chars`).join('; ')}`);

const table: string[][] = [['input', 'reader', 'parse ms', 'parse + trim each cell ms', 'result MB after gc', 'rows']];
for (const size of sizes) {
  const limits = { maxRows: size.rows + 1, maxColumns: 100 };
  const times = samplesFor(readers.map(([name]) => name));
  const used = samplesFor(readers.map(([name]) => name));
  const memory = samplesFor(readers.map(([name]) => name));
  let counts = '';
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...readers].reverse() : readers;
    for (const [name, read] of order) {
      const before = await memoryAfterGc();
      const started = performance.now();
      let result: string[][] | undefined = read(size.text, limits);
      times[name].push(performance.now() - started);
      memory[name].push((await memoryAfterGc()) - before);
      // what the import does next (csv-rows trims every cell): reads each cell whole
      const reading = performance.now();
      let chars = 0;
      for (const row of result) for (const cell of row) chars += cell.trim().length;
      used[name].push(times[name].at(-1)! + performance.now() - reading);
      if (chars === 0) throw new Error(`${name} read no cells`);
      if (round === 0) counts += `${name}=${result.length} `;
      result = undefined;
    }
  }
  for (const [name] of readers) {
    table.push([size.label, name, spread(times[name], 0), spread(used[name], 0), spread(memory[name], 1), String(size.rows + 1)]);
  }
  if (readers.length === 2) {
    const [a, b] = readers.map(([name]) => name);
    const ratio = (samples: Record<string, number[]>) => `×${spread(ratios(samples[a], samples[b]), 2)}`;
    table.push([size.label, `${a} ÷ ${b}, per round`, ratio(times), ratio(used), ratio(memory), '']);
  }
  // the readers must read the export the same way
  const [first, ...others] = readers.map(([, read]) => JSON.stringify(read(size.text, limits)));
  if (others.some((other) => other !== first)) throw new Error(`The readers disagree on ${size.label} (${counts})`);
}
console.log(`\n## CSV: ${ROUNDS} rounds, median [min–max]; the readers give identical rows for these files\n`);
printTable(table);

console.log(`\ncsv-parse.test.ts's cases (csv-parse with ${JSON.stringify(CSV_PARSE_OPTIONS)}, limits and messages wrapped)\n`);
printTable([
  ['case', 'ours', 'csv-parse'],
  ...TEST_CASES.map((c) => [
    c.name,
    outcome(CSV_READERS.ours, c.text, c.limits) === c.expected ? 'pass' : `FAIL ${outcome(CSV_READERS.ours, c.text, c.limits)}`,
    outcome(csvParseReader, c.text, c.limits) === c.expected ? 'pass' : `FAIL ${outcome(csvParseReader, c.text, c.limits)}`,
  ]),
]);

console.log('\nOther inputs\n');
printTable([
  ['input', 'text', 'ours', 'csv-parse'],
  ...EDGE_CASES.map((c) => [c.name, JSON.stringify(c.text), outcome(CSV_READERS.ours, c.text), outcome(csvParseReader, c.text)]),
]);
