import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTalkingPoint, createVideo } from '@tests/factories';
import { seedAdminListPeople } from '@tests/helpers/admin-list-people';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { contentChanges, mediaImages, profileKeywords } from '@server/db/schema';
import { recordContentChanges } from '@server/platform/update-log/content-changes';

let t: TestApp;
let admin: string;
let adminEmail: string;
let guest: string;
let ada: { id: number };
let grace: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  ({ ada, grace, admin, adminEmail, guest } = await seedAdminListPeople(t.db));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const changesOf = async (entityType: string, entityId: number) =>
  (
    await t.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.entityId, String(entityId)))
  ).filter((c) => c.entityType === entityType);

describe('content writes record their changes in the update log', () => {
  // each write: how to make it, then the one field it must log with its before and after
  const cases: {
    name: string;
    write: () => Promise<{ status: number; entityType: string; entityId: number }>;
    field: string;
    before: unknown;
    after: unknown;
  }[] = [
    {
      name: 'profile fields',
      write: async () => {
        const c = await createClient(t.db, { name: 'Old Name', headline: 'Old headline' });
        return { status: (await call('PATCH', `/api/clients/${c.id}/profile`, { headline: 'New headline' })).statusCode, entityType: 'client', entityId: c.id };
      },
      field: 'headline',
      before: 'Old headline',
      after: 'New headline',
    },
    {
      name: 'sample questions',
      write: async () => {
        const c = await createClient(t.db, { sampleQuestions: '' });
        return {
          status: (await call('PUT', `/api/clients/${c.id}/sample-questions`, { questions: ['Why?'] })).statusCode,
          entityType: 'client',
          entityId: c.id,
        };
      },
      field: 'sampleQuestions',
      before: '',
      after: expect.stringContaining('Why?'),
    },
    {
      name: 'talking point create',
      write: async () => {
        const res = await call('POST', `/api/clients/${ada.id}/talking-points`, { talkingPointTitle: 'Fresh point', talkingPointFull: '' });
        return { status: res.statusCode, entityType: 'talking-point', entityId: res.json().id };
      },
      field: 'talkingPointTitle',
      before: null,
      after: 'Fresh point',
    },
    {
      name: 'talking point update',
      write: async () => {
        const p = await createTalkingPoint(t.db, ada.id, { talkingPointTitle: 'Before title', talkingPointFull: 'Same' });
        const res = await call('PATCH', `/api/talking-points/${p.id}`, { talkingPointTitle: 'After title', talkingPointFull: 'Same' });
        return { status: res.statusCode, entityType: 'talking-point', entityId: p.id };
      },
      field: 'talkingPointTitle',
      before: 'Before title',
      after: 'After title',
    },
    {
      name: 'talking point delete',
      write: async () => {
        const p = await createTalkingPoint(t.db, ada.id, { talkingPointTitle: 'Gone soon', talkingPointFull: '' });
        return { status: (await call('DELETE', `/api/talking-points/${p.id}`)).statusCode, entityType: 'talking-point', entityId: p.id };
      },
      field: 'talkingPointTitle',
      before: 'Gone soon',
      after: null,
    },
    {
      name: 'media image caption',
      write: async () => {
        const [img] = await t.db.insert(mediaImages).values({ clientId: ada.id, url: 'https://example.com/a.jpg', caption: 'Old caption' }).returning();
        const res = await call('PATCH', `/api/clients/${ada.id}/media-images/${img.id}`, { caption: 'New caption' });
        return { status: res.statusCode, entityType: 'media-image', entityId: img.id };
      },
      field: 'caption',
      before: 'Old caption',
      after: 'New caption',
    },
    {
      name: 'media image delete',
      write: async () => {
        const [img] = await t.db.insert(mediaImages).values({ clientId: ada.id, url: 'https://example.com/b.jpg' }).returning();
        return { status: (await call('DELETE', `/api/clients/${ada.id}/media-images/${img.id}`)).statusCode, entityType: 'media-image', entityId: img.id };
      },
      field: 'url',
      before: 'https://example.com/b.jpg',
      after: null,
    },
    {
      name: 'keywords cleared',
      write: async () => {
        const c = await createClient(t.db);
        await t.db.insert(profileKeywords).values({ clientId: c.id, name: 'engines', position: 0 });
        return { status: (await call('DELETE', `/api/clients/${c.id}/keywords`)).statusCode, entityType: 'client', entityId: c.id };
      },
      field: 'keywords',
      before: ['engines'],
      after: [],
    },
    {
      name: 'video approved',
      write: async () => {
        const v = await createVideo(t.db, grace.id, { toApprove: 1 });
        return { status: (await call('POST', `/api/videos/${v.id}/approve`)).statusCode, entityType: 'video', entityId: v.id };
      },
      field: 'toApprove',
      before: 1,
      after: 0,
    },
    {
      name: 'featured toggle',
      write: async () => {
        const c = await createClient(t.db, { featured: false });
        return { status: (await call('PATCH', `/api/clients/${c.id}/feature`, { featured: true })).statusCode, entityType: 'client', entityId: c.id };
      },
      field: 'featured',
      before: false,
      after: true,
    },
  ];
  it.each(cases)('$name', async ({ write, field, before, after }) => {
    const { status, entityType, entityId } = await write();
    expect(status).toBeLessThan(300);
    const logged = (await changesOf(entityType, entityId)).filter((c) => c.field === field);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ before, after, source: 'edit', actorEmail: adminEmail });
  });

  it('logs nothing for a talking point reorder', async () => {
    const a = await createTalkingPoint(t.db, grace.id, { talkingPointTitle: 'First' });
    const b = await createTalkingPoint(t.db, grace.id, { talkingPointTitle: 'Second' });
    expect((await call('PUT', `/api/clients/${grace.id}/talking-points/order`, { ids: [b.id, a.id] })).statusCode).toBe(200);
    expect([...(await changesOf('talking-point', a.id)), ...(await changesOf('talking-point', b.id))]).toEqual([]);
  });
});

