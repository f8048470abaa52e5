import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, createVideo } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { auditLog, clientSlugRedirects, clients, contentChanges } from '@server/db/schema';

let t: TestApp;
let admin: string;
let guest: string;
let ada: { id: number; slug: string };
beforeAll(async () => {
  t = await createTestApp({ AIRTABLE_BASE_ID: 'appBase1', AIRTABLE_CLIENTS_TABLE: 'tblClients' });
  ada = await createClient(t.db, {
    slug: 'ada-lovelace',
    name: 'Ada Lovelace',
    headline: 'Analyst',
    goaCategories: ['Science', 'Math'],
    featured: true,
    recordid: 'recAda',
  });
  await createClient(t.db, { slug: 'grace-hopper', name: 'Grace Hopper', headline: 'Admiral 100%', goaCategories: ['Science'], narrativeBio: '' });
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: ada.id })).id);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
  t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
const names = async (query: string) => (await call('GET', `/api/admin/clients?${query}`)).json().items.map((c: { name: string }) => c.name);
const changesOf = async (id: number) =>
  (
    await t.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.entityId, String(id)))
  ).map((c) => [c.field, c.before, c.after]);

describe('GET /api/admin/clients', () => {
  it('lists live clients by name with photo, categories and why a profile is hidden', async () => {
    const res = await call('GET', '/api/admin/clients?sort=name&dir=asc&q=a');
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().items.map((c: { name: string }) => [c.name, c]));
    expect(byName['Ada Lovelace']).toMatchObject({
      slug: 'ada-lovelace',
      featured: true,
      categories: ['Science', 'Math'],
      listed: true,
      hiddenReason: null,
      archivedAt: null,
    });
    expect(byName['Grace Hopper']).toMatchObject({ listed: false, hiddenReason: 'No bio' });
  });

  it('searches name, slug and headline (wildcards literal), filters by featured, category and status', async () => {
    expect(await names('q=100%25')).toEqual(['Grace Hopper']);
    expect(await names('q=lovelace')).toEqual(['Ada Lovelace']);
    // other tests may leave featured clients of their own: only these two are known here
    const featured = await names('featured=true&q=e');
    expect(featured).toContain('Ada Lovelace');
    expect(featured).not.toContain('Grace Hopper');
    expect(await names('category=Math')).toEqual(['Ada Lovelace']);
    const gone = await createClient(t.db, { name: 'Archived Person', archivedAt: new Date() });
    expect(await names('q=Archived')).toEqual([]);
    expect(await names('q=Archived&status=archived')).toEqual(['Archived Person']);
    expect(await names('q=Archived&status=all')).toEqual(['Archived Person']);
    await t.db.delete(clients).where(eq(clients.id, gone.id));
  });

  it('refuses bad paging, sorts and filters with a 400, and non-admins', async () => {
    for (const query of ['pageSize=7', 'page=0', 'page=501', 'sort=password', 'status=deleted', 'featured=yes', `category=${'x'.repeat(61)}`]) {
      expect((await call('GET', `/api/admin/clients?${query}`)).statusCode, query).toBe(400);
    }
    expect((await call('GET', '/api/admin/clients', undefined, guest)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/clients', undefined, '')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/clients/:id', () => {
  it('answers every field with the Airtable link, and says when Airtable is not configured', async () => {
    const res = await call('GET', `/api/admin/clients/${ada.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ada.id,
      recordid: 'recAda',
      airtableUrl: 'https://airtable.com/appBase1/tblClients/recAda',
      airtableConfigured: true,
      archivedAt: null,
    });
    for (const field of ['narrativeBio', 'localimage', 'profileImage', 'linkedinImgUrl', 'linkedinUrl', 'bookUrl', 'sampleQuestions', 'goaCategories'])
      expect(res.json()).toHaveProperty(field);
    const saved = t.config.airtable;
    t.config.airtable = { ...saved, baseId: undefined, clientsTable: undefined };
    expect((await call('GET', `/api/admin/clients/${ada.id}`)).json()).toMatchObject({ airtableUrl: null, airtableConfigured: false });
    t.config.airtable = saved;
    expect((await call('GET', '/api/admin/clients/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/clients', () => {
  it('makes a unique ascii slug from the name, audited and in the update log', async () => {
    const first = await call('POST', '/api/admin/clients', { name: 'Zoë  Ångström', headline: 'Physicist', goaCategories: [' Science ', 'science', 'Optics'] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ slug: 'zoe-angstrom', name: 'Zoë Ångström', goaCategories: ['Science', 'Optics'] });
    expect((await call('POST', '/api/admin/clients', { name: 'Zoe Angstrom' })).json().slug).toBe('zoe-angstrom-2');
    expect((await call('POST', '/api/admin/clients', { name: '!!!' })).json().slug).toMatch(/^client(-\d+)?$/);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'client.create'));
    expect(audit.some((e) => e.targetId === String(first.json().id))).toBe(true);
    expect(await changesOf(first.json().id)).toContainEqual(['headline', null, 'Physicist']);
  });

  it('refuses a taken slug (409), bad fields (400 with fields) and non-admins, writing nothing', async () => {
    const before = (await t.db.select().from(clients)).length;
    expect((await call('POST', '/api/admin/clients', { name: 'Copy', slug: 'ada-lovelace' })).statusCode).toBe(409);
    const linked = await call('POST', '/api/admin/clients', { name: 'Copy', recordid: 'recAda' });
    expect([linked.statusCode, linked.json().message]).toEqual([409, 'Another profile is linked to that Airtable record']);
    for (const body of [
      {},
      { name: '' },
      { name: 'X', slug: 'Bad Slug' },
      { name: 'X', websiteUrl: 'javascript:alert(1)' },
      { name: 'X', localimage: 'data:image/png;base64,AAAA' },
      { name: 'X', goaCategories: Array.from({ length: 21 }, (_, i) => `C${i}`) },
      { name: 'X', narrativeBio: 'x'.repeat(20_001) },
      { name: 'X', recordid: 'rec/../x' },
      { name: 'X', password: 'nope' },
    ]) {
      const res = await call('POST', '/api/admin/clients', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await call('POST', '/api/admin/clients', { name: 'X', websiteUrl: 'ftp://x' })).json().fields).toHaveProperty('websiteUrl');
    expect((await call('POST', '/api/admin/clients', { name: 'Guest made' }, guest)).statusCode).toBe(403);
    expect((await t.db.select().from(clients)).length).toBe(before);
  });
});

describe('PATCH /api/admin/clients/:id', () => {
  it('saves a subset of fields, logging each changed field', async () => {
    const c = await createClient(t.db, { name: 'Patch Me', headline: 'Old' });
    const res = await call('PATCH', `/api/admin/clients/${c.id}`, { headline: 'New headline', websiteUrl: 'https://example.com', recordid: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Patch Me', headline: 'New headline', websiteUrl: 'https://example.com', recordid: null });
    expect(await changesOf(c.id)).toEqual(
      expect.arrayContaining([
        ['headline', 'Old', 'New headline'],
        ['websiteUrl', null, 'https://example.com'],
      ]),
    );
    expect((await call('GET', `/api/clients/${c.slug}`)).json().headline).toBe('New headline');
  });

  it('renames the slug keeping the old one as a 301 (API and page); a former slug can be taken back', async () => {
    const c = await createClient(t.db, { slug: 'old-name', name: 'Renamed' });
    const res = await call('PATCH', `/api/admin/clients/${c.id}`, { slug: 'new-name' });
    expect(res.json()).toMatchObject({ slug: 'new-name', oldSlugs: ['old-name'] });
    const api = await call('GET', '/api/clients/old-name', undefined, '');
    expect([api.statusCode, api.headers.location]).toEqual([301, '/api/clients/new-name']);
    const page = await call('GET', '/profile/old-name/talking-points?x=1', undefined, '');
    expect([page.statusCode, page.headers.location]).toEqual([301, '/profile/new-name/talking-points?x=1']);
    // another client may take the freed old slug: the redirect goes, the address opens that profile
    const other = await createClient(t.db, { name: 'Taker' });
    expect((await call('PATCH', `/api/admin/clients/${other.id}`, { slug: 'old-name' })).json().slug).toBe('old-name');
    expect(await t.db.select().from(clientSlugRedirects).where(eq(clientSlugRedirects.oldSlug, 'old-name'))).toEqual([]);
    expect((await call('GET', '/api/clients/old-name', undefined, '')).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/clients/${c.id}`, { slug: 'ada-lovelace' })).statusCode).toBe(409);
    expect((await t.db.select().from(clients).where(eq(clients.id, c.id)))[0].slug).toBe('new-name');
    expect((await call('PATCH', '/api/admin/clients/999999', { headline: 'x' })).statusCode).toBe(404);
  });
});

describe('archive and restore', () => {
  it('hides an archived profile from every public read; admins still open it; restore brings it back', async () => {
    const c = await createClient(t.db, { slug: 'hidden-one', name: 'Hidden One', featured: true });
    const video = await createVideo(t.db, c.id, { featured: true, toApprove: 0, title: 'Hidden talk', youtubeId: 'hid123' });
    const archived = await call('POST', `/api/admin/clients/${c.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archivedAt).not.toBeNull();
    const visitor = (url: string) => call('GET', url, undefined, '');
    expect((await visitor('/api/clients/hidden-one')).statusCode).toBe(404);
    expect((await visitor(`/api/clients/by-id/${c.id}`)).statusCode).toBe(404);
    expect((await visitor('/api/clients/hidden-one/pdf-profile')).statusCode).toBe(404);
    expect((await visitor('/api/clients/featured')).json().map((x: { slug: string }) => x.slug)).not.toContain('hidden-one');
    expect((await visitor('/api/clients?limit=100&offset=0')).json().items.map((x: { slug: string }) => x.slug)).not.toContain('hidden-one');
    expect((await visitor('/api/clients/search?q=Hidden')).json().items).toEqual([]);
    expect((await visitor('/api/videos/featured')).json().map((v: { title: string }) => v.title)).not.toContain('Hidden talk');
    expect((await visitor(`/api/videos/${video.id}`)).statusCode).toBe(404);
    expect((await visitor(`/api/videos/by-client-id/${c.id}`)).statusCode).toBe(404);
    const lists = ['talking-points', 'keywords', 'video-keywords', 'media-images', 'episodes', 'socials', 'press', 'awards'].map(
      (list) => `/api/clients/${c.id}/${list}`,
    );
    for (const url of lists) expect((await visitor(url)).statusCode, url).toBe(404);
    for (const url of lists) expect((await call('GET', url)).statusCode, url).toBe(200);
    expect((await call('GET', '/api/clients/hidden-one')).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/clients/${c.id}/restore`)).json().archivedAt).toBeNull();
    expect((await visitor('/api/clients/hidden-one')).statusCode).toBe(200);
    for (const url of lists) expect((await visitor(url)).statusCode, url).toBe(200);
    expect(await changesOf(c.id)).toContainEqual(['archivedAt', null, expect.any(String)]);
  });
});

