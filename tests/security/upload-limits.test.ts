import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_IMAGE_LIMITS } from '@shared/api/directory/images/media-images';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import { mediaImages } from '@server/db/schema';
import { createClient, createUser } from '../factories';
import { filesForm, pngClaiming, tinyPng } from '../helpers/fixtures/directory/images/media-images';
import { openSession } from '../helpers/session';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The security finding "Uploads are decoded before limits are checked": the cap on pictures and every file's
 * declared pixels (alone and together) are checked from the headers before any file is decoded,
 * and each account may send only so many uploads a minute.
 */

let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

type File = { name: string; data: Buffer };
/** An upload of `files` to a client's Media Pics, from a new address each time. */
const upload = (clientId: number, cookie: string, files: File[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/clients/${clientId}/media-images`,
    payload: filesForm(files),
    headers: { cookie },
    remoteAddress: `10.28.${(++ip >> 8) & 255}.${ip & 255}`,
  });

/** A client with `pictures` pictures already, and its guest's session. */
async function guestOf(pictures = 0) {
  const client = await createClient(t.db);
  const guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: client.id })).id);
  if (pictures > 0)
    await t.db.insert(mediaImages).values(Array.from({ length: pictures }, (_, i) => ({ clientId: client.id, localFilename: `old-${i}.jpg`, position: i })));
  return { client, guest };
}

/** Counts the sharp pipelines that decode and write pixels (every re-encode ends in toBuffer). */
const countDecodes = () => vi.spyOn(sharp.prototype, 'toBuffer');

describe('limits are checked from the headers, before any file is decoded', () => {
  it(`refuses an upload past ${MEDIA_IMAGE_LIMITS.perClient} pictures (409) without decoding any file`, async () => {
    const { client, guest } = await guestOf(MEDIA_IMAGE_LIMITS.perClient - 1);
    const files = [
      { name: 'a.png', data: await tinyPng() },
      { name: 'b.png', data: await tinyPng('#aa3322') },
    ];
    const decodes = countDecodes();
    const res = await upload(client.id, guest, files);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_MEDIA_IMAGES', message: `A profile may have at most ${MEDIA_IMAGE_LIMITS.perClient} pictures` });
    expect(decodes).not.toHaveBeenCalled();
  });

  it('refuses a request whose last file declares too many pixels (413, plain words) before decoding the others', async () => {
    const { client, guest } = await guestOf();
    const fine = { name: 'fine.png', data: await tinyPng() };
    const decodes = countDecodes();
    const res = await upload(client.id, guest, [fine, fine, { name: 'bomb.png', data: pngClaiming(8_000, 8_000) }]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: 'bomb.png has too many pixels (at most 50 megapixels)' });
    expect(decodes).not.toHaveBeenCalled();
  });

  it(`refuses ${IMAGE_UPLOAD_LIMITS.maxFiles} files of 49 megapixels (each under the limit, too many together) without decoding one`, async () => {
    const { client, guest } = await guestOf();
    const files = Array.from({ length: IMAGE_UPLOAD_LIMITS.maxFiles }, (_, i) => ({ name: `big-${i}.png`, data: pngClaiming(7_000, 7_000) }));
    const decodes = countDecodes();
    const res = await upload(client.id, guest, files);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'UPLOAD_TOO_MANY_PIXELS',
      message: 'These pictures have too many pixels together (at most 250 megapixels at a time); send fewer at once',
    });
    expect(decodes).not.toHaveBeenCalled();
  });

  it('still stores a picture within every limit, decoded once (what the checks above count)', async () => {
    const { client, guest } = await guestOf(MEDIA_IMAGE_LIMITS.perClient - 1);
    const last = { name: 'last.png', data: await tinyPng() };
    const decodes = countDecodes();
    const res = await upload(client.id, guest, [last]);
    expect(res.statusCode, res.body).toBe(201);
    expect(decodes).toHaveBeenCalledTimes(1);
  });
});

describe('uploads are limited per account', () => {
  it('lets one account send 30 uploads a minute, whatever its addresses, then answers 429 with Retry-After; other accounts still upload', async () => {
    const { client, guest } = await guestOf();
    const notMultipart = (cookie: string, url = `/api/clients/${client.id}/media-images`) =>
      t.app.inject({ method: 'POST', url, payload: {}, headers: { cookie }, remoteAddress: `10.29.${(++ip >> 8) & 255}.${ip & 255}` });
    for (let i = 0; i < 30; i++) expect((await notMultipart(guest)).statusCode).toBe(415);
    const limited = await notMultipart(guest);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const other = await guestOf();
    expect((await notMultipart(other.guest, `/api/clients/${other.client.id}/media-images`)).statusCode).toBe(415);

    const admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
    const photo = `/api/clients/${client.id}/photo`;
    for (let i = 0; i < 30; i++) expect((await notMultipart(admin, photo)).statusCode).toBe(415);
    expect((await notMultipart(admin, photo)).statusCode).toBe(429);
  });
});
