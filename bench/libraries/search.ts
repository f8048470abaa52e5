/**
 * Our search (one Segment, as SearchIndex builds it) against MiniSearch (and Orama on request)
 * over the same generated profiles: build time, memory, per-query p50/p95 one at a time, a
 * back-to-back loop, and behaviour (top five of fixed cases, the search tests' expectations).
 * Run: node --expose-gc --import tsx bench/libraries/search.ts [--profiles 100000] [--rounds 5] [--engines ours,minisearch,orama]
 */
import { parseArgs } from 'node:util';
import { benchProfile } from '../seed-profiles';
import { ENGINES, type Engine, type Searcher } from './engines';
import { benchRows } from './profiles';
import { checkExpectations, QUALITY_CASES } from './search-behaviour';
import { median, memoryAfterGc, printTable, quantile, ratios, samplesFor, spread } from './stats';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '5' },
    engines: { type: 'string', default: 'ours,minisearch' },
    loop: { type: 'string', default: '200' },
  },
});
const PROFILES = Number(args.profiles);
const ROUNDS = Number(args.rounds);
const LOOP = Number(args.loop);
const engines: Engine[] = args.engines.split(',').map((name) => ENGINES[name] ?? fail(`unknown engine ${name}`));
if (engines[0].name !== 'ours' && engines.length > 1) fail('list ours first: the other engines are compared with it');

function fail(message: string): never {
  throw new Error(message);
}

const nameOf = (i: number) => benchProfile(i).name.toLowerCase();
/** What people type: names, topics, partial words (as typed, debounced), typos, swapped letters, several words. */
const QUERY_MIX: Record<string, string[]> = {
  name: ['okafor', 'lovelace', 'grace hopper', 'amara okafor', 'priya sharma', 'mira stone', nameOf(4321), 'kimura'],
  topic: ['leadership', 'supply chains', 'fintech', 'healthcare', 'climate', 'artificial intelligence', 'negotiation', 'marketing'],
  prefix: ['lov', 'sust', 'lead', 'nego', 'hea', 'artif', 'grace hop', 'fint'],
  typo: ['leadrship', 'helthcare', 'negotation', 'lovelance', 'okafr', 'marketting', 'amara okfor', 'welingtom'],
  swap: ['laedership', 'fintehc', 'oakfor', 'hopepr', 'climtae', 'sahrma', 'neogtiation', 'lovelcae'],
  multi: ['fintech leadership', 'supply chains climate', 'chief executive retail', 'ada lovelace fintech', 'speaks about boards', 'turning companies around'],
};
const MIX = Object.entries(QUERY_MIX).flatMap(([kind, qs]) => qs.map((q) => ({ kind, q })));
const LIMIT = 24;

const log = (line: string) => console.error(line);
const rows = benchRows(PROFILES);
log(`${rows.length.toLocaleString('en-US')} profiles, ${ROUNDS} rounds, engines ${engines.map((e) => e.name).join(', ')}`);

// 1. build time and memory: one index alive at a time, the engines' order alternating per round
const names = engines.map((e) => e.name);
const build = samplesFor(names);
const memory = samplesFor(names);
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 ? [...engines].reverse() : engines;
  for (const engine of order) {
    const before = await memoryAfterGc();
    const started = performance.now();
    let searcher: Searcher | undefined = engine.build(rows);
    build[engine.name].push(performance.now() - started);
    searcher('warm', 1);
    memory[engine.name].push((await memoryAfterGc()) - before);
    searcher = undefined;
  }
  log(`  build round ${round + 1}/${ROUNDS}`);
}

