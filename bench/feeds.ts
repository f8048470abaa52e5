import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { eq, like, sql } from 'drizzle-orm';
import { startThrowawayPostgres } from '../scripts/test/throwaway-postgres';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { podcastFeeds } from '../src/server/db/schema';
import { registerFeed } from '../src/server/features/directory/appearances/feeds/feed-register';
import { type DueFeedsContext, type DueFeedsSummary, readDueFeeds } from '../src/server/features/directory/appearances/feeds/feeds.service';
import { bigFeedXml, manyItemsFeed } from '../tests/fakes/feeds/feed-server';
import { rssXml } from '../tests/fakes/feeds/rss';
import { startThreadedFeedHost, type ThreadedFeedHost } from '../tests/fakes/feeds/threaded-feed-host';
import { percentile, startLatencyProbe } from '../tests/helpers/latency-probe';
import { createEventBus } from '../src/server/platform/events';

/**
 * `npm run bench:feeds`: BENCH_FEEDS (default 100) feeds of BENCH_ITEMS (default 1,000) items
 * from BENCH_HOSTS (default 4) fake hosts on 127.0.0.1 (each in its own thread, so serving costs
 * the server nothing), read by readDueFeeds into a fresh embedded database (PGlite), then into
 * PostgreSQL when DATABASE_URL is set or with `-- --postgres` (a throwaway cluster; a
 * DATABASE_URL's bench feeds are deleted after). The server itself runs beside it, listening on
 * 127.0.0.1, while a client thread asks /healthz every 20 ms. For the first read (everything new),
 * a re-read (nothing changed) and one feed of BENCH_BIG_ITEMS (default 100,000) items, it prints the
 * seconds, feeds a second, the peak RSS of the process (sampled from its own thread) over its
 * RSS just before, and /healthz p50, p99 and slowest. BENCH_SKIP_PGLITE=true reads into
 * PostgreSQL alone (1,000 feeds are too many for the embedded database in a bench's time). Stops
 * after BENCH_LIMIT_SECONDS (default 600).
 */
const FEEDS = Number(process.env.BENCH_FEEDS ?? 100);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 1_000);
const HOSTS = Number(process.env.BENCH_HOSTS ?? 4);
const BIG_ITEMS = Number(process.env.BENCH_BIG_ITEMS ?? 100_000);
const LIMIT_SECONDS = Number(process.env.BENCH_LIMIT_SECONDS ?? 600);
const ON_POSTGRES = process.argv.includes('--postgres');

const MB = 1024 * 1024;

/** The sampler's thread: the process's RSS every 10 ms, the highest answered when told to stop. */
const RSS_SAMPLER = `
const { parentPort } = require('node:worker_threads');
let peak = process.memoryUsage.rss();
const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 10);
parentPort.once('message', () => { clearInterval(timer); parentPort.postMessage(Math.max(peak, process.memoryUsage.rss())); });
`;

/** Samples the process's RSS from a thread of its own (a held event loop does not stop it): `stop` answers the peak in MB. */
function rssPeak(): { stop(): Promise<number> } {
  const worker = new Worker(RSS_SAMPLER, { eval: true });
  return {
    async stop() {
      const peak = new Promise<number>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const bytes = await peak;
      await worker.terminate();
      return Math.round(bytes / MB);
    },
  };
}

/** Reads every due feed once (a run of readDueFeeds per DUE_FEEDS.batch), timing it, sampling memory and timing /healthz meanwhile. */
async function timedRead(label: string, ctx: DueFeedsContext, now: Date, healthz: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const idleMb = Math.round(process.memoryUsage.rss() / MB);
  const peak = rssPeak();
  const probe = startLatencyProbe(healthz);
  const started = performance.now();
  const summary: DueFeedsSummary = { feeds: 0, read: 0, failed: 0, newEpisodes: 0, changedEpisodes: 0 };
  // a read feed is next due in an hour: each run reads feeds the last did not
  for (let run = await readDueFeeds(ctx, now); run.feeds > 0; run = await readDueFeeds(ctx, now)) {
    for (const key of Object.keys(summary) as (keyof DueFeedsSummary)[]) summary[key] += run[key];
  }
  const seconds = (performance.now() - started) / 1000;
  const [times, peakMb] = await Promise.all([probe.stop(), peak.stop()]);
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `  ${label}: ${summary.read}/${summary.feeds} feeds read (${summary.failed} failed), ${summary.newEpisodes} new and ${summary.changedEpisodes} changed episodes in ${seconds.toFixed(1)} s = ${(summary.feeds / seconds).toFixed(1)} feeds/s; RSS ${idleMb} MB before, peak ${peakMb} MB (+${peakMb - idleMb} MB); /healthz ×${times.length}: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, slowest ${ms(Math.max(0, ...times))}`,
  );
}

