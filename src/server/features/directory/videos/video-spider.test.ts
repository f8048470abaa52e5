import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, createUser, createVideo } from '@tests/factories';
import { type FakeVideo, type FakeYouTube, startFakeYouTube } from '@tests/fakes/youtube-server';
import { finishedSpiderRun } from '@tests/helpers/fixtures/directory/videos/video-spider';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { adminJobFindings, adminJobs, auditLog, clients, contentChanges, videos, youtubeQuotaUsage } from '@server/db/schema';
import { settleJobs } from '@server/jobs/run-job';
import { utcDay } from './youtube-quota';

/** What the fake YouTube finds for every search. */
const FOUND: FakeVideo[] = [
  { id: 'aaaaaaaaaa1', title: 'Keynote', publishedAt: '2024-03-01T10:00:00Z', viewCount: 900, likeCount: 12 },
  { id: 'bbbbbbbbbb2', title: 'Panel', publishedAt: '2024-05-01T10:00:00Z', viewCount: 50 },
];

let fake: FakeYouTube;
let t: TestApp;
let bare: TestApp;
let admin: string;
let guest: string;
let ada: { id: number };
let grace: { id: number };
beforeAll(async () => {
  fake = await startFakeYouTube(FOUND);
  [t, bare] = await Promise.all([createTestApp({ YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_BASE_URL: fake.baseUrl, YOUTUBE_TIMEOUT_MS: '2000' }), createTestApp()]);
  ada = await createClient(t.db, { slug: 'ada', name: 'Ada Lovelace' });
  grace = await createClient(t.db, { slug: 'grace', name: 'Grace Hopper' });
  await createVideo(t.db, ada.id, { youtubeId: 'aaaaaaaaaa1' }); // Ada has the keynote already
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: ada.id })).id);
});
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close()]);
  await fake?.close();
});
beforeEach(async () => {
  fake.mode = 'ok';
  fake.requests.length = 0;
  await setUsedToday(0);
});

/** Sets today's spent units. */
async function setUsedToday(units: number) {
  await t.db.insert(youtubeQuotaUsage).values({ day: utcDay(), units }).onConflictDoUpdate({ target: youtubeQuotaUsage.day, set: { units } });
}

const post = (app: TestApp, url: string, payload: unknown, cookie = admin) =>
  app.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const get = (app: TestApp, url: string, cookie = admin) => app.app.inject({ url, headers: { cookie } });

/** Starts a run and waits for it to end: the run's answer and the finished job. */
async function runToEnd(body: unknown) {
  const res = await post(t, '/api/admin/video-spider/run', body);
  expect(res.statusCode, res.body).toBe(202);
  await settleJobs(t.db);
  const job = (await get(t, `/api/admin/jobs/${res.json().jobId}`)).json();
  return { started: res.json(), job };
}

