import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeYouTube, startFakeYouTube } from '@tests/fakes/youtube-server';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { youtubeQuotaUsage } from '@server/db/schema';
import { createCountedYouTubeClient, SCAN_UNIT_COST, unitsUsedToday, utcDay } from './youtube-quota';

let fake: FakeYouTube;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeYouTube([{ id: 'aaaaaaaaaa1', title: 'Keynote', publishedAt: '2024-03-01T10:00:00Z', viewCount: 9 }]);
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.mode = 'ok';
  await t.db.delete(youtubeQuotaUsage).where(eq(youtubeQuotaUsage.day, utcDay()));
});

const client = (dailyQuota: number) => createCountedYouTubeClient(t.db, { apiKey: fake.apiKey, baseUrl: fake.baseUrl, timeoutMs: 2_000, dailyQuota }, fetch);

describe('the counted YouTube client', () => {
  it('lets only as many concurrent scans through as the budget holds, and never counts past it', async () => {
    const budget = 3 * SCAN_UNIT_COST + 50; // room for three scans, not four
    const counted = client(budget);
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => counted.searchVideos(`query ${i}`, 5)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((r) => r.status === 'rejected')) expect((r as PromiseRejectedResult).reason).toMatchObject({ kind: 'quota' });
    expect(await unitsUsedToday(t.db)).toBe(3 * SCAN_UNIT_COST);
  });

  it('gives back what a scan reserved and did not send', async () => {
    fake.mode = 'quota';
    await expect(client(10_000).searchVideos('anything', 5)).rejects.toMatchObject({ kind: 'quota' });
    expect(await unitsUsedToday(t.db)).toBe(100); // search.list was sent (and refused); videos.list never was
  });
});
