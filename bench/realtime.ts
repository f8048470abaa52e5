import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openEmbedded, openPostgres } from '../src/server/db/client';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/test/throwaway-postgres';
import { type ServerProcess, startServerProcess } from '../tests/multi-node/server-process';
import { type RealtimeCast, seedRealtimeCast } from './realtime-cast';
import { measureRealtime, type RealtimeLoad, type RealtimeResult } from './realtime-load';

/** The bench's knobs, from `--sockets N --rate R --seconds S`. */
interface Options extends RealtimeLoad {
  sockets: number;
}

/** Over how many clients the sockets are spread (each message reaches one client's sockets). */
const CLIENTS = 100;

function options(): Options {
  const { values } = parseArgs({ options: { sockets: { type: 'string' }, rate: { type: 'string' }, seconds: { type: 'string' } } });
  const whole = (name: string, raw: string | undefined, fallback: number, min: number, max: number) => {
    const n = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} takes a whole number from ${min} to ${max}`);
    return n;
  };
  return {
    sockets: whole('sockets', values.sockets, 1_000, 2, 5_000),
    rate: whole('rate', values.rate, 50, 1, 500),
    seconds: whole('seconds', values.seconds, 15, 1, 60),
  };
}

/** Refuses to start when this process (and the servers, which inherit it) may not open a file per socket. */
function checkOpenFiles(sockets: number): void {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = Number(line?.split(/\s{2,}/)[1]);
  const needed = sockets + 256;
  if (Number.isFinite(soft) && soft < needed)
    throw new Error(`${sockets} sockets need ${needed} open files; this shell allows ${soft}: run \`ulimit -n ${needed}\` first`);
}

/** The servers' environment beside their database: no rate limits (one sender posts them all). */
const SERVER_ENV = { RATE_LIMIT_DISABLED: 'true', SESSION_SECRET: 'r'.repeat(40) };

/** Seeds the cast on an open database and closes it (the servers open their own). */
async function seeded(database: Database, sockets: number): Promise<RealtimeCast> {
  try {
    return await seedRealtimeCast(database.db, sockets, Math.min(CLIENTS, Math.ceil(sockets / 2)));
  } finally {
    await database.close();
  }
}

/** Starts servers one after the other (migrations must not race), runs the load on them and stops them. */
async function runOn(cast: RealtimeCast, start: (() => Promise<ServerProcess>)[], load: RealtimeLoad): Promise<RealtimeResult> {
  const nodes: ServerProcess[] = [];
  try {
    for (const next of start) nodes.push(await next());
    const result = await measureRealtime(
      cast,
      nodes.map((n) => n.baseUrl),
      load,
    );
    for (const node of nodes) if (node.logs().trim()) console.warn(`server ${node.baseUrl} logged:\n${node.logs().slice(-2_000)}`);
    return result;
  } finally {
    await Promise.all(nodes.map(async (n) => (await n.stop()) ?? (await n.kill())));
  }
}

/** One node on the embedded database, in a fresh DATA_DIR. */
async function oneEmbeddedNode(o: Options): Promise<RealtimeResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-rt-'));
  try {
    const cast = await seeded(await openEmbedded(dataDir), o.sockets);
    return await runOn(cast, [() => startServerProcess(dataDir, SERVER_ENV)], o);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Two nodes on a throwaway PostgreSQL cluster; null (and why) when PostgreSQL cannot start here. */
async function twoPostgresNodes(o: Options): Promise<RealtimeResult | null> {
  let cluster: ThrowawayPostgres;
  try {
    cluster = await startThrowawayPostgres();
  } catch (error) {
    console.log(`Two nodes on PostgreSQL: skipped, PostgreSQL could not start (${error instanceof Error ? error.message.split('\n')[0] : error}).`);
    return null;
  }
  const dataDirs = [mkdtempSync(join(tmpdir(), 'podium-rt-a-')), mkdtempSync(join(tmpdir(), 'podium-rt-b-'))];
  try {
    const cast = await seeded(await openPostgres(cluster.url, 4), o.sockets);
    const env = { ...SERVER_ENV, DATABASE_URL: cluster.url };
    return await runOn(
      cast,
      dataDirs.map((dir) => () => startServerProcess(dir, env)),
      o,
    );
  } finally {
    cluster.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

function printResults(o: Options, rows: [string, RealtimeResult][]): void {
  console.log(
    `\nLive messages on 127.0.0.1: ${o.sockets} sockets over ${Math.min(CLIENTS, Math.ceil(o.sockets / 2))} clients, ${o.rate} messages/s for ${o.seconds} s (REST send → new_message at each socket)`,
  );
  const ms = (n: number) => n.toFixed(1);
  console.table(
    rows.map(([setup, r]) => ({
      setup,
      'connect (s)': r.connectSeconds.toFixed(1),
      sent: r.sent,
      'failed sends': r.failedSends,
      expected: r.expected,
      received: r.received,
      'POST p50 ms': ms(r.sendP50),
      'p50 ms': ms(r.p50),
      'p99 ms': ms(r.p99),
      'max ms': ms(r.max),
      'delivered/s': Math.round(r.deliveredPerSecond),
    })),
  );
}

/**
 * `npm run bench:realtime [-- --sockets N --rate R --seconds S]`: live-message delivery latency
 * on one node on the embedded database, then on two nodes sharing a throwaway PostgreSQL (the
 * postgres adapter between them), each server in its own process.
 */
async function main(): Promise<void> {
  const o = options();
  checkOpenFiles(o.sockets);
  const rows: [string, RealtimeResult][] = [];
  console.log('One node, embedded PGlite…');
  rows.push(['1 node, PGlite', await oneEmbeddedNode(o)]);
  console.log('Two nodes, PostgreSQL…');
  const two = await twoPostgresNodes(o);
  if (two) rows.push(['2 nodes, PostgreSQL', two]);
  printResults(o, rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
