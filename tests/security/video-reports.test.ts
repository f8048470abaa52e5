import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, videos } from '@server/db/schema';
import { createClient, createUser, createVideo } from '../factories';
import { type FakeYouTube, startFakeYouTube } from '../fakes/youtube-server';
import { openSession } from '../helpers/session';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The security finding "Visitors feed auto-delete": a visitor's report that a video is unavailable is only a
 * hint the server checks with YouTube, and the unavailable-videos rule counts from when the server
 * marked a video, not from when it was added.
 */

const FINE = 'fineVideo01';
const PRIVATE = 'privateVid1';
const UNLISTED = 'unlistedV01';

let fake: FakeYouTube;
let t: TestApp;
let unconfigured: TestApp;
let ip = 0;

beforeAll(async () => {
  fake = await startFakeYouTube();
  [t, unconfigured] = await Promise.all([
    // YouTube's fake answers at once; a tight timeout only made a busy machine (CI's two lanes) read it as down
    createTestApp({ YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_BASE_URL: fake.baseUrl, YOUTUBE_TIMEOUT_MS: '3000' }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), unconfigured?.close()]);
  await fake?.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.videos = [
    { id: FINE, title: 'Fine', publishedAt: '2024-01-01T00:00:00Z' },
    { id: PRIVATE, title: 'Private', publishedAt: '2024-01-01T00:00:00Z', privacyStatus: 'private' },
    { id: UNLISTED, title: 'Unlisted', publishedAt: '2024-01-01T00:00:00Z', privacyStatus: 'unlisted' },
  ];
  fake.requests.length = 0;
});

/** A visitor's report, from a new address each time (as five browsers would send it). */
const report = (app: TestApp, id: number, youtubeId: string | null) =>
  app.app.inject({
    method: 'POST',
    url: `/api/videos/${id}/mark-unavailable`,
    payload: { reason: 'all_thumbnails_failed', youtubeId, attemptedUrls: [`https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`] },
    remoteAddress: `10.27.${(++ip >> 8) & 255}.${ip & 255}`,
  });
const stateOf = async (app: TestApp, id: number) => {
  const [row] = await app.db.select({ reason: videos.unavailableReason, since: videos.unavailableSince }).from(videos).where(eq(videos.id, id));
  return row;
};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const statusChecks = () => fake.requests.filter((r) => r.resource === 'videos' && r.query.part === 'status');

describe('a visitor’s report is a hint the server checks with YouTube', () => {
  it('marks nothing when YouTube says the video plays (public or unlisted), and says 204 all the same', async () => {
    const client = await createClient(t.db);
    for (const youtubeId of [FINE, UNLISTED]) {
      const video = await createVideo(t.db, client.id, { youtubeId, createdAt: daysAgo(400) });
      const res = await report(t, video.id, youtubeId);
      expect(res.statusCode).toBe(204);
      expect(await stateOf(t, video.id)).toEqual({ reason: null, since: null });
    }
    expect(statusChecks().map((r) => r.query.id)).toEqual([FINE, UNLISTED]);
  });

  it('marks a video YouTube says is private or gone, from now, audited with YouTube’s answer', async () => {
    const client = await createClient(t.db);
    const before = Date.now();
    for (const [youtubeId, status] of [
      [PRIVATE, 'private'],
      ['goneVideo01', 'removed'],
    ] as const) {
      const video = await createVideo(t.db, client.id, { youtubeId, createdAt: daysAgo(400) });
      expect((await report(t, video.id, youtubeId)).statusCode).toBe(204);
      const state = await stateOf(t, video.id);
      expect(state.reason).toBe('all_thumbnails_failed');
      expect(state.since?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(video.id)));
      expect(audit).toMatchObject({ action: 'video.mark-unavailable', actorUserId: null, details: { youtubeStatus: status } });
    }
  });

  it('asks YouTube about a video at most once a day, whoever reports it', async () => {
    const video = await createVideo(t.db, (await createClient(t.db)).id, { youtubeId: FINE });
    for (let i = 0; i < 5; i++) expect((await report(t, video.id, FINE)).statusCode).toBe(204);
    expect(statusChecks()).toHaveLength(1);
  });

  it('marks nothing while YouTube does not answer, and checks again at the next report once it does', async () => {
    const video = await createVideo(t.db, (await createClient(t.db)).id, { youtubeId: PRIVATE });
    fake.mode = 'server-error';
    expect((await report(t, video.id, PRIVATE)).statusCode).toBe(204);
    expect((await stateOf(t, video.id)).reason).toBeNull();
    fake.mode = 'ok';
    expect((await report(t, video.id, PRIVATE)).statusCode).toBe(204);
    expect((await stateOf(t, video.id)).reason).toBe('all_thumbnails_failed');
  });

  it('marks nothing when YouTube is not configured, or the video has no YouTube id', async () => {
    const offline = await createVideo(unconfigured.db, (await createClient(unconfigured.db)).id, { youtubeId: PRIVATE });
    expect((await report(unconfigured, offline.id, PRIVATE)).statusCode).toBe(204);
    expect(await stateOf(unconfigured, offline.id)).toEqual({ reason: null, since: null });
    const vimeo = await createVideo(t.db, (await createClient(t.db)).id, { youtubeId: null, vimeoId: '123456' });
    expect((await report(t, vimeo.id, null)).statusCode).toBe(204);
    expect(await stateOf(t, vimeo.id)).toEqual({ reason: null, since: null });
    expect(statusChecks()).toEqual([]);
  });

  it('clears a mark when YouTube says the video plays again', async () => {
    const video = await createVideo(t.db, (await createClient(t.db)).id, {
      youtubeId: FINE,
      unavailableReason: 'all_thumbnails_failed',
      unavailableSince: daysAgo(3),
    });
    expect((await report(t, video.id, FINE)).statusCode).toBe(204);
    expect(await stateOf(t, video.id)).toEqual({ reason: null, since: null });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(video.id)));
    expect(audit).toMatchObject({ action: 'video.mark-available', details: { youtubeStatus: 'available' } });
  });
});

describe('the unavailable-videos rule counts from the mark', () => {
  it('keeps a video marked recently, however long ago it was added, and removes one marked longer ago than the rule’s age', async () => {
    const admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
    const call = (method: 'PUT' | 'POST', url: string, payload?: unknown) =>
      t.app.inject({ method, url: `/api/admin/auto-delete${url}`, headers: { cookie: admin }, payload: payload as never });
    const client = await createClient(t.db);
    const old = await createVideo(t.db, client.id, { title: 'Old talk, marked today', youtubeId: PRIVATE, createdAt: daysAgo(400) });
    expect((await report(t, old.id, PRIVATE)).statusCode).toBe(204);
    expect((await stateOf(t, old.id)).reason).not.toBeNull();
    const long = await createVideo(t.db, client.id, { title: 'Marked long ago', unavailableReason: 'all_thumbnails_failed', unavailableSince: daysAgo(40) });
    expect((await call('PUT', '/rules/unavailable-videos', { enabled: true, ageDays: 30 })).statusCode).toBe(200);
    const run = await call('POST', '/run');
    expect(run.statusCode).toBe(200);
    const removed = run.json().rules[0].items.map((i: { targetId: string }) => Number(i.targetId));
    expect(removed).toContain(long.id);
    expect(removed).not.toContain(old.id);
    expect(await stateOf(t, old.id)).toBeDefined();
    expect(await stateOf(t, long.id)).toBeUndefined();
  });
});