// 2. one query at a time: all engines built, each query run by each engine in turn (order alternating)
const searchers = new Map(engines.map((e) => [e.name, e.build(rows)]));
for (const s of searchers.values()) for (const { q } of MIX) s(q, LIMIT);
const perRound: Record<string, { p50: number[]; p95: number[]; byKind: Record<string, number[]> }> = {};
for (const e of engines) perRound[e.name] = { p50: [], p95: [], byKind: samplesFor(Object.keys(QUERY_MIX)) };
for (let round = 0; round < ROUNDS; round++) {
  const times = samplesFor(names);
  MIX.forEach(({ kind, q }, i) => {
    const order = (i + round) % 2 ? [...engines].reverse() : engines;
    for (const engine of order) {
      const started = performance.now();
      searchers.get(engine.name)!(q, LIMIT);
      const ms = performance.now() - started;
      times[engine.name].push(ms);
      perRound[engine.name].byKind[kind].push(ms);
    }
  });
  for (const e of engines) {
    perRound[e.name].p50.push(quantile(times[e.name], 0.5));
    perRound[e.name].p95.push(quantile(times[e.name], 0.95));
  }
}

// 3. back to back: LOOP queries from the mix (same sequence for each engine), queries per second on one thread
const sequence = Array.from({ length: LOOP }, (_, i) => MIX[(i * 7919) % MIX.length].q);
const throughput = samplesFor(names);
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 ? [...engines].reverse() : engines;
  for (const engine of order) {
    const search = searchers.get(engine.name)!;
    const started = performance.now();
    for (const q of sequence) search(q, LIMIT);
    throughput[engine.name].push(LOOP / ((performance.now() - started) / 1000));
  }
}

console.log(`\n## Search: ${rows.length.toLocaleString('en-US')} profiles, ${ROUNDS} rounds, median [min–max] of the rounds\n`);
printTable([
  ['engine', 'build ms', 'memory MB', 'p50 ms', 'p95 ms', `loop of ${LOOP} q/s`],
  ...engines.map((e) => [
    e.name,
    spread(build[e.name], 0),
    spread(memory[e.name], 1),
    spread(perRound[e.name].p50, 2),
    spread(perRound[e.name].p95, 2),
    spread(throughput[e.name], 0),
  ]),
  ...engines
    .slice(1)
    .map((e) => [
      `${e.name} ÷ ours, per round`,
      `×${spread(ratios(build[e.name], build.ours), 1)}`,
      `×${spread(ratios(memory[e.name], memory.ours), 1)}`,
      `×${spread(ratios(perRound[e.name].p50, perRound.ours.p50), 1)}`,
      `×${spread(ratios(perRound[e.name].p95, perRound.ours.p95), 1)}`,
      `×${spread(ratios(throughput[e.name], throughput.ours), 2)}`,
    ]),
]);
console.log(`\nPer kind of query: median ms (p95 ms) over all rounds\n`);
printTable([
  ['kind', ...engines.map((e) => e.name)],
  ...Object.keys(QUERY_MIX).map((kind) => [
    kind,
    ...engines.map((e) => {
      const t = perRound[e.name].byKind[kind];
      return `${median(t).toFixed(2)} (${quantile(t, 0.95).toFixed(2)})`;
    }),
  ]),
]);

console.log('\nTop five (total matched) for fixed cases\n');
printTable([
  ['query', ...engines.map((e) => e.name)],
  ...QUALITY_CASES.map((q) => [
    q,
    ...engines.map((e) => {
      const found = searchers.get(e.name)!(q, 5);
      return `${found.cards.map((c) => c.name).join('; ') || '(none)'} (${found.total})`;
    }),
  ]),
]);

console.log('\nThe search tests’ expectations (ranking and typos) run against each engine\n');
const checks = engines.map((e) => ({ engine: e.name, results: checkExpectations(e) }));
printTable([
  ['engine', 'passed', 'failed'],
  ...checks.map(({ engine, results }) => [engine, String(results.filter((r) => r.pass).length), String(results.filter((r) => !r.pass).length)]),
]);
for (const { engine, results } of checks) {
  const failed = results.filter((r) => !r.pass);
  if (failed.length === 0) continue;
  console.log(`\n${engine} fails:\n`);
  printTable([['test', 'query', 'expected', 'got'], ...failed.map((r) => [r.test, r.q, r.expected, r.got])]);
}