describe('POST /api/admin/video-spider/run', () => {
  it('scans each chosen client by name in the background, keeps unsaved results as findings and counts 101 units a client', async () => {
    const { started, job } = await runToEnd({ clientIds: [grace.id, ada.id] });
    expect(started).toEqual({ jobId: expect.any(Number), total: 2 });
    expect(job).toMatchObject({ kind: 'video-spider', status: 'succeeded', done: 2, total: 2 });
    expect(job.summary).toMatchObject({ clients: 2, scanned: 2, found: 3, failed: 0, message: 'Scanned 2 of 2 clients: 3 new videos to review' });
    expect(fake.requests.filter((r) => r.resource === 'search').map((r) => r.query.q)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect((await get(t, '/api/admin/video-spider/quota')).json()).toEqual({ day: utcDay(), used: 202, budget: 10_000, configured: true });

    const results = (await get(t, `/api/admin/video-spider/results?jobId=${started.jobId}&dir=asc`)).json();
    expect(results).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(results.items.map((r: { clientName: string; video: { id: string } }) => [r.clientName, r.video.id])).toEqual([
      ['Ada Lovelace', 'bbbbbbbbbb2'],
      ['Grace Hopper', 'bbbbbbbbbb2'], // newest first, as the scan answers
      ['Grace Hopper', 'aaaaaaaaaa1'],
    ]);
    expect(results.items[0]).toMatchObject({
      clientSlug: 'ada',
      savedVideoId: null,
      toApprove: null,
      video: { title: 'Panel', viewCount: 50, likes: null, channelTitle: 'Fake Channel', url: 'https://www.youtube.com/watch?v=bbbbbbbbbb2' },
    });
    const graceOnly = (await get(t, `/api/admin/video-spider/results?jobId=${started.jobId}&clientId=${grace.id}`)).json();
    expect(graceOnly.items.map((r: { clientId: number }) => r.clientId)).toEqual([grace.id, grace.id]);
    const searched = (await get(t, `/api/admin/video-spider/results?jobId=${started.jobId}&q=keyn`)).json();
    expect(searched.items.map((r: { video: { title: string } }) => r.video.title)).toEqual(['Keynote']);
  });

  it('scans every listed client without a list, and the results default to the latest run', async () => {
    const hidden = await createClient(t.db, { name: 'Hidden Draft', narrativeBio: '' });
    const listed = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.listed, true));
    const { started, job } = await runToEnd({});
    expect(started.total).toBe(listed.length);
    expect(job.status).toBe('succeeded');
    expect(fake.requests.map((r) => r.query.q)).not.toContain('Hidden Draft');
    const latest = (await get(t, '/api/admin/video-spider/results')).json();
    expect(latest.items.every((r: { jobId: number }) => r.jobId === started.jobId)).toBe(true);
    await t.db.delete(clients).where(eq(clients.id, hidden.id));
  });

  it('stops before a scan that would pass the daily budget, saying so and how many clients are left', async () => {
    const third = await createClient(t.db, { name: 'Katherine Johnson' });
    await setUsedToday(10_000 - 150); // room for one scan (101 units), not two
    const { job } = await runToEnd({ clientIds: [ada.id, grace.id, third.id] });
    expect(job.status).toBe('succeeded');
    expect(job.summary).toMatchObject({ scanned: 1, left: 2, message: 'Stopped: the daily YouTube quota of 10,000 units is used up; 2 clients left' });
    expect(fake.requests.filter((r) => r.resource === 'search')).toHaveLength(1);
    expect((await get(t, '/api/admin/video-spider/quota')).json().used).toBe(10_000 - 150 + 101);
  });

  it('ends the run when YouTube says its quota is used up, and fails it when YouTube refuses the key', async () => {
    fake.mode = 'quota';
    expect((await runToEnd({ clientIds: [ada.id, grace.id] })).job.summary).toMatchObject({ scanned: 0, left: 2 });
    fake.mode = 'forbidden';
    const { job } = await runToEnd({ clientIds: [ada.id, grace.id] });
    expect(job).toMatchObject({ status: 'failed', error: 'YouTube refused the scan. Please check the YouTube API key.' });
    expect(fake.requests.filter((r) => r.resource === 'search')).toHaveLength(2);
  });

  it('refuses bad client lists, unknown clients, guests and visitors, starting nothing', async () => {
    const before = await t.db.select({ id: adminJobs.id }).from(adminJobs);
    for (const clientIds of [[], [ada.id, ada.id], ['x'], [0], Array.from({ length: 501 }, (_, i) => i + 1), 'all']) {
      expect((await post(t, '/api/admin/video-spider/run', { clientIds })).statusCode, JSON.stringify(clientIds)).toBe(400);
    }
    const unknown = await post(t, '/api/admin/video-spider/run', { clientIds: [999_999] });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'NO_CLIENTS']);
    expect((await post(t, '/api/admin/video-spider/run', {}, guest)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/video-spider/run', payload: {} })).statusCode).toBe(401);
    expect(await t.db.select({ id: adminJobs.id }).from(adminJobs)).toEqual(before);
  });

  it('answers 503 with a plain message without YOUTUBE_API_KEY, while the quota still shows', async () => {
    const cookie = await openSession(bare.db, (await createUser(bare.db, { role: 'admin' })).id);
    const res = await post(bare, '/api/admin/video-spider/run', {}, cookie);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: "YouTube isn't configured: set YOUTUBE_API_KEY to scan for videos.", code: 'YOUTUBE_NOT_CONFIGURED' });
    expect((await get(bare, '/api/admin/video-spider/quota', cookie)).json()).toMatchObject({ used: 0, budget: 10_000, configured: false });
    expect((await get(bare, '/api/admin/video-spider/results', cookie)).json()).toMatchObject({ items: [], total: 0 });
  });
});

