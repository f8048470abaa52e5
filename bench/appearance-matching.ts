/**
 * Bench of appearance matching, `npm run bench:matching`:
 * 1. the guest index over GUESTS (100,000) generated profiles: build time and the heap it holds;
 * 2. matching EPISODES (10,000) generated feed episodes against it: time per episode and in all;
 * 3. one `matchEpisodes` call on an embedded database (PGlite, in memory) seeded with the same
 *    profiles, over DB_EPISODES (1,000) stored episodes: loading the index and writing the matches.
 *    Skipped when seeding takes longer than BENCH_MAX_SECONDS (150) allows.
 * No network: everything runs in this process.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { createPglite, wrapPglite } from '../src/server/db/client';
import { appearanceMatches, feedEpisodes, podcastFeeds } from '../src/server/db/schema';
import { buildGuestIndex, type GuestProfile, type MatchableItem, matchItem } from '../src/server/features/directory/appearances/matching/matcher';
import { loadGuestIndex, matchEpisodes } from '../src/server/features/directory/appearances/matching/matches.service';

const GUESTS = Number(process.env.GUESTS ?? 100_000);
const EPISODES = Number(process.env.EPISODES ?? 10_000);
const DB_EPISODES = Number(process.env.DB_EPISODES ?? 1_000);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 150);
const FIRST = [
  'Ada',
  'Grace',
  'Marcus',
  'Nina',
  'Omar',
  'Priya',
  'Lena',
  'Diego',
  'Hana',
  'Kofi',
  'Sofia',
  'Ravi',
  'Elena',
  'Tomás',
  'Aisha',
  'Jonah',
  'Mei',
  'Félix',
  'Zara',
  'Caleb',
];

/** Guest `i`'s name and organisation, the same in memory and in the database: "Priya Lin4711", "Org 47". */
const nameOf = (i: number) => `${FIRST[i % 20]} Lin${i}`;
const headlineOf = (i: number) => `Chief Executive Officer at Org ${i % 5_000}`;

/** Generated guest `i` (from 1). */
function guest(i: number): GuestProfile {
  return {
    clientId: i,
    name: nameOf(i),
    headline: headlineOf(i),
    websiteUrl: i % 2 === 0 ? `https://lin${i}.example` : null,
    socialUrls: [`https://www.linkedin.com/in/lin${i}`, `https://x.com/lin${i}`],
    profileUrl: `https://podium.example/profile/bench-${i}`,
  };
}

/** Generated episode `n`: a third name a guest in the title, a fifth tag one, a fifth cite one in the description, the rest name nobody. */
function episode(n: number): MatchableItem {
  const who = 1 + ((n * 7919) % GUESTS);
  const base: MatchableItem = {
    title: `Episode ${n}: markets and people`,
    description: 'A weekly look at work, money and the people behind both.',
    publishedAt: new Date(Date.UTC(2025, 0, 1 + (n % 365))),
    persons: [],
  };
  if (n % 3 === 0) return { ...base, title: `${nameOf(who)} on building Org ${who % 5_000}` };
  if (n % 5 === 1) return { ...base, persons: [{ name: nameOf(who), role: 'guest', href: n % 2 ? `https://linkedin.com/in/lin${who}/` : null }] };
  if (n % 5 === 2) return { ...base, description: `As ${nameOf(who)} said, markets are people. Joined by Someone Unknown this week.` };
  return base;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const heap = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

/** Parts 1 and 2: the index in memory, and the matching against it. */
function inMemory(): void {
  const guests = Array.from({ length: GUESTS }, (_, i) => guest(i + 1));
  const before = heap();
  let started = performance.now();
  const index = buildGuestIndex(guests);
  const buildMs = performance.now() - started;
  const held = heap() - before;
  console.log(
    `guest index: ${GUESTS.toLocaleString('en-US')} profiles built in ${buildMs.toFixed(0)} ms, heap held ${mb(held)}${(globalThis as { gc?: unknown }).gc ? '' : ' (no --expose-gc: rough)'}`,
  );

  const items = Array.from({ length: EPISODES }, (_, n) => episode(n));
  started = performance.now();
  let verified = 0;
  let suggested = 0;
  for (const item of items) {
    for (const m of matchItem(item, index, [])) m.status === 'verified' ? verified++ : suggested++;
  }
  const matchMs = performance.now() - started;
  console.log(
    `matching: ${EPISODES.toLocaleString('en-US')} episodes in ${matchMs.toFixed(0)} ms (${((matchMs * 1000) / EPISODES).toFixed(1)} µs per episode): ${verified} verified, ${suggested} suggested`,
  );
}

/** Part 3: one matchEpisodes call on PGlite with the profiles seeded, bounded by MAX_SECONDS. */
async function onDatabase(deadline: number): Promise<void> {
  const database = await wrapPglite(await createPglite('memory://'));
  const { db } = database;
  try {
    let started = performance.now();
    const batch = 10_000;
    for (let from = 1; from <= GUESTS; from += batch) {
      const to = Math.min(GUESTS, from + batch - 1);
      await db.execute(sql`
        insert into clients (slug, name, headline, narrative_bio, website_url, linkedin_url)
        select 'bench-' || i, (${sql.raw(`array[${FIRST.map((f) => `'${f}'`).join(',')}]`)})[1 + i % 20] || ' Lin' || i,
          'Chief Executive Officer at Org ' || (i % 5000), 'A bio.',
          case when i % 2 = 0 then 'https://lin' || i || '.example' end, 'https://www.linkedin.com/in/lin' || i
        from generate_series(${from}::int, ${to}::int) as i`);
      if (Date.now() > deadline) {
        console.log(`database: seeding stopped at ${to.toLocaleString('en-US')} profiles (BENCH_MAX_SECONDS=${MAX_SECONDS}); matchEpisodes not measured`);
        return;
      }
    }
    console.log(`database: ${GUESTS.toLocaleString('en-US')} profiles seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const [feed] = await db.insert(podcastFeeds).values({ url: 'https://feeds.example/bench.xml', title: 'Bench Show' }).returning({ id: podcastFeeds.id });
    const rows = Array.from({ length: DB_EPISODES }, (_, n) => ({ ...episode(n), feedId: feed!.id, guid: `bench-${n}`, contentHash: String(n) }));
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 500)
      ids.push(
        ...(
          await db
            .insert(feedEpisodes)
            .values(rows.slice(i, i + 500))
            .returning({ id: feedEpisodes.id })
        ).map((r) => r.id),
      );

    const config = loadConfig({ SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://podium.example', LOG_LEVEL: 'silent' });
    const matching = { db, config, bus: { invalidate: async () => undefined } };
    started = performance.now();
    await loadGuestIndex(matching);
    const indexMs = performance.now() - started;
    started = performance.now();
    const verified = await matchEpisodes(matching, ids);
    const ms = performance.now() - started;
    const stored = await db.$count(appearanceMatches);
    console.log(
      `matchEpisodes: ${DB_EPISODES.toLocaleString('en-US')} stored episodes against ${GUESTS.toLocaleString('en-US')} profiles in ${(ms / 1000).toFixed(1)} s, ` +
        `of which loading the guest index from the database ${(indexMs / 1000).toFixed(1)} s (measured alone); ${verified.length} verified with their appearances, ${stored} matches stored`,
    );
  } finally {
    await database.close();
  }
}

const deadline = Date.now() + MAX_SECONDS * 1000;
inMemory();
await onDatabase(deadline);
