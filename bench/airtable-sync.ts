import { timeSync } from './airtable-sync-run';

/**
 * `npx tsx bench/airtable-sync.ts`: syncs BENCH_SYNC_RECORDS (default 10,000) client records from
 * the fake Airtable into a fresh embedded database (PGlite), once with the rate limit out of the
 * way (1,000 requests a second) and once with Airtable's real 5 a second, and prints the seconds of
 * each first run and of a re-sync that changes nothing.
 */
const RECORDS = Number(process.env.BENCH_SYNC_RECORDS ?? 10_000);
for (const requestsPerSecond of [1_000, 5]) {
  for (const t of await timeSync(requestsPerSecond, RECORDS))
    console.log(
      `${requestsPerSecond} req/s, ${t.label}: ${RECORDS} records in ${t.seconds.toFixed(1)} s (${Math.round(RECORDS / t.seconds)}/s), ${t.status}, ${JSON.stringify(t.summary)}`,
    );
}
