import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEpisode, createPodcast } from '@tests/factories';
import { expectAdminListRefusals } from '@tests/helpers/admin-list-refusals';
import { seedAdminListPeople } from '@tests/helpers/admin-list-people';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { auditLog, contentChanges, episodes } from '@server/db/schema';

let t: TestApp;
let admin: string;
let guest: string;
let ada: { id: number };
let grace: { id: number };
let alpha: { id: number };
let beta: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  ({ ada, grace, admin, guest } = await seedAdminListPeople(t.db));
  alpha = await createPodcast(t.db, { name: 'Alpha Leaders' });
  beta = await createPodcast(t.db, { name: 'Beta Growth' });
  await createEpisode(t.db, {
    podcastId: alpha.id,
    clientId: ada.id,
    title: 'Engines of thought',
    publishedAt: new Date('2025-01-02'),
    releaseStatus: 'released',
  });
  await createEpisode(t.db, { podcastId: alpha.id, title: 'Solo 100% episode', publishedAt: new Date('2025-03-01'), releaseStatus: 'released' });
  await createEpisode(t.db, { podcastId: beta.id, clientId: grace.id, title: 'Compilers', releaseStatus: 'planned' });
});
afterAll(() => t.close());

const list = (query = '', cookie = admin) => t.app.inject({ url: `/api/admin/episodes?${query}`, headers: { cookie } });
const titles = async (query: string) => (await list(query)).json().items.map((e: { title: string }) => e.title);
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, payload: payload as object });
const seeded = ['Engines of thought', 'Solo 100% episode', 'Compilers'];
/** Only the seeded episodes: other tests add and remove their own. */
const ofSeed = (names: string[]) => names.filter((n) => seeded.includes(n));

describe('GET /api/admin/episodes', () => {
  it('lists episodes by air date, undated ones as the latest, with podcast and client', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(ofSeed(res.json().items.map((e: { title: string }) => e.title))).toEqual(['Compilers', 'Solo 100% episode', 'Engines of thought']);
    expect(res.json().items.find((e: { title: string }) => e.title === 'Engines of thought')).toMatchObject({
      airDate: '2025-01-02',
      releaseStatus: 'released',
      podcast: { id: alpha.id, name: 'Alpha Leaders' },
      client: { id: ada.id, name: 'Ada Lovelace', slug: 'ada' },
    });
    expect(ofSeed(await titles('dir=asc'))).toEqual(['Engines of thought', 'Solo 100% episode', 'Compilers']);
  });

  it('filters by client, podcast and release status, searches titles (wildcards literal), sorts and pages', async () => {
    expect(await titles(`clientId=${ada.id}`)).toEqual(['Engines of thought']);
    expect(await titles(`podcastId=${alpha.id}&sort=title&dir=asc`)).toEqual(['Engines of thought', 'Solo 100% episode']);
    expect(await titles(`releaseStatus=planned&podcastId=${beta.id}`)).toEqual(['Compilers']);
    expect(await titles('q=%25')).toEqual(['Solo 100% episode']);
    expect((await list(`podcastId=${alpha.id}&pageSize=10&page=2`)).json()).toMatchObject({ items: [], total: 2, page: 2 });
  });

  it('refuses bad paging, sorts and filters with a 400, and non-admins', async () => {
    const badQueries = ['pageSize=7', 'page=0', 'page=501', 'sort=url', 'releaseStatus=aired', 'podcastId=x', `q=${'x'.repeat(201)}`];
    await expectAdminListRefusals(t.app, '/api/admin/episodes', { admin, nonAdmin: guest }, badQueries);
  });
});

