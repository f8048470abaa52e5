import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { signedInAdmin, signedInGuest, signIn } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
beforeAll(() => {
  ({ server, browser } = suite);
});

/** The titles of the talking points listed on the management page, in order. */
const listedTitles = (page: Page) =>
  page
    .getByRole('list', { name: /^Talking points of/ })
    .getByRole('heading', { level: 3 })
    .allInnerTexts();
/** Titles without the screen-reader number that precedes each. */
const plain = (titles: string[]) => titles.map((t) => t.replace(/^\d+\.\s*/, ''));

describe('talking points', () => {
  it('a guest adds two, reorders and edits them, is not offered Delete (it is for admins and owners), an admin deletes one, and the profile shows the result', async () => {
    const { context, page, guest } = await signedInGuest(browser, server);

    await page.getByRole('link', { name: 'Manage' }).first().click();
    await page.waitForURL(`**/profile/${guest.clientSlug}/talking-points`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Talking Points' }).isVisible()).toBe(true);
    await expect.poll(async () => (await listedTitles(page)).length).toBeGreaterThan(0);
    const seeded = plain(await listedTitles(page));

    const add = async (title: string, full: string) => {
      await page.getByLabel('Title').last().fill(title);
      await page.getByLabel('Full text').last().fill(full);
      await page.getByRole('button', { name: 'Add talking point' }).click();
      await expect.poll(async () => plain(await listedTitles(page))).toContain(title);
      // the list shows the point before the save is done (it then refreshes the list): the form empties when it is
      await expect.poll(() => page.getByLabel('Title').last().inputValue()).toBe('');
    };
    await add('Alpha point', 'Why alpha comes first.');
    await add('Beta point', 'Why beta follows.');
    expect(plain(await listedTitles(page))).toEqual([...seeded, 'Alpha point', 'Beta point']);

    // reorder by keyboard: focus stays on the moved point's button
    await page.getByRole('button', { name: 'Move up: Beta point' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => plain(await listedTitles(page))).toEqual([...seeded, 'Beta point', 'Alpha point']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move up: Beta point');

    // edit the title and full text in place
    await page.getByRole('button', { name: 'Edit: Alpha point' }).click();
    await page.getByLabel('Title').first().fill('Alpha point, revised');
    await page.getByLabel('Full text').first().fill('A sharper full text.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => plain(await listedTitles(page))).toEqual([...seeded, 'Beta point', 'Alpha point, revised']);
    await expect.poll(() => page.getByText('A sharper full text.').isVisible()).toBe(true);

    // Delete is for admin and owner alone: the guest has Edit but no Delete
    expect(await page.getByRole('button', { name: /^Delete:/ }).count()).toBe(0);
    await expect.poll(() => page.getByText('ask the Podium team to delete one').isVisible()).toBe(true);

    // an admin deletes through the confirmation dialog (Cancel first changes nothing)
    const { context: adminContext, page: admin } = await signedInAdmin(browser, server);
    await admin.goto(`/profile/${guest.clientSlug}/talking-points`);
    await admin.getByRole('button', { name: 'Delete: Beta point' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete talking point?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(plain(await listedTitles(admin))).toContain('Beta point');
    await admin.getByRole('button', { name: 'Delete: Beta point' }).click();
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => plain(await listedTitles(admin))).toEqual([...seeded, 'Alpha point, revised']);
    await expectToast(admin, 'Talking point deleted successfully');
    await expectAccessible(admin);
    await adminContext.close();
    await expectAccessible(page);

    // the profile shows the change (after a reload too: the server's read cache was told)
    await page.getByRole('link', { name: /^Back to / }).click();
    await page.waitForURL(`**/profile/${guest.clientSlug}`);
    const section = page.locator('#talking-points');
    await expect.poll(() => section.getByText('Alpha point, revised').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => section.getByText('Alpha point, revised').isVisible()).toBe(true);
    expect(await section.getByText('Beta point').count()).toBe(0);
    await context.close();
  });

  it('a team member and a visitor see the talking points read-only', async () => {
    const team = account(server, 'team');
    const teamContext = await newContext(browser, server);
    const teamPage = await teamContext.newPage();
    await signIn(teamPage, team, `/profile/${team.clientSlug}/talking-points`);
    await expect.poll(async () => (await listedTitles(teamPage)).length).toBeGreaterThan(0);
    for (const name of [/^Move up/, /^Move down/, /^Edit/, /^Delete/, /^Add talking point/]) {
      expect(await teamPage.getByRole('button', { name }).count()).toBe(0);
    }
    expect(await teamPage.getByLabel('Title').count()).toBe(0);
    await expectAccessible(teamPage);
    await teamContext.close();

    const visitorContext = await newContext(browser, server);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/profile/${account(server, 'guest').clientSlug}/talking-points`);
    await expect.poll(async () => (await listedTitles(visitor)).length).toBeGreaterThan(0);
    expect(await visitor.getByRole('button', { name: /^(Move|Edit|Delete)/ }).count()).toBe(0);
    await expectAccessible(visitor);
    await visitorContext.close();
  });
});
