import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createPodcast, createUser } from '@tests/factories';
import { bigFeedXml } from '@tests/fakes/feeds/feed-server';
import { startThreadedFeedHost, type ThreadedFeedHost } from '@tests/fakes/feeds/threaded-feed-host';
import { percentile, startLatencyProbe } from '@tests/helpers/latency-probe';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { feedEpisodes, podcastFeeds } from '@server/db/schema';
import { registerFeed } from './feed-register';

let t: TestApp;
let fake: ThreadedFeedHost;
let admin: string;
let healthz: string;
beforeAll(async () => {
  fake = await startThreadedFeedHost();
  t = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE_HOSTS: fake.host });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  healthz = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/healthz`;
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  // guests for the app's matching listener to look for in every new episode
  for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing']) await createClient(t.db, { name });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/**
 * How long /healthz may take while a feed is read. On a quiet machine every answer comes within
 * HEALTHZ_MS; a machine shared with other work stalls the whole process now and then (on the
 * 2-core test machine, answers of 400-600 ms with no read at all, and once in a CI run a single
 * one of 1.4 s beside other test files), so 95 in 100 answers must come within HEALTHZ_MS, at most
 * one may wait STALL_MS and none 3 × STALL_MS: the parse on the event loop held it for seconds,
 * and a hold repeated in each batch would show as many slow answers, not one.
 */
const HEALTHZ_MS = 200;
const STALL_MS = 1_000;

/** "Read now" on the feed while another client asks /healthz every 20 ms: the read's answer, and each /healthz answer's time (ms). */
async function readWhileTimingHealthz(feedId: number) {
  const probe = startLatencyProbe(healthz);
  // the probe's first answers arrive before the read starts
  await new Promise((resolve) => setTimeout(resolve, 300));
  const read = await t.app.inject({ method: 'POST', url: `/api/admin/podcast-feeds/${feedId}/read`, headers: { cookie: admin } });
  return { read, times: await probe.stop() };
}

const storedGuids = async (feedId: number) =>
  (await t.db.select({ guid: feedEpisodes.guid }).from(feedEpisodes).where(eq(feedEpisodes.feedId, feedId)).orderBy(asc(feedEpisodes.publishedAt))).map(
    (e) => e.guid,
  );

describe('reading a feed of 100,000 items (9.5 MB, under the 10 MB cap)', () => {
  it('never holds the server: /healthz answers in time throughout; the newest 2,000 are kept, and a read with every GUID new keeps 2,000', async () => {
    const show = await createPodcast(t.db, { name: 'The Big Show' });
    const feedId = await registerFeed(t.db, fake.url, { source: 'admin', podcastId: show.id });
    const rounds = [bigFeedXml(100_000, 1), bigFeedXml(100_000, 2)];
    for (const [round, xml] of rounds.entries()) {
      await fake.serve(xml);
      // "Read now" reads a feed at most hourly: the second round is read as if an hour had passed
      await t.db.update(podcastFeeds).set({ checkedAt: null }).where(eq(podcastFeeds.id, feedId));
      const { read, times } = await readWhileTimingHealthz(feedId);

      const seen = `/healthz over ${times.length} answers: p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms`;
      expect(times.length, seen).toBeGreaterThan(10);
      expect(percentile(times, 95), seen).toBeLessThan(HEALTHZ_MS);
      expect(times.filter((time) => time >= STALL_MS).length, seen).toBeLessThanOrEqual(1);
      expect(Math.max(...times), seen).toBeLessThan(3 * STALL_MS);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ failures: 0, error: null, episodeCount: 2_000 });
      // the feed lists its items oldest first: the newest by date are its last 2,000
      const guids = await storedGuids(feedId);
      expect(guids).toHaveLength(2_000);
      expect(guids[0]).toBe(`${round + 1}-98000`);
      expect(guids.at(-1)).toBe(`${round + 1}-99999`);
    }
  }, 300_000);
});
