import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, createUser, createVideo } from '@tests/factories';
import { type FakeVideo, type FakeYouTube, startFakeYouTube } from '@tests/fakes/youtube-server';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import type { ScannedVideo, ScanPanel } from '@shared/api/directory/videos/video-scan';
import { auditLog, clients, videos } from '@server/db/schema';

/** What the fake YouTube finds for every search: deliberately not in date order; the second hides its likes. */
const FOUND: FakeVideo[] = [
  {
    id: 'aaaaaaaaaa1',
    title: 'Keynote 2022',
    publishedAt: '2022-03-01T09:00:00Z',
    channelTitle: 'Summit TV',
    viewCount: 1500,
    likeCount: 40,
    description: 'On leadership.',
  },
  { id: 'bbbbbbbbbb2', title: 'Interview 2024', publishedAt: '2024-06-15T18:30:00Z', channelTitle: 'The Show', viewCount: 98765 },
  { id: 'cccccccccc3', title: 'Panel 2023', publishedAt: '2023-11-20T12:00:00Z', channelTitle: 'Conf Live', viewCount: 10, likeCount: 1 },
];

let fake: FakeYouTube;
let t: TestApp;
let unconfigured: TestApp;
let ips = 0;

beforeAll(async () => {
  fake = await startFakeYouTube(FOUND);
  [t, unconfigured] = await Promise.all([
    createTestApp({ YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_BASE_URL: fake.baseUrl, YOUTUBE_TIMEOUT_MS: '300' }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), unconfigured?.close()]);
  await fake?.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.videos = FOUND;
  fake.requests.length = 0;
});

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;
const call = (app: TestApp, method: 'GET' | 'POST', url: string, cookie?: string, body?: unknown): Promise<Reply> =>
  app.app.inject({
    method,
    url,
    payload: body as object | undefined,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.9.${(++ips >> 8) & 255}.${ips & 255}`,
  });
const post = (url: string, cookie?: string, body?: unknown) => call(t, 'POST', url, cookie, body);

/** A client of this test alone with its guest's and team member's sessions. */
async function freshClient(app = t) {
  const client = await createClient(app.db, { name: 'Ada Lovelace' });
  const guest = await createUser(app.db, { role: 'guest', clientId: client.id });
  const team = await createUser(app.db, { role: 'team', clientId: client.id });
  return { client, guest: await openSession(app.db, guest.id), team: await openSession(app.db, team.id) };
}
const curator = async (role: 'admin' | 'owner', app = t) => openSession(app.db, (await createUser(app.db, { role })).id);

const scan = (clientId: number, cookie?: string, clientName = 'Ada Lovelace') => post('/api/scan-youtube-videos', cookie, { clientId, clientName });
const importBody = (clientId: number, overrides: Record<string, unknown> = {}) => ({
  clientId,
  youtubeId: 'bbbbbbbbbb2',
  title: 'Interview 2024',
  description: 'A long talk.',
  thumbnailUrl: 'https://i.ytimg.com/vi/bbbbbbbbbb2/hqdefault.jpg',
  publishedAt: '2024-06-15T18:30:00.000Z',
  channelTitle: 'The Show',
  viewCount: 98765,
  likes: null,
  ...overrides,
});
const importVideo = (cookie: string | undefined, body: unknown) => post('/api/videos/import-youtube', cookie, body);
const panel = async (clientId: number, cookie: string): Promise<ScanPanel> => {
  const res = await call(t, 'GET', `/api/videos/scan-panel/${clientId}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};
/** The titles a visitor sees in the profile's videos. */
const publicTitles = async (clientId: number) => (await call(t, 'GET', `/api/videos/by-client-id/${clientId}`)).json().map((v: { title: string }) => v.title);
const videosOf = (clientId: number) => t.db.select().from(videos).where(eq(videos.clientId, clientId)).orderBy(videos.id);
const auditOf = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

function expectError(res: Reply, status: number, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  if (message instanceof RegExp) expect(body.message).toMatch(message);
}

describe('scanning YouTube', () => {
  it('searches by the name, reads the statistics, and answers Scanned video results newest first', async () => {
    const { client } = await freshClient();
    const res = await scan(client.id, await curator('admin'));
    expect(res.statusCode).toBe(200);
    const results: ScannedVideo[] = res.json();
    expect(results.map((v) => v.title)).toEqual(['Interview 2024', 'Panel 2023', 'Keynote 2022']);
    expect(results[0]).toEqual({
      id: 'bbbbbbbbbb2',
      title: 'Interview 2024',
      description: '',
      thumbnailUrl: 'https://i.ytimg.com/vi/bbbbbbbbbb2/hqdefault.jpg',
      publishedAt: '2024-06-15T18:30:00.000Z',
      channelTitle: 'The Show',
      viewCount: 98765,
      likes: null,
      url: 'https://www.youtube.com/watch?v=bbbbbbbbbb2',
      dbVideoId: null,
      toApprove: null,
    });
    expect(results[2]).toMatchObject({ description: 'On leadership.', viewCount: 1500, likes: 40 });

    const [search, details] = fake.requests;
    expect(search).toEqual({ resource: 'search', query: { part: 'snippet', q: 'Ada Lovelace', type: 'video', maxResults: '25', key: fake.apiKey } });
    expect(details.resource).toBe('videos');
    expect(details.query).toMatchObject({ part: 'statistics,snippet', id: 'aaaaaaaaaa1,bbbbbbbbbb2,cccccccccc3', key: fake.apiKey });
  });

  it('marks the results this client already saved with their video id and state', async () => {
    const { client, guest } = await freshClient();
    const saved = await createVideo(t.db, client.id, { youtubeId: 'cccccccccc3', toApprove: 0 });
    const pending = await createVideo(t.db, client.id, { youtubeId: 'aaaaaaaaaa1', toApprove: 1 });
    await createVideo(t.db, (await createClient(t.db)).id, { youtubeId: 'bbbbbbbbbb2' }); // another client's: not this one's
    const results: ScannedVideo[] = (await scan(client.id, guest)).json();
    expect(results.map((v) => [v.id, v.dbVideoId, v.toApprove])).toEqual([
      ['bbbbbbbbbb2', null, null],
      ['cccccccccc3', saved.id, 0],
      ['aaaaaaaaaa1', pending.id, 1],
    ]);
  });

  it('answers an empty list when YouTube finds nothing, without asking for statistics', async () => {
    const { client, team } = await freshClient();
    fake.videos = [];
    const res = await scan(client.id, team);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(fake.requests.map((r) => r.resource)).toEqual(['search']);
  });

  it('is for admins, owners, and the guest and team of that client; others get 401/403 and YouTube is not asked', async () => {
    const { client, guest, team } = await freshClient();
    for (const cookie of [guest, team, await curator('admin'), await curator('owner')]) expect((await scan(client.id, cookie)).statusCode).toBe(200);
    fake.requests.length = 0;
    const stranger = (await freshClient()).guest;
    expectError(await scan(client.id, stranger), 403);
    expectError(await scan(client.id, undefined), 401);
    expectError(await scan(2_000_000_000, await curator('admin')), 404, 'Client not found');
    expect(fake.requests).toEqual([]);
  });

  it('answers 400 with a message naming each invalid field', async () => {
    const { client, guest } = await freshClient();
    const bad: [unknown, RegExp][] = [
      [{ clientId: client.id }, /^The client name is missing$/],
      [{ clientId: client.id, clientName: '   ' }, /Enter a name to search for/],
      [{ clientId: client.id, clientName: 'x'.repeat(201) }, /at most 200 characters/],
      [{ clientId: String(client.id), clientName: 'Ada' }, /client id/i],
      [{ clientId: -1, clientName: 'Ada' }, /Invalid client id/],
      [{ clientName: 'Ada' }, /client id/i],
    ];
    for (const [body, message] of bad) expectError(await post('/api/scan-youtube-videos', guest, body), 400, message);
    expect(fake.requests).toEqual([]);
  });

  it.each([
    ['quota', 503, 'The YouTube quota for today is used up. Please try again later.'],
    ['forbidden', 502, 'YouTube refused the scan. Please check the YouTube API key.'],
    ['server-error', 502, 'YouTube is having trouble answering. Please try again.'],
    ['malformed', 502, 'YouTube sent an answer the scan could not read. Please try again.'],
    ['wrong-shape', 502, 'YouTube sent an answer the scan could not read. Please try again.'],
    ['slow', 503, 'YouTube did not answer in time. Please try again.'],
  ] as const)('maps a YouTube failure (%s) to %i with a plain message, never a 500', async (mode, status, message) => {
    const { client, guest } = await freshClient();
    fake.mode = mode;
    fake.slowMs = 1_000;
    expectError(await scan(client.id, guest), status, message);
  });

  it('says plainly, with 503, that YouTube is not configured when there is no key, and the panel knows before scanning', async () => {
    const { client, guest } = await freshClient(unconfigured);
    const res = await call(unconfigured, 'POST', '/api/scan-youtube-videos', guest, { clientId: client.id, clientName: 'Ada' });
    expectError(res, 503, 'YouTube is not configured');
    expect(res.json().code).toBe('YOUTUBE_NOT_CONFIGURED');
    const state = await call(unconfigured, 'GET', `/api/videos/scan-panel/${client.id}`, guest);
    expect(state.json().youtubeConfigured).toBe(false);
    expect((await panel((await freshClient()).client.id, await curator('admin'))).youtubeConfigured).toBe(true);
    expect(fake.requests).toEqual([]);
  });
});

describe('importing a scanned video', () => {
  it('saves it pending with its scan details, audited; a second import answers the same video and saves nothing', async () => {
    const { client, guest } = await freshClient();
    const first = await importVideo(guest, importBody(client.id));
    expect(first.statusCode).toBe(201);
    const { videoId } = first.json();
    expect(first.json()).toEqual({ videoId: expect.any(Number), toApprove: 1 });
    const [row] = await videosOf(client.id);
    expect(row).toMatchObject({
      id: videoId,
      youtubeId: 'bbbbbbbbbb2',
      title: 'Interview 2024',
      description: 'A long talk.',
      thumbnailUrl: 'https://i.ytimg.com/vi/bbbbbbbbbb2/hqdefault.jpg',
      channelTitle: 'The Show',
      viewCount: 98765,
      likeCount: null,
      toApprove: 1,
    });
    expect(row.publishedAt?.toISOString()).toBe('2024-06-15T18:30:00.000Z');

    const again = await importVideo(guest, importBody(client.id, { title: 'Renamed' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ videoId, toApprove: 1 });
    expect(await videosOf(client.id)).toHaveLength(1);
    expect((await videosOf(client.id))[0].title).toBe('Interview 2024');
    expect((await auditOf('video.import')).filter((e) => e.targetId === String(videoId)).map((e) => e.details)).toEqual([
      expect.objectContaining({ alreadySaved: false }),
      expect.objectContaining({ alreadySaved: true }),
    ]);

    // pending: not on the public profile, but the scan marks it and the panel lists it
    expect(await publicTitles(client.id)).toEqual([]);
    expect((await scan(client.id, guest)).json().find((v: ScannedVideo) => v.id === 'bbbbbbbbbb2')).toMatchObject({ dbVideoId: videoId, toApprove: 1 });
    expect((await panel(client.id, guest)).videos.map((v) => [v.id, v.toApprove, v.likes, v.viewCount])).toEqual([[videoId, 1, null, 98765]]);
  });

  it('is for admins, owners and the guest of that client; team members, strangers and visitors change nothing', async () => {
    const { client, team } = await freshClient();
    const stranger = (await freshClient()).guest;
    expectError(await importVideo(team, importBody(client.id)), 403);
    expectError(await importVideo(stranger, importBody(client.id)), 403);
    expectError(await importVideo(undefined, importBody(client.id)), 401);
    expect(await videosOf(client.id)).toEqual([]);
    for (const [role, youtubeId] of [
      ['admin', 'aaaaaaaaaa1'],
      ['owner', 'cccccccccc3'],
    ] as const) {
      expect((await importVideo(await curator(role), importBody(client.id, { youtubeId }))).statusCode).toBe(201);
    }
    expectError(await importVideo(await curator('admin'), importBody(2_000_000_000)), 404, 'Client not found');
  });

  it('answers 400 with a message per invalid field, and saves nothing', async () => {
    const { client, guest } = await freshClient();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ youtubeId: 'short' }, /Invalid YouTube video id/],
      [{ youtubeId: 'has spaces!' }, /Invalid YouTube video id/],
      [{ title: '  ' }, /Enter a title/],
      [{ title: 'x'.repeat(501) }, /The title must be at most 500 characters/],
      [{ description: 'x'.repeat(10_001) }, /The description must be at most 10000 characters/],
      [{ thumbnailUrl: 'javascript:alert(1)' }, /Enter a full web address/],
      [{ publishedAt: 'yesterday' }, /^The published date must be a valid date$/],
      [{ publishedAt: '1990-01-01T00:00:00Z' }, /between the years 2000 and 2099/],
      [{ viewCount: -1 }, /viewCount must not be negative/],
      [{ likes: 1.5 }, /likes must be a whole number/],
      [{ likes: '12' }, /likes must be a number/],
      [{ channelTitle: 'x'.repeat(201) }, /The channel title must be at most 200 characters/],
      [{ title: 'nul \u0000' }, /null characters/],
    ];
    for (const [overrides, message] of bad) expectError(await importVideo(guest, importBody(client.id, overrides)), 400, message);
    expect(await videosOf(client.id)).toEqual([]);
  });
});