async function bench(label: string, env: Record<string, string | undefined>, hosts: ThreadedFeedHost[], big: ThreadedFeedHost): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-feeds-bench-'));
  const allowed = [...hosts, big].map((h) => h.host).join(',');
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'x'.repeat(40),
    SEED_DEMO: 'false',
    OUTBOUND_ALLOWED_PRIVATE_HOSTS: allowed,
    ...env,
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const healthz = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/healthz`;
  const ctx: DueFeedsContext = { db: database.db, config, events: createEventBus(), log: { warn: (details, message) => console.warn(message, details) } };
  const benchFeeds = like(podcastFeeds.url, 'http://127.0.0.1:%/bench-%');
  try {
    // every bench feed, due now (a previous PostgreSQL run's are deleted first)
    await database.db.delete(podcastFeeds).where(benchFeeds);
    for (let i = 0; i < FEEDS; i++) await registerFeed(database.db, hosts[i % hosts.length]!.url.replace('/feed.xml', `/bench-${i}.xml`));
    const now = new Date();
    console.log(`${label}: ${FEEDS} feeds × ${ITEMS} items from ${hosts.length} hosts`);
    await timedRead('first read (all new)', ctx, now, healthz);
    await database.db.update(podcastFeeds).set({ nextCheckAt: now }).where(benchFeeds);
    await timedRead('re-read (nothing changed)', ctx, now, healthz);
    const [stored] = await database.db.select({ n: sql<number>`sum(episode_count)::int` }).from(podcastFeeds).where(benchFeeds);
    console.log(`  stored: ${stored?.n ?? 0} episodes`);
    if (BIG_ITEMS > 0) {
      const bigFeed = await registerFeed(database.db, big.url.replace('/feed.xml', '/bench-big.xml'));
      await timedRead(`one feed of ${BIG_ITEMS.toLocaleString('en')} items`, ctx, new Date(), healthz);
      const [row] = await database.db
        .select({ n: podcastFeeds.episodeCount, error: podcastFeeds.error })
        .from(podcastFeeds)
        .where(eq(podcastFeeds.id, bigFeed));
      console.log(`  stored of it: ${row?.n ?? 0} episodes${row?.error ? ` (${row.error})` : ''}`);
    }
    if (env.DATABASE_URL) await database.db.delete(podcastFeeds).where(benchFeeds);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const limit = setTimeout(() => {
    console.error(`The bench took longer than ${LIMIT_SECONDS} s: stopped`);
    process.exit(1);
  }, LIMIT_SECONDS * 1000);
  limit.unref();
  const hosts = await Promise.all(Array.from({ length: HOSTS }, () => startThreadedFeedHost()));
  const big = await startThreadedFeedHost();
  const xml = rssXml(manyItemsFeed(ITEMS, 'Bench Show'));
  await Promise.all(hosts.map((host) => host.serve(xml)));
  const bigXml = BIG_ITEMS > 0 ? bigFeedXml(BIG_ITEMS) : '';
  await big.serve(bigXml);
  console.log(`feeds of ${(xml.length / 1024).toFixed(0)} KB each${BIG_ITEMS > 0 ? `, and one of ${(bigXml.length / MB).toFixed(1)} MB` : ''}`);
  const postgres = ON_POSTGRES ? await startThrowawayPostgres() : undefined;
  const databaseUrl = postgres?.url ?? process.env.DATABASE_URL;
  try {
    if (process.env.BENCH_SKIP_PGLITE !== 'true') await bench('PGlite', { DATABASE_URL: undefined }, hosts, big);
    if (databaseUrl) await bench(`PostgreSQL${postgres ? ` ${postgres.version} (throwaway)` : ''}`, { DATABASE_URL: databaseUrl }, hosts, big);
  } finally {
    postgres?.stop();
    await Promise.all([...hosts, big].map((host) => host.close()));
  }
}

await main();