describe('episode writes', () => {
  it('creates an episode for a client: audited, in the update log, on the profile at once', async () => {
    const shown = async () => (await t.app.inject({ url: `/api/clients/${grace.id}/episodes` })).json().items.map((a: { title: string }) => a.title);
    expect(await shown()).not.toContain('Debugging'); // now in the read cache
    const res = await send('POST', '/api/admin/episodes', {
      podcastId: beta.id,
      clientId: grace.id,
      title: 'Debugging',
      url: 'https://beta.example.fm/1',
      airDate: '2024-09-09',
      releaseStatus: 'released',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ title: 'Debugging', airDate: '2024-09-09', client: { slug: 'grace' }, podcast: { name: 'Beta Growth' } });
    expect(await shown()).toContain('Debugging');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(created.id)));
    expect(audit.map((a) => a.action)).toEqual(['episode.create']);
    const changes = await t.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.entityId, String(created.id)));
    expect(changes.map((c) => [c.entityType, c.clientId, c.field, c.after])).toContainEqual(['episode', grace.id, 'releaseStatus', 'released']);
    await send('DELETE', `/api/admin/episodes/${created.id}`);
  });

  it('edits fields, moves an episode between clients (logged on both) and leaves the rest alone', async () => {
    const e = await createEpisode(t.db, { podcastId: alpha.id, clientId: ada.id, title: 'Move me', releaseStatus: 'planned' });
    const res = await send('PATCH', `/api/admin/episodes/${e.id}`, { releaseStatus: 'recorded', clientId: grace.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Move me', releaseStatus: 'recorded', client: { id: grace.id }, podcast: { id: alpha.id } });
    const changes = await t.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.entityId, String(e.id)));
    expect(changes.filter((c) => c.field === 'title').map((c) => [c.clientId, c.before, c.after])).toEqual([
      [ada.id, 'Move me', null],
      [grace.id, null, 'Move me'],
    ]);
    expect((await send('PATCH', `/api/admin/episodes/${e.id}`, { clientId: null })).json().client).toBeNull();
    await t.db.delete(episodes).where(eq(episodes.id, e.id));
  });

  it('allows a released episode without an air date, but not one airing in the future', async () => {
    const undated = await send('POST', '/api/admin/episodes', { podcastId: alpha.id, title: 'Date unknown', releaseStatus: 'released' });
    expect(undated.statusCode).toBe(201);
    expect(undated.json()).toMatchObject({ airDate: null, releaseStatus: 'released', client: null });
    const future = await send('PATCH', `/api/admin/episodes/${undated.json().id}`, { airDate: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    // the message in words, and the field it is about for the form
    expect(future.json()).toMatchObject({
      code: 'RELEASED_IN_FUTURE',
      message: expect.stringMatching(/^A released episode cannot air in the future/),
      fields: { airDate: expect.any(String) },
    });
    expect((await send('PATCH', `/api/admin/episodes/${undated.json().id}`, { airDate: '2099-01-01', releaseStatus: 'planned' })).statusCode).toBe(200);
    await t.db.delete(episodes).where(eq(episodes.id, undated.json().id));
  });

  it('refuses bad bodies with field messages, unknown podcasts and clients, and writes nothing', async () => {
    const before = await t.db.select({ id: episodes.id }).from(episodes);
    const bad = await send('POST', '/api/admin/episodes', {
      podcastId: alpha.id,
      title: ' ',
      url: 'javascript:alert(1)',
      airDate: '1800-01-01',
      releaseStatus: 'aired',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['airDate', 'releaseStatus', 'title', 'url']);
    const noPodcast = await send('POST', '/api/admin/episodes', { podcastId: 999_999, title: 'Orphan' });
    expect(noPodcast.json()).toMatchObject({ code: 'UNKNOWN_PODCAST' });
    expect((await send('POST', '/api/admin/episodes', { podcastId: alpha.id, clientId: 999_999, title: 'Nobody' })).json()).toMatchObject({
      code: 'UNKNOWN_CLIENT',
    });
    expect((await send('PATCH', `/api/admin/episodes/999999`, { title: 'Ghost' })).statusCode).toBe(404);
    expect((await send('PATCH', `/api/admin/episodes/1`, {})).statusCode).toBe(400);
    expect((await send('POST', '/api/admin/episodes', { podcastId: alpha.id, title: 'Sneaky' }, guest)).statusCode).toBe(403);
    expect(await t.db.select({ id: episodes.id }).from(episodes)).toEqual(before);
  });

  it('deletes one (404 when gone) and bulk deletes, audited and logged, skipping missing ids', async () => {
    const one = await createEpisode(t.db, { podcastId: beta.id, clientId: ada.id, title: 'Doomed one' });
    const two = await createEpisode(t.db, { podcastId: beta.id, title: 'Doomed two' });
    expect((await send('DELETE', `/api/admin/episodes/${one.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/admin/episodes/${one.id}`)).statusCode).toBe(404);
    const bulk = await send('POST', '/api/admin/episodes/bulk-delete', { ids: [two.id, 999_998] });
    expect(bulk.json()).toEqual({ changed: 1 });
    const audit = await t.db.select().from(auditLog);
    expect(audit.filter((a) => a.action === 'episode.bulk-delete').at(-1)?.details).toEqual({ ids: [two.id] });
    const changes = await t.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.entityId, String(one.id)));
    expect(changes.find((c) => c.field === 'title')).toMatchObject({ clientId: ada.id, before: 'Doomed one', after: null });
    for (const ids of [[], [1, 1], 'all']) expect((await send('POST', '/api/admin/episodes/bulk-delete', { ids })).statusCode).toBe(400);
  });
});
