import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like, sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { podcastFeeds } from '../src/server/db/schema';
import { registerFeed } from '../src/server/features/directory/feeds/feed-register';
import { type DueFeedsContext, readDueFeeds } from '../src/server/features/directory/feeds/feeds.service';
import { type FeedServer, manyItemsFeed, startFeedServer } from '../tests/fakes/feeds/feed-server';
import { rssXml } from '../tests/fakes/feeds/rss';

/**
 * `npm run bench:feeds`: BENCH_FEEDS (default 100) feeds of BENCH_ITEMS (default 1,000) items,
 * served by the fake feed server on 127.0.0.1 from BENCH_HOSTS (default 4) hosts (a port each), read
 * by readDueFeeds into a fresh embedded database (PGlite), and into PostgreSQL too when DATABASE_URL
 * is set (its bench feeds are deleted after). Prints, for the first read (everything new) and a
 * re-read (nothing changed), the seconds, feeds a second, and the peak RSS and heap. Stops after
 * BENCH_LIMIT_SECONDS (default 600).
 */
const FEEDS = Number(process.env.BENCH_FEEDS ?? 100);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 1_000);
const HOSTS = Number(process.env.BENCH_HOSTS ?? 4);
const LIMIT_SECONDS = Number(process.env.BENCH_LIMIT_SECONDS ?? 600);

const MB = 1024 * 1024;

/** Samples process.memoryUsage() every 20 ms until stopped: the peaks of RSS and heap used, in MB. */
function memoryPeaks() {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 20);
  return () => {
    clearInterval(timer);
    sample();
    return { rssMb: Math.round(rss / MB), heapMb: Math.round(heap / MB) };
  };
}

/** Reads every due feed once, timing it and sampling memory. */
async function timedRead(label: string, ctx: DueFeedsContext, now: Date) {
  const peaks = memoryPeaks();
  const started = performance.now();
  const summary = await readDueFeeds(ctx, now);
  const seconds = (performance.now() - started) / 1000;
  const memory = peaks();
  console.log(
    `  ${label}: ${summary.read}/${summary.feeds} feeds read (${summary.failed} failed), ${summary.newEpisodes} new and ${summary.changedEpisodes} changed episodes in ${seconds.toFixed(1)} s = ${(summary.feeds / seconds).toFixed(1)} feeds/s; peak RSS ${memory.rssMb} MB, peak heap ${memory.heapMb} MB`,
  );
}

async function bench(label: string, env: Record<string, string | undefined>, servers: FeedServer[]): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-feeds-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(40), OUTBOUND_ALLOWED_PRIVATE_HOSTS: servers.map((s) => s.host).join(','), ...env });
  const database = await openDatabase(config);
  const ctx: DueFeedsContext = { db: database.db, config, listeners: [], log: { warn: (details, message) => console.warn(message, details) } };
  const prefix = `${servers[0]!.url('/bench-')}`;
  try {
    // every bench feed, due now (a previous PostgreSQL run's are deleted first)
    for (const server of servers) await database.db.delete(podcastFeeds).where(like(podcastFeeds.url, `${server.url('/bench-')}%`));
    for (let i = 0; i < FEEDS; i++) await registerFeed(database.db, servers[i % servers.length]!.url(`/bench-${i}.xml`));
    const now = new Date();
    console.log(`${label}: ${FEEDS} feeds × ${ITEMS} items from ${servers.length} hosts`);
    await timedRead('first read (all new)', ctx, now);
    await database.db.update(podcastFeeds).set({ nextCheckAt: now }).where(like(podcastFeeds.url, 'http://127.0.0.1:%/bench-%'));
    await timedRead('re-read (nothing changed)', ctx, now);
    const [stored] = await database.db.select({ n: sql<number>`sum(episode_count)::int` }).from(podcastFeeds).where(like(podcastFeeds.url, 'http://127.0.0.1:%/bench-%'));
    console.log(`  stored: ${stored?.n ?? 0} episodes (${prefix}…)`);
    if (env.DATABASE_URL) for (const server of servers) await database.db.delete(podcastFeeds).where(like(podcastFeeds.url, `${server.url('/bench-')}%`));
  } finally {
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
  const servers = await Promise.all(Array.from({ length: HOSTS }, () => startFeedServer()));
  for (let i = 0; i < FEEDS; i++) {
    const xml = rssXml({ ...manyItemsFeed(ITEMS, `Bench Show ${i}`), items: manyItemsFeed(ITEMS).items.map((item) => ({ ...item, guid: `bench-${i}-${item.guid}` })) });
    servers[i % HOSTS]!.serve(`/bench-${i}.xml`, () => xml);
  }
  console.log(`feeds of ${(rssXml(manyItemsFeed(ITEMS)).length / 1024).toFixed(0)} KB each`);
  try {
    await bench('PGlite', { DATABASE_URL: undefined }, servers);
    if (process.env.DATABASE_URL) await bench('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }, servers);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

await main();
