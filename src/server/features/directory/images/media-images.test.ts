import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories';
import { filesForm, tinyPng } from '@tests/helpers/fixtures/directory/images/media-images';
import { clientRouteKit, expectError, expectFieldError } from '@tests/helpers/client-fixtures';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import type { SessionUser } from '@shared/api/session-user';
import type { MediaImage } from '@shared/api/directory/clients/clients';
import { MEDIA_IMAGE_LIMITS } from '@shared/api/directory/images/media-images';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import { assets, auditLog, clients, mediaImages } from '@server/db/schema';
import { uploadsDir } from '@server/integrations/storage/upload-storage';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { prepareImage, storeUploadedImage, withImageFiles } from './image-upload';

const ctx = seededApp();
const { freshClient, curator, outsiders, send } = clientRouteKit(ctx);

type File = { name: string; data: Buffer; type?: string };
const upload = (clientId: number, cookie: string | undefined, files: File[], field = 'files') =>
  ctx.t.app.inject({
    method: 'POST',
    url: `/api/clients/${clientId}/media-images`,
    payload: filesForm(files, field),
    headers: cookie ? { cookie } : {},
    remoteAddress: ctx.w.nextIp(),
  });
const edit = (clientId: number, id: number, cookie: string | undefined, body: unknown) =>
  send('PATCH', `/api/clients/${clientId}/media-images/${id}`, cookie, body);
const reorder = (clientId: number, cookie: string | undefined, ids: unknown) => send('PUT', `/api/clients/${clientId}/media-images/order`, cookie, { ids });
const remove = (clientId: number, id: number, cookie?: string) => send('DELETE', `/api/clients/${clientId}/media-images/${id}`, cookie);

const png = async (name = 'photo.png', colour?: string): Promise<File> => ({ name, data: await tinyPng(colour) });

/** The files in DATA_DIR/uploads (sized copies left out). */
const storedFiles = () => readdirSync(uploadsDir(ctx.t.config.dataDir)).filter((f) => !f.startsWith('.'));

/** The profile's media images as GET /api/clients/{slug} sends them (through the read cache). */
async function profileImages(slug: string): Promise<MediaImage[]> {
  const res = await send('GET', `/api/clients/${slug}`);
  expect(res.statusCode).toBe(200);
  return res.json().mediaImages;
}

/** What a refused or failed write must leave as it was: pictures, updated_at, assets, audit entries and files. */
async function stateOf(clientId: number) {
  const { db } = ctx.t;
  const pictures = await db.select().from(mediaImages).where(eq(mediaImages.clientId, clientId)).orderBy(mediaImages.id);
  const [client] = await db.select({ updatedAt: clients.updatedAt }).from(clients).where(eq(clients.id, clientId));
  const audit = await db.select({ id: auditLog.id }).from(auditLog);
  const assetRows = await db.select({ id: assets.id }).from(assets);
  return { pictures, updatedAt: client.updatedAt, audit: audit.length, assets: assetRows.length, files: storedFiles().sort() };
}

describe('a guest uploading pictures to their own profile', () => {
  it('adds several at once after the existing ones, stored under generated names with assets rows; the profile shows them at once', async () => {
    const { client, guest } = await freshClient();
    const [old] = await ctx.t.db.insert(mediaImages).values({ clientId: client.id, localFilename: 'old.jpg', position: 5 }).returning();
    expect((await profileImages(client.slug)).map((m) => m.id)).toEqual([old.id]); // now in the read cache

    const res = await upload(client.id, guest, [await png('First one.png'), await png('../../etc/second.png', '#aa3322')]);
    expect(res.statusCode, res.body).toBe(201);
    const created: MediaImage[] = res.json();
    expect(created).toHaveLength(2);
    for (const image of created) {
      expect(image).toEqual({
        id: expect.any(Number),
        url: null,
        src: `/uploads/${image.localFilename}`,
        localFilename: expect.stringMatching(/^[0-9a-f]{32}\.png$/),
        alt: '',
        caption: '',
      });
      const file = join(uploadsDir(ctx.t.config.dataDir), image.localFilename!);
      expect((await sharp(readFileSync(file)).metadata()).format).toBe('png');
      expect((await send('GET', image.src)).statusCode).toBe(200);
    }
    expect((await profileImages(client.slug)).map((m) => m.id)).toEqual([old.id, ...created.map((m) => m.id)]);
    expect((await send('GET', `/api/clients/${client.id}/media-images`)).json().map((m: MediaImage) => m.id)).toEqual([old.id, ...created.map((m) => m.id)]);

    const rows = await ctx.t.db
      .select()
      .from(assets)
      .where(
        inArray(
          assets.storageKey,
          created.map((m) => m.localFilename!),
        ),
      );
    expect(rows.map((r) => r.originalName).sort()).toEqual(['First one.png', 'second.png']);
    for (const row of rows) expect(row).toMatchObject({ contentType: 'image/png', width: 12, height: 8, byteSize: expect.any(Number) });
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media-image.create'), eq(auditLog.targetId, String(client.id))));
    expect(entry.details).toMatchObject({ imageIds: created.map((m) => m.id) });
    const [after] = await ctx.t.db.select({ updatedAt: clients.updatedAt }).from(clients).where(eq(clients.id, client.id));
    expect(after.updatedAt.getTime()).toBeGreaterThan(client.updatedAt.getTime());
  });

  it('strips EXIF (camera, GPS) from a JPEG and turns it upright by its orientation', async () => {
    const { client, guest } = await freshClient();
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Jane Doe' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2900/100' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(client.id, guest, [{ name: 'holiday.jpg', data: jpeg, type: 'image/jpeg' }]);
    expect(res.statusCode, res.body).toBe(201);
    const stored = readFileSync(join(uploadsDir(ctx.t.config.dataDir), res.json()[0].localFilename));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
  });
});

