import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { rowAction } from './row-menu';
import { signIn } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

/** A 1×1 PNG for the video hosts' thumbnails, so no thumbnail fails (and reports its video unavailable) offline. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A context whose pages get the video hosts' thumbnails locally. */
async function contextWithThumbnails(): Promise<BrowserContext> {
  const context = await newContext(suite.browser, server);
  for (const host of ['https://i.ytimg.com/**', 'https://vumbnail.com/**']) {
    await context.route(host, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }));
  }
  return context;
}

/** The names of the videos listed in the table (from their row checkboxes), in order. */
const listedTitles = async (page: Page) =>
  (await page.getByRole('checkbox', { name: /^Select (?!all )/ }).evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label') ?? ''))).map((label) =>
    label.replace(/^Select /, ''),
  );

/** The table row of the video titled `title`. */
const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${title}`, exact: true }) });

describe('/admin/videos', () => {
  it('an admin bulk-approves two pending videos: they leave the pending view, show as approved and appear on the profile', { timeout: 240_000 }, async () => {
    const context = await contextWithThumbnails();
    const page = await context.newPage();
    const admin = account(server, 'admin');
    await signIn(page, admin, '/admin/videos?status=pending');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Videos' }).isVisible()).toBe(true);
    await expect.poll(async () => (await listedTitles(page)).length).toBeGreaterThanOrEqual(2);
    expect(await page.getByLabel('Status').inputValue()).toBe('pending');
    const [first, second] = await listedTitles(page);
    const firstRow = rowOf(page, first);
    await expect.poll(() => firstRow.getByText('Pending', { exact: true }).isVisible()).toBe(true);
    const profileHref = await firstRow.getByRole('link').first().getAttribute('href');
    await expectAccessible(page);

    // the edit dialog, with the keyword limit and the featured rule shown
    await rowAction(page, first, 'Edit', firstRow);
    const dialog = page.getByRole('dialog', { name: 'Edit video' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Title').inputValue()).toBe(first);
    await expect.poll(() => dialog.getByText(/ of 5$/).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('switch', { name: 'Featured on the home page' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // select two and approve them together
    await page.getByRole('checkbox', { name: `Select ${first}`, exact: true }).check();
    await page.getByRole('checkbox', { name: `Select ${second}`, exact: true }).check();
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await expect.poll(() => bulk.getByText('2 selected').isVisible()).toBe(true);
    await bulk.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(async () => (await listedTitles(page)).filter((t) => t === first || t === second)).toEqual([]);
    await expectToast(page, 'Video Approved', '2 videos will now appear on their profiles');

    // the approved view shows them as approved (deep link with a search)
    await page.goto(`/admin/videos?status=approved&q=${encodeURIComponent(first)}`);
    await expect.poll(() => rowOf(page, first).getByText('Approved', { exact: true }).isVisible()).toBe(true);

    // a visitor sees the video on its client's profile
    const visitorContext = await contextWithThumbnails();
    const visitor = await visitorContext.newPage();
    await visitor.goto(profileHref ?? '/');
    await expect.poll(() => visitor.locator('#videos').getByText(first).first().isVisible()).toBe(true);
    await visitorContext.close();
    await context.close();
  });

  it('an admin approves, disapproves and deletes one video from its row, and its dialog shows status, thumbnail and YouTube id', {
    timeout: 240_000,
  }, async () => {
    const context = await contextWithThumbnails();
    const page = await context.newPage();
    await signIn(page, account(server, 'admin'), '/admin/videos?status=pending');
    await expect.poll(async () => (await listedTitles(page)).length).toBeGreaterThanOrEqual(1);
    const [title] = await listedTitles(page);
    const row = rowOf(page, title);
    const { items } = await (await page.request.get(`/api/admin/videos?status=pending&q=${encodeURIComponent(title)}`)).json();
    const video = items.find((v: { title: string }) => v.title === title);

    // the edit dialog shows what the video is
    await rowAction(page, title, 'Edit', row);
    const dialog = page.getByRole('dialog', { name: 'Edit video' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Pending', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(video.youtubeId ?? 'None', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => dialog.locator('img').first().isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // approve it from its row, then disapprove it from its row
    await page.goto(`/admin/videos?q=${encodeURIComponent(title)}`);
    await rowAction(page, title, 'Approve', row);
    await expect.poll(() => row.getByText('Approved', { exact: true }).isVisible()).toBe(true);
    await expectToast(page, 'Video Approved', 'Video will now appear on the profile');
    await rowAction(page, title, 'Disapprove', row);
    await expect.poll(() => row.getByText('Pending', { exact: true }).isVisible()).toBe(true);
    await expectToast(page, 'Video Disapproved', 'Video will not appear on the profile');
    await expectAccessible(page);

    // delete it, after a confirmation
    await rowAction(page, title, 'Delete', row);
    const confirm = page.getByRole('dialog', { name: 'Delete video?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await listedTitles(page)).includes(title)).toBe(false);
    await expectToast(page, 'Video deleted');
    expect((await page.request.get(`/api/videos/${video.id}`)).status()).toBe(404);
    await context.close();
  });
});
