import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openEmbedded } from '../src/server/db/client';
import { openPostgres } from '../src/server/db/postgres';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/test/throwaway-postgres';
import { type ServerProcess, startServerProcess } from '../tests/multi-node/server-process';
import { type RealtimeCast, seedRealtimeCast } from './realtime-cast';
import { measureRealtime, type RealtimeLoad, type RealtimeResult } from './realtime-load';
import { serveSettings } from './serve-settings';

/** Over how many clients the sockets are spread (each message reaches one client's sockets). */
export const CLIENTS = 100;

/** How many sockets, and how hard to push them. */
export interface RealtimeSetup extends RealtimeLoad {
  sockets: number;
}

/** Refuses to start when this process (and the servers, which inherit it) may not open a file per socket. */
export function checkOpenFiles(sockets: number): void {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = Number(line?.split(/\s{2,}/)[1]);
  const needed = sockets + 256;
  if (Number.isFinite(soft) && soft < needed)
    throw new Error(`${sockets} sockets need ${needed} open files; this shell allows ${soft}: run \`ulimit -n ${needed}\` first`);
}

/** How `npm run serve` runs the server (its allocator's settings and node's flags): the bench measures that. */
const SERVE = serveSettings(join(import.meta.dirname, '..'));

/** The servers' environment beside their database: serve's, and no rate limits (one sender posts them all). */
const SERVER_ENV = { ...SERVE.env, RATE_LIMIT_DISABLED: 'true', SESSION_SECRET: 'r'.repeat(40) };

/** Seeds the cast on an open database and closes it (the servers open their own). */
async function seeded(database: Database, sockets: number): Promise<RealtimeCast> {
  try {
    return await seedRealtimeCast(database.db, sockets, Math.min(CLIENTS, Math.ceil(sockets / 2)));
  } finally {
    await database.close();
  }
}

/**
 * Starts servers one after the other (migrations must not race), runs the load on them and stops
 * them. Each runs the build, as `npm run serve` does (`npm run build` first).
 */
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
export async function oneEmbeddedNode(o: RealtimeSetup): Promise<RealtimeResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-rt-'));
  try {
    const cast = await seeded(await openEmbedded(dataDir), o.sockets);
    return await runOn(cast, [() => startServerProcess(dataDir, SERVER_ENV, SERVE.nodeFlags, 'compiled')], o);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Two nodes on a throwaway PostgreSQL cluster; null (and why) when PostgreSQL cannot start here. */
export async function twoPostgresNodes(o: RealtimeSetup): Promise<RealtimeResult | null> {
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
      dataDirs.map((dir) => () => startServerProcess(dir, env, SERVE.nodeFlags, 'compiled')),
      o,
    );
  } finally {
    cluster.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
