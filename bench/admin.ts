import { sql } from 'drizzle-orm';
import { startThrowawayPostgres } from '../scripts/test/throwaway-postgres';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { createSession } from '../src/server/features/account/auth/auth.service';
import { SESSION_COOKIE } from '../src/server/platform/session-cookie';
import { FIRST_NAMES, LAST_NAMES, seedBenchProfiles } from './seed-profiles';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 200);

/** The admin console's content at scale, in one SQL statement per table (generate_series): videos, their facts, talking points, podcasts, episodes, the update log. */
async function seedAdminContent(db: Awaited<ReturnType<typeof openDatabase>>['db'], log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const words = `array['Leadership','Growth','Culture','Strategy','Innovation','Resilience','Markets','Talent','Capital','Future']`;
  const steps: [string, ReturnType<typeof sql>][] = [
    [
      'videos',
      sql.raw(`insert into videos (client_id, title, youtube_id, to_approve, created_at)
        select 1 + (i % ${PROFILES}), (${words})[1 + i % 10] || ' talk ' || i || ' on ' || (${words})[1 + (i / 10) % 10], 'b' || i, (i % 20 = 0)::int,
          now() - (i || ' minutes')::interval
        from generate_series(1, ${VIDEOS}) as i`),
    ],
    [
      'key facts',
      sql.raw(
        `insert into key_facts (video_id, fact) select i, 'Fact ' || i || ' about ' || (${words})[1 + i % 10] from generate_series(1, ${VIDEOS}, 5) as i`,
      ),
    ],
    [
      'talking points',
      sql.raw(`insert into talking_points (client_id, talking_point_title, talking_point_full, position)
        select 1 + (i % ${PROFILES}), (${words})[1 + i % 10] || ' point ' || i, 'Said in full.', i / ${PROFILES} from generate_series(1, ${PROFILES * 3}) as i`),
    ],
    [
      'podcasts',
      sql.raw(
        `insert into podcasts (name, host) select 'Show ' || i || ' of ' || (${words})[1 + i % 10], 'Host ' || i from generate_series(1, ${PROFILES / 50}) as i`,
      ),
    ],
    [
      'episodes',
      sql.raw(`insert into episodes (podcast_id, client_id, title, published_at)
        select 1 + (i % ${PROFILES / 50}), 1 + (i % ${PROFILES}), 'Episode ' || i || ': ' || (${words})[1 + i % 10], now() - (i || ' hours')::interval
        from generate_series(1, ${PROFILES * 2}) as i`),
    ],
    [
      'update log',
      sql.raw(`insert into content_changes (client_id, client_name, entity_type, entity_id, field, before, after, source, created_at)
        select 1 + (i % ${PROFILES}), 'Client ' || i, 'client', (1 + i % ${PROFILES})::text, (array['headline','narrativeBio','name','featured'])[1 + i % 4],
          to_jsonb('before ' || i), to_jsonb('after ' || i), (array['edit','sync','import'])[1 + i % 3], now() - (i || ' seconds')::interval
        from generate_series(1, ${PROFILES * 5}) as i`),
    ],
  ];
  for (const [name, statement] of steps) {
    const t = Date.now();
    await db.execute(statement);
    log(`  ${name} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  await db.execute(sql`analyze`);
  log(`  admin content seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** p50, p95 and max of timings in ms. */
export function summary(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return { 'p50 ms': +at(0.5).toFixed(1), 'p95 ms': +at(0.95).toFixed(1), 'max ms': +sorted[sorted.length - 1].toFixed(1) };
}

/** The admin lists and the query shapes each is timed with: default, filtered, sorted, deep page, searched. */
function listCases(): { list: string; name: string; query: (i: number) => string }[] {
  const client = (i: number) => 1 + ((i * 7919) % PROFILES);
  const term = (i: number) => ['Leadership', 'talk 12', 'Growth', 'point 77', 'Culture', 'Strategy'][i % 6];
  const lists = (process.env.BENCH_ADMIN_LISTS ?? 'talking-points,update-log,videos,clients,episodes,podcasts,media-images,assets').split(',');
  return lists.flatMap((list) => [
    { list, name: 'default', query: (i: number) => `pageSize=${[10, 25, 50][i % 3]}` },
    { list, name: 'filtered', query: (i: number) => `clientId=${client(i)}` },
    { list, name: 'sorted asc', query: (i: number) => `dir=asc&page=${1 + (i % 5)}` },
    { list, name: 'deep page', query: (i: number) => `page=${301 + (i % 100)}` },
    { list, name: 'searched', query: (i: number) => `q=${encodeURIComponent(term(i))}` },
  ]);
}

/** Varied JOE terms: names, name prefixes, title words, and terms that match nothing. */
function joeTerms(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length];
    const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length];
    return [`${first} ${last}`, last.slice(0, 4), `talk ${i * 37}`, 'Resilience', `zqx${i}`, `point ${i * 13}`][i % 6];
  });
}