describe('quota and results', () => {
  it('counts the single-client scan panel’s calls too', async () => {
    const res = await post(t, '/api/scan-youtube-videos', { clientId: grace.id, clientName: 'Grace Hopper' });
    expect(res.statusCode).toBe(200);
    expect((await get(t, '/api/admin/video-spider/quota')).json().used).toBe(101);
    await setUsedToday(9_950);
    expect((await post(t, '/api/scan-youtube-videos', { clientId: grace.id, clientName: 'Grace Hopper' })).json().code).toBe('YOUTUBE_QUOTA_EXCEEDED');
  });

  it('refuses guests, visitors and bad paging', async () => {
    expect((await get(t, '/api/admin/video-spider/quota', guest)).statusCode).toBe(403);
    expect((await get(t, '/api/admin/video-spider/results', guest)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/video-spider/quota' })).statusCode).toBe(401);
    for (const query of ['pageSize=7', 'page=0', 'sort=title', 'jobId=abc', 'clientId=-1']) {
      expect((await get(t, `/api/admin/video-spider/results?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/admin/video-spider/import', () => {
  const importing = (body: unknown, cookie = admin) => post(t, '/api/admin/video-spider/import', body, cookie);

  it('saves the chosen results pending, logs each in the update log, and skips ones already saved or not the run’s', async () => {
    const run = await finishedSpiderRun(t.db, grace.id, ['importOne01', 'importTwo02', 'importSix06']);
    const other = await finishedSpiderRun(t.db, grace.id, ['otherRun001']);
    const res = await importing({ jobId: run.jobId, findingIds: [run.findingIds[0], run.findingIds[1], other.findingIds[0]] });
    expect([res.statusCode, res.json()]).toEqual([200, { imported: 2, skipped: 1 }]);
    const saved = await t.db
      .select()
      .from(videos)
      .where(inArray(videos.youtubeId, ['importOne01', 'importTwo02', 'otherRun001']));
    expect(saved.map((v) => [v.youtubeId, v.clientId, v.toApprove, v.viewCount]).sort()).toEqual([
      ['importOne01', grace.id, 1, 1200],
      ['importTwo02', grace.id, 1, 1200],
    ]);
    const logged = await t.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.entityId, String(saved[0].id)));
    expect(logged.find((c) => c.field === 'title')).toMatchObject({ source: 'import', before: null, clientName: 'Grace Hopper' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'video-spider.import'), eq(auditLog.targetId, String(run.jobId))));
    expect(audit).toHaveLength(1);

    const again = await importing({ jobId: run.jobId, findingIds: run.findingIds });
    expect(again.json()).toEqual({ imported: 1, skipped: 2 });
    expect(await t.db.select().from(videos).where(eq(videos.youtubeId, 'importOne01'))).toHaveLength(1);
    const listed = (await get(t, `/api/admin/video-spider/results?jobId=${run.jobId}`)).json();
    expect(listed.items.map((r: { toApprove: number | null; savedVideoId: number | null }) => r.toApprove)).toEqual([1, 1, 1]);
  });

  it('is all or nothing: a result that is not an importable video refuses the whole import with 422', async () => {
    const run = await finishedSpiderRun(t.db, ada.id, ['goodVideo01']);
    const [bad] = await t.db
      .insert(adminJobFindings)
      .values({
        jobId: run.jobId,
        clientId: ada.id,
        kind: 'video',
        detail: { ...FOUND[0], id: 'untitled001', title: '  ', description: '', thumbnailUrl: null, channelTitle: '', viewCount: null, likes: null, url: 'x' },
      })
      .returning();
    const res = await importing({ jobId: run.jobId, findingIds: [run.findingIds[0], bad!.id] });
    expect([res.statusCode, res.json().code]).toEqual([422, 'VIDEO_SPIDER_BAD_RESULT']);
    expect(await t.db.select().from(videos).where(eq(videos.youtubeId, 'goodVideo01'))).toEqual([]);
  });

  it('refuses bad bodies, guests and visitors, saving nothing', async () => {
    const run = await finishedSpiderRun(t.db, ada.id, ['refusedVid1']);
    for (const body of [
      {},
      { jobId: run.jobId },
      { jobId: run.jobId, findingIds: [] },
      { jobId: 'x', findingIds: run.findingIds },
      { jobId: run.jobId, findingIds: [1, 1] },
    ]) {
      expect((await importing(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await importing(run, guest)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/video-spider/import', payload: run })).statusCode).toBe(401);
    expect(await t.db.select().from(videos).where(eq(videos.youtubeId, 'refusedVid1'))).toEqual([]);
  });
});
