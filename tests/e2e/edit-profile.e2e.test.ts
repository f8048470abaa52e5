import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite } from './harness';
import { signedInAdmin, signedInGuest } from './signin';
import { setTestMode } from './test-mode';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
beforeAll(() => {
  ({ server, browser } = suite);
});

/** The sample questions the profile lists, in order. */
const profileQuestions = (page: Page) => page.locator('#questions').getByRole('listitem').allInnerTexts();

describe('editing the profile and sample questions', () => {
  // a long flow (three sign-ins, six accessibility checks) on a shared, busy machine
  it('a guest edits their bio, headline, photo and questions in test mode, and the profile shows them', { timeout: 240_000 }, async () => {
    const { context, page, guest } = await signedInGuest(browser, server);

    // test mode off: the edit pages are not available to a guest
    await page.goto('/edit-profile');
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Available' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('This page is only available when test mode is enabled.').isVisible()).toBe(true);

    await setTestMode(browser, server, true);
    await page.goto(`/profile/${guest.clientSlug}`);
    await page.locator('#about').getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL('**/edit-profile');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Edit Profile' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Name').inputValue()).not.toBe('');
    await expectAccessible(page);

    // a bad link is refused next to its field, in the server's words, and nothing is saved
    await page.getByLabel('Website').fill('example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    const website = page.getByLabel('Website');
    await expect.poll(() => website.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText('Enter the full Website address, starting with http:// or https://').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await website.getAttribute('id'));
    await website.fill('https://example.com');

    const bio = 'Ada builds **analytical engines** for boards.\n\nShe speaks about the first program.';
    await page.getByLabel('Headline').fill('Countess of Computing');
    await page.getByLabel('Bio (markdown)').fill(bio);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.locator('strong', { hasText: 'analytical engines' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('You have unsaved changes.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('All changes saved.').isVisible()).toBe(true);
    await expectToast(page, 'Profile saved');
    await expectAccessible(page);

    // a new photo: a file that is no image is refused in the browser; a PNG is uploaded at once
    const picker = page.getByLabel('Upload a new photo');
    await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect.poll(() => page.getByText('notes.png: Only JPEG, PNG, WebP and GIF images are accepted').isVisible()).toBe(true);
    // a portrait the photo rule accepts (at least 400 px on the shorter side, near square)
    const png = await sharp({ create: { width: 400, height: 480, channels: 3, background: '#2e4a7d' } })
      .png()
      .toBuffer();
    const photoSrc = () => page.getByRole('heading', { level: 2, name: 'Photo' }).locator('..').locator('img').getAttribute('src');
    const photoBefore = await photoSrc();
    await picker.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
    // the photo changes (first to the chosen file's blob: preview), then shows the uploaded file
    await expect.poll(photoSrc).not.toBe(photoBefore);
    await expect.poll(photoSrc).toMatch(/^\/(uploads|img\/\d+)\/[0-9a-f]{32}\.png$/);
    await expectToast(page, 'Photo updated');
    expect(await page.getByText('notes.png: Only JPEG').count()).toBe(0);

    // the profile shows the change at once, and after a reload (the server's read cache was told)
    await page.getByRole('link', { name: 'View profile' }).click();
    await page.waitForURL(`**/profile/${guest.clientSlug}`);
    const about = page.locator('#about');
    await expect.poll(() => about.getByText('She speaks about the first program.').isVisible()).toBe(true);
    await expect.poll(() => about.locator('strong', { hasText: 'analytical engines' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Countess of Computing').first().isVisible()).toBe(true);
    const portrait = page.locator('[data-profile-header] img');
    await expect.poll(() => portrait.getAttribute('src')).toMatch(/^\/(uploads|img\/\d+)\/[0-9a-f]{32}\.png$/);
    await page.reload();
    await expect.poll(() => about.getByText('She speaks about the first program.').isVisible()).toBe(true);

    // sample questions: add one, move it up, save, and see the order on the profile
    await expect.poll(async () => (await profileQuestions(page)).length).toBeGreaterThan(1);
    const before = await profileQuestions(page);
    await page.locator('#questions').getByRole('link', { name: 'Manage sample questions' }).click();
    await page.waitForURL('**/edit-questions?client=*');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Sample Questions' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel(/^Question \d+$/).count()).toBe(before.length);
    await expectAccessible(page);

    const added = 'What did the first program teach you about boards?';
    await page.getByLabel('New question').fill(added);
    await page.keyboard.press('Enter');
    const last = before.length + 1;
    await expect.poll(() => page.getByLabel(`Question ${last}`, { exact: true }).inputValue()).toBe(added);
    await page.getByRole('button', { name: `Move question ${last} up` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel(`Question ${last - 1}`, { exact: true }).inputValue()).toBe(added);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move question ${last - 1} up`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('All changes saved.').isVisible()).toBe(true);
    await expectToast(page, 'Sample questions saved');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'View profile' }).click();
    await page.waitForURL(`**/profile/${guest.clientSlug}`);
    const expected = [...before.slice(0, -1), added, before[before.length - 1]];
    await expect.poll(() => profileQuestions(page)).toEqual(expected);
    await page.reload();
    await expect.poll(() => profileQuestions(page)).toEqual(expected);

    await setTestMode(browser, server, false);
    await page.goto('/edit-questions');
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Available' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('an admin chooses the profile in the address, and is sent to the directory without one', async () => {
    const { context, page } = await signedInAdmin(browser, server);
    await page.goto('/edit-profile');
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a profile to edit' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Go to the directory' }).getAttribute('href')).toBe('/directory');
    await expectAccessible(page);

    const slug = account(server, 'guest').clientSlug;
    await page.goto(`/edit-profile?client=${slug}`);
    await expect.poll(() => page.getByLabel('Name').inputValue()).not.toBe('');
    await page.getByRole('link', { name: 'Edit sample questions' }).click();
    await page.waitForURL(`**/edit-questions?client=${slug}`);
    await expect.poll(async () => page.getByLabel(/^Question \d+$/).count()).toBeGreaterThan(0);
    await context.close();
  });
});
