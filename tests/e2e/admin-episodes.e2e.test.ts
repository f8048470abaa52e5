import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { pick } from './option-picker';
import { rowAction } from './row-menu';
import { signIn } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

describe('admin episodes and podcasts', () => {
  it('an admin adds a podcast, adds an episode of it for a client, edits its status, sees it on the profile, then deletes it', {
    timeout: 240_000,
  }, async () => {
    const context = await newContext(suite.browser, server);
    const page = await context.newPage();
    const admin = account(server, 'admin');
    const slug = account(server, 'guest').clientSlug!;
    await signIn(page, admin, '/admin/podcasts');
    const [client] = await (await page.request.get(`/api/admin/client-options?q=${slug}`)).json();

    // a new show on /admin/podcasts
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Podcasts' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add podcast' }).click();
    const podcastDialog = page.getByRole('dialog', { name: 'Add podcast' });
    await podcastDialog.getByLabel('Name').fill('The E2E Hour');
    await podcastDialog.getByLabel('Host').fill('Pat Presenter');
    await podcastDialog.getByLabel('Category').fill('Technology');
    await podcastDialog.getByLabel(/^Listening links/).fill('https://e2e.example.fm/rss');
    await podcastDialog.getByRole('button', { name: 'Add podcast' }).click();
    // the dialog closes once the podcast is saved (if not, the failure shows what the dialog says)
    await expect.poll(async () => ((await podcastDialog.count()) === 0 ? 'closed' : await podcastDialog.innerText())).toBe('closed');
    await expect.poll(() => page.getByRole('cell', { name: /^The E2E Hour Hosted by/ }).isVisible()).toBe(true);
    await expectToast(page, 'Podcast added');
    // the closed dialog gave the page back to assistive technology (nothing around main left aria-hidden)
    await expect.poll(() => page.locator('[aria-hidden="true"]:has(main)').count()).toBe(0);
    await expectAccessible(page);

    // an episode of it for the demo client on /admin/episodes
    await page.goto('/admin/episodes');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Episodes' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add episode' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add episode' });
    await pick(addDialog.getByLabel('Podcast'), page, 'E2E', 'The E2E Hour');
    await pick(addDialog.getByLabel('Client'), page, client.name.split(' ')[0], client.name);
    await addDialog.getByLabel('Episode title').fill('Leading through change, live');
    await addDialog.getByLabel('Air date').fill('2025-02-03');
    await addDialog.getByLabel('Release status').selectOption('recorded');
    await addDialog.getByRole('button', { name: 'Add episode' }).click();
    await expect.poll(() => addDialog.count()).toBe(0);
    await page.getByLabel('Search episodes').fill('Leading through');
    const row = page.getByRole('row', { name: /Leading through change, live/ });
    await expect.poll(() => row.getByText('Recorded').isVisible()).toBe(true);
    await expectToast(page, 'Episode added');

    // edit its release status
    await rowAction(page, 'Leading through change, live', 'Edit');
    const editDialog = page.getByRole('dialog', { name: 'Edit episode' });
    await editDialog.getByLabel('Release status').selectOption('released');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row.getByText('Released').isVisible()).toBe(true);
    await expectToast(page, 'Episode saved');
    await expectAccessible(page);

    // the client's profile lists it under Podcasts
    await page.goto(`/profile/${slug}`);
    await expect.poll(() => page.locator('#podcasts').getByText('Leading through change, live').isVisible()).toBe(true);
    expect(
      await page
        .locator('#podcasts')
        .getByText(/The E2E Hour/)
        .count(),
    ).toBeGreaterThan(0);

    // delete it after confirming
    await page.goBack();
    await page.waitForURL('**/admin/episodes?q=Leading*');
    await rowAction(page, 'Leading through change, live', 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete episode?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('No episodes match these filters.').isVisible()).toBe(true);
    await expectToast(page, 'Episode deleted');
    await context.close();
  });
});
