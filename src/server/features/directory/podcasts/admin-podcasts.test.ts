import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createEpisode, createPodcast, createUser } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { auditLog, contentChanges, episodes, podcasts } from '@server/db/schema';

let t: TestApp;
let admin: string;
let guest: string;
let ada: { id: number };
let alpha: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  ada = await createClient(t.db, { slug: 'ada', name: 'Ada Lovelace' });
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: ada.id })).id);
  alpha = await createPodcast(t.db, { name: 'Alpha Leaders', host: 'Sam Host', category: 'Business' });
  const beta = await createPodcast(t.db, { name: 'Beta 100% Growth', host: 'Kim Mic', category: 'Technology' });
  await createPodcast(t.db, { name: 'Gamma Quiet', host: 'Lee Low', category: 'Business' });
  await createEpisode(t.db, { podcastId: alpha.id, clientId: ada.id });
  await createEpisode(t.db, { podcastId: beta.id });
  await createEpisode(t.db, { podcastId: beta.id });
});
afterAll(() => t.close());

const seeded = ['Alpha Leaders', 'Beta 100% Growth', 'Gamma Quiet'];
const list = (query = '', cookie = admin) => t.app.inject({ url: `/api/admin/podcasts?${query}`, headers: { cookie } });
const names = async (query: string) =>
  (await list(query))
    .json()
    .items.map((p: { name: string }) => p.name)
    .filter((n: string) => seeded.includes(n));
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, payload: payload as object });