/**
 * npm run bench:admin (or npm run bench -- --only admin): on a throwaway PostgreSQL cluster,
 * 100,000 profiles and 1,000,000 videos with proportional talking points, episodes, podcasts and
 * update-log rows; then each admin list endpoint (those that answer) and JOE, one request at a
 * time, printed as p50/p95/max. Targets: lists p95 < 50 ms, JOE p95 < 100 ms.
 */
export async function benchAdmin(): Promise<void> {
  const pg = await startThrowawayPostgres();
  console.log(`Admin bench on a throwaway PostgreSQL ${pg.version}: ${PROFILES.toLocaleString('en-US')} profiles, ${VIDEOS.toLocaleString('en-US')} videos`);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: pg.url,
    RATE_LIMIT_DISABLED: 'true',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SESSION_SECRET: 'b'.repeat(40),
  });
  const database = await openDatabase(config);
  const log = (line: string) => console.log(line);
  try {
    await seedBenchProfiles(database.db, PROFILES, log);
    await seedAdminContent(database.db, log);
    const [{ id }] = (
      (await database.db.execute(
        sql`insert into users (email, role, name) values ('bench-admin@example.com', 'admin', 'Bench Admin') returning id`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const { token } = await createSession(database.db, id, false);
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const headers = { cookie: `${SESSION_COOKIE}=${token}` };
    const time = async (path: string) => {
      const t = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      await res.arrayBuffer();
      return { ms: performance.now() - t, status: res.status };
    };
    try {
      await time('/api/admin/joe?q=warm'); // builds the client search index before any timing
      const rows: Record<string, string | number>[] = [];
      const skipped = new Set<string>();
      for (const c of listCases()) {
        if (skipped.has(c.list)) continue;
        const first = await time(`/api/admin/${c.list}?${c.query(0)}`);
        if (first.status === 404) {
          skipped.add(c.list);
          continue;
        }
        if (first.status !== 200) {
          rows.push({ endpoint: `/api/admin/${c.list}`, query: c.name, status: first.status });
          continue;
        }
        const ms: number[] = [];
        for (let i = 0; i < REQUESTS; i++) ms.push((await time(`/api/admin/${c.list}?${c.query(i)}`)).ms);
        rows.push({ endpoint: `/api/admin/${c.list}`, query: c.name, status: 200, ...summary(ms) });
      }
      const joe: number[] = [];
      for (const term of joeTerms(REQUESTS)) joe.push((await time(`/api/admin/joe?q=${encodeURIComponent(term)}`)).ms);
      rows.push({ endpoint: '/api/admin/joe', query: 'varied terms', status: 200, ...summary(joe) });
      console.log('\nAdmin endpoints on PostgreSQL, one request at a time (%d each)', REQUESTS);
      console.table(rows);
      if (skipped.size > 0) console.log(`Skipped (404, not built yet): ${[...skipped].map((l) => `/api/admin/${l}`).join(', ')}`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    pg.stop();
  }
}

if (process.argv[1]?.endsWith('admin.ts')) {
  benchAdmin().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