describe('bulk actions', () => {
  it('archives, restores, features and unfeatures the selected rows in one audited write, skipping those already so', async () => {
    const a = await createClient(t.db, { name: 'Bulk A' });
    const b = await createClient(t.db, { name: 'Bulk B', featured: true });
    expect((await call('POST', '/api/admin/clients/bulk-feature', { ids: [a.id, b.id, 999_999] })).json()).toEqual({ changed: 1 });
    expect((await call('POST', '/api/admin/clients/bulk-archive', { ids: [a.id, b.id] })).json()).toEqual({ changed: 2 });
    expect((await call('POST', '/api/admin/clients/bulk-restore', { ids: [a.id] })).json()).toEqual({ changed: 1 });
    expect((await call('POST', '/api/admin/clients/bulk-unfeature', { ids: [a.id, b.id] })).json()).toEqual({ changed: 2 });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'client.bulk-archive'));
    expect((audit.at(-1)?.details as { ids: number[] } | undefined)?.ids.sort()).toEqual([a.id, b.id].sort());
    for (const ids of [[], [a.id, a.id], 'all', [-1]]) expect((await call('POST', '/api/admin/clients/bulk-archive', { ids })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/clients/bulk-archive', { ids: [a.id] }, guest)).statusCode).toBe(403);
    expect((await t.db.select().from(clients).where(eq(clients.id, a.id)))[0].archivedAt).toBeNull();
  });
});