describe('uploads that are refused, leaving nothing behind', () => {
  it('415 for a text file named .jpg, a PDF and an SVG, whatever type they declare', async () => {
    const { client, guest } = await freshClient();
    const before = await stateOf(client.id);
    for (const file of [
      { name: 'notes.jpg', data: Buffer.from('just some notes, honestly'), type: 'image/jpeg' },
      { name: 'paper.pdf', data: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'), type: 'image/png' },
      { name: 'logo.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml' },
    ]) {
      expectError(await upload(client.id, guest, [file]), 415, `${file.name}: Only JPEG, PNG, WebP and GIF images are accepted`);
    }
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('a batch with one bad file saves nothing: no picture, no assets row, no file', async () => {
    const { client, guest } = await freshClient();
    const before = await stateOf(client.id);
    const res = await upload(client.id, guest, [await png('good.png'), { name: 'bad.gif', data: Buffer.from('GIF? no') }, await png('also-good.png')]);
    expectError(res, 415, 'bad.gif: Only JPEG, PNG, WebP and GIF images are accepted');
    expect(await stateOf(client.id)).toEqual(before);
  });

  it(`413 for a file over ${IMAGE_UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB and for more than ${IMAGE_UPLOAD_LIMITS.maxFiles} files`, async () => {
    const { client, guest } = await freshClient();
    const before = await stateOf(client.id);
    const big = Buffer.concat([await tinyPng(), Buffer.alloc(IMAGE_UPLOAD_LIMITS.maxFileBytes)]);
    expectError(await upload(client.id, guest, [{ name: 'huge.png', data: big }]), 413, 'huge.png is larger than 10 MB');
    const many = await Promise.all(Array.from({ length: IMAGE_UPLOAD_LIMITS.maxFiles + 1 }, (_, i) => png(`p${i}.png`)));
    expectError(await upload(client.id, guest, many), 413, `Send at most ${IMAGE_UPLOAD_LIMITS.maxFiles} files at a time`);
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('415 when not multipart; 400 without files, with files in another field, an empty file or a broken body', async () => {
    const { client, guest } = await freshClient();
    const before = await stateOf(client.id);
    const url = `/api/clients/${client.id}/media-images`;
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      ctx.t.app.inject({ method: 'POST', url, payload: payload as string, headers: { cookie: guest, ...headers }, remoteAddress: ctx.w.nextIp() });
    expectError(await post({ files: ['a.png'] }), 415, 'Send the files as multipart/form-data');
    const fieldOnly = new FormData();
    fieldOnly.append('caption', 'no file here');
    expectError(await post(fieldOnly), 400, 'Choose at least one file to upload (field "files")');
    expectError(await upload(client.id, guest, [await png()], 'file'), 400, 'Send the files in the field "files"');
    expectError(await upload(client.id, guest, [{ name: 'empty.png', data: Buffer.alloc(0) }]), 400, 'empty.png is empty');
    expectError(
      await post('--x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nabc', { 'content-type': 'multipart/form-data; boundary=x' }),
      400,
    );
    expectError(await post('whatever', { 'content-type': 'multipart/form-data' }), 400);
    expect(await stateOf(client.id)).toEqual(before);
  });

  it(`409 past ${MEDIA_IMAGE_LIMITS.perClient} pictures, nothing saved`, async () => {
    const { client, guest } = await freshClient();
    await ctx.t.db
      .insert(mediaImages)
      .values(Array.from({ length: MEDIA_IMAGE_LIMITS.perClient - 1 }, (_, i) => ({ clientId: client.id, localFilename: `f${i}.jpg`, position: i })));
    const before = await stateOf(client.id);
    expectError(await upload(client.id, guest, [await png('a.png'), await png('b.png')]), 409);
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('a transaction that fails after storing a file deletes the file, and its assets row rolls back', async () => {
    const { client } = await freshClient();
    const admin = await createUser(ctx.t.db, { role: 'admin' });
    const user: SessionUser = {
      ...admin,
      profileImage: null,
      clientSlug: null,
      clientName: null,
      teamMemberId: null,
      isImpersonating: false,
      originalUser: null,
    };
    const before = await stateOf(client.id);
    const image = await prepareImage({ filename: 'x.png', data: await tinyPng() });
    let written = false;
    const failing = withImageFiles(ctx.t, [image], () =>
      auditedWrite(
        ctx.t.db,
        user,
        async (tx) => {
          await storeUploadedImage(ctx.t, tx, user, image);
          written = existsSync(join(uploadsDir(ctx.t.config.dataDir), image.storageKey));
          throw new Error('a later statement failed');
        },
        () => ({ action: 'never' }),
      ),
    );
    await expect(failing).rejects.toThrow('a later statement failed');
    expect(written).toBe(true);
    expect(await stateOf(client.id)).toEqual(before);
  });
});

describe('caption, alt text, order and delete', () => {
  /** A client with two uploaded pictures, through the API. */
  async function withPictures() {
    const fresh = await freshClient();
    const res = await upload(fresh.client.id, fresh.guest, [await png('a.png'), await png('b.png', '#123456')]);
    expect(res.statusCode).toBe(201);
    const [a, b]: MediaImage[] = res.json();
    return { ...fresh, a, b };
  }

  it('edits the caption and alt text (trimmed), and the profile shows them', async () => {
    const { client, guest, a } = await withPictures();
    await profileImages(client.slug);
    const res = await edit(client.id, a.id, guest, { caption: '  On stage at the summit  ', alt: 'Jane speaking at a lectern' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...a, caption: 'On stage at the summit', alt: 'Jane speaking at a lectern' });
    expect((await edit(client.id, a.id, guest, { alt: '' })).json()).toMatchObject({ caption: 'On stage at the summit', alt: '' });
    expect((await profileImages(client.slug))[0]).toMatchObject({ id: a.id, caption: 'On stage at the summit', alt: '' });
  });

  it('400 with a message per invalid field, and nothing changed', async () => {
    const { client, guest, a } = await withPictures();
    const before = await stateOf(client.id);
    const bad: [unknown, string][] = [
      [{}, 'Send a caption or an alt text'],
      [{ caption: 'x'.repeat(MEDIA_IMAGE_LIMITS.captionMax + 1) }, `caption: The caption must be at most ${MEDIA_IMAGE_LIMITS.captionMax} characters`],
      [{ alt: 'x'.repeat(MEDIA_IMAGE_LIMITS.altMax + 1) }, `alt: The alt text must be at most ${MEDIA_IMAGE_LIMITS.altMax} characters`],
      [{ caption: 'nul \u0000' }, 'caption: Text must not contain null characters'],
      [{ caption: 42 }, 'caption:'],
      [{ alt: ['x'] }, 'alt:'],
    ];
    for (const [body, message] of bad) {
      expectFieldError(await edit(client.id, a.id, guest, body), message);
    }
    for (const ids of [[a.id, a.id], ['1'], [0], [-3], [1.5], 'all', null]) expectError(await reorder(client.id, guest, ids), 400);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expectError(await send('DELETE', `/api/clients/${client.id}/media-images/${id}`, guest), 400);
      expectError(await send('PATCH', `/api/clients/${id}/media-images/${a.id}`, guest, { caption: 'x' }), 400);
    }
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('reorders (a partial list keeps the rest after it) and refuses another client’s picture (400, nothing changed)', async () => {
    const { client, guest, a, b } = await withPictures();
    const other = await withPictures();
    const res = await reorder(client.id, guest, [b.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: MediaImage) => m.id)).toEqual([b.id, a.id]);
    expect((await profileImages(client.slug)).map((m) => m.id)).toEqual([b.id, a.id]);
    const before = await stateOf(client.id);
    expectError(await reorder(client.id, guest, [a.id, other.a.id]), 400, 'Every picture must belong to this profile');
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('deletes a picture and its file (sized copies too), answers 404 after, and the profile drops it', async () => {
    const { client, guest, a, b } = await withPictures();
    expect((await send('GET', `/img/160/${a.localFilename}`)).statusCode).toBe(200);
    const sized = join(uploadsDir(ctx.t.config.dataDir), '.sized', `160-${a.localFilename}.webp`);
    expect(existsSync(sized)).toBe(true);
    await profileImages(client.slug);
    const res = await remove(client.id, a.id, guest);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(storedFiles()).not.toContain(a.localFilename);
    expect(existsSync(sized)).toBe(false);
    expect(await ctx.t.db.select().from(assets).where(eq(assets.storageKey, a.localFilename!))).toEqual([]);
    expect((await profileImages(client.slug)).map((m) => m.id)).toEqual([b.id]);
    expectError(await remove(client.id, a.id, guest), 404, 'Image not found');
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media-image.delete'), eq(auditLog.targetId, String(a.id))));
    expect(entry).toBeDefined();
  });

  it('keeps a file another picture still shows', async () => {
    const { client, guest, a } = await withPictures();
    const [twin] = await ctx.t.db
      .insert(mediaImages)
      .values({ clientId: client.id, localFilename: `/uploads/${a.localFilename}`, position: 9 })
      .returning();
    expect((await remove(client.id, a.id, guest)).statusCode).toBe(204);
    expect(storedFiles()).toContain(a.localFilename);
    expect((await remove(client.id, twin.id, guest)).statusCode).toBe(204);
    expect(storedFiles()).not.toContain(a.localFilename);
  });

  it('404 for a picture of another client, which stays as it was', async () => {
    const { client, guest } = await withPictures();
    const other = await withPictures();
    const before = await stateOf(other.client.id);
    expectError(await edit(client.id, other.a.id, guest, { caption: 'Mine now' }), 404, 'Image not found');
    expectError(await remove(client.id, other.a.id, guest), 404, 'Image not found');
    expect(await stateOf(other.client.id)).toEqual(before);
  });
});

describe('who may edit media pictures', () => {
  it('admins and owners edit any client’s; an admin viewing as the guest too, audited as themselves acting as the guest', async () => {
    const { client } = await freshClient();
    for (const role of ['admin', 'owner'] as const) {
      const cookie = await curator(role);
      const created = await upload(client.id, cookie, [await png(`${role}.png`)]);
      expect(created.statusCode).toBe(201);
      const id = created.json()[0].id;
      expect((await edit(client.id, id, cookie, { caption: `By the ${role}` })).statusCode).toBe(200);
      expect((await reorder(client.id, cookie, [id])).statusCode).toBe(200);
      expect((await remove(client.id, id, cookie)).statusCode).toBe(204);
    }
    const admin = await createUser(ctx.t.db, { role: 'admin' });
    const created = await upload(client.id, await openSession(ctx.t.db, admin.id, client.id), [await png()]);
    expect(created.statusCode).toBe(201);
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media-image.create'), eq(auditLog.actorUserId, admin.id)));
    expect(entry).toMatchObject({ targetId: String(client.id), actingAsClientId: client.id });
    const [asset] = await ctx.t.db.select().from(assets).where(eq(assets.storageKey, created.json()[0].localFilename));
    expect(asset.uploadedBy).toBe(admin.id);
  });

  it('refuses team members of the client (403), visitors (401) and the guest and team of another client (403), changing nothing', async () => {
    const { client, guest, team } = await freshClient();
    const refused = [[team, 403] as const, ...(await outsiders())];
    const picture = (await upload(client.id, guest, [await png()])).json()[0] as MediaImage;
    const before = await stateOf(client.id);
    for (const [cookie, status] of refused) {
      expectError(await upload(client.id, cookie, [await png()]), status);
      expectError(await edit(client.id, picture.id, cookie, { caption: 'Not allowed' }), status);
      expectError(await reorder(client.id, cookie, [picture.id]), status);
      expectError(await remove(client.id, picture.id, cookie), status);
    }
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('answers 404 for an unknown client (admin)', async () => {
    const admin = await curator('admin');
    const before = storedFiles().sort();
    expectError(await upload(2_000_000_000, admin, [await png()]), 404, 'Client not found');
    expectError(await reorder(2_000_000_000, admin, []), 404, 'Client not found');
    expectError(await edit(2_000_000_000, 1, admin, { caption: 'x' }), 404, 'Client not found');
    expectError(await remove(2_000_000_000, 1, admin), 404, 'Client not found');
    expect(storedFiles().sort()).toEqual(before);
  });
});
