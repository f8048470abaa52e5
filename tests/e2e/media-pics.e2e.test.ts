import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { landingOf, signedInGuest, signIn } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
beforeAll(() => {
  ({ server, browser } = suite);
});

/** The pictures of the media page's grid. */
const grid = (page: Page) => page.getByRole('list', { name: /^Media pictures of/ }).getByRole('listitem');
/** The picture sources of the profile's Media Pics section. */
const profileSources = (page: Page) => page.locator('#media img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));

describe('media pictures', () => {
  it('a guest uploads a picture, sees it on the page and the profile, captions it and deletes it', async () => {
    const { context, page, guest } = await signedInGuest(browser, server);
    await page.getByRole('link', { name: 'Edit Pics' }).click();
    await page.waitForURL(`**/profile/${guest.clientSlug}/media-pics`);
    await expect.poll(() => grid(page).count()).toBeGreaterThan(0); // the seeded guest has pictures
    const before = await grid(page).count();

    // the keyboard way in is a button; the file goes through the input it opens
    expect(await page.getByRole('button', { name: 'Choose files' }).isEnabled()).toBe(true);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f5d8a' } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'stage.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => grid(page).count()).toBe(before + 1);
    await expectToast(page, '1 picture uploaded');
    const position = before + 1;
    expect(await page.getByRole('progressbar', { name: 'Upload of stage.png' }).getAttribute('aria-valuenow')).toBe('100');
    const src = await grid(page).last().locator('img').getAttribute('src');
    expect(src).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => page.evaluate(async (url) => (await fetch(url, { cache: 'no-store' })).status, src!)).toBe(200);

    // a caption and alt text, edited in place
    await page.getByRole('button', { name: `Edit caption and alt text: picture ${position}` }).click();
    await page.getByRole('textbox', { name: 'Alt text' }).fill('A blue stage backdrop');
    await page.getByRole('textbox', { name: 'Caption' }).fill('Keynote at the Summit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Caption' }).count()).toBe(0);
    await expect.poll(() => grid(page).last().getByText('Keynote at the Summit', { exact: true }).isVisible()).toBe(true);
    expect(await grid(page).last().locator('img').getAttribute('alt')).toBe('A blue stage backdrop');
    await expectAccessible(page); // the grid with a manager's controls, the drop zone and the finished upload

    // the profile shows it, caption included
    await page.getByRole('link', { name: /^Back to / }).click();
    await page.waitForURL(`**/profile/${guest.clientSlug}`);
    await expect.poll(() => profileSources(page)).toContain(src);
    await expect.poll(() => page.locator('#media').getByText('Keynote at the Summit', { exact: true }).isVisible()).toBe(true);

    // delete through the confirmation dialog
    await page.getByRole('link', { name: 'Edit Pics' }).click();
    await page.waitForURL(`**/profile/${guest.clientSlug}/media-pics`);
    await page.getByRole('button', { name: `Delete: picture ${position} (Keynote at the Summit)` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete picture?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => grid(page).count()).toBe(before);
    await expectToast(page, 'Image deleted successfully');
    await expect.poll(() => page.evaluate(async (url) => (await fetch(url, { cache: 'no-store' })).status, src!)).toBe(404);

    await page.goto(`/profile/${guest.clientSlug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await profileSources(page)).not.toContain(src);
    await context.close();
  });

  it('a guest drops two pictures at once, moves one earlier by keyboard, and deletes both', async () => {
    const { context, page, guest } = await signedInGuest(browser, server);
    await page.goto(`/profile/${guest.clientSlug}/media-pics`);
    await expect.poll(() => grid(page).count()).toBeGreaterThan(0); // the seeded guest has pictures
    const before = await grid(page).count();
    const files = await Promise.all(
      ['#8a2f2f', '#2f8a4d'].map(async (background) =>
        (
          await sharp({ create: { width: 60, height: 40, channels: 3, background } })
            .png()
            .toBuffer()
        ).toString('base64'),
      ),
    );
    const dataTransfer = await page.evaluateHandle((encoded) => {
      const transfer = new DataTransfer();
      encoded.forEach((b64, i) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], `dropped-${i + 1}.png`, { type: 'image/png' }));
      });
      return transfer;
    }, files);
    await page.getByText('Drag pictures here, or').locator('..').dispatchEvent('drop', { dataTransfer });
    await expect.poll(() => grid(page).count()).toBe(before + 2);
    await expectToast(page, '2 pictures uploaded');
    const sources = async () =>
      grid(page)
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    const [first, second] = (await sources()).slice(before);

    const last = before + 2;
    await page.getByRole('button', { name: `Move earlier: picture ${last}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await sources()).slice(before)).toEqual([second, first]);
    await expect.poll(() => page.getByText(`picture ${last} moved to position ${last - 1} of ${last}`).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move earlier: picture ${last - 1}`);

    for (const position of [last, last - 1]) {
      await page.getByRole('button', { name: `Delete: picture ${position}` }).click();
      await page.getByRole('dialog', { name: 'Delete picture?' }).getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => grid(page).count()).toBe(position - 1);
    }
    await context.close();
  });

  it('a file that is not an image is refused in the browser with the server’s words', async () => {
    const { context, page, guest } = await signedInGuest(browser, server);
    await page.goto(`/profile/${guest.clientSlug}/media-pics`);
    await page.locator('input[type="file"]').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
    await expect.poll(() => page.getByText('notes.jpg: Only JPEG, PNG, WebP and GIF images are accepted').first().isVisible()).toBe(true);
    await context.close();
  });

  it('a team member sees no Edit Pics link and no upload, edit or delete controls', async () => {
    const team = account(server, 'team');
    const context = await newContext(browser, server);
    const page = await context.newPage();
    await signIn(page, team, landingOf(team));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Edit Pics' }).count()).toBe(0);

    await page.goto(`/profile/${team.clientSlug}/media-pics`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Media Pics' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Choose files' }).count()).toBe(0);
    expect(await page.locator('input[type="file"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Move|Edit|Delete)/ }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
