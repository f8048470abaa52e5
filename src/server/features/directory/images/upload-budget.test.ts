import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesForm, pngClaiming, portraitPng } from '@tests/helpers/fixtures/directory/images/media-images';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { type Persona, seedWorld, type World } from '@tests/helpers/world';
import { mediaImages } from '@server/db/schema';

// one megapixel a minute: five 400 × 480 portraits (192,000 pixels each) fit, a sixth does not
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MEGAPIXELS_PER_MINUTE: '1' });
  w = await seedWorld(t.db);
});
afterAll(async () => {
  await t.close();
});

type File = { name: string; data: Buffer };
const post = async (url: string, who: Persona, files: File[], field: string) =>
  t.app.inject({ method: 'POST', url, payload: filesForm(files, field), headers: { cookie: (await w.cookieFor(who))! }, remoteAddress: w.nextIp() });
const addPictures = (who: Persona, files: File[]) => post(`/api/clients/${w.own.id}/media-images`, who, files, 'files');
const replacePhoto = (who: Persona, file: File) => post(`/api/clients/${w.own.id}/photo`, who, [file], 'file');

/** The 429 of a spent budget: Retry-After within the minute, and words a person reads. */
function expectBudgetSpent(res: Awaited<ReturnType<typeof addPictures>>) {
  expect(res.statusCode, res.body).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(res.json()).toEqual({
    message: `You have sent a lot of pictures in the last minute. Please wait ${seconds} seconds and try again.`,
    code: 'UPLOAD_BUDGET_SPENT',
  });
}

describe('the pixels an account may upload a minute, across upload routes', () => {
  it('takes uploads up to the budget, then answers 429 on every upload route, before decoding anything', async () => {
    const portrait = { name: 'portrait.png', data: await portraitPng() };
    for (let i = 0; i < 4; i++) expect((await addPictures('admin', [portrait])).statusCode).toBe(201);
    expect((await replacePhoto('admin', portrait)).statusCode).toBe(200);

    expectBudgetSpent(await addPictures('admin', [portrait]));
    expectBudgetSpent(await replacePhoto('admin', portrait));
    // a header claiming 49 megapixels over a stub: decoding it would answer 400, so the 429 came first
    expectBudgetSpent(await addPictures('admin', [{ name: 'huge.png', data: pngClaiming(7000, 7000) }]));

    // another account has its own budget
    expect((await addPictures('owner', [portrait])).statusCode).toBe(201);
  });

  it('refuses a request declaring more than the whole budget, before decoding it', async () => {
    const pictures = () => t.db.select().from(mediaImages).where(eq(mediaImages.clientId, w.own.id));
    const before = (await pictures()).length;
    expectBudgetSpent(await addPictures('impersonating', [{ name: 'wide.png', data: pngClaiming(1200, 1000) }]));
    expect(await pictures()).toHaveLength(before);
  });
});
