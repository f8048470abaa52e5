import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { portraitPng } from '../helpers/fixtures/directory/images/media-images';
import { expectAccessible } from './axe';
import { type E2eServer, e2eSuite } from './harness';
import { signedInAdmin } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
beforeAll(() => {
  ({ server, browser } = suite);
});

const UPLOADED = /^\/(uploads|img\/\d+)\/[0-9a-f]{32}\.png$/;

describe('the admin client editor’s photo', () => {
  it('an admin uploads a portrait for a client (a too-small one is refused in words) and the profile shows it', { timeout: 180_000 }, async () => {
    const { context, page } = await signedInAdmin(browser, server);
    const { id, slug } = (await (await page.request.get('/api/admin/clients?q=Whitfield')).json()).items[0] as { id: number; slug: string };
    await page.goto(`/admin/directory/${id}`);
    const picker = page.getByLabel('Upload a new photo');
    await picker.waitFor({ state: 'attached' });
    expect(await page.getByText('A file name or /uploads/ path').count()).toBe(0);
    await expectAccessible(page);

    // an unsaved edit elsewhere in the form survives the upload
    await page.getByLabel('Headline', { exact: true }).fill('Chief Financial Storyteller');
    await page.getByText('You have unsaved changes.').waitFor();

    const tiny = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2e4a7d' } })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: tiny });
    await page.getByRole('alert').filter({ hasText: 'Too small for a portrait: 120 × 120 (the shorter side needs at least 400 px)' }).waitFor();
    await expectAccessible(page);

    const photo = page.getByRole('heading', { level: 2, name: 'Images' }).locator('..').locator('img').first();
    const before = await photo.getAttribute('src');
    await picker.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await portraitPng('#7d2e4a') });
    await expect.poll(() => photo.getAttribute('src')).toMatch(UPLOADED);
    expect(await photo.getAttribute('src')).not.toBe(before);
    await expectToast(page, 'Photo updated');
    expect(await page.getByText('Too small for a portrait').count()).toBe(0);
    expect(await page.getByLabel('Headline', { exact: true }).inputValue()).toBe('Chief Financial Storyteller');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);

    const stored = (await (await page.request.get(`/api/admin/clients/${id}`)).json()) as { localimage: string; headline: string };
    expect(stored.localimage).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(stored.headline).not.toBe('Chief Financial Storyteller');

    // a visitor's first load of the profile shows the new portrait
    const visitor = await browser.newContext({ baseURL: server.baseUrl });
    const profile = await visitor.newPage();
    await profile.goto(`/profile/${slug}`);
    const portrait = profile.locator('[data-profile-header] img');
    await expect.poll(() => portrait.getAttribute('src')).toMatch(new RegExp(stored.localimage.replace('/uploads/', '').replace('.', '\\.')));
    await visitor.close();
    await context.close();
  });
});