describe('GET /api/admin/podcasts', () => {
  it('lists podcasts by name with show details and episode counts; sorts by episodes and date added', async () => {
    const res = await list('dir=asc');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((p: { name: string }) => p.name === 'Beta 100% Growth')).toMatchObject({
      host: 'Kim Mic',
      category: 'Technology',
      episodeCount: 2,
      links: [],
    });
    expect(await names('dir=asc')).toEqual(seeded);
    expect(await names('sort=episodes&dir=desc')).toEqual(['Beta 100% Growth', 'Alpha Leaders', 'Gamma Quiet']);
    expect(await names('sort=created&dir=desc')).toEqual(['Gamma Quiet', 'Beta 100% Growth', 'Alpha Leaders']);
  });

  it('searches name and host (wildcards literal), filters by category, pages; 400 for bad queries, 403/401 for others', async () => {
    expect(await names('q=kim')).toEqual(['Beta 100% Growth']);
    expect(await names('q=%25')).toEqual(['Beta 100% Growth']);
    expect(await names('category=Business&dir=asc')).toEqual(['Alpha Leaders', 'Gamma Quiet']);
    expect((await list('category=Business&pageSize=10&page=2')).json()).toMatchObject({ items: [], total: 2 });
    for (const query of ['pageSize=3', 'page=0', 'sort=host', `q=${'x'.repeat(201)}`]) expect((await list(query)).statusCode, query).toBe(400);
    expect((await list('', guest)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/podcasts' })).statusCode).toBe(401);
  });

  it('offers podcasts for the picker by name or host (or by id) and the categories for the filter', async () => {
    const options = (q: string) => t.app.inject({ url: `/api/admin/podcast-options?${q}`, headers: { cookie: admin } });
    expect((await options('q=lee')).json()).toEqual([{ id: expect.any(Number), name: 'Gamma Quiet', host: 'Lee Low' }]);
    expect((await options(`id=${alpha.id}`)).json().map((p: { name: string }) => p.name)).toEqual(['Alpha Leaders']);
    expect((await options('id=abc')).statusCode).toBe(400);
    const categories = await t.app.inject({ url: '/api/admin/podcast-categories', headers: { cookie: admin } });
    expect(categories.json()).toEqual(expect.arrayContaining(['Business', 'Technology']));
    expect((await t.app.inject({ url: '/api/admin/podcast-options', headers: { cookie: guest } })).statusCode).toBe(403);
  });
});

describe('podcast writes', () => {
  it('creates and edits a podcast with show details: audited and in the update log', async () => {
    const body = {
      name: 'Delta Deep',
      host: 'Dee',
      category: 'Science',
      audienceNotes: 'Researchers',
      websiteUrl: 'https://delta.example.fm',
      links: ['https://delta.example.fm/rss'],
    };
    const created = await send('POST', '/api/admin/podcasts', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...body, episodeCount: 0, imageUrl: null, description: '' });
    const id = created.json().id;
    const edited = await send('PATCH', `/api/admin/podcasts/${id}`, { host: 'Dee Dee', websiteUrl: '', links: [] });
    expect(edited.json()).toMatchObject({ name: 'Delta Deep', host: 'Dee Dee', websiteUrl: null, links: [] });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audit.map((a) => a.action)).toEqual(['podcast.create', 'podcast.update']);
    const changes = await t.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.entityId, String(id)));
    expect(changes.filter((c) => c.field === 'host').map((c) => [c.entityType, c.before, c.after])).toEqual([
      ['podcast', null, 'Dee'],
      ['podcast', 'Dee', 'Dee Dee'],
    ]);
    // the edit that emptied the address and the links is logged; the create logged only the fields it filled
    expect(changes.filter((c) => c.field === 'websiteUrl').map((c) => [c.before, c.after])).toEqual([
      [null, 'https://delta.example.fm'],
      ['https://delta.example.fm', null],
    ]);
    expect(changes.some((c) => c.field === 'description' || c.field === 'imageUrl')).toBe(false);
    await t.db.delete(podcasts).where(eq(podcasts.id, id));
  });

  it('logs only what a new podcast holds: one with only a name writes one update-log row', async () => {
    const created = await send('POST', '/api/admin/podcasts', { name: 'Only A Name' });
    expect(created.statusCode).toBe(201);
    const changes = await t.db
      .select()
      .from(contentChanges)
      .where(and(eq(contentChanges.entityType, 'podcast'), eq(contentChanges.entityId, String(created.json().id))));
    expect(changes.map((c) => [c.field, c.before, c.after])).toEqual([['name', null, 'Only A Name']]);
    await t.db.delete(podcasts).where(eq(podcasts.id, created.json().id));
  });

  it('answers 409 for a name in use (any case) and 400 with field messages for bad details, writing nothing', async () => {
    const before = await t.db.select({ id: podcasts.id, name: podcasts.name, host: podcasts.host }).from(podcasts);
    const taken = await send('POST', '/api/admin/podcasts', { name: 'alpha leaders' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A podcast named “Alpha Leaders” already exists');
    expect((await send('PATCH', `/api/admin/podcasts/${alpha.id}`, { name: 'Gamma Quiet', host: 'Changed' })).statusCode).toBe(409);
    const bad = await send('POST', '/api/admin/podcasts', {
      name: '',
      websiteUrl: 'javascript:alert(1)',
      links: Array.from({ length: 11 }, (_, i) => `https://x.example/${i}`),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['links', 'name', 'websiteUrl']);
    expect((await send('POST', '/api/admin/podcasts', { name: 'Ok', links: ['ftp://x.example'] })).json().fields).toHaveProperty(['links.0']);
    expect((await send('PATCH', '/api/admin/podcasts/999999', { host: 'Nobody' })).statusCode).toBe(404);
    expect((await send('POST', '/api/admin/podcasts', { name: 'Sneaky' }, guest)).statusCode).toBe(403);
    expect(await t.db.select({ id: podcasts.id, name: podcasts.name, host: podcasts.host }).from(podcasts)).toEqual(before);
  });

  it('deletes a podcast with its episodes, logging each and refreshing the profile; 404 when gone', async () => {
    const show = await createPodcast(t.db, { name: 'Epsilon Ends' });
    const ep = await createEpisode(t.db, { podcastId: show.id, clientId: ada.id, title: 'Last words' });
    await createEpisode(t.db, { podcastId: show.id, title: 'Unlinked' });
    const shown = async () => (await t.app.inject({ url: `/api/clients/${ada.id}/episodes` })).json().items.map((a: { title: string }) => a.title);
    expect(await shown()).toContain('Last words');
    expect((await send('DELETE', `/api/admin/podcasts/${show.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(episodes).where(eq(episodes.podcastId, show.id))).toEqual([]);
    expect(await shown()).not.toContain('Last words');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'podcast.delete'));
    expect(audit.at(-1)?.details).toEqual({ ids: [show.id], names: ['Epsilon Ends'], episodesDeleted: 2 });
    const changes = await t.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.entityId, String(ep.id)));
    expect(changes.find((c) => c.field === 'title')).toMatchObject({ entityType: 'episode', clientId: ada.id, before: 'Last words', after: null });
    expect((await send('DELETE', `/api/admin/podcasts/${show.id}`)).statusCode).toBe(404);
  });

  it('bulk deletes podcasts and their episodes in one write, skipping missing ids; refuses bad id lists', async () => {
    const a = await createPodcast(t.db);
    const b = await createPodcast(t.db);
    await createEpisode(t.db, { podcastId: b.id });
    const res = await send('POST', '/api/admin/podcasts/bulk-delete', { ids: [a.id, b.id, 999_997] });
    expect(res.json()).toEqual({ changed: 2 });
    expect(
      await t.db
        .select()
        .from(podcasts)
        .where(inArray(podcasts.id, [a.id, b.id])),
    ).toEqual([]);
    for (const ids of [[], [a.id, a.id], ['x'], 'all']) expect((await send('POST', '/api/admin/podcasts/bulk-delete', { ids })).statusCode).toBe(400);
    expect((await send('POST', '/api/admin/podcasts/bulk-delete', { ids: [alpha.id] }, guest)).statusCode).toBe(403);
    expect(await t.db.select().from(podcasts).where(eq(podcasts.id, alpha.id))).toHaveLength(1);
  });
});
