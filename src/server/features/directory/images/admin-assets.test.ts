import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, createVideo } from '@tests/factories';
import { createAsset, writeUploadedFile } from '@tests/helpers/fixtures/directory/images/admin-assets';
import { createMediaImage } from '@tests/helpers/fixtures/directory/images/admin-gallery';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { assets, auditLog, clients } from '@server/db/schema';

let t: TestApp;
let admin: string;
let guest: string;
let adminEmail: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const ada = await createClient(t.db, { slug: 'ada', name: 'Ada Lovelace' });
  const adminUser = await createUser(t.db, { role: 'admin' });
  adminEmail = adminUser.email;
  admin = await openSession(t.db, adminUser.id);
  guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: ada.id })).id);
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  const picture = await createAsset(t.db, { originalName: 'engine.png', byteSize: 300, createdAt: at(1), uploadedBy: adminUser.id });
  const photo = await createAsset(t.db, { originalName: 'portrait.jpg', contentType: 'image/jpeg', byteSize: 200, createdAt: at(2) });
  const thumb = await createAsset(t.db, { originalName: 'thumb.webp', contentType: 'image/webp', byteSize: 50, createdAt: at(3) });
  const orphan = await createAsset(t.db, { originalName: 'stray.png', byteSize: 1000, createdAt: at(4) });
  const pdf = await createAsset(t.db, {
    originalName: 'deck.pdf',
    contentType: 'application/pdf',
    byteSize: 4000,
    width: null,
    height: null,
    createdAt: at(5),
  });
  Object.assign(ids, { picture: picture.id, photo: photo.id, thumb: thumb.id, orphan: orphan.id, pdf: pdf.id });
  await createMediaImage(t.db, ada.id, { url: null, localFilename: `/uploads/${picture.storageKey}` });
  await t.db.update(clients).set({ localimage: photo.storageKey });
  await createVideo(t.db, ada.id, { title: 'Engines talk', localThumbnail: `/uploads/${thumb.storageKey}` });
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });
const listed = async (query: string) => (await get(`/api/admin/assets?${query}`)).json().items.map((a: { id: number }) => a.id);

describe('GET /api/admin/assets', () => {
  it('lists uploads newest first with who uploaded each and where it is used', async () => {
    const body = (await get('/api/admin/assets')).json();
    expect(body).toMatchObject({ total: 5, totalCapped: false });
    expect(body.items.map((a: { id: number }) => a.id)).toEqual([ids.pdf, ids.orphan, ids.thumb, ids.photo, ids.picture]);
    const byId = (id: number) => body.items.find((a: { id: number }) => a.id === id);
    expect(byId(ids.picture)).toMatchObject({ originalName: 'engine.png', byteSize: 300, uploadedBy: { email: adminEmail } });
    expect(byId(ids.picture).usedBy).toEqual([expect.objectContaining({ type: 'media-image', label: 'Media picture of Ada Lovelace' })]);
    expect(byId(ids.photo).usedBy).toEqual([expect.objectContaining({ type: 'client', label: 'Photo of Ada Lovelace' })]);
    expect(byId(ids.thumb).usedBy).toEqual([expect.objectContaining({ type: 'video', label: 'Thumbnail of Engines talk' })]);
    expect(byId(ids.orphan)).toMatchObject({ usedBy: [], uploadedBy: null });
  });

  it('filters by usage, type and name, and sorts by size and name', async () => {
    expect(await listed('usage=orphan')).toEqual([ids.pdf, ids.orphan]);
    expect(await listed('usage=used&dir=asc')).toEqual([ids.picture, ids.photo, ids.thumb]);
    expect(await listed('type=other')).toEqual([ids.pdf]);
    expect(await listed('type=image&usage=orphan')).toEqual([ids.orphan]);
    expect(await listed('q=ENGINE')).toEqual([ids.picture]);
    expect(await listed('sort=size&dir=asc')).toEqual([ids.thumb, ids.photo, ids.picture, ids.orphan, ids.pdf]);
    expect((await listed('sort=name&dir=asc'))[0]).toBe(ids.pdf);
  });

  it('refuses bad queries and non-admins', async () => {
    for (const query of ['pageSize=7', 'page=501', 'sort=key', 'usage=some', 'type=video']) {
      expect((await get(`/api/admin/assets?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get('/api/admin/assets', guest)).statusCode).toBe(403);
    expect((await get('/api/admin/assets/summary', guest)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/assets/summary', () => {
  it('answers the storage all uploads and the orphans take', async () => {
    expect((await get('/api/admin/assets/summary')).json()).toEqual({ count: 5, bytes: 5550, orphanCount: 2, orphanBytes: 5000 });
  });
});

describe('deleting uploads', () => {
  const remove = (id: unknown, cookie = admin) => t.app.inject({ method: 'DELETE', url: `/api/admin/assets/${id}`, headers: { cookie } });
  const bulkDelete = (list: unknown, cookie = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/assets/bulk-delete', headers: { cookie }, payload: { ids: list } });
  const assetIds = async () => (await t.db.select().from(assets)).map((a) => a.id);

  it('deletes an orphan upload and its file after the commit, audited', async () => {
    const doomed = await createAsset(t.db, { originalName: 'doomed.png' });
    const path = await writeUploadedFile(t.config.dataDir, doomed.storageKey);
    const res = await remove(doomed.id);
    expect(res.json()).toEqual({ changed: 1 });
    expect(await assetIds()).not.toContain(doomed.id);
    expect(existsSync(path)).toBe(false);
    const audit = (await t.db.select().from(auditLog)).filter((e) => e.action === 'asset.delete').at(-1);
    expect(audit?.details).toMatchObject({ ids: [doomed.id], storageKeys: [doomed.storageKey] });
    expect((await remove(doomed.id)).statusCode).toBe(404);
  });

  it('refuses (409) files still in use, deleting nothing of the batch', async () => {
    const spare = await createAsset(t.db, { originalName: 'spare.png' });
    const path = await writeUploadedFile(t.config.dataDir, spare.storageKey);
    const res = await bulkDelete([spare.id, ids.picture]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ASSET_IN_USE', message: expect.stringContaining('engine.png') });
    expect((await remove(ids.photo)).statusCode).toBe(409);
    expect(await assetIds()).toEqual(expect.arrayContaining([spare.id, ids.picture, ids.photo]));
    expect(existsSync(path)).toBe(true);
    expect((await bulkDelete([spare.id])).json()).toEqual({ changed: 1 });
  });

  it('refuses bad ids and non-admins', async () => {
    for (const id of ['abc', '0', '-1']) expect((await remove(id)).statusCode).toBe(400);
    for (const list of [[], [1, 1], 'all']) expect((await bulkDelete(list)).statusCode).toBe(400);
    expect((await remove(ids.orphan, guest)).statusCode).toBe(403);
    expect((await bulkDelete([ids.orphan], guest)).statusCode).toBe(403);
    expect(await assetIds()).toContain(ids.orphan);
  });
});