describe('approving, disapproving and hiding', () => {
  it('approve shows the video on the profile at once (read cache told, client marked changed); disapprove takes it off, audited', async () => {
    const { client, guest } = await freshClient();
    const admin = await curator('admin');
    const { videoId } = (await importVideo(guest, importBody(client.id))).json();
    await t.db
      .update(videos)
      .set({ keywords: ['leadership'] })
      .where(eq(videos.id, videoId));
    const topics = async () => (await call(t, 'GET', `/api/clients/${client.id}/video-keywords`)).json();
    expect(await topics()).toEqual([]); // now in the read cache
    const [{ updatedAt: before }] = await t.db.select({ updatedAt: clients.updatedAt }).from(clients).where(eq(clients.id, client.id));

    const approved = await post(`/api/videos/${videoId}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ videoId, toApprove: 0 });
    expect(await publicTitles(client.id)).toEqual(['Interview 2024']);
    expect(await topics()).toEqual([{ name: 'leadership', count: 1 }]);
    const [{ updatedAt: after }] = await t.db.select({ updatedAt: clients.updatedAt }).from(clients).where(eq(clients.id, client.id));
    expect(after.getTime()).toBeGreaterThan(before.getTime());

    const disapproved = await post(`/api/videos/${videoId}/disapprove`, await curator('owner'));
    expect(disapproved.json()).toEqual({ videoId, toApprove: 1 });
    expect(await publicTitles(client.id)).toEqual([]);
    expect(await topics()).toEqual([]);
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'video'), eq(auditLog.targetId, String(videoId))))
    ).map((e) => e.action);
    expect(actions.toSorted()).toEqual(['video.approve', 'video.disapprove', 'video.import']);
  });

  it('approve and disapprove are for admins and owners only; the guest, team, strangers and visitors change nothing', async () => {
    const { client, guest, team } = await freshClient();
    const video = await createVideo(t.db, client.id, { toApprove: 1 });
    for (const [cookie, status] of [
      [guest, 403],
      [team, 403],
      [(await freshClient()).guest, 403],
      [undefined, 401],
    ] as const) {
      expectError(await post(`/api/videos/${video.id}/approve`, cookie), status);
      expectError(await post(`/api/videos/${video.id}/disapprove`, cookie), status);
    }
    expect((await videosOf(client.id))[0].toApprove).toBe(1);
    expect(await publicTitles(client.id)).toEqual([]);
  });

  it('hide takes a video off the profile for the guest of that client (and admins); team and other guests are refused', async () => {
    const { client, guest, team } = await freshClient();
    const video = await createVideo(t.db, client.id, { title: 'Shown', toApprove: 0 });
    expectError(await post(`/api/videos/${video.id}/hide`, team), 403);
    expectError(await post(`/api/videos/${video.id}/hide`, (await freshClient()).guest), 403);
    expectError(await post(`/api/videos/${video.id}/hide`, undefined), 401);
    expect(await publicTitles(client.id)).toEqual(['Shown']);
    const hidden = await post(`/api/videos/${video.id}/hide`, guest);
    expect(hidden.json()).toEqual({ videoId: video.id, toApprove: 1 });
    expect(await publicTitles(client.id)).toEqual([]);
    await post(`/api/videos/${video.id}/approve`, await curator('admin'));
    expect((await post(`/api/videos/${video.id}/hide`, await curator('admin'))).statusCode).toBe(200);
    expect((await auditOf('video.hide')).filter((e) => e.targetId === String(video.id))).toHaveLength(2);
  });

  it('answers 404 for an unknown video and 400 for a malformed id', async () => {
    const admin = await curator('admin');
    for (const action of ['approve', 'disapprove', 'hide']) {
      expectError(await post(`/api/videos/2000000000/${action}`, admin), 404, 'Video not found');
      for (const id of ['abc', '0', '-1', '99999999999']) expectError(await post(`/api/videos/${id}/${action}`, admin), 400);
    }
  });
});

describe('the scan panel', () => {
  it('tells each role what it may do and lists the saved videos newest first, with any reported unavailability', async () => {
    const { client, guest, team } = await freshClient();
    const old = await createVideo(t.db, client.id, { publishedAt: new Date('2021-01-01T00:00:00Z'), unavailableReason: 'all_thumbnails_failed' });
    const undated = await createVideo(t.db, client.id);
    const recent = await createVideo(t.db, client.id, { publishedAt: new Date('2025-01-01T00:00:00Z'), toApprove: 1 });
    const guestPanel = await panel(client.id, guest);
    expect(guestPanel.can).toEqual({ import: true, approve: false, hide: true });
    expect(guestPanel.videos.map((v) => v.id)).toEqual([recent.id, old.id, undated.id]);
    expect(guestPanel.videos[1]).toMatchObject({ unavailableReason: 'all_thumbnails_failed', publishedAt: '2021-01-01T00:00:00.000Z' });
    expect((await panel(client.id, team)).can).toEqual({ import: false, approve: false, hide: false });
    expect((await panel(client.id, await curator('owner'))).can).toEqual({ import: true, approve: true, hide: true });
    expectError(await call(t, 'GET', `/api/videos/scan-panel/${client.id}`, (await freshClient()).guest), 403);
    expectError(await call(t, 'GET', `/api/videos/scan-panel/${client.id}`), 401);
  });
});

describe('reporting a video unavailable', () => {
  const report = (id: number | string, body: unknown, cookie?: string) => post(`/api/videos/${id}/mark-unavailable`, cookie, body);
  const reasonOf = async (id: number) => (await t.db.select({ r: videos.unavailableReason }).from(videos).where(eq(videos.id, id)))[0].r;

  it('marks a video YouTube no longer has on a visitor’s report, once (idempotent, audited without an actor), and hides nothing', async () => {
    const { client } = await freshClient();
    const video = await createVideo(t.db, client.id, { title: 'Still shown', youtubeId: 'dddddddddd4' });
    const attemptedUrls = ['https://i.ytimg.com/vi/dddddddddd4/maxresdefault.jpg', '/uploads/thumb.jpg'];
    const res = await report(video.id, { reason: 'all_thumbnails_failed', youtubeId: 'dddddddddd4', attemptedUrls });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await reasonOf(video.id)).toBe('all_thumbnails_failed');
    expect((await report(video.id, { reason: 'no_valid_thumbnail_source' })).statusCode).toBe(204);
    expect(await reasonOf(video.id)).toBe('all_thumbnails_failed');
    const entries = (await auditOf('video.mark-unavailable')).filter((e) => e.targetId === String(video.id));
    expect(entries).toHaveLength(1);
    expect(entries[0].actorUserId).toBeNull();
    expect(entries[0].details).toMatchObject({ reason: 'all_thumbnails_failed', attemptedUrls });
    expect(await publicTitles(client.id)).toEqual(['Still shown']);
  });

  it('keeps pending videos unknown (404) to whoever may not manage the client', async () => {
    const { client, guest } = await freshClient();
    const pending = await createVideo(t.db, client.id, { toApprove: 1 });
    expectError(await report(pending.id, { reason: 'no_valid_thumbnail_source' }), 404, 'Video not found');
    expectError(await report(pending.id, { reason: 'no_valid_thumbnail_source' }, (await freshClient()).guest), 404);
    expect(await reasonOf(pending.id)).toBeNull();
    expect((await report(pending.id, { reason: 'no_valid_thumbnail_source' }, guest)).statusCode).toBe(204);
    expect(await reasonOf(pending.id)).toBe('no_valid_thumbnail_source');
  });

  it('answers 400 with a message per invalid field, and records nothing', async () => {
    const { client } = await freshClient();
    const video = await createVideo(t.db, client.id, { youtubeId: 'eeeeeeeeee5' });
    const bad: [unknown, RegExp][] = [
      [{}, /Choose why the video cannot be shown/],
      [{ reason: 'looked_ugly' }, /Choose why the video cannot be shown/],
      [{ reason: 'all_thumbnails_failed', youtubeId: 'ffffffffff6' }, /not the video’s YouTube id/],
      [{ reason: 'all_thumbnails_failed', youtubeId: '<script>' }, /Invalid YouTube video id/],
      [{ reason: 'all_thumbnails_failed', attemptedUrls: ['javascript:alert(1)'] }, /Invalid attempted address/],
      [{ reason: 'all_thumbnails_failed', attemptedUrls: Array.from({ length: 11 }, (_, i) => `/t${i}.jpg`) }, /At most 10 attempted addresses/],
      [{ reason: 'all_thumbnails_failed', attemptedUrls: 'all' }, /The attempted addresses/],
    ];
    for (const [body, message] of bad) expectError(await report(video.id, body), 400, message);
    expect(await reasonOf(video.id)).toBeNull();
    expectError(await report(2_000_000_000, { reason: 'all_thumbnails_failed' }), 404);
    expectError(await report('abc', { reason: 'all_thumbnails_failed' }), 400);
  });
});
