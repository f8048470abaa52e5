import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsset, writeUploadedFile } from '@tests/helpers/fixtures/directory/images/admin-assets';
import { createMediaImage } from '@tests/helpers/fixtures/directory/images/admin-gallery';
import { expectAdminListRefusals } from '@tests/helpers/admin-list-refusals';
import { seedAdminListPeople } from '@tests/helpers/admin-list-people';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { assets, auditLog, contentChanges, mediaImages } from '@server/db/schema';

let t: TestApp;
let admin: string;
let guest: string;
let ada: { id: number };
let grace: { id: number };
const ids: Record<string, number> = {};
let goodKey: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ ada, grace, admin, guest } = await seedAdminListPeople(t.db));
  const good = await createAsset(t.db, { originalName: 'engine.png', byteSize: 2048 });
  goodKey = good.storageKey;
  await writeUploadedFile(t.config.dataDir, good.storageKey);
  const garbled = await createAsset(t.db);
  await writeUploadedFile(t.config.dataDir, garbled.storageKey, Buffer.from('not an image at all'));
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
  ids.good = (await createMediaImage(t.db, ada.id, { url: null, localFilename: `/uploads/${good.storageKey}`, alt: 'The engine', createdAt: at(1) })).id;
  ids.garbled = (await createMediaImage(t.db, ada.id, { url: null, localFilename: garbled.storageKey, caption: '100% garbled', createdAt: at(2) })).id;
  ids.missing = (await createMediaImage(t.db, grace.id, { url: null, localFilename: 'gone.jpg', alt: 'Compiler room', createdAt: at(3) })).id;
  ids.remote = (await createMediaImage(t.db, grace.id, { url: 'https://images.example.test/cobol.jpg', caption: 'COBOL', createdAt: at(4) })).id;
});
afterAll(() => t.close());

const list = async (query = '', cookie = admin) => t.app.inject({ url: `/api/admin/media-images?${query}`, headers: { cookie } });
const listed = async (query: string) => (await list(query)).json().items.map((i: { id: number }) => i.id);

describe('GET /api/admin/media-images', () => {
  it('lists every client’s pictures newest first, with the source the profile uses, the client and the stored file', async () => {
    const body = (await list()).json();
    expect(body).toMatchObject({ total: 4, totalCapped: false, page: 1, pageSize: 25 });
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([ids.remote, ids.missing, ids.garbled, ids.good]);
    const good = body.items.find((i: { id: number }) => i.id === ids.good);
    expect(good).toMatchObject({ src: `/uploads/${goodKey}`, alt: 'The engine', client: { id: ada.id, name: 'Ada Lovelace', slug: 'ada' } });
    expect(good.file).toMatchObject({ storageKey: goodKey, originalName: 'engine.png', byteSize: 2048, contentType: 'image/png' });
    const missing = body.items.find((i: { id: number }) => i.id === ids.missing);
    expect(missing).toMatchObject({ src: '/uploads/gone.jpg', file: null });
    expect(body.items.find((i: { id: number }) => i.id === ids.remote).src).toBe('https://images.example.test/cobol.jpg');
  });

  it('searches alt text and captions (wildcards literal), filters by client, sorts and pages', async () => {
    expect(await listed('q=engine')).toEqual([ids.good]);
    expect(await listed('q=%25')).toEqual([ids.garbled]);
    expect(await listed(`clientId=${grace.id}&dir=asc`)).toEqual([ids.missing, ids.remote]);
    expect((await listed('sort=client&dir=asc')).slice(0, 2).sort()).toEqual([ids.good, ids.garbled].sort());
    expect((await list('page=2&pageSize=10')).json()).toMatchObject({ items: [], total: 4 });
  });

  it('refuses bad paging and sorting with a 400, and non-admins', async () => {
    const badQueries = ['pageSize=7', 'page=0', 'page=501', 'sort=alt', 'dir=up', `q=${'x'.repeat(201)}`, 'clientId=x'];
    await expectAdminListRefusals(t.app, '/api/admin/media-images', { admin, nonAdmin: guest }, badQueries);
  });
});

describe('POST /api/admin/media-images/check', () => {
  const check = (payload: object, cookie = admin) => t.app.inject({ method: 'POST', url: '/api/admin/media-images/check', headers: { cookie }, payload });

  it('reports local files missing or undecodable and remote ones unchecked, in bounded batches', async () => {
    const res = await check({ limit: 200 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ checked: 4, broken: 2, nextAfterId: null });
    expect(body.problems.map((p: { id: number; problem: string }) => [p.id, p.problem])).toEqual([
      [ids.garbled, 'undecodable'],
      [ids.missing, 'missing'],
      [ids.remote, 'remote'],
    ]);
    expect(body.problems[2]).toMatchObject({ message: 'not checked (remote)', client: { slug: 'grace' } });
    const first = (await check({ limit: 2 })).json();
    expect(first).toMatchObject({ checked: 2, nextAfterId: ids.garbled });
    expect((await check({ limit: 2, afterId: first.nextAfterId })).json()).toMatchObject({ checked: 2, broken: 1 });
  });

  it('refuses batches past the limit and non-admins', async () => {
    for (const body of [{ limit: 201 }, { limit: 0 }, { afterId: -1 }, { limit: 'all' }]) expect((await check(body)).statusCode).toBe(400);
    expect((await check({}, guest)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/media-images/bulk-delete', () => {
  const bulkDelete = (ids: unknown, cookie = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/media-images/bulk-delete', headers: { cookie }, payload: { ids } });

  it('deletes the selected pictures in one audited write, logs each in the update log and removes files nothing shows', async () => {
    const asset = await createAsset(t.db);
    const path = await writeUploadedFile(t.config.dataDir, asset.storageKey);
    const a = await createMediaImage(t.db, ada.id, { url: null, localFilename: `/uploads/${asset.storageKey}`, caption: 'Doomed A' });
    const b = await createMediaImage(t.db, grace.id, { caption: 'Doomed B' });
    const res = await bulkDelete([a.id, b.id, 999_999]);
    expect(res.json()).toEqual({ changed: 2 });
    const left = (await t.db.select().from(mediaImages)).map((m) => m.id);
    expect(left).not.toContain(a.id);
    expect(left).not.toContain(b.id);
    expect((await t.db.select().from(assets)).map((x) => x.id)).not.toContain(asset.id);
    expect(existsSync(path)).toBe(false);
    const audit = await t.db.select().from(auditLog);
    expect(audit.filter((e) => e.action === 'media-image.bulk-delete').at(-1)?.details).toEqual({ ids: [a.id, b.id] });
    const changes = await t.db.select().from(contentChanges);
    expect(changes.filter((c) => c.entityType === 'media-image' && c.entityId === String(b.id)).map((c) => [c.field, c.before])).toContainEqual([
      'caption',
      'Doomed B',
    ]);
  });

  it('refuses bad id lists and non-admins, changing nothing', async () => {
    const keep = await createMediaImage(t.db, ada.id, { caption: 'Keep me' });
    for (const list of [[], [keep.id, keep.id], Array.from({ length: 501 }, (_, i) => i + 1), ['1; drop table'], 'all']) {
      expect((await bulkDelete(list)).statusCode).toBe(400);
    }
    expect((await bulkDelete([keep.id], guest)).statusCode).toBe(403);
    expect((await t.db.select().from(mediaImages)).map((m) => m.id)).toContain(keep.id);
    await bulkDelete([keep.id]); // the list tests count the seeded pictures only
  });
});
