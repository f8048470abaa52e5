import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { benchAdmin, summary } from './admin';
import { measurePages, type PageWeight } from './bundle-size';
import { airtableSyncGoal, firstJsGoals, messagingGoals, postgresMemoryGoal, startupGoals } from './goal-figures';
import { type Goal, printGoals } from './goals';
import { type LoadResult, loadPath } from './http-load';
import { measureStartup, type StartupResult } from './startup';
import { FIRST_NAMES, LAST_NAMES } from './seed-profiles';

const root = join(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const dataDir = process.env.BENCH_DATA_DIR ?? join(root, '.bench-data');
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/server.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The bench server did not start within 10 minutes')), 600_000);
    child.once('exit', (code) => reject(new Error(`The bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const message = JSON.parse(line) as { ready: boolean; port: number };
      if (message.ready) {
        clearTimeout(timer);
        resolve({ child, port: message.port });
      }
    });
  });
}

/** Varied search terms as people type them: full names, names with a typo, name prefixes and topics. */
function searchTerms(n: number): string[] {
  const first = FIRST_NAMES;
  const last = LAST_NAMES;
  const typo = (w: string, i: number) => w.slice(0, 1 + (i % (w.length - 1))) + w.slice(2 + (i % (w.length - 1)));
  const forms = [
    (f: string, l: string) => `${f} ${l}`,
    (f: string, l: string, i: number) => `${f} ${typo(l, i)}`,
    (_f: string, l: string) => l.slice(0, 4),
    (f: string, l: string, i: number) => `${typo(f, i)} ${l.slice(0, 3)}`,
  ];
  return Array.from({ length: n }, (_, i) => forms[i % forms.length](first[i % first.length], last[Math.floor(i / first.length) % last.length], i));
}

/** Search paths that never repeat (2,000 terms × 20 page sizes), so every request misses the read cache. */
function uncachedSearches(n: number): string[] {
  const terms = searchTerms(2_000);
  return Array.from({ length: n }, (_, i) => `/api/clients/search?q=${encodeURIComponent(terms[i % terms.length])}&limit=${5 + Math.floor(i / terms.length)}`);
}

/**
 * Searches one at a time, each missing the read cache (a page size the load test never asks
 * for), as a person typing into the directory would: p50, p95 and max in ms.
 */
async function searchOneAtATime(port: number, n: number): Promise<ReturnType<typeof summary>> {
  const timings: number[] = [];
  for (const term of searchTerms(n)) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/clients/search?q=${encodeURIComponent(term)}&limit=30`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`a search answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  return summary(timings);
}

function printLoad(results: LoadResult[]): void {
  const hello = results[0].requestsPerSecond;
  console.log('\nHTTP on 127.0.0.1 (%d connections, %d s each)', CONNECTIONS, SECONDS);
  console.table(
    results.map((r) => ({
      route: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'vs hello': `${((r.requestsPerSecond / hello) * 100).toFixed(0)}%`,
      'non-2xx': r.non2xx,
    })),
  );
}

/** npm run bench: 100,000 generated profiles, bounded loads beside hello-world, and page JS weights (answered for the goals). */
async function main(): Promise<PageWeight[]> {
  const on = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  console.log(`Benchmark on ${on}; preparing ${Number(process.env.BENCH_PROFILES ?? 100_000).toLocaleString('en-US')} profiles…`);
  const { child, port } = await startServer();
  try {
    // the first search waits for the in-process index to be built: do that before any timing
    const warm = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/clients/search?q=warm-up`);
    console.log(`search index ready in ${((performance.now() - warm) / 1000).toFixed(1)} s`);
    const targets: [string, string[]][] = [
      ['hello-world', ['/bench/hello']],
      ['GET /api/clients/{slug}', ['/api/clients/bench-4242']],
      ['GET /api/clients/{slug} (20,000 slugs)', Array.from({ length: 20_000 }, (_, i) => `/api/clients/bench-${i * 5 + 1}`)],
      ['GET /api/clients/search?q= (one term)', ['/api/clients/search?q=Lovelase']],
      ['GET /api/clients/search?q= (uncached: 40,000 distinct)', uncachedSearches(40_000)],
    ];
    console.log('\nUncached searches one at a time (1,000 distinct terms)');
    console.table([await searchOneAtATime(port, 1_000)]);
    const results: LoadResult[] = [];
    for (const [name, paths] of targets) results.push(await loadPath(port, name, paths, SECONDS, CONNECTIONS));
    printLoad(results);
    // what a visitor's phone downloads first: the scripts and module preloads of the served HTML
    const weights = await measurePages(`http://127.0.0.1:${port}`, join(root, 'dist/client'), ['/', '/profile/bench-1']);
    console.log('\nFirst JS of public pages, as served to a visitor (gzip)');
    console.table(weights.map((w) => ({ page: w.page, 'KB gzip': (w.gzipBytes / 1024).toFixed(1), files: w.files.length })));
    return weights;
  } finally {
    child.kill('SIGTERM');
  }
}

/** A cold start of the compiled server on an empty data directory, a restart, and its memory after a short load. */
function printStartup(start: StartupResult): void {
  console.log('\nCold start of dist/server/main.js on an empty DATA_DIR (demo data), then a restart on it');
  console.table([
    {
      'first 200 (s)': (start.firstOkMs / 1000).toFixed(1),
      'restart (s)': (start.restartOkMs / 1000).toFixed(1),
      'idle RSS (MB)': start.idleRssMb.toFixed(0),
      'JS heap (MB)': start.heapUsedMb.toFixed(0),
      'external incl. WASM memory (MB)': start.externalMb.toFixed(0),
      'native and code (MB)': (start.idleRssMb - start.heapUsedMb - start.externalMb).toFixed(0),
    },
  ]);
}

/**
 * The figures the product holds itself to, each printed with its goal: first JS (from the main
 * section; not measured with `--only goals`), start-up, memory, live messages and the Airtable sync.
 */
async function benchGoals(weights: PageWeight[] | null): Promise<void> {
  const goals: Goal[] = weights ? firstJsGoals(weights) : [];
  console.log('\nThe goals: start-up and memory…');
  const start = await measureStartup(root);
  printStartup(start);
  goals.push(...startupGoals(start), await postgresMemoryGoal(root));
  console.log('The goals: live messages…');
  goals.push(...(await messagingGoals()));
  console.log('The goals: the Airtable sync…');
  goals.push(await airtableSyncGoal());
  printGoals('Each figure against its goal (Lighthouse: npm run bench:web)', goals);
}

/** `npm run bench -- --only admin` (or `goals`) runs that section alone; otherwise every section, the goals and then the admin one last. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const sections: Record<string, () => Promise<void>> = {
  admin: benchAdmin,
  goals: () => benchGoals(null),
};
(only && sections[only] ? sections[only]() : main().then(benchGoals).then(benchAdmin))
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
