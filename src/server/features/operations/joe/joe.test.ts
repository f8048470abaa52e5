import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createEpisode, createPodcast, createTalkingPoint, createUser, createVideo } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { keyFacts } from '@server/db/schema';

let t: TestApp;
let admin: string;
let guest: string;
let ada: { id: number; slug: string };
let pending: { id: number };
let hidden: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  ada = await createClient(t.db, { slug: 'ada-zephyr', name: 'Ada Zephyrine', headline: 'Engines', narrativeBio: 'Poetical science.' });
  hidden = await createClient(t.db, { slug: 'zephyr-draft', name: 'Zephyrus Draft', narrativeBio: '' });
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin', email: 'zephyr-admin@example.com' })).id);
  guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: ada.id })).id);
  pending = await createVideo(t.db, ada.id, { title: 'Zephyr engines explained', toApprove: 1 });
  const shown = await createVideo(t.db, ada.id, { title: 'Zephyr 100% live' });
  await t.db.insert(keyFacts).values({ videoId: shown.id, fact: 'The zephyr engine weaves patterns' });
  await createTalkingPoint(t.db, ada.id, { talkingPointTitle: 'Zephyr thinking' });
  const show = await createPodcast(t.db, { name: 'The Zephyr Show', host: 'Hana' });
  await createEpisode(t.db, { podcastId: show.id, title: 'Zephyr episode one' });
  for (let i = 0; i < 7; i++) await createVideo(t.db, ada.id, { title: `Many kestrel ${i}` });
});
afterAll(() => t.close());

const joe = (q: string, cookie = admin) => t.app.inject({ url: `/api/admin/joe?q=${encodeURIComponent(q)}`, headers: { cookie } });

describe('GET /api/admin/joe', () => {
  it('finds each kind of item in its group, with the addresses of its actions', async () => {
    const res = await joe('zephyr');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.clients.map((c: { title: string }) => c.title).sort()).toEqual(['Ada Zephyrine', 'Zephyrus Draft']);
    expect(body.clients.find((c: { id: number }) => c.id === ada.id)).toMatchObject({
      open: '/profile/ada-zephyr',
      edit: `/admin/directory/${ada.id}`,
      slug: 'ada-zephyr',
      impersonate: '/api/impersonate/client/ada-zephyr',
    });
    expect(body.clients.find((c: { id: number }) => c.id === hidden.id)).toBeDefined();
    const video = body.videos.find((v: { id: number }) => v.id === pending.id);
    expect(video).toMatchObject({ open: `/profile/ada-zephyr/video/${pending.id}`, approve: `/api/videos/${pending.id}/approve` });
    expect(body.videos.find((v: { id: number }) => v.id !== pending.id).approve).toBeUndefined();
    expect(body.talkingPoints[0]).toMatchObject({ title: 'Zephyr thinking', subtitle: 'Ada Zephyrine', open: `/admin/talking-points?clientId=${ada.id}` });
    expect(body.keyFacts[0]).toMatchObject({ title: 'The zephyr engine weaves patterns', subtitle: 'Zephyr 100% live' });
    expect(body.episodes[0]).toMatchObject({ title: 'Zephyr episode one', subtitle: 'The Zephyr Show · released' });
    expect(body.podcasts[0]).toMatchObject({ title: 'The Zephyr Show', open: '/admin/podcasts?q=The%20Zephyr%20Show' });
    expect(body.users[0]).toMatchObject({ subtitle: 'zephyr-admin@example.com · admin', open: '/admin/users?q=zephyr-admin%40example.com' });
  });

  it('answers at most 5 per group and takes wildcards literally', async () => {
    expect((await joe('kestrel')).json().videos).toHaveLength(5);
    expect((await joe('0%')).json().videos.map((v: { title: string }) => v.title)).toEqual(['Zephyr 100% live']);
    expect((await joe('__')).json().videos).toEqual([]);
    expect((await joe('no such thing anywhere')).json()).toMatchObject({ clients: [], videos: [], users: [] });
  });

  it('refuses terms out of bounds with a 400, and non-admins', async () => {
    for (const q of ['', 'z', ' z ', 'x'.repeat(101)]) expect((await joe(q)).statusCode, q).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/joe', headers: { cookie: admin } })).statusCode).toBe(400);
    expect((await joe('zephyr', guest)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/joe?q=zephyr' })).statusCode).toBe(401);
  });
});