describe('GET /api/admin/update-log', () => {
  const logOf = async (query: string, cookie = admin) => call('GET', `/api/admin/update-log?${query}`, undefined, cookie);

  it('lists changes newest first with their client, filtered by client, field, source and entity type', async () => {
    const c = await createClient(t.db, { slug: 'logged', name: 'Logged Client' });
    await t.db.transaction((tx) =>
      recordContentChanges(tx, null, 'sync', [
        { clientId: c.id, clientName: 'Logged Client', entityType: 'episode', entityId: 7, before: { title: 'A' }, after: { title: 'B' } },
      ]),
    );
    await t.db.transaction((tx) =>
      recordContentChanges(tx, null, 'import', [
        { clientId: c.id, clientName: 'Logged Client', entityType: 'podcast', entityId: 8, before: null, after: { host: 'Hopper' } },
      ]),
    );
    const res = await logOf(`clientId=${c.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(res.json().items[0]).toMatchObject({
      client: { id: c.id, name: 'Logged Client', slug: 'logged' },
      clientName: 'Logged Client',
      entityType: 'podcast',
      entityId: '8',
      field: 'host',
      before: null,
      after: 'Hopper',
      source: 'import',
      actorEmail: null,
    });
    expect((await logOf(`clientId=${c.id}&source=sync`)).json().items.map((i: { field: string }) => i.field)).toEqual(['title']);
    expect((await logOf(`clientId=${c.id}&field=host`)).json().total).toBe(1);
    expect((await logOf(`clientId=${c.id}&entityType=episode`)).json().total).toBe(1);
    expect((await logOf(`clientId=${c.id}&dir=asc`)).json().items[0].field).toBe('title');
    expect((await logOf(`clientId=${c.id}&page=2&pageSize=10`)).json()).toMatchObject({ items: [], total: 2 });
    expect((await call('GET', '/api/admin/update-log/fields')).json()).toEqual(expect.arrayContaining(['host', 'title']));
  });

  it('names each change in words: the field, and the entity by its name or title (no stored names, no Airtable ids)', async () => {
    const c = await createClient(t.db, { slug: 'amara', name: 'Amara Okafor' });
    const video = await createVideo(t.db, c.id, { title: 'The patient is the org chart' });
    const [img] = await t.db.insert(mediaImages).values({ clientId: c.id, localFilename: 'airtable:attAAAA1234:portrait.jpg' }).returning();
    await t.db.transaction((tx) =>
      recordContentChanges(tx, null, 'sync', [
        { clientId: c.id, clientName: 'Amara Okafor', entityType: 'client', entityId: c.id, before: { narrativeBio: 'Old' }, after: { narrativeBio: 'New' } },
        { clientId: c.id, clientName: 'Amara Okafor', entityType: 'video', entityId: video.id, before: { toApprove: 1 }, after: { toApprove: 0 } },
        { clientId: c.id, clientName: 'Amara Okafor', entityType: 'media-image', entityId: img.id, before: null, after: { localFilename: img.localFilename } },
        { clientId: c.id, clientName: 'Amara Okafor', entityType: 'talking-point', entityId: 999_999, before: null, after: { talkingPointTitle: 'Gone' } },
      ]),
    );
    const items: { field: string; entityName: string | null; label: string }[] = (await logOf(`clientId=${c.id}&pageSize=10`)).json().items;
    const labelOf = (field: string) => items.find((item) => item.field === field);
    expect(labelOf('narrativeBio')).toMatchObject({ entityName: 'Amara Okafor', label: 'Bio of Amara Okafor' });
    expect(labelOf('toApprove')).toMatchObject({ entityName: 'The patient is the org chart', label: "Approval of 'The patient is the org chart'" });
    expect(labelOf('localFilename')?.label).toBe("Picture file of 'portrait.jpg'");
    expect(labelOf('talkingPointTitle')).toMatchObject({ entityName: null, label: 'Talking point title of talking point 999999' });
  });

  it('refuses bad filters and paging with a 400, and non-admins', async () => {
    for (const query of ['source=cron', 'pageSize=7', 'page=0', 'page=501', 'sort=field', 'clientId=abc', `field=${'x'.repeat(101)}`]) {
      expect((await logOf(query)).statusCode, query).toBe(400);
    }
    expect((await logOf('', guest)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/update-log/fields', undefined, guest)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/update-log' })).statusCode).toBe(401);
  });
});