describe('categories', () => {
  it('counts, renames (merging a repeat) and removes a category across all clients, in the update log', async () => {
    const a = await createClient(t.db, { name: 'Cat A', goaCategories: ['Oldcat', 'Newcat'] });
    const b = await createClient(t.db, { name: 'Cat B', goaCategories: ['Zed', 'Oldcat'] });
    const counts = (await call('GET', '/api/admin/categories')).json();
    expect(counts).toContainEqual({ name: 'Oldcat', count: 2 });
    expect((await call('PUT', '/api/admin/categories/Oldcat', { name: 'Newcat' })).json()).toEqual({ changed: 2 });
    const after = await t.db.select().from(clients).where(eq(clients.id, a.id));
    expect(after[0].goaCategories).toEqual(['Newcat']);
    expect((await t.db.select().from(clients).where(eq(clients.id, b.id)))[0].goaCategories).toEqual(['Zed', 'Newcat']);
    expect((await call('DELETE', '/api/admin/categories/Zed')).json()).toEqual({ changed: 1 });
    expect((await t.db.select().from(clients).where(eq(clients.id, b.id)))[0].goaCategories).toEqual(['Newcat']);
    expect(await changesOf(b.id)).toContainEqual(['goaCategories', ['Zed', 'Oldcat'], ['Zed', 'Newcat']]);
    expect((await call('DELETE', '/api/admin/categories/Nope')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/categories/Newcat', { name: '' })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/admin/categories/Newcat', undefined, guest)).statusCode).toBe(403);
  });
});
